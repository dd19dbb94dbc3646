import Foundation

/// The animatable state of one layer: the model values a program sets, or the
/// presentation values the runtime computes for a tick.
///
/// A value type so that a tick can copy a layer's model into its presentation and
/// apply animations to the copy without allocating; the compositor reads it as the
/// layer's render state. Colours are stored as straight RGBA components (`nil` is no
/// colour, as a `nil` `CGColor` is in Core Animation).
public struct LayerProperties: Sendable {
    /// The layer's `bounds`.
    public var bounds: CGRect = .zero
    /// The layer's `position`.
    public var position: CGPoint = .zero
    /// The layer's `anchorPoint`, (0.5, 0.5) by default.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's `zPosition`.
    public var zPosition: CGFloat = 0
    /// The layer's `anchorPointZ`.
    public var anchorPointZ: CGFloat = 0
    /// The layer's `transform`, the identity by default.
    public var transform: CATransform3D = CATransform3DIdentity
    /// The layer's `sublayerTransform`, the identity by default.
    public var sublayerTransform: CATransform3D = CATransform3DIdentity
    /// The layer's `opacity`, 1 by default.
    public var opacity: Float = 1
    /// The layer's `isHidden`.
    public var isHidden = false
    /// The layer's `backgroundColor` as straight RGBA; nil for none.
    public var backgroundColor: RGBAColor?
    /// The layer's `masksToBounds`.
    public var masksToBounds = false
    /// The layer's `cornerRadius`.
    public var cornerRadius: CGFloat = 0
    /// The layer's `borderWidth`.
    public var borderWidth: CGFloat = 0
    /// The layer's `borderColor` as straight RGBA (opaque black by default); nil for none.
    public var borderColor: RGBAColor? = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Whether the back of the layer is drawn when it faces away from the viewer
    /// (not animatable).
    public var isDoubleSided = true

    /// The values of a new layer.
    public init() {}
}

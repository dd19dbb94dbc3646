import Foundation

/// The animatable state of one layer: the model values a program sets, or the
/// presentation values the runtime computes for a tick.
///
/// A value type so that a tick can copy a layer's model into its presentation and
/// apply animations to the copy without allocating; the compositor reads it as the
/// layer's render state. Colours are stored as straight RGBA components (`nil` is no
/// colour, as a `nil` `CGColor` is in Core Animation).
public struct LayerProperties: Sendable {
    public var bounds: CGRect = .zero
    public var position: CGPoint = .zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var zPosition: CGFloat = 0
    public var anchorPointZ: CGFloat = 0
    public var transform: CATransform3D = CATransform3DIdentity
    public var sublayerTransform: CATransform3D = CATransform3DIdentity
    public var opacity: Float = 1
    public var isHidden = false
    public var backgroundColor: RGBAColor?
    public var masksToBounds = false
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: RGBAColor? = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Whether the back of the layer is drawn when it faces away from the viewer
    /// (not animatable).
    public var isDoubleSided = true

    public init() {}
}

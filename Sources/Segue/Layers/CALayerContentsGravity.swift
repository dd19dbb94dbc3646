/// How a layer fits its `contents` into its bounds (Core Animation's
/// `CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Stretch to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scale to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scale to fill the bounds, keeping the aspect ratio (the overflow is cut only
    /// when `masksToBounds` is set).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// Unscaled (at `contentsScale`), centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Unscaled, centred horizontally, against the maximum-y edge (the visual bottom:
    /// Core Animation's vertical names assume a y-up axis, so on iOS and in Segue
    /// "top" is the bottom of the screen).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Unscaled, centred horizontally, against the minimum-y edge (the visual top; see
    /// `top`).
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Unscaled, centred vertically, against the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Unscaled, centred vertically, against the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Unscaled, in the left maximum-y corner (the visual bottom left; see `top`).
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Unscaled, in the right maximum-y corner (the visual bottom right; see `top`).
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Unscaled, in the left minimum-y corner (the visual top left; see `top`).
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Unscaled, in the right minimum-y corner (the visual top right; see `top`).
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
}

extension UIView {
    /// How a view fits its content into its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        /// Stretch the content to fill the bounds (the default).
        case scaleToFill
        /// Scale the content to fit inside the bounds, keeping its aspect ratio.
        case scaleAspectFit
        /// Scale the content to cover the bounds, keeping its aspect ratio; the
        /// overflow shows unless `clipsToBounds` is set.
        case scaleAspectFill
        /// Redraw the content when the bounds change; stretched like `scaleToFill`
        /// until then.
        case redraw
        /// The content unscaled, centred.
        case center
        /// The content unscaled, centred horizontally, at the top.
        case top
        /// The content unscaled, centred horizontally, at the bottom.
        case bottom
        /// The content unscaled, centred vertically, at the left.
        case left
        /// The content unscaled, centred vertically, at the right.
        case right
        /// The content unscaled, in the top-left corner.
        case topLeft
        /// The content unscaled, in the top-right corner.
        case topRight
        /// The content unscaled, in the bottom-left corner.
        case bottomLeft
        /// The content unscaled, in the bottom-right corner.
        case bottomRight

        /// The layer gravity UIKit maps the mode to (`redraw` stretches like
        /// `scaleToFill` until redrawn).
        public var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            // Core Animation's gravity names are in a flipped (bottom-left origin)
            // space: UIKit's top is CA's bottom.
            case .top: .bottom
            case .bottom: .top
            case .left: .left
            case .right: .right
            case .topLeft: .bottomLeft
            case .topRight: .bottomRight
            case .bottomLeft: .topLeft
            case .bottomRight: .topRight
            }
        }
    }
}

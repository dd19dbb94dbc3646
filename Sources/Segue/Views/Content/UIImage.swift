import Foundation

/// An immutable picture (UIKit's `UIImage`): a `CGImage` with a scale, so that its
/// size is in points (`size` = pixels / `scale`).
///
/// As in UIKit, images are not tied to the main actor and are safe to share between
/// threads (they never change after creation). Segue draws images upright only: an
/// orientation other than `.up` is reported and treated as `.up`.
open class UIImage: NSObject, @unchecked Sendable {
    /// How the pixels are turned before display (UIKit's `UIImage.Orientation`,
    /// with UIKit's raw values). Segue supports `.up` only.
    public enum Orientation: Int, Sendable {
        /// Upright (the only orientation Segue draws).
        case up = 0
        /// Turned 180°.
        case down
        /// Turned 90° counter-clockwise.
        case left
        /// Turned 90° clockwise.
        case right
        /// Flipped horizontally.
        case upMirrored
        /// Flipped vertically.
        case downMirrored
        /// Flipped horizontally and turned 90° counter-clockwise.
        case leftMirrored
        /// Flipped horizontally and turned 90° clockwise.
        case rightMirrored
    }

    private let bitmap: CGImage

    /// The pixels (UIKit's is optional for images not backed by a bitmap; Segue's
    /// always has one).
    open var cgImage: CGImage? { bitmap }

    /// Pixels per point: 1, 2 for `@2x` artwork, and so on.
    public let scale: CGFloat

    /// The orientation the image was made with (always `.up` in Segue).
    public let imageOrientation: Orientation

    /// The size in points: the pixel size divided by `scale`.
    open var size: CGSize {
        CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// An image of a bitmap at a scale. A scale that is not positive and finite is
    /// reported and replaced by 1; an orientation other than `.up` is reported and
    /// replaced by `.up` (Segue does not rotate images).
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        bitmap = cgImage
        if scale > 0, scale.isFinite {
            self.scale = scale
        } else {
            SegueDiagnostics.report("UIImage: scale \(scale) is not positive and finite; using 1")
            self.scale = 1
        }
        if orientation != .up {
            SegueDiagnostics.report("UIImage: orientation .\(orientation) is not supported; the image is shown as .up")
        }
        imageOrientation = .up
        super.init()
    }

    /// An image of a bitmap at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// The size in points and the scale, for debugging.
    open override var description: String {
        "<UIImage \(size.width)×\(size.height) pt @\(scale)x>"
    }
}

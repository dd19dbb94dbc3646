import Foundation

/// The display the app draws on (UIKit's `UIScreen`): here, the host's window
/// area. `bounds` is in points and `scale` is pixels per point (2 on a high-DPI
/// display), both set by the host when the window opens or changes size.
@MainActor
public final class UIScreen: NSObject {
    /// The screen the host draws on.
    public static let main = UIScreen()

    /// The screen's rectangle in points (the host window's size; 1024 × 700 until a
    /// host sets it).
    public private(set) var bounds = CGRect(x: 0, y: 0, width: 1024, height: 700)
    /// Pixels per point.
    public private(set) var scale: CGFloat = 1

    /// The pixel scale of the physical display (the same as `scale` in Segue).
    public var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen's rectangle in the current interface orientation (the same as
    /// `bounds` since iOS 8).
    public var applicationFrame: CGRect { bounds }

    /// Called by the host when its window opens or is resized (Segue extension). A
    /// size that is not positive and finite, or a scale that is not positive and
    /// finite, is reported and ignored.
    public func updateFromHost(size: CGSize, scale: CGFloat) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              scale > 0, scale.isFinite else {
            SegueDiagnostics.report("UIScreen.updateFromHost(size: \(size), scale: \(scale)): size and scale must be positive and finite; ignored")
            return
        }
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
    }
}

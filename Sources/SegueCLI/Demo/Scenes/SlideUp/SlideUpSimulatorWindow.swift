import Foundation
import Segue
import SegueStudio

/// The `slide-up` scene's desktop: a window filling the host that shows a
/// simulated device — a `UIWindow` of its own (`deviceWindow`, an iPad's 768 × 1024
/// points in portrait, the seed's device) inside a dark bezel, scaled to fit and
/// centred, with a caption underneath — the way the iOS Simulator shows a device
/// on a Mac's desktop.
///
/// Rotating the device window (`UIWindow.setInterfaceOrientation(_:animated:)`)
/// swaps its bounds like a device turning; the scene calls `fitDevice(to:)` from
/// the rotation's coordinator, alongside, so the bezel takes the new shape with the
/// same timing while the device's content turns into place. Resizing the host
/// lays the desktop out again. Touches reach the device's views through the
/// bezel's scale (hit-testing converts through transforms); events whose touches
/// went down in the device are handed to the device window's `sendEvent(_:)`, as
/// UIKit's application hands each event to its touches' window, so the device's
/// gesture recognizers (which belong to the device window) see them. The device
/// window has its own `UIScreen`, so its rotation leaves `UIScreen.main` (the
/// host's window) alone.
final class SlideUpSimulatorWindow: UIWindow {
    /// The device's size in portrait, in points (the seed's iPad).
    static let devicePortraitSize = CGSize(width: 768, height: 1024)
    /// The bezel's width around the screen, in device points.
    static let bezelWidth: CGFloat = 28
    /// The space kept below the device for the caption, in desktop points.
    static let captionHeight: CGFloat = 34

    /// The simulated device's window: the scene's controllers live here.
    let deviceWindow: UIWindow
    /// The device's frame, holding `deviceWindow` at (`bezelWidth`, `bezelWidth`).
    let bezel = UIView()
    /// The line under the device (orientation and keys).
    let captionLabel = UILabel()

    init() {
        let size = Self.devicePortraitSize
        deviceWindow = UIWindow(frame: CGRect(origin: CGPoint(x: Self.bezelWidth, y: Self.bezelWidth), size: size))
        super.init(frame: UIScreen.main.bounds)
        let deviceScreen = UIScreen()
        deviceScreen.updateFromHost(size: size, scale: 1)
        deviceWindow.screen = deviceScreen
        deviceWindow.autoresizingMask = []
        // A screen shows nothing beyond its edges (the panel below the bottom edge
        // before it slides up).
        deviceWindow.clipsToBounds = true
        backgroundColor = UIColor(red: 0.15, green: 0.15, blue: 0.17, alpha: 1)
        bezel.backgroundColor = UIColor(white: 0.03, alpha: 1)
        bezel.layer.cornerRadius = 44
        bezel.layer.borderWidth = 3
        bezel.layer.borderColor = UIColor(white: 0.32, alpha: 1).cgColor
        // Mid-rotation the turning screen stays inside the device.
        bezel.clipsToBounds = true
        bezel.addSubview(deviceWindow)
        addSubview(bezel)
        captionLabel.font = .systemFont(ofSize: 15)
        captionLabel.textColor = UIColor(white: 0.85, alpha: 1)
        captionLabel.textAlignment = .center
        addSubview(captionLabel)
        fitDevice(to: size)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        fitDevice(to: deviceWindow.bounds.size)
    }

    /// Sizes the bezel around a device screen of `size` points and scales it to fit
    /// the desktop above the caption, centred (animated when called inside an
    /// animation block, e.g. alongside a rotation).
    func fitDevice(to size: CGSize) {
        let border = Self.bezelWidth
        let outer = CGSize(width: size.width + 2 * border, height: size.height + 2 * border)
        let margin: CGFloat = 16
        let available = CGRect(x: margin, y: margin, width: max(1, bounds.width - 2 * margin),
                               height: max(1, bounds.height - 2 * margin - Self.captionHeight))
        let scale = min(available.width / outer.width, available.height / outer.height)
        bezel.bounds = CGRect(origin: .zero, size: outer)
        bezel.center = CGPoint(x: available.midX, y: available.midY)
        bezel.transform = CGAffineTransform(scaleX: scale, y: scale)
        captionLabel.frame = CGRect(x: 0, y: bounds.height - Self.captionHeight - 6, width: bounds.width, height: Self.captionHeight)
    }

    /// Hands an event whose touches are all in the device to the device window
    /// (its gesture recognizers decide), and any other to the desktop.
    override func sendEvent(_ event: UIEvent) {
        if let touches = event.allTouches, !touches.isEmpty,
           touches.allSatisfy({ $0.view?.window === deviceWindow }) {
            deviceWindow.sendEvent(event)
        } else {
            super.sendEvent(event)
        }
    }

    /// Where a point of the device window is on the desktop (for tests and
    /// scripts that click on the device).
    func desktopPoint(fromDevice point: CGPoint) -> CGPoint {
        convert(point, from: deviceWindow)
    }
}

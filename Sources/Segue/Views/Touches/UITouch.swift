import Foundation

/// One finger (here: the mouse pointer, or the mirrored second touch of a pinch) on
/// the screen (UIKit's `UITouch`).
///
/// Locations are kept in window coordinates and converted on request; timestamps
/// come from the fixed-timestep clock's media time, never from wall time.
@MainActor
public final class UITouch: NSObject {
    /// A touch's phase (UIKit's `UITouch.Phase`).
    public enum Phase: Int, Sendable {
        /// The touch went down.
        case began
        /// The touch moved.
        case moved
        /// The touch is down and has not moved since the last event.
        case stationary
        /// The touch lifted.
        case ended
        /// Tracking stopped before the touch lifted: a gesture recognizer took it
        /// over, or the host cancelled it.
        case cancelled
    }

    /// The phase of the touch in the current event.
    public internal(set) var phase: Phase
    /// When the touch last changed, in media time (seconds).
    public internal(set) var timestamp: TimeInterval
    /// How many times the finger went down at this place in quick succession.
    public internal(set) var tapCount: Int
    /// The view the touch went down in (found by hit-testing at touch-down).
    public internal(set) weak var view: UIView?
    /// The window the touch belongs to.
    public internal(set) weak var window: UIWindow?

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    init(window: UIWindow, view: UIView?, location: CGPoint, timestamp: TimeInterval, tapCount: Int = 1) {
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.view = view
        self.window = window
        self.locationInWindow = location
        self.previousLocationInWindow = location
        super.init()
    }

    /// The touch's location in a view's coordinates (the window's when nil). A view
    /// seen edge-on (a page half way through a flip) has no point under the touch:
    /// the window location comes back unchanged, as `CALayer.convert` returns it,
    /// but without its diagnostic — the app asking where its touch is mid-flip did
    /// nothing wrong (UIKit logs nothing either).
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return locationInWindow }
        return Self.point(locationInWindow, from: window, to: view) ?? locationInWindow
    }

    /// The location at the previous event, in a view's coordinates (as `location(in:)`).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let window else { return previousLocationInWindow }
        return Self.point(previousLocationInWindow, from: window, to: view) ?? previousLocationInWindow
    }

    /// The touch's location in a view's coordinates, or nil when the view is seen
    /// edge-on (no point of it lies under the touch).
    func visibleLocation(in view: UIView) -> CGPoint? {
        guard let window else { return locationInWindow }
        return Self.point(locationInWindow, from: window, to: view)
    }

    /// `view.convert(point, from: window)`, quietly nil when the view is edge-on.
    private static func point(_ point: CGPoint, from window: UIWindow, to view: UIView) -> CGPoint? {
        window.layer.planeMap(to: view.layer)?.apply(point)
    }

    /// Moves the touch (the window updates touches as input arrives).
    func update(location: CGPoint, phase: Phase, timestamp: TimeInterval) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        self.phase = phase
        self.timestamp = timestamp
    }
}

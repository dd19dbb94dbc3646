import Foundation

extension UIWindow {
    /// Two clicks this close in time (seconds) and space (points) count as a
    /// double tap.
    static let multipleTapInterval: TimeInterval = 0.35
    static let multipleTapDistance: CGFloat = 20

    /// Turns host pointer input into touches (Segue extension; the SDL host calls
    /// it). `.began` hit-tests the window to find the touch's view; later phases
    /// move the same touch; `.ended` and `.cancelled` finish it. Input for a pointer
    /// with no touch in progress (a move before any press) is ignored, and a second
    /// `.began` for a pointer still down cancels the first touch before starting.
    ///
    /// - Parameters:
    ///   - phase: What the pointer did (`.stationary` is treated as `.moved`).
    ///   - location: Where, in window coordinates (points).
    ///   - timestamp: The media time of the tick the input arrived in.
    ///   - pointer: Which pointer (0 for the mouse; the mirrored pinch touch uses 1).
    @discardableResult
    public func handlePointer(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval,
                              pointer: Int = 0) -> UITouch? {
        guard location.x.isFinite, location.y.isFinite else {
            SegueDiagnostics.report("UIWindow.handlePointer: location \(location) is not finite; ignored")
            return nil
        }
        switch phase {
        case .began:
            if activeTouches[pointer] != nil {
                handlePointer(.cancelled, at: location, timestamp: timestamp, pointer: pointer)
            }
            let view = hitTest(location, with: nil)
            var tapCount = 1
            if let last = lastTap, timestamp - last.timestamp <= Self.multipleTapInterval,
               hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multipleTapDistance {
                tapCount = last.count + 1
            }
            let touch = UITouch(window: self, view: view, location: location, timestamp: timestamp, tapCount: tapCount)
            activeTouches[pointer] = touch
            sendEvent(UIEvent(timestamp: timestamp, touches: [touch]))
            return touch
        case .moved, .stationary:
            guard let touch = activeTouches[pointer] else { return nil }
            touch.update(location: location, phase: .moved, timestamp: timestamp)
            sendEvent(UIEvent(timestamp: timestamp, touches: [touch]))
            return touch
        case .ended, .cancelled:
            guard let touch = activeTouches.removeValue(forKey: pointer) else { return nil }
            touch.update(location: location, phase: phase, timestamp: timestamp)
            if phase == .ended { lastTap = (location, timestamp, touch.tapCount) }
            sendEvent(UIEvent(timestamp: timestamp, touches: [touch]))
            return touch
        }
    }

    /// Cancels every touch in progress (the pointer left the window or the window
    /// lost focus), so no touch is ever left stuck down.
    public func cancelAllTouches(timestamp: TimeInterval) {
        for pointer in activeTouches.keys.sorted() {
            guard let touch = activeTouches[pointer] else { continue }
            handlePointer(.cancelled, at: touch.locationInWindow, timestamp: timestamp, pointer: pointer)
        }
    }
}

import Foundation

extension UIWindow {
    /// Two clicks this close in time (seconds) and space (points) count as a
    /// double tap.
    static let multipleTapInterval: TimeInterval = 0.35
    static let multipleTapDistance: CGFloat = 20
    /// The pointer identifier of the mouse.
    static let primaryPointer = 0
    /// The pointer identifier of the second touch mirrored with Alt held.
    static let mirroredPointer = 1

    /// Turns host pointer input into touches (Segue extension; the SDL host calls
    /// it). `.began` hit-tests the window to find the touch's view; later phases
    /// move the same touch; `.ended` and `.cancelled` finish it. Input for a pointer
    /// with no touch in progress (a move before any press) is ignored, and a second
    /// `.began` for a pointer still down cancels the first touch before starting.
    ///
    /// Pinching with a mouse follows the iOS Simulator: when the mouse (pointer 0)
    /// goes down with Alt (Option, `.alternate`) held, a second touch (pointer 1)
    /// goes down at the pointer's mirror image, and from then on it mirrors every
    /// move about the same centre and lifts with the mouse, each change one event
    /// carrying both touches. The centre is that of the view whose pinch would get
    /// the touch: the nearest view, from the hit view up to the window, with an
    /// enabled `UIPinchGestureRecognizer`; the window's centre (the Simulator's
    /// screen centre) when there is none. The modifiers only matter at `.began`:
    /// pressing or releasing Alt mid-drag neither adds nor lifts the second touch.
    ///
    /// - Parameters:
    ///   - phase: What the pointer did (`.stationary` is treated as `.moved`).
    ///   - location: Where, in window coordinates (points).
    ///   - timestamp: The media time of the tick the input arrived in.
    ///   - pointer: Which pointer (0 for the mouse; the mirrored pinch touch uses 1).
    ///   - modifiers: The modifier keys held (UIKit's `UIKeyModifierFlags`).
    /// - Returns: The pointer's touch, or nil when the input was ignored.
    @discardableResult
    public func handlePointer(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval,
                              pointer: Int = 0, modifiers: UIKeyModifierFlags = []) -> UITouch? {
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
            var touches: Set<UITouch> = [touch]
            if modifiers.contains(.alternate), pointer == Self.primaryPointer, activeTouches[Self.mirroredPointer] == nil {
                let centre = pinchMirrorCentre(forTouchIn: view)
                let mirrored = Self.mirror(location, about: centre)
                let second = UITouch(window: self, view: hitTest(mirrored, with: nil), location: mirrored,
                                     timestamp: timestamp, tapCount: tapCount)
                activeTouches[Self.mirroredPointer] = second
                pinchMirrorCentre = centre
                touches.insert(second)
            }
            sendEvent(UIEvent(timestamp: timestamp, touches: touches))
            return touch
        case .moved, .stationary:
            guard let touch = activeTouches[pointer] else { return nil }
            touch.update(location: location, phase: .moved, timestamp: timestamp)
            var touches: Set<UITouch> = [touch]
            if pointer == Self.primaryPointer, let centre = pinchMirrorCentre,
               let second = activeTouches[Self.mirroredPointer] {
                second.update(location: Self.mirror(location, about: centre), phase: .moved, timestamp: timestamp)
                touches.insert(second)
            }
            sendEvent(UIEvent(timestamp: timestamp, touches: touches))
            return touch
        case .ended, .cancelled:
            guard let touch = activeTouches.removeValue(forKey: pointer) else { return nil }
            touch.update(location: location, phase: phase, timestamp: timestamp)
            if phase == .ended { lastTap = (location, timestamp, touch.tapCount) }
            var touches: Set<UITouch> = [touch]
            if pointer == Self.primaryPointer, let centre = pinchMirrorCentre {
                pinchMirrorCentre = nil
                if let second = activeTouches.removeValue(forKey: Self.mirroredPointer) {
                    second.update(location: Self.mirror(location, about: centre), phase: phase, timestamp: timestamp)
                    touches.insert(second)
                }
            }
            sendEvent(UIEvent(timestamp: timestamp, touches: touches))
            return touch
        }
    }

    /// Cancels every touch in progress (the pointer left the window or the window
    /// lost focus), so no touch is ever left stuck down — and with them every
    /// gesture they were making (its recognizer goes to `.cancelled`, or `.failed`
    /// if it had not recognized yet).
    public func cancelAllTouches(timestamp: TimeInterval) {
        for pointer in activeTouches.keys.sorted() {
            guard let touch = activeTouches[pointer] else { continue }
            handlePointer(.cancelled, at: touch.locationInWindow, timestamp: timestamp, pointer: pointer)
        }
    }

    /// A point reflected through a centre.
    static func mirror(_ point: CGPoint, about centre: CGPoint) -> CGPoint {
        CGPoint(x: 2 * centre.x - point.x, y: 2 * centre.y - point.y)
    }
}

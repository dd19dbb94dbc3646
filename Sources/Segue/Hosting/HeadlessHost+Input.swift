import Foundation

/// Input for `HeadlessHost`, through the very path the SDL host's mouse takes:
/// `UIWindow.handlePointer(_:at:timestamp:modifiers:)`, stamped with the media time
/// of the last tick. A touch helper delivers its input between ticks, as the SDL
/// host does after each loop advance; the gesture helpers (`drag`, `pinch`) also
/// run the ticks in between, one move per tick.
extension HeadlessHost {
    // MARK: Touches

    /// Presses the pointer at a point in window coordinates: a touch begins. With
    /// `.alternate` (Alt, Option) in `modifiers`, a second touch goes down mirrored
    /// about the centre of the view whose pinch recognizer would get it (the iOS
    /// Simulator's pinch), as the SDL host does.
    public func touchDown(at location: CGPoint, modifiers: UIKeyModifierFlags = []) {
        window.handlePointer(.began, at: location, timestamp: currentTime, modifiers: modifiers)
    }

    /// Moves the pressed pointer (and its mirrored second touch, if any).
    public func touchMove(to location: CGPoint, modifiers: UIKeyModifierFlags = []) {
        window.handlePointer(.moved, at: location, timestamp: currentTime, modifiers: modifiers)
    }

    /// Releases the pointer: the touch ends (and its mirrored second touch).
    public func touchUp(at location: CGPoint, modifiers: UIKeyModifierFlags = []) {
        window.handlePointer(.ended, at: location, timestamp: currentTime, modifiers: modifiers)
    }

    /// Cancels every touch in progress, as the SDL host does when the pointer
    /// leaves the window or the window loses focus.
    public func cancelTouches() {
        window.cancelAllTouches(timestamp: currentTime)
    }

    /// A click: press and release at one point, one tick apart, then one more tick.
    public func click(at location: CGPoint) {
        touchDown(at: location)
        runTicks(1)
        touchUp(at: location)
        runTicks(1)
    }

    // MARK: Gestures

    /// The number of ticks `duration` seconds take: whole ticks, at least one.
    /// A negative or non-finite duration is reported and taken as one tick.
    private func gestureTicks(_ duration: TimeInterval, _ call: String) -> Int {
        guard duration.isFinite, duration >= 0 else {
            SegueDiagnostics.report("HeadlessHost.\(call): duration \(duration) must be finite and not negative; using one tick")
            return 1
        }
        return max(1, Int((duration / loop.tickInterval).rounded()))
    }

    /// A straight drag at constant speed: the touch goes down at `start`, then
    /// each tick for `duration` seconds (whole ticks, at least one) it moves by an
    /// equal step, reaching `end` on the last tick, where it is released; one more
    /// tick then runs so that what the release started begins. Time advances by
    /// the duration plus one tick.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, modifiers: UIKeyModifierFlags = []) {
        let steps = gestureTicks(duration, "drag(from:to:duration:)")
        touchDown(at: start, modifiers: modifiers)
        for step in 1...steps {
            runTicks(1)
            touchMove(to: Self.interpolate(start, end, CGFloat(step) / CGFloat(steps)), modifiers: modifiers)
        }
        touchUp(at: end, modifiers: modifiers)
        runTicks(1)
    }

    /// A two-finger pinch made the way the iOS Simulator makes one with a mouse:
    /// the pointer goes down with Alt held at `from / 2` points right of `center`,
    /// so the mirrored second touch is `from` points away from it; each tick for
    /// `duration` seconds the distance changes linearly until it is `to`, where
    /// both touches lift; one more tick then runs. `to > from` spreads (scale > 1).
    ///
    /// The window mirrors about the centre of the view whose
    /// `UIPinchGestureRecognizer` gets the touch (the window's centre when none
    /// does); a `center` elsewhere is reported, and the touches still move as asked
    /// (their distance is then not `from`/`to`).
    public func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: TimeInterval) {
        let steps = gestureTicks(duration, "pinch(center:from:to:duration:)")
        guard startDistance.isFinite, endDistance.isFinite, startDistance >= 0, endDistance >= 0 else {
            SegueDiagnostics.report("HeadlessHost.pinch(center:from:to:duration:): distances \(startDistance) and \(endDistance) must be finite and not negative; ignored")
            return
        }
        let point = { (distance: CGFloat) in CGPoint(x: center.x + distance / 2, y: center.y) }
        touchDown(at: point(startDistance), modifiers: .alternate)
        if let mirror = window.pinchMirrorCentre, hypot(mirror.x - center.x, mirror.y - center.y) > 0.5 {
            SegueDiagnostics.report("HeadlessHost.pinch(center:from:to:duration:): the center (\(center.x), \(center.y)) asked for is not the pinching view's centre; the window mirrors the second touch about (\(mirror.x), \(mirror.y))")
        }
        for step in 1...steps {
            runTicks(1)
            let fraction = CGFloat(step) / CGFloat(steps)
            touchMove(to: point(startDistance + (endDistance - startDistance) * fraction), modifiers: .alternate)
        }
        touchUp(at: point(endDistance), modifiers: .alternate)
        runTicks(1)
    }

    /// The mouse wheel over `location`: `UIWindow.handleScrollWheel(_:at:)` with
    /// `delta` in points (positive `dy` scrolls down the content), then one tick.
    /// Returns whether a scroll view moved.
    @discardableResult
    public func scroll(by delta: CGVector, at location: CGPoint) -> Bool {
        let moved = window.handleScrollWheel(delta, at: location)
        runTicks(1)
        return moved
    }

    static func interpolate(_ a: CGPoint, _ b: CGPoint, _ fraction: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
    }

    // MARK: Keys

    /// A key press, by name ("s", "space", "left"). Segue's views take no key
    /// input yet (UIKit's `pressesBegan`), so the host hands it to `keyHandler`,
    /// as the SDL host hands keys it does not own to its input handler.
    public func key(_ name: String, modifiers: UIKeyModifierFlags = []) {
        keyHandler?(name, modifiers)
    }
}

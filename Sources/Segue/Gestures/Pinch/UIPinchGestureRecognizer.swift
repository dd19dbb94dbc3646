import Foundation

/// Recognizes two touches moving apart or together (UIKit's
/// `UIPinchGestureRecognizer`): a continuous gesture that begins once the distance
/// between two touches has changed by `hysteresis` points since both were down, and
/// ends when one of them lifts. More than two touches are ignored.
///
/// `scale` is the distance between the touches relative to their distance when the
/// pinch began (so 1 at `.began`); set it (commonly back to 1) to rebase it.
/// `velocity` is in scale per second, the least-squares slope of the scale over
/// the last `velocitySampleWindow` seconds of the touches' timestamps.
///
/// With a mouse, hold Alt (Option) as the button goes down: the window adds a
/// second touch mirroring the pointer about the centre of the pinch's view (the
/// iOS Simulator's convention; see `UIWindow.handlePointer`), so dragging away from
/// the centre zooms in and towards it zooms out.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far (points) the distance between the touches must change before the pinch
    /// begins (Segue's property for UIKit's built-in threshold; 10 by default).
    open var hysteresis: CGFloat = 10

    /// How many seconds of samples `velocity` looks at (Segue's choice).
    public static let velocitySampleWindow: TimeInterval = 0.1

    private var initialDistance: CGFloat = 0
    private var referenceDistance: CGFloat = 0
    private var currentDistance: CGFloat = 0
    private var currentScale: CGFloat = 1
    private var samples = MotionSampleBuffer()

    /// The distance between the touches relative to the distance when the pinch
    /// began. Setting it keeps the gesture going from the new value (a value that is
    /// not positive and finite is reported and ignored).
    open var scale: CGFloat {
        get { currentScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                SegueDiagnostics.report("UIPinchGestureRecognizer.scale = \(newValue): a scale must be positive and finite; ignored")
                return
            }
            if currentDistance > 0 { referenceDistance = currentDistance / newValue }
            samples.scaleX(by: newValue / currentScale)
            currentScale = newValue
        }
    }

    /// How fast the scale changes, in scale per second.
    open var velocity: CGFloat {
        samples.velocity(over: Self.velocitySampleWindow).dx
    }

    /// The distance between the first two touches down, in window points.
    private func pinchDistance(_ touches: [UITouch]) -> CGFloat? {
        guard touches.count >= 2 else { return nil }
        let a = touches[0].locationInWindow
        let b = touches[1].locationInWindow
        return hypot(b.x - a.x, b.y - a.y)
    }

    /// Follows up to two touches (more are ignored) and notes their distance.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        while numberOfTouches > 2, let extra = activeTouches.last(where: { touches.contains($0) }) {
            ignore(extra, for: event)
        }
        guard let distance = pinchDistance(activeTouches) else { return }
        currentDistance = distance
        if hasRecognizedOrPending {
            // A finger came back: carry on from the current scale.
            referenceDistance = distance / currentScale
        } else {
            initialDistance = distance
        }
    }

    /// Begins once the distance changed by `hysteresis`, then reports the scale as `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let distance = pinchDistance(activeTouches) else { return }
        currentDistance = distance
        if stateStorage == .possible && pendingState == nil {
            guard abs(distance - initialDistance) >= hysteresis, distance > 0 else { return }
            referenceDistance = distance
            currentScale = 1
            samples.removeAll()
            samples.append(CGPoint(x: 1, y: 0), at: event.timestamp)
            state = .began
        } else if referenceDistance > 0 {
            currentScale = distance / referenceDistance
            samples.append(CGPoint(x: currentScale, y: 0), at: event.timestamp)
            if stateStorage == .began || stateStorage == .changed { state = .changed }
        }
    }

    /// Ends the gesture when a finger lifts (fails it if it never began and none is left).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        let remaining = activeTouches
        guard remaining.count < 2 else { return }
        if hasRecognizedOrPending {
            // Where the touches were as they lifted counts as motion.
            let lifting = trackedTouches.filter { touches.contains($0) }
            if let distance = pinchDistance(remaining + lifting), referenceDistance > 0 {
                currentDistance = distance
                currentScale = distance / referenceDistance
                samples.append(CGPoint(x: currentScale, y: 0), at: event.timestamp)
            }
            state = .ended
        } else if remaining.isEmpty {
            state = .failed
        }
    }

    /// Cancels the gesture (fails it if it never began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = hasRecognizedOrPending ? .cancelled : .failed
    }

    /// Puts the scale back to 1 and forgets the samples.
    open override func reset() {
        super.reset()
        initialDistance = 0
        referenceDistance = 0
        currentDistance = 0
        currentScale = 1
        samples.removeAll()
    }
}

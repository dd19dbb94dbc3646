import Foundation

/// Recognizes a drag (UIKit's `UIPanGestureRecognizer`): a continuous gesture that
/// begins once the touches' centroid has moved `hysteresis` points from where it
/// went down, and ends when fewer than `minimumNumberOfTouches` remain down.
/// Lifting before it began fails it.
///
/// `translation(in:)` is cumulative from the touch-down point with the hysteresis
/// taken off along the direction of motion at recognition, so it starts near zero
/// at `.began`; a finger added or lifted mid-gesture does not make it jump.
/// `velocity(in:)` is in points per second, from the touches' timestamps (the
/// loop's media time): the least-squares slope of the centroid over the last
/// `velocitySampleWindow` seconds of samples (at least the last two), so a pointer
/// that stopped before lifting reports little or no velocity.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that can pan (1 by default).
    open var minimumNumberOfTouches = 1
    /// The most touches that can pan (unlimited by default); more touches going
    /// down are ignored (`ignore(_:for:)`) and do not count.
    open var maximumNumberOfTouches = Int.max
    /// How far (points) the touches must move before the pan begins (Segue makes
    /// UIKit's built-in ~10 pt threshold a property; 10 by default).
    open var hysteresis: CGFloat = 10

    /// How many seconds of samples `velocity(in:)` looks at (Segue's choice).
    public static let velocitySampleWindow: TimeInterval = 0.1

    /// The centroid where the touches went down, in window coordinates.
    final var startCentroid: CGPoint = .zero
    /// Translation is the centroid minus this point (window coordinates).
    final var referencePoint: CGPoint = .zero
    /// The centroid at the last event (window coordinates).
    final var currentCentroid: CGPoint = .zero
    private var samples = MotionSampleBuffer()
    private var followedCount = 0

    // MARK: Reading the gesture

    /// How far the gesture has moved, in a view's coordinates (the window's when
    /// nil): cumulative, not a delta since the last call.
    open func translation(in view: UIView?) -> CGPoint {
        let now = convertFromWindow(currentCentroid, to: view)
        let reference = convertFromWindow(referencePoint, to: view)
        return CGPoint(x: now.x - reference.x, y: now.y - reference.y)
    }

    /// Makes `translation(in: view)` answer `translation` now (moving the reference
    /// point); the velocity starts again from zero, as UIKit documents.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            SegueDiagnostics.report("UIPanGestureRecognizer.setTranslation(\(translation), in:): not finite; ignored")
            return
        }
        let now = convertFromWindow(currentCentroid, to: view)
        referencePoint = convertToWindow(CGPoint(x: now.x - translation.x, y: now.y - translation.y), from: view)
        samples.keepNewestOnly()
    }

    /// How fast the gesture moves, in points per second in a view's coordinates (the
    /// window's when nil).
    open func velocity(in view: UIView?) -> CGPoint {
        let velocity = samples.velocity(over: Self.velocitySampleWindow)
        guard velocity.dx != 0 || velocity.dy != 0 else { return .zero }
        // Map the window-space vector through the view's transform at the centroid.
        let step: CGFloat = 0.01
        let a = convertFromWindow(currentCentroid, to: view)
        let b = convertFromWindow(CGPoint(x: currentCentroid.x + velocity.dx * step,
                                          y: currentCentroid.y + velocity.dy * step), to: view)
        return CGPoint(x: (b.x - a.x) / step, y: (b.y - a.y) / step)
    }

    // MARK: Touches

    /// Follows new touches (ignoring those beyond `maximumNumberOfTouches`); a finger added mid-gesture rebases the translation.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        while numberOfTouches > maximumNumberOfTouches,
              let extra = activeTouches.last(where: { touches.contains($0) }) {
            ignore(extra, for: event)
        }
        let active = activeTouches
        guard !active.isEmpty else { return }
        let centroid = Self.centroid(of: active)
        if followedCount == 0 {
            startCentroid = centroid
            referencePoint = centroid
            currentCentroid = centroid
            samples.removeAll()
            samples.append(centroid, at: event.timestamp)
        } else if active.count != followedCount {
            rebase(to: centroid)
        }
        followedCount = active.count
    }

    /// Updates the centroid and its samples; begins past the hysteresis, then reports `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let active = activeTouches
        guard !active.isEmpty else { return }
        currentCentroid = Self.centroid(of: active)
        samples.append(currentCentroid, at: event.timestamp)
        if stateStorage == .possible && pendingState == nil {
            guard active.count >= minimumNumberOfTouches, active.count <= maximumNumberOfTouches else { return }
            let dx = currentCentroid.x - startCentroid.x
            let dy = currentCentroid.y - startCentroid.y
            switch startDecision(dx: dx, dy: dy) {
            case .wait:
                break
            case .fail:
                state = .failed
            case .begin:
                let distance = hypot(dx, dy)
                let cut = distance > 0 ? min(hysteresis, distance) / distance : 0
                referencePoint = CGPoint(x: startCentroid.x + dx * cut, y: startCentroid.y + dy * cut)
                state = .began
            }
        } else if stateStorage == .began || stateStorage == .changed {
            state = .changed
        }
    }

    /// Ends the gesture when fewer than `minimumNumberOfTouches` remain (fails it if it never began).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        let remaining = activeTouches
        let lifting = trackedTouches.filter { touches.contains($0) }
        // Where the touches were as they lifted counts as motion.
        currentCentroid = Self.centroid(of: remaining + lifting)
        samples.append(currentCentroid, at: event.timestamp)
        if remaining.count < minimumNumberOfTouches || remaining.isEmpty {
            followedCount = 0
            state = hasRecognizedOrPending ? .ended : .failed
        } else {
            rebase(to: Self.centroid(of: remaining))
            followedCount = remaining.count
        }
    }

    /// Cancels the gesture (fails it if it never began). The cancellation's time
    /// counts as a sample where the touches last were, as a lift does, so a pointer
    /// held still before the cancel (focus lost mid-drag) reports little or no
    /// velocity rather than the speed it had before it stopped.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        samples.append(currentCentroid, at: event.timestamp)
        followedCount = 0
        state = hasRecognizedOrPending ? .cancelled : .failed
    }

    /// Forgets the touches and the velocity samples.
    open override func reset() {
        super.reset()
        followedCount = 0
        samples.removeAll()
    }

    /// Moves the reference points by the centroid's jump when the touches change,
    /// so translation and velocity stay continuous.
    private func rebase(to centroid: CGPoint) {
        let dx = centroid.x - currentCentroid.x
        let dy = centroid.y - currentCentroid.y
        startCentroid.x += dx
        startCentroid.y += dy
        referencePoint.x += dx
        referencePoint.y += dy
        samples.offset(by: dx, dy)
        currentCentroid = centroid
    }

    /// What a pan still in `.possible` does with its displacement from the start.
    enum StartDecision { case wait, begin, fail }

    /// Begins once the centroid has moved `hysteresis` points (subclasses refine).
    func startDecision(dx: CGFloat, dy: CGFloat) -> StartDecision {
        hypot(dx, dy) >= hysteresis ? .begin : .wait
    }
}

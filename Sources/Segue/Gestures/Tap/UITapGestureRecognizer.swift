import Foundation

/// Recognizes taps (UIKit's `UITapGestureRecognizer`): a discrete gesture,
/// recognized when `numberOfTouchesRequired` touches have gone down together and
/// lifted, `numberOfTapsRequired` times in a row. It fails when a touch moves more
/// than `allowableMovement` points from where it went down, when more touches than
/// required go down, when fewer than required lifted as a tap, when a following tap
/// goes down more than `allowableMovement` from the first or does not come within
/// `maximumIntervalBetweenSuccessiveTaps` of the last lift (timed on the loop's
/// media time), or when its touches are cancelled. `location(in:)` is where the
/// tap's touches were.
///
/// Segue has no limit on how long a finger may rest before lifting.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes (1 by default).
    open var numberOfTouchesRequired = 1
    /// How far (points) a touch may move and still tap, and how far apart the taps
    /// of a multiple tap may be (Segue makes UIKit's built-in slop a property; 10).
    open var allowableMovement: CGFloat = 10
    /// The longest wait (seconds) from one tap's lift to the next tap's touch-down
    /// (Segue makes UIKit's built-in limit a property; 0.35 s).
    open var maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35

    private var tapsCompleted = 0
    private var mostTouchesDown = 0
    private var firstTapLocation: CGPoint?
    private var downLocations: [ObjectIdentifier: CGPoint] = [:]
    private var nextTapDeadline: LoopTimer?

    /// Counts the fingers down; fails with too many, or a following tap too far from the first.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        nextTapDeadline?.invalidate()
        nextTapDeadline = nil
        for touch in touches { downLocations[ObjectIdentifier(touch)] = touch.locationInWindow }
        let down = numberOfTouches
        mostTouchesDown = max(mostTouchesDown, down)
        guard down <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        let location = Self.centroid(of: activeTouches)
        if let first = firstTapLocation {
            if tapsCompleted > 0, hypot(location.x - first.x, location.y - first.y) > allowableMovement {
                state = .failed
            }
        } else {
            firstTapLocation = location
        }
    }

    /// Fails when a touch strays more than `allowableMovement`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            guard let down = downLocations[ObjectIdentifier(touch)] else { continue }
            let location = touch.locationInWindow
            if hypot(location.x - down.x, location.y - down.y) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// Completes a tap when every finger has lifted; recognizes after the last tap, else waits for the next.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        for touch in touches {
            guard let down = downLocations[ObjectIdentifier(touch)] else { continue }
            let location = touch.locationInWindow
            if hypot(location.x - down.x, location.y - down.y) > allowableMovement {
                state = .failed
                return
            }
        }
        guard numberOfTouches == 0 else { return }
        guard mostTouchesDown == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        mostTouchesDown = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            let deadline = event.timestamp + maximumIntervalBetweenSuccessiveTaps
            nextTapDeadline = FixedTimestepLoop.main.schedule(at: deadline) { [weak self] in
                guard let self, self.stateStorage == .possible, self.waitsForMoreTouches else { return }
                self.state = .failed
            }
        }
    }

    /// Fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    /// Forgets the taps counted and stops waiting for the next one.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        mostTouchesDown = 0
        firstTapLocation = nil
        downLocations.removeAll()
        nextTapDeadline?.invalidate()
        nextTapDeadline = nil
    }

    /// Between the taps of a multiple tap, with every finger lifted.
    override var waitsForMoreTouches: Bool {
        tapsCompleted > 0 && tapsCompleted < numberOfTapsRequired && numberOfTouches == 0
    }
}

import Foundation

/// One animation block of a `UIViewPropertyAnimator` once it has run: every
/// (layer, property) it changed with its start and end values, the window of the
/// animator's fraction in which it moves, and the driver its layer animations show.
///
/// The block moves over `[windowStart, 1]` of the animator's fraction: 0 for blocks
/// present at the start, the fraction at which it joined for blocks added while the
/// animator ran (UIKit: "over the remaining portion of the total run time"), later
/// still with a delay factor.
@MainActor
final class PropertyAnimatorTrack {
    /// One property the block changed.
    struct Change {
        let layer: CALayer
        weak var view: UIView?
        let key: String
        let keyPath: LayerKeyPath
        let from: AnimatableValue
        let to: AnimatableValue
    }

    let windowStart: Double
    let driver = LayerAnimationDriver()
    var changes: [Change] = []
    /// Views kept out of hit-testing while the animator is active
    /// (`isUserInteractionEnabled == false`).
    var blockedViews: [UIView] = []

    /// The block's progress from its start values (0) to its end values (1).
    var progress: Double {
        get { driver.progress }
        set { driver.progress = newValue }
    }

    // The motion the animator is running, per block (see `PropertyAnimatorMotion`).
    /// Progress when the motion began.
    var motionStart = 0.0
    /// Cubic motions: the gap between the block's progress and the curve when the
    /// motion began, which fades out over the motion so nothing jumps.
    var motionOffset = 0.0
    /// Spring motions: the block's spring, the media time it begins and ends.
    var spring: SpringCurve?
    var springBegin = 0.0
    var springEnd = 0.0

    init(windowStart: Double) {
        self.windowStart = min(max(windowStart, 0), 1)
    }

    /// Where in its own window the block is at the animator's fraction `fraction`.
    func windowFraction(at fraction: Double) -> Double {
        guard windowStart < 1 else { return fraction >= 1 ? 1 : 0 }
        return min(max((fraction - windowStart) / (1 - windowStart), 0), 1)
    }

    /// Whether the layer still runs this block's animation for a change (another
    /// animation may have replaced it).
    func isAttached(_ change: Change) -> Bool {
        change.layer.hasDrivenAnimation(forKey: change.key, driver: driver)
    }

    /// Adds the driven layer animations for every change, showing `progress`.
    func attach() {
        for change in changes {
            let animation = CABasicAnimation(keyPath: change.key)
            animation.fromValue = change.from.anyValue
            animation.toValue = change.to.anyValue
            change.layer.addDrivenAnimation(animation, forKey: change.key, driver: driver)
        }
    }

    /// Removes the layer animations, leaving each still-attached property's model at
    /// the end value, the start value or where it shows now; returns the changes that
    /// were still attached.
    @discardableResult
    func detach(settlingAt position: UIViewAnimatingPosition) -> [Change] {
        var attached: [Change] = []
        for change in changes where isAttached(change) {
            attached.append(change)
            let value: AnimatableValue
            switch position {
            case .end: value = change.to
            case .start: value = change.from
            case .current: value = change.layer.drivenValue(forKey: change.key, driver: driver, at: change.keyPath)
            }
            change.layer.setModelValueWithoutActions(value, at: change.keyPath)
            change.layer.removeDrivenAnimation(forKey: change.key, driver: driver, finished: position != .current)
            if case .bounds = change.keyPath { change.view?.setNeedsLayout() }
        }
        unblockViews()
        return attached
    }

    func unblockViews() {
        for view in blockedViews { view.nonInteractiveAnimationCount = max(0, view.nonInteractiveAnimationCount - 1) }
        blockedViews.removeAll()
    }
}

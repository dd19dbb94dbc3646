import Foundation

/// The completion of one `UIView.animate…` call: it counts the animations the block
/// created and calls the completion handler once, after the last one stopped, with
/// `finished` true only if every one ran to its end (UIKit's rule: `false` when an
/// animation was removed or replaced first). A block that created no animation
/// completes at the end of the next tick with `true`, as UIKit completes it on the
/// next turn of the run loop.
@MainActor
final class UIViewAnimationCompletion {
    private var handler: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var isSealed = false

    init(handler: ((Bool) -> Void)?) {
        self.handler = handler
    }

    func animationAdded() { pending += 1 }

    /// Called from animation delegate callbacks (already at the end of a tick).
    func animationStopped(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        if isSealed && pending == 0 { fire() }
    }

    /// The block has run: no more animations join.
    func seal() {
        isSealed = true
        if pending == 0 {
            // Nothing to wait for: complete at the end of the next tick.
            AnimationEventQueue.enqueue(.completion { [self] in fire() })
        }
    }

    private func fire() {
        guard let handler else { return }
        self.handler = nil
        handler(allFinished)
    }
}

/// The delegate of each animation a block creates: reports its stop to the
/// block's completion and, for blocks without `.allowUserInteraction`, keeps the
/// view out of hit-testing while the animation is in flight.
@MainActor
final class UIViewAnimationDelegate: NSObject, CAAnimationDelegate {
    private let completion: UIViewAnimationCompletion
    private weak var blockedView: UIView?
    private var hasStopped = false
    /// Set when a later change of the same property in the same block replaced the
    /// animation: its removal is not an interruption, so it counts as finished.
    var isSuperseded = false

    init(completion: UIViewAnimationCompletion, blocking view: UIView?) {
        self.completion = completion
        self.blockedView = view
        super.init()
        completion.animationAdded()
        view?.nonInteractiveAnimationCount += 1
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard !hasStopped else { return }
        hasStopped = true
        if let view = blockedView { view.nonInteractiveAnimationCount = max(0, view.nonInteractiveAnimationCount - 1) }
        completion.animationStopped(finished: flag || isSuperseded)
    }
}

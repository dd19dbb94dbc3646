@testable import Segue

extension HeadlessHost {
    /// The most ticks `windDown()` runs to let a transition end (2 s at 240 Hz).
    static let maximumWindDownTicks = 480

    /// Ends what a test left running in the host's window, so that nothing of it
    /// outlives the test (the AddressSanitizer leak check, `tools/sanitize address`,
    /// reports every object a test leaves in a reference cycle).
    ///
    /// What stays alive otherwise, as it would in UIKit: a transition in flight (its
    /// context holds the controllers and its interactor, the animations' completions
    /// hold the context), a presentation never dismissed (the presented controller's
    /// presentation controller holds the presenter, which holds the presented
    /// controller) and an active property animator (its display link holds it).
    /// So, in this order: the touches in progress are cancelled; each of `animators`
    /// still active is stopped and finished at its current position (UIKit requires
    /// as much before an animator is released); a transition still running is
    /// brought to its end by removing every animation in the window (the
    /// completions run with `finished == false`, as when views leave their window)
    /// and running ticks until it has completed — at most `maximumWindDownTicks`
    /// —; what the root controller presents is dismissed without animation; and
    /// the animations left are removed. The demo's scene switch does the same
    /// (`StudioShell.switchScene(to:)`).
    func windDown(stopping animators: [UIViewPropertyAnimator] = []) {
        window.cancelAllTouches(timestamp: currentTime)
        for animator in animators where animator.state == .active {
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
        }
        finishTransitions()
        if let root = window.rootViewController, root.presentedViewController != nil {
            root.dismiss(animated: false)
            finishTransitions()
        }
        window.layer.removeAllAnimationsInTree()
        runTicks(1)
    }

    private func finishTransitions() {
        var ticks = 0
        while window.isRunningTransition && ticks < Self.maximumWindDownTicks {
            window.layer.removeAllAnimationsInTree()
            runTicks(1)
            ticks += 1
        }
    }

}

import Foundation
import Testing
@testable import Segue

/// What the context tells animators — controllers, views, frames, the `.zero`
/// add/remove rules — and where the views are after completed and cancelled
/// transitions.
@MainActor
@Suite("SlidingViewController: context, frames, .zero rules")
struct SlidingFrameTests {
    /// Starts `move` with a recording animator and returns its context.
    private func context(of f: SlidingFixture, _ move: (SlidingViewController) -> Void) -> UIViewControllerContextTransitioning {
        let animator = RecordingSlidingAnimator(log: f.log)
        f.delegate = ScriptedSlidingDelegate(animator: animator)
        move(f.sliding)
        f.delegate = nil
        return animator.context!
    }

    @Test("anchor right: from = top, to = under-left; the under view is added, the top view moves right")
    func anchorRightContext() {
        let f = SlidingFixture()
        let ctx = context(of: f) { $0.anchorTopViewToRight(animated: true) }
        #expect(ctx.containerView === f.sliding.view)
        #expect(ctx.viewController(forKey: .from) === f.top)
        #expect(ctx.viewController(forKey: .to) === f.left)
        #expect(ctx.view(forKey: .from) === f.topView)
        #expect(ctx.view(forKey: .to) === f.left.view)
        #expect(ctx.slidingTopViewController === f.top)
        #expect(ctx.isAnimated)
        #expect(ctx.presentationStyle == .none)
        #expect(ctx.initialFrame(for: f.top) == f.bounds)
        #expect(ctx.finalFrame(for: f.top) == f.anchoredRightFrame)
        #expect(ctx.initialFrame(for: f.left) == .zero)
        #expect(ctx.finalFrame(for: f.left) == f.bounds)
        #expect(ctx.initialFrame(for: f.right) == .zero && ctx.finalFrame(for: f.right) == .zero)
        f.host.settle()
        #expect(f.topView.frame == f.anchoredRightFrame)
        #expect(f.left.view.frame == f.bounds)
        #expect(f.isJustBelowTop(f.left.view))
        #expect(f.right.view.superview == nil)
    }

    @Test("reset from right: from = under-left, to = top; the under view is removed")
    func resetFromRightContext() {
        let f = SlidingFixture()
        f.sliding.anchorTopViewToRight(animated: false)
        let ctx = context(of: f) { $0.resetTopView(animated: true) }
        #expect(ctx.viewController(forKey: .from) === f.left)
        #expect(ctx.viewController(forKey: .to) === f.top)
        #expect(ctx.slidingTopViewController === f.top)
        #expect(ctx.initialFrame(for: f.top) == f.anchoredRightFrame)
        #expect(ctx.finalFrame(for: f.top) == f.bounds)
        #expect(ctx.initialFrame(for: f.left) == f.bounds)
        #expect(ctx.finalFrame(for: f.left) == .zero)
        f.host.settle()
        #expect(f.topView.frame == f.bounds)
        #expect(f.left.view.superview == nil)
        #expect(f.sliding.view.subviews.count == 1)
    }

    @Test("anchor left and reset from left mirror the frames with the under-right controller")
    func leftSideContexts() {
        let f = SlidingFixture()
        let anchor = context(of: f) { $0.anchorTopViewToLeft(animated: true) }
        #expect(anchor.viewController(forKey: .from) === f.top)
        #expect(anchor.viewController(forKey: .to) === f.right)
        #expect(anchor.finalFrame(for: f.top) == f.anchoredLeftFrame)
        #expect(anchor.initialFrame(for: f.right) == .zero)
        #expect(anchor.finalFrame(for: f.right) == f.bounds)
        f.host.settle()
        #expect(f.topView.frame == f.anchoredLeftFrame)
        #expect(f.isJustBelowTop(f.right.view))
        let reset = context(of: f) { $0.resetTopView(animated: true) }
        #expect(reset.viewController(forKey: .from) === f.right)
        #expect(reset.initialFrame(for: f.top) == f.anchoredLeftFrame)
        #expect(reset.finalFrame(for: f.right) == .zero)
        f.host.settle()
        #expect(f.topView.frame == f.bounds)
        #expect(f.right.view.superview == nil)
    }

    @Test("a cancelled anchor leaves every view at its initial frame and takes the added view away")
    func cancelledAnchor() {
        let f = SlidingFixture()
        let animator = SlidingAnimationController()
        let interactor = ScriptedSlidingInteractor(log: f.log, animator: animator)
        f.delegate = ScriptedSlidingDelegate(animator: animator, interactor: interactor)
        var atCompletion: (top: CGRect, underInContainer: Bool)?
        f.sliding.anchorTopViewToRight(animated: true) {
            atCompletion = (f.topView.frame, f.left.view.superview === f.sliding.view)
        }
        let ctx = interactor.context!
        f.host.advance(by: 0.1)
        #expect(f.isJustBelowTop(f.left.view))
        interactor.cancel()
        f.host.settle()
        #expect(atCompletion?.top == ctx.initialFrame(for: f.top))
        #expect(atCompletion?.underInContainer == false)
        #expect(ctx.transitionWasCancelled)
        #expect(f.topView.frame == f.bounds)
        #expect(f.sliding.currentTopViewPosition == .centered)
    }

    @Test("a cancelled reset leaves the top view anchored and the under view in place")
    func cancelledReset() {
        let f = SlidingFixture()
        f.sliding.anchorTopViewToLeft(animated: false)
        let animator = SlidingAnimationController()
        let interactor = ScriptedSlidingInteractor(log: f.log, animator: animator)
        f.delegate = ScriptedSlidingDelegate(animator: animator, interactor: interactor)
        var topAtCompletion: CGRect?
        f.sliding.resetTopView(animated: true) { topAtCompletion = f.topView.frame }
        interactor.cancel()
        f.host.settle()
        #expect(topAtCompletion == f.anchoredLeftFrame)
        #expect(f.topView.frame == f.anchoredLeftFrame)
        #expect(f.right.view.frame == f.bounds)
        #expect(f.isJustBelowTop(f.right.view))
        #expect(f.sliding.currentTopViewPosition == .anchoredLeft)
    }

    @Test("an animator that adds the under view on top is corrected: it ends just below the top view")
    func hierarchySettles() {
        final class CarelessAnimator: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.1 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let to = ctx.viewController(forKey: .to)!
                ctx.containerView.addSubview(ctx.view(forKey: .to)!)
                ctx.view(forKey: .to)!.frame = ctx.finalFrame(for: to)
                ctx.completeTransition(true)
            }
        }
        let f = SlidingFixture()
        let animator = CarelessAnimator()
        f.delegate = ScriptedSlidingDelegate(animator: animator)
        f.sliding.anchorTopViewToRight(animated: true)
        #expect(f.isJustBelowTop(f.left.view))
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        // The top view was left where it was; the next layout pass anchors it.
        f.host.runTicks(1)
        #expect(f.topView.frame == f.anchoredRightFrame)
    }

    @Test("peek and reveal: 44 pt peek by default, each defines the other")
    func peekAndReveal() {
        let f = SlidingFixture()
        #expect(f.sliding.anchorRightPeekAmount == 44)
        #expect(f.sliding.anchorRightRevealAmount == 276)
        #expect(f.sliding.anchorLeftPeekAmount == 44)
        #expect(f.sliding.anchorLeftRevealAmount == 276)
        f.sliding.anchorRightRevealAmount = 200
        #expect(f.sliding.anchorRightPeekAmount == 120)
        f.sliding.anchorLeftPeekAmount = 100
        #expect(f.sliding.anchorLeftRevealAmount == 220)
        f.sliding.anchorTopViewToRight(animated: false)
        #expect(f.topView.frame == f.bounds.offsetBy(dx: 200, dy: 0))
        f.sliding.resetTopView(animated: false)
        f.sliding.anchorTopViewToLeft(animated: false)
        #expect(f.topView.frame == f.bounds.offsetBy(dx: -220, dy: 0))
        // A reveal wider than the container leaves no peek, never a negative one.
        f.sliding.anchorLeftRevealAmount = 500
        #expect(f.sliding.anchorLeftPeekAmount == 0)
        // Changing an amount while anchored moves the top view at the next layout.
        f.host.runTicks(1)
        #expect(f.topView.frame == f.bounds.offsetBy(dx: -500, dy: 0))
    }

    @Test("a peek follows the container's width; a reveal does not")
    func amountsFollowTheWidth() {
        let f = SlidingFixture()
        f.sliding.anchorTopViewToRight(animated: false)
        f.host.rotate(to: .landscapeLeft, animated: false)
        f.host.runTicks(1)
        #expect(f.bounds.width == 480)
        #expect(f.sliding.anchorRightRevealAmount == 436)
        #expect(f.topView.frame == f.bounds.offsetBy(dx: 436, dy: 0))
        #expect(f.left.view.frame == f.bounds)
        f.sliding.anchorRightRevealAmount = 250
        f.host.rotate(to: .portrait, animated: false)
        f.host.runTicks(1)
        #expect(f.sliding.anchorRightPeekAmount == 70)
        #expect(f.topView.frame == f.bounds.offsetBy(dx: 250, dy: 0))
    }
}

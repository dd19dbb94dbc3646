import Foundation
import Testing
@testable import Segue

/// An animator that completes its transition inside `animateTransition(using:)`.
@MainActor
private final class AtOnceAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
        transitionContext.completeTransition(true)
    }
}

@MainActor
@Suite("UIPercentDrivenInteractiveTransition: a transition that ends without the interactor ending it")
struct PercentDrivenEarlyEndTests {
    private let tick = FixedTimestepLoop.defaultTickInterval

    /// The container's local time, which must run on at speed 1 once the transition ended.
    private func expectRunningClock(_ layer: CALayer, from start: Double, host: HeadlessHost,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(layer.speed == 1, sourceLocation: sourceLocation)
        #expect(!layer.holdsEndedAnimations, sourceLocation: sourceLocation)
        host.runTicks(3)
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        #expect(abs(now - (start + 3 * tick)) < 1e-9, "local time \(now), expected \(start + 3 * tick)", sourceLocation: sourceLocation)
    }

    @Test("animations removed while interacting: the transition ends and the container's clock runs again from where it showed")
    func removedWhileInteracting() {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        harness.start(animator, interactor)
        interactor.update(0.3)
        animator.full.layer.removeAllAnimations()
        harness.host.runTicks(1)
        #expect(animator.endedWith == [true])
        let layer = harness.container.view.layer
        expectRunningClock(layer, from: layer.convertTime(CACurrentMediaTime(), from: nil), host: harness.host)
    }

    @Test("animations removed during the finishing run of an interactor only the context holds (the interactive pop's case): the clock is handed back")
    func removedDuringTheRunOfAReleasedInteractor() {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        weak var released: UIPercentDrivenInteractiveTransition?
        do {
            let interactor = UIPercentDrivenInteractiveTransition()
            released = interactor
            harness.start(animator, interactor)
            interactor.update(0.2)
            interactor.finish()
        }
        #expect(released != nil, "the context holds the interactor while the transition runs")
        animator.full.layer.removeAllAnimations()
        harness.host.runTicks(1)
        #expect(animator.endedWith == [true])
        #expect(released == nil, "the context lets the interactor go when the transition ends")
        let layer = harness.container.view.layer
        expectRunningClock(layer, from: layer.convertTime(CACurrentMediaTime(), from: nil), host: harness.host)
        harness.host.runTicks(Int(1.5 / tick))
        #expect(animator.sprung.layer.animationKeys()?.isEmpty ?? true, "the container's other animations end on its running clock")
    }

    @Test("an animator that completes inside animateTransition: the container's clock never stops and the interactor drives the next transition")
    func completedInsideAnimateTransition() {
        let harness = InteractiveHarness()
        let interactor = UIPercentDrivenInteractiveTransition()
        let layer = harness.container.view.layer
        let before = layer.convertTime(CACurrentMediaTime(), from: nil)
        let context = harness.container.swap(to: harness.second, animator: AtOnceAnimator(), interactor: interactor)
        #expect(context?.isCompleted == true)
        #expect(layer.convertTime(CACurrentMediaTime(), from: nil) == before)
        expectRunningClock(layer, from: before, host: harness.host)

        let next = MixedBlocksAnimator(duration: 0.5)
        #expect(harness.container.swap(to: harness.first, animator: next, interactor: interactor) != nil)
        harness.host.runTicks(1)
        interactor.update(0.9)
        interactor.finish()
        #expect(harness.host.settle())
        #expect(next.endedWith == [true])
        #expect(harness.container.visible === harness.first)
    }
}

import Foundation
@testable import Segue

/// An animator that animates six things of different kinds at once, the way real
/// transitions mix them (all durations relative to `duration` D):
/// - `full`: alpha 0 → 1, linear over D (its completion completes the transition);
/// - `short`: alpha 1 → 0, linear over D/2;
/// - `keyframed`: alpha 0 → 1 over the first half, → 0.2 over the second (linear keyframes);
/// - `sprung`: center.y +100 on a spring lasting D (damping 0.6);
/// - `delayed`: alpha 1 → 0, linear over D/4 after a delay of D/2;
/// - `explicitLayer`: a container sublayer with an explicit CABasicAnimation of opacity
///   0 → 1 over D (model set to 1 first).
@MainActor
final class MixedBlocksAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let full = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let short = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
    let keyframed = UIView(frame: CGRect(x: 0, y: 40, width: 10, height: 10))
    let sprung = UIView(frame: CGRect(x: 0, y: 60, width: 10, height: 10))
    let delayed = UIView(frame: CGRect(x: 0, y: 80, width: 10, height: 10))
    let explicitLayer = CALayer()
    private(set) var endedWith: [Bool] = []
    private(set) var endTimes: [Double] = []
    private(set) var completionFinishedFlags: [Bool] = []

    init(duration: TimeInterval = 1) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to) { container.addSubview(toView) }
        UIView.performWithoutAnimation {
            full.alpha = 0
            short.alpha = 1
            keyframed.alpha = 0
            delayed.alpha = 1
            for view in [full, short, keyframed, sprung, delayed] { container.addSubview(view) }
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        explicitLayer.opacity = 0
        container.layer.addSublayer(explicitLayer)
        CATransaction.commit()

        let d = duration
        UIView.animate(withDuration: d, delay: 0, options: [.curveLinear], animations: { self.full.alpha = 1 },
                       completion: { finished in
            self.completionFinishedFlags.append(finished)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
        UIView.animate(withDuration: d / 2, delay: 0, options: [.curveLinear], animations: { self.short.alpha = 0 })
        UIView.animateKeyframes(withDuration: d, delay: 0,
                                options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
                                animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.keyframed.alpha = 1 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.keyframed.alpha = 0.2 }
        })
        UIView.animate(withDuration: d, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       animations: { self.sprung.center.y += 100 })
        UIView.animate(withDuration: d / 4, delay: d / 2, options: [.curveLinear], animations: { self.delayed.alpha = 0 })
        let explicit = CABasicAnimation(keyPath: "opacity")
        explicit.fromValue = 0
        explicit.toValue = 1
        explicit.duration = d
        explicitLayer.opacity = 1
        explicitLayer.add(explicit, forKey: "fade")
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedWith.append(transitionCompleted)
        endTimes.append(CACurrentMediaTime())
    }

    /// The presentation values this test watches, in a fixed order.
    func presentationSample() -> [Double] {
        [Double(full.layer.presentation()!.opacity), Double(short.layer.presentation()!.opacity),
         Double(keyframed.layer.presentation()!.opacity), Double(sprung.layer.presentation()!.position.y) / 100,
         Double(delayed.layer.presentation()!.opacity), Double(explicitLayer.presentation()!.opacity)]
    }
}

/// A host with a `SwapContainer` root showing one controller, ready to swap.
@MainActor
struct InteractiveHarness {
    let host: HeadlessHost
    let container: SwapContainer
    let first = UIViewController()
    let second = UIViewController()

    init() {
        host = HeadlessHost(size: CGSize(width: 320, height: 480))
        container = SwapContainer()
        host.window.rootViewController = container
        container.show(first)
        host.runTicks(1)
    }

    /// Starts an interactive swap with `animator` driven by `interactor`.
    @discardableResult
    func start(_ animator: UIViewControllerAnimatedTransitioning,
               _ interactor: UIViewControllerInteractiveTransitioning) -> ViewControllerTransitionContext {
        let context = container.swap(to: second, animator: animator, interactor: interactor)!
        host.runTicks(1)
        return context
    }
}

/// A stand-in for UIViewPropertyAnimator that records what the interaction
/// controller does to it.
@MainActor
final class FakeInterruptibleAnimator: UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState = .inactive
    var isRunning = false
    var isReversed = false
    var fractionComplete: CGFloat = 0
    private(set) var calls: [String] = []
    private(set) var continuedWith: (parameters: UITimingCurveProvider?, factor: CGFloat)?

    func startAnimation() { calls.append("start"); state = .active; isRunning = true }
    func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
    func pauseAnimation() { calls.append("pause"); state = .active; isRunning = false }
    func stopAnimation(_ withoutFinishing: Bool) { calls.append("stop"); isRunning = false }
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) { calls.append("finish"); state = .inactive }
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        calls.append("continue(reversed: \(isReversed))")
        continuedWith = (parameters, durationFactor)
        isRunning = true
    }
}

/// An animator whose transition runs through an interruptible animator (iOS 10 style):
/// `animateTransition` starts it.
@MainActor
final class InterruptibleTransitionAnimator: UIViewControllerAnimatedTransitioning {
    var vended = FakeInterruptibleAnimator()
    private(set) var animateCount = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.8 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateCount += 1
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        vended
    }
}

/// The largest change between consecutive samples, per component.
func largestStep(in samples: [[Double]]) -> Double {
    var largest = 0.0
    for (a, b) in zip(samples, samples.dropFirst()) {
        for (x, y) in zip(a, b) { largest = max(largest, abs(x - y)) }
    }
    return largest
}

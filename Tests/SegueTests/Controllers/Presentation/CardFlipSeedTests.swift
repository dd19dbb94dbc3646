import Foundation
import Testing
@testable import Segue

// The card flip of iOS7 Day-by-Day, day 14 (seed 000), in Swift as the seed
// writes it: an animator with a `dismissal` flag, vended for both directions by
// the presenting controller acting as the modal controller's transitioning
// delegate. The modal controller keeps the default `.fullScreen` style.

/// The seed's `SCFlipAnimation`.
@MainActor
final class SCFlipAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    var dismissal = false

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // Get the respective view controllers
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!

        // Get the views
        let containerView = transitionContext.containerView
        let fromView: UIView = fromVC.view
        let toView: UIView = toVC.view

        // Add the toView to the container
        containerView.addSubview(toView)

        // Set the frames
        let initialFrame = transitionContext.initialFrame(for: fromVC)
        fromView.frame = initialFrame
        toView.frame = initialFrame

        // Start building the transform - 3D so need perspective
        var transform = CATransform3DIdentity
        transform.m34 = -1 / initialFrame.height
        containerView.layer.sublayerTransform = transform

        let direction: CGFloat = dismissal ? -1 : 1

        toView.layer.transform = CATransform3DMakeRotation(-direction * .pi / 2, 1, 0, 0)
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [], animations: {
            // First half is rotating in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.layer.transform = CATransform3DMakeRotation(direction * .pi / 2, 1, 0, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.layer.transform = CATransform3DMakeRotation(0, 1, 0, 0)
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1.0
    }
}

/// The seed's `SCViewController`: the presenter, and the modal controller's
/// transitioning delegate.
@MainActor
final class SCViewController: UIViewController, UIViewControllerTransitioningDelegate {
    private var flipAnimation: SCFlipAnimation!

    override func viewDidLoad() {
        super.viewDidLoad()
        flipAnimation = SCFlipAnimation()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipAnimation.dismissal = false
        return flipAnimation
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipAnimation.dismissal = true
        return flipAnimation
    }

    /// What the storyboard segue does: prepare the modal controller, present it.
    func showModal() -> SCModalViewController {
        let vc = SCModalViewController()
        vc.transitioningDelegate = self
        present(vc, animated: true, completion: nil)
        return vc
    }
}

/// The seed's `SCModalViewController`, dismissed by its button.
@MainActor
final class SCModalViewController: UIViewController {
    func handleDismissPressed() {
        dismiss(animated: true, completion: nil)
    }
}

@MainActor
@Suite("Seed: the card-flip presentation (iOS7 Day-by-Day, day 14)")
struct CardFlipSeedTests {
    /// easeInEaseOut at x = 0.25 and 0.75 (uikit-semantics.md §1): the whole keyframe
    /// timeline runs on the default curve.
    private let easedQuarter = 0.129162, easedThreeQuarters = 0.870838

    private func rotationX(_ angle: Double) -> CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), 1, 0, 0)
    }

    @Test("presenting: the presenter turns away over the first half, the modal turns in over the second")
    func present() throws {
        let host = HeadlessHost(size: CGSize(width: 768, height: 1024))
        let main = SCViewController()
        host.window.rootViewController = main
        host.runTicks(1)
        let modal = main.showModal()
        let container = try #require(modal.presentationController?.containerView)
        #expect(container.layer.sublayerTransform.m34 == -1.0 / 1024)
        // Both views are in the container, so the seed's perspective reaches both.
        #expect(container.subviews == [main.view, modal.view])

        host.advance(by: 0.25)
        let firstHalf = easedQuarter / 0.5 * .pi / 2
        #expect(approximatelyEqual(main.view.layer.presentation()!.transform, rotationX(firstHalf), tolerance: 1e-4))
        #expect(approximatelyEqual(modal.view.layer.presentation()!.transform, rotationX(-.pi / 2)))

        host.advance(by: 0.5)
        let secondHalf = -.pi / 2 * (1 - (easedThreeQuarters - 0.5) / 0.5)
        #expect(approximatelyEqual(main.view.layer.presentation()!.transform, rotationX(.pi / 2)))
        #expect(approximatelyEqual(modal.view.layer.presentation()!.transform, rotationX(secondHalf), tolerance: 1e-4))
        #expect(modal.isBeingPresented)

        host.advance(by: 0.3)
        #expect(!modal.isBeingPresented)
        #expect(main.presentedViewController === modal)
        #expect(modal.presentingViewController === main)
        #expect(main.viewIfLoaded?.window == nil)           // full screen: the presenter's view left
        #expect(modal.view.superview === container)
        #expect(modal.view.frame == host.window.bounds)
        #expect(CATransform3DIsIdentity(modal.view.layer.transform))
        #expect(host.window.subviews == [container])
    }

    @Test("dismissing: the modal turns away the other way and the presenter turns back in, then goes home")
    func dismiss() throws {
        let host = HeadlessHost(size: CGSize(width: 768, height: 1024))
        let main = SCViewController()
        host.window.rootViewController = main
        host.runTicks(1)
        let modal = main.showModal()
        #expect(host.settle())
        let container = try #require(modal.presentationController?.containerView)

        modal.handleDismissPressed()
        #expect(main.view.superview === container)           // the seed adds the toView to the container
        host.advance(by: 0.25)
        let firstHalf = easedQuarter / 0.5 * .pi / 2
        #expect(approximatelyEqual(modal.view.layer.presentation()!.transform, rotationX(-firstHalf), tolerance: 1e-4))
        #expect(approximatelyEqual(main.view.layer.presentation()!.transform, rotationX(.pi / 2)))
        host.advance(by: 0.5)
        let secondHalf = .pi / 2 * (1 - (easedThreeQuarters - 0.5) / 0.5)
        #expect(approximatelyEqual(main.view.layer.presentation()!.transform, rotationX(secondHalf), tolerance: 1e-4))
        #expect(modal.isBeingDismissed)

        host.advance(by: 0.3)
        #expect(main.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
        #expect(host.window.subviews == [main.view])
        #expect(main.view.frame == host.window.bounds)
        #expect(CATransform3DIsIdentity(main.view.layer.transform))
        #expect(modal.viewIfLoaded?.superview == nil)
        #expect(container.superview == nil)
    }
}

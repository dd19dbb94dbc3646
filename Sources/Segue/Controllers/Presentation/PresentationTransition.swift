import Foundation

/// Runs one presentation, from `present(_:animated:completion:)` to the end of
/// its transition, as UIKit does (docs/UIKIT-BEHAVIOUR.md, "Transition anatomy and callback order").
///
/// In order:
/// 1. The presentation controller is made: for `.custom` the presented
///    controller's transitioning delegate vends it
///    (`presentationController(forPresented:presenting:source:)`), else a plain
///    `UIPresentationController`; `.fullScreen` (and the styles adapting to it)
///    gets Segue's full-screen presentation controller, `.overFullScreen` a plain
///    one. The links (`presentedViewController`, `presentingViewController`,
///    `presentationController`) are set and `isBeingPresented` turns true.
/// 2. A `PresentationContainerView` is added to the window above everything.
///    When the presentation controller removes the presenter's view
///    (`shouldRemovePresentersView`, `.fullScreen`), that view moves into the
///    container, at the back — UIKit "adds the view of the presenting view
///    controller" to the container, so a perspective set on the container's
///    `sublayerTransform` (the card-flip seed) applies to both views. The context
///    gets the controllers, the views (`view(forKey: .from)` is the presenter's
///    view only when it is removed — nil for `.custom` and `.overFullScreen`,
///    whose presenter stays in the window under the container), and the frames:
///    the presented controller from `.zero` to
///    `frameOfPresentedViewInContainerView`, the presenter from its frame to
///    `.zero` when its view leaves the window, else to its frame.
/// 3. Both controllers' `transitionCoordinator` becomes the context; the
///    appearance begins: the presenter's `viewWillDisappear` (only when its view
///    leaves the window), then the presented controller's `viewWillAppear`.
/// 4. The animator: `animated: false` → `ImmediateTransitionAnimator` (the
///    delegate is not asked); else the delegate's
///    `animationController(forPresented:presenting:source:)` — for any style —
///    and, only when that is non-nil, `interactionControllerForPresentation(using:)`;
///    no animator → the standard animation of `modalTransitionStyle`.
/// 5. `presentationTransitionWillBegin()`, then the context starts.
/// 6. On `completeTransition`: completed → the presented view is in the
///    container, the presenter's view leaves the window when it should,
///    `presentationTransitionDidEnd(true)`, then `viewDidAppear` of the presented
///    controller and `viewDidDisappear` of the presenter (the did-callbacks come in
///    the reverse order of the will-callbacks); cancelled → everything as before
///    (presented view and container removed, the presenter's view home at its
///    initial frame, links cleared), `presentationTransitionDidEnd(false)`, then
///    the presented controller gets `viewWillDisappear` + `viewDidDisappear` and
///    the presenter `viewWillAppear` + `viewDidAppear` (when it had disappeared).
///    `isBeingPresented` stays true through `viewDidAppear`, as in UIKit.
/// 7. At the end the coordinators are cleared and — only for a completed
///    presentation — the caller's `completion` runs.
@MainActor
final class PresentationTransition {
    private let presented: UIViewController
    private let presenter: UIViewController
    private let source: UIViewController
    private let animated: Bool
    private let completion: (() -> Void)?

    init(presenting presented: UIViewController, from presenter: UIViewController, source: UIViewController,
         animated: Bool, completion: (() -> Void)?) {
        self.presented = presented
        self.presenter = presenter
        self.source = source
        self.animated = animated
        self.completion = completion
    }

    /// Runs the presentation; the caller has checked that it may (see
    /// `presentationRefusal(of:by:)`), so the presenter's view is in a window.
    func run() {
        let presented = self.presented, presenter = self.presenter, completion = self.completion
        let presenterView: UIView = presenter.view
        guard let window = presenterView.window else { return }
        let style = presented.modalPresentationStyle.effectiveStyle
        let presentation = makePresentationController(style: style)

        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.presentationControllerStorage = presentation
        presented.beingPresented = true

        let container = PresentationContainerView(frame: window.bounds, presentationController: presentation)
        UIView.performWithoutAnimation { window.addSubview(container) }
        presentation.containerViewStorage = container
        let home = PresenterViewHome(of: presenterView)
        presentation.presenterViewHome = home

        let removesPresenter = presentation.shouldRemovePresentersView
        if removesPresenter, let home = presenterView.superview {
            // As UIKit does: the presenter's view moves into the container, at the
            // back, where the same perspective (sublayerTransform) applies to both.
            let frame = container.convert(presenterView.frame, from: home)
            UIView.performWithoutAnimation {
                container.insertSubview(presenterView, at: 0)
                if CATransform3DIsIdentity(presenterView.layer.transform) { presenterView.frame = frame }
            }
        }
        let presentedView: UIView = presentation.presentedView ?? presented.view
        let context = ViewControllerTransitionContext(
            containerView: container, from: presenter, to: presented,
            fromView: removesPresenter ? presenterView : nil, toView: presentedView,
            isAnimated: animated, presentationStyle: style,
            name: "present \(type(of: presenter)) → \(type(of: presented))")
        context.operation = "present"
        context.setInitialFrame(presenterView.frame, for: presenter)
        context.setFinalFrame(removesPresenter ? .zero : presenterView.frame, for: presenter)
        context.setInitialFrame(.zero, for: presented)
        context.setFinalFrame(presentation.frameOfPresentedViewInContainerView, for: presented)

        let presenterDisappears = removesPresenter && presenter.isAppearingOrAppeared
        context.completionHandler = { [unowned context] completed in
            if completed {
                if presentedView.superview == nil {
                    SegueDiagnostics.report("transition \(context.name): the animator completed without adding the presented view to the container; added at its final frame")
                    UIView.performWithoutAnimation {
                        presentedView.frame = context.finalFrame(for: presented)
                        container.addSubview(presentedView)
                    }
                }
                if removesPresenter { presenterView.removeFromSuperview() }
                presentation.presentationTransitionDidEnd(true)
                presented.endAppearanceTransition()
                if presenterDisappears { presenter.endAppearanceTransition() }
            } else {
                presentedView.removeFromSuperview()
                home.restore(presenterView, below: container)
                container.removeFromSuperview()
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
                presentation.presentationTransitionDidEnd(false)
                presentation.containerViewStorage = nil
                presentation.presenterViewHome = nil
                presented.presentationControllerStorage = nil
                presented.beginAppearanceTransition(false, animated: context.isAnimated)
                presented.endAppearanceTransition()
                if presenterDisappears {
                    presenter.beginAppearanceTransition(true, animated: context.isAnimated)
                    presenter.endAppearanceTransition()
                }
            }
            presented.beingPresented = false
        }
        context.endHandler = { completed in
            presenter.activeTransitionCoordinator = nil
            presented.activeTransitionCoordinator = nil
            if completed { completion?() }
        }

        presenter.activeTransitionCoordinator = context
        presented.activeTransitionCoordinator = context
        if presenterDisappears { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)

        let (animator, interactor) = transitionControllers()
        presentation.presentationTransitionWillBegin()
        context.start(animator: animator, interactor: interactor)
    }

    /// The presentation controller for `style` (see the type's step 1).
    private func makePresentationController(style: UIModalPresentationStyle) -> UIPresentationController {
        let controller: UIPresentationController
        switch style {
        case .custom:
            let vended = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenter, source: source)
            if let vended, vended.presentedViewController !== presented {
                SegueDiagnostics.report("present(\(type(of: presented))): the transitioning delegate vended a \(type(of: vended)) for \(type(of: vended.presentedViewController)); using a UIPresentationController")
                controller = UIPresentationController(presentedViewController: presented, presenting: presenter)
            } else {
                controller = vended ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
            }
        case .overFullScreen:
            controller = UIPresentationController(presentedViewController: presented, presenting: presenter)
        default:
            controller = FullScreenPresentationController(presentedViewController: presented, presenting: presenter)
        }
        controller.resolvePresentingViewController(presenter)
        return controller
    }

    /// The animator and interactor (see the type's step 4).
    private func transitionControllers() -> (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning?) {
        guard animated else { return (ImmediateTransitionAnimator(), nil) }
        let delegate = presented.transitioningDelegate
        if let animator = delegate?.animationController(forPresented: presented, presenting: presenter, source: source) {
            return (animator, delegate?.interactionControllerForPresentation(using: animator))
        }
        return (presented.modalTransitionStyle.standardAnimator(presenting: true), nil)
    }
}

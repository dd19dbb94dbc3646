import Foundation

/// Runs one dismissal, from `dismiss(animated:completion:)` to the end of its
/// transition: the controller `presenter` presents and every controller presented
/// above it leave, as in UIKit — only the top one animates; the ones in between
/// leave at once, without animation but with balanced callbacks.
///
/// In order:
/// 1. Every dismissed controller's `isBeingDismissed` turns true. When the
///    presenter's view left the window (a full-screen presentation), it goes back
///    where it lived, just under the presentation's container, at its old frame
///    (the full bounds again when it filled them, so a rotation in between does not
///    leave it at the old size). The containers of the controllers in between leave
///    the window at once.
/// 2. The context runs in the top controller's container, from the top controller
///    to the presenter: `view(forKey: .from)` is the top presented view,
///    `view(forKey: .to)` the presenter's view only when it came back (nil for
///    `.custom` and `.overFullScreen`). Frames: the top controller from its frame to
///    `.zero` (its view leaves the window); the presenter at its frame, initial and
///    final.
/// 3. Coordinators are set, then the appearance begins: `viewWillDisappear` of the
///    top controller, then of each controller in between that is visible (top
///    down), then `viewWillAppear` of the presenter when its view came back — the
///    order of a presentation, mirrored (outgoing first, incoming last).
/// 4. The animator: `animated: false` → `ImmediateTransitionAnimator`; else the
///    top controller's transitioning delegate's `animationController(forDismissed:)`
///    and, only when that is non-nil, `interactionControllerForDismissal(using:)`;
///    no animator → the standard animation of its `modalTransitionStyle`.
/// 5. `dismissalTransitionWillBegin()` of every dismissed presentation controller
///    (top first), then the context starts.
/// 6. On `completeTransition`: completed → the dismissed views and containers
///    leave the window, the presenter's view is at home, the links are cleared,
///    `dismissalTransitionDidEnd(true)` (top first), then the did-callbacks in the
///    reverse order of the will-callbacks: the presenter's `viewDidAppear`, the
///    in-between controllers' and finally the top controller's `viewDidDisappear`.
///    Cancelled → everything as before (the top view back in its container at its
///    initial frame and transform, the presenter's view out of the window again,
///    the in-between containers back), `dismissalTransitionDidEnd(false)`, then the
///    presenter gets `viewWillDisappear` + `viewDidDisappear` and each outgoing
///    controller `viewWillAppear` + `viewDidAppear` — it "re-appears".
///    `isBeingDismissed` stays true through `viewDidDisappear`.
/// 7. At the end the coordinators are cleared and — only for a completed
///    dismissal — the caller's `completion` runs.
@MainActor
final class DismissalTransition {
    private let presenter: UIViewController
    private let animated: Bool
    private let completion: (() -> Void)?

    init(presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
        self.presenter = presenter
        self.animated = animated
        self.completion = completion
    }

    /// Runs the dismissal; the caller has checked that `presenter` presents
    /// something and that no presentation transition runs.
    func run() {
        let presenter = self.presenter, completion = self.completion, animated = self.animated
        var chain: [UIViewController] = []
        var node = presenter.presentedStorage
        while let current = node {
            chain.append(current)
            node = current.presentedStorage
        }
        guard let top = chain.last, let topPresentation = top.presentationControllerStorage,
              let container = topPresentation.containerViewStorage,
              let firstPresentation = chain.first?.presentationControllerStorage else {
            SegueDiagnostics.report("dismiss: the presentation of \(type(of: presenter)) has no presentation controller or container; ignored")
            return
        }
        let between = Array(chain.dropLast())
        let presentations = chain.reversed().compactMap(\.presentationControllerStorage)
        let style = top.modalPresentationStyle.effectiveStyle
        let presenterView: UIView = presenter.view
        let presenterReturns = firstPresentation.shouldRemovePresentersView
        let home = firstPresentation.presenterViewHome
        let presenterBefore = (transform: presenterView.layer.transform, frame: presenterView.frame)

        for controller in chain { controller.beingDismissed = true }
        if presenterReturns, let home {
            home.restore(presenterView, below: firstPresentation.containerViewStorage)
        }
        // The containers in between leave at once; remember where they were.
        let hidden: [(view: UIView, superview: UIView, index: Int)] = between.compactMap { controller in
            guard let view = controller.presentationControllerStorage?.containerViewStorage,
                  let superview = view.superview,
                  let index = superview.subviews.firstIndex(where: { $0 === view }) else { return nil }
            return (view, superview, index)
        }
        UIView.performWithoutAnimation {
            for entry in hidden { entry.view.removeFromSuperview() }
        }

        let fromView: UIView = topPresentation.presentedView ?? top.view
        let fromBefore = (transform: fromView.layer.transform, frame: fromView.frame,
                          index: container.subviews.firstIndex { $0 === fromView })
        let context = ViewControllerTransitionContext(
            containerView: container, from: top, to: presenter,
            fromView: fromView, toView: presenterReturns ? presenterView : nil,
            isAnimated: animated, presentationStyle: style,
            name: "dismiss \(type(of: top)) → \(type(of: presenter))")
        context.operation = "dismiss"
        context.setInitialFrame(fromView.frame, for: top)
        context.setFinalFrame(.zero, for: top)
        context.setInitialFrame(presenterView.frame, for: presenter)
        context.setFinalFrame(presenterView.frame, for: presenter)

        var disappearing: [UIViewController] = []
        if top.isAppearingOrAppeared { disappearing.append(top) }
        for controller in between.reversed() where controller.isAppearingOrAppeared { disappearing.append(controller) }
        let presenterAppears = presenterReturns && !presenter.isAppearingOrAppeared

        context.completionHandler = { completed in
            if completed {
                UIView.performWithoutAnimation {
                    fromView.removeFromSuperview()
                    for controller in between {
                        controller.presentationControllerStorage?.presentedView?.removeFromSuperview()
                    }
                    container.removeFromSuperview()
                }
                if presenterReturns, let home, presenterView.superview !== home.superview {
                    home.restore(presenterView, below: nil)
                }
                presenter.presentedStorage = nil
                for controller in chain {
                    controller.presentingStorage = nil
                    controller.presentedStorage = nil
                }
                for presentation in presentations {
                    presentation.dismissalTransitionDidEnd(true)
                    presentation.containerViewStorage = nil
                    presentation.presenterViewHome = nil
                }
                for controller in chain { controller.presentationControllerStorage = nil }
                if presenterAppears { presenter.endAppearanceTransition() }
                for controller in disappearing.reversed() { controller.endAppearanceTransition() }
            } else {
                UIView.performWithoutAnimation {
                    if fromView.superview !== container {
                        container.insertSubview(fromView, at: min(fromBefore.index ?? container.subviews.count, container.subviews.count))
                    }
                    fromView.layer.transform = fromBefore.transform
                    if CATransform3DIsIdentity(fromBefore.transform) { fromView.frame = fromBefore.frame }
                    if presenterReturns {
                        presenterView.removeFromSuperview()
                        presenterView.layer.transform = presenterBefore.transform
                        if CATransform3DIsIdentity(presenterBefore.transform) { presenterView.frame = presenterBefore.frame }
                    }
                    for entry in hidden.sorted(by: { $0.index < $1.index }) {
                        entry.superview.insertSubview(entry.view, at: min(entry.index, entry.superview.subviews.count))
                    }
                }
                for presentation in presentations { presentation.dismissalTransitionDidEnd(false) }
                if presenterAppears {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    presenter.endAppearanceTransition()
                }
                for controller in disappearing {
                    controller.beginAppearanceTransition(true, animated: animated)
                    controller.endAppearanceTransition()
                }
            }
            for controller in chain { controller.beingDismissed = false }
        }
        context.endHandler = { completed in
            presenter.activeTransitionCoordinator = nil
            for controller in chain { controller.activeTransitionCoordinator = nil }
            if completed { completion?() }
        }

        presenter.activeTransitionCoordinator = context
        for controller in chain { controller.activeTransitionCoordinator = context }
        for controller in disappearing { controller.beginAppearanceTransition(false, animated: animated) }
        if presenterAppears { presenter.beginAppearanceTransition(true, animated: animated) }

        let (animator, interactor) = transitionControllers(top: top)
        for presentation in presentations { presentation.dismissalTransitionWillBegin() }
        context.start(animator: animator, interactor: interactor)
    }

    /// The animator and interactor (see the type's step 4).
    private func transitionControllers(top: UIViewController)
        -> (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning?) {
        guard animated else { return (ImmediateTransitionAnimator(), nil) }
        let delegate = top.transitioningDelegate
        if let animator = delegate?.animationController(forDismissed: top) {
            return (animator, delegate?.interactionControllerForDismissal(using: animator))
        }
        return (top.modalTransitionStyle.standardAnimator(presenting: false), nil)
    }
}

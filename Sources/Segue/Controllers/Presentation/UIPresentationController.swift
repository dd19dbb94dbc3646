import Foundation

/// Manages how a presented controller sits on screen (UIKit's
/// `UIPresentationController`, iOS 8): the container view the presentation runs
/// in, the presented view's frame in it, any chrome around it (dimming views), and
/// whether the presenter's view stays underneath.
///
/// For `.custom` presentations the presented controller's transitioning delegate
/// vends one from `presentationController(forPresented:presenting:source:)`; a
/// plain `UIPresentationController` is used when it vends none (and for
/// `.overFullScreen`); `.fullScreen` gets Segue's internal full-screen
/// presentation controller, whose `shouldRemovePresentersView` is true.
/// Subclasses override the frame and the four transition hooks, which run in
/// UIKit's order: `presentationTransitionWillBegin()` after the animator was
/// vended and just before it starts (the coordinator is available, the presented
/// controller has had `viewWillAppear`), `presentationTransitionDidEnd(_:)` when
/// the transition completes or is cancelled (after the hierarchy settled, before
/// `viewDidAppear` — or, cancelled, before the presented controller's
/// disappearance), and the same pair for the dismissal. The presentation
/// controller lives from `present` until the dismissal completes.
@MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it (the root of the presenter's containment).
    /// Held strongly, as UIKit's property is: the presentation keeps its presenter
    /// alive until the dismissal ends and the presented controller lets go of it.
    public private(set) var presentingViewController: UIViewController
    /// The container view, set when the presentation transition begins and
    /// cleared when the dismissal (or a cancelled presentation) ends.
    var containerViewStorage: UIView?
    /// Where the presenter's view lived when the presentation began, so it can go
    /// back there before the dismissal (and after a cancelled presentation).
    var presenterViewHome: PresenterViewHome?

    /// A presentation controller for a presentation.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
        LiveObjectCounter.created(.presentationController)
    }

    deinit {
        LiveObjectCounter.freed(.presentationController)
    }

    /// Updates the presenter once the presentation resolved it.
    func resolvePresentingViewController(_ controller: UIViewController) {
        presentingViewController = controller
    }

    /// The view the presentation runs in (nil until the transition begins).
    open var containerView: UIView? { containerViewStorage }

    /// The view the animator animates: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame once presented: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view is removed from the window once the
    /// presentation completes (false: it stays underneath, and the presenter gets no
    /// appearance callbacks).
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole window (true).
    open var shouldPresentInFullscreen: Bool { true }

    /// The presentation style this controller runs.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle.effectiveStyle }

    /// Called before the container lays out its subviews (on resize and rotation);
    /// a subclass places the presented view and its chrome here.
    ///
    /// The base implementation does nothing, as UIKit's: outside transitions the
    /// presented view keeps the frame the animator gave it and follows the
    /// container's size changes through its `autoresizingMask` (a controller's root
    /// view resizes with its superview, so a full-size view stays full size and a
    /// bottom panel stays on the bottom edge). Segue's full-screen presentation
    /// controller (`.fullScreen` and the styles adapting to it) sets the presented
    /// view to `frameOfPresentedViewInContainerView` here instead.
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The presentation transition is about to start.
    open func presentationTransitionWillBegin() {}

    /// The presentation transition ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal transition is about to start.
    open func dismissalTransitionWillBegin() {}

    /// The dismissal transition ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The window is about to change size (rotation); the default passes the call
    /// on to the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }
}

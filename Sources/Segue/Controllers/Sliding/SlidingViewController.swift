import Foundation

/// A container that slides a top view aside to reveal a view underneath on
/// either side — ECSlidingViewController (the "hamburger menu" container) in
/// Segue's custom transition system.
///
/// The top controller's view covers the container; `anchorTopViewToRight` moves it
/// right by `anchorRightRevealAmount`, uncovering `underLeftViewController`'s view,
/// `anchorTopViewToLeft` moves it left over `underRightViewController`, and
/// `resetTopView` slides it back. Every move is a transition run through a
/// `ViewControllerTransitionContext` whose `containerView` is this controller's
/// view, so custom animators follow UIKit's rules (and ECSlidingViewController's
/// guide):
///
/// - Anchoring: `.from` is the top controller, `.to` the under controller. The
///   under controller's initial frame is `.zero` (the animator adds its view,
///   below the top view) and its final frame is the container's bounds; the top
///   controller's initial frame is where it is and its final frame the anchored one.
/// - Resetting: `.from` is the under controller (final frame `.zero`: its view is
///   removed), `.to` the top controller (final frame: centred).
/// - A cancelled transition leaves every view at its initial frame.
///
/// The delegate's answers pick one of three kinds of transition (see
/// `SlidingViewControllerDelegate`); `animated: false` runs the same transition at
/// once, with the same callbacks. Once a transition ends the container settles the
/// hierarchy itself (the under view stays just below the top view, or leaves) and
/// lays the views out again at the next layout pass, as ECSlidingViewController does.
///
/// Appearance: the under controller gets `viewWillAppear`/`viewDidAppear` when it
/// is revealed and `viewWillDisappear`/`viewDidDisappear` when it is covered again;
/// a cancelled transition reverses them, so they stay balanced. The top controller
/// stays visible and gets no callbacks from these moves. Callbacks are sent only
/// while this controller is itself visible.
///
/// Layout: the under views fill the container's bounds; the top view is the
/// container's bounds moved by the reveal amount. Segue's layers draw no shadows,
/// so the top view has the plain look of ECSlidingViewController's default (add
/// a border or a darker under view for depth). Subclasses overriding
/// `viewDidLoad` or `viewDidLayoutSubviews` must call super.
///
/// Segue differs from ECSlidingViewController in refusing, with a diagnostic,
/// moves it would ignore silently (see the anchoring methods).
///
/// Interaction: `panGesture` (add it to a view, usually the top view) drives the
/// moves interactively through `SlidingInteractiveTransition`, and
/// `resetTapGesture` resets the anchored top view on a tap.
@MainActor
open class SlidingViewController: UIViewController {
    // MARK: Children

    /// The three children's storage, changed only through the public setters.
    var topStorage: UIViewController
    var underLeftStorage: UIViewController?
    var underRightStorage: UIViewController?

    /// A container showing `topViewController`, centred, with no under controllers.
    public init(topViewController: UIViewController) {
        topStorage = topViewController
        super.init(nibName: nil, bundle: nil)
        addChild(topViewController)
        topViewController.didMove(toParent: self)
    }

    /// Archives are not supported; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller whose view slides. Setting it swaps the child at once,
    /// keeping the top view's position (the old controller disappears, the new one
    /// appears, in a swap's order: old will-disappear, new will-appear, old
    /// did-disappear, new did-appear). Refused with a diagnostic while a transition
    /// runs, or when the controller is one of the under controllers or contains this one.
    public var topViewController: UIViewController {
        get { topStorage }
        set { replaceTopViewController(with: newValue) }
    }

    /// The controller revealed when the top view anchors to the right. Setting it
    /// while it is shown swaps the under views in place with appearance callbacks;
    /// setting nil while shown centres the top view at once. Refused with a
    /// diagnostic while a transition runs, or when the controller already has
    /// another role here.
    public var underLeftViewController: UIViewController? {
        get { underLeftStorage }
        set { replaceUnderViewController(with: newValue, onLeft: true) }
    }

    /// The controller revealed when the top view anchors to the left; see
    /// `underLeftViewController`.
    public var underRightViewController: UIViewController? {
        get { underRightStorage }
        set { replaceUnderViewController(with: newValue, onLeft: false) }
    }

    // MARK: Geometry

    private var anchorRightAmount = SlidingAnchorAmount.peek(44)
    private var anchorLeftAmount = SlidingAnchorAmount.peek(44)

    /// How many points of the top view stay visible at the right edge when it is
    /// anchored right (44 by default). Setting it makes the reveal amount follow
    /// the container's width (width − peek); finite, non-negative values only.
    public var anchorRightPeekAmount: CGFloat {
        get { anchorRightAmount.peekAmount(inWidth: containerWidth) }
        set {
            guard SlidingAnchorAmount.isValid(newValue, for: "anchorRightPeekAmount") else { return }
            anchorRightAmount = .peek(newValue)
            anchorAmountsDidChange()
        }
    }

    /// How far the top view moves right when anchored right. Setting it fixes the
    /// move and makes the peek amount follow the width (width − reveal, never
    /// negative); finite, non-negative values only.
    public var anchorRightRevealAmount: CGFloat {
        get { anchorRightAmount.revealAmount(inWidth: containerWidth) }
        set {
            guard SlidingAnchorAmount.isValid(newValue, for: "anchorRightRevealAmount") else { return }
            anchorRightAmount = .reveal(newValue)
            anchorAmountsDidChange()
        }
    }

    /// How many points of the top view stay visible at the left edge when it is
    /// anchored left (44 by default); see `anchorRightPeekAmount`.
    public var anchorLeftPeekAmount: CGFloat {
        get { anchorLeftAmount.peekAmount(inWidth: containerWidth) }
        set {
            guard SlidingAnchorAmount.isValid(newValue, for: "anchorLeftPeekAmount") else { return }
            anchorLeftAmount = .peek(newValue)
            anchorAmountsDidChange()
        }
    }

    /// How far the top view moves left when anchored left; see
    /// `anchorRightRevealAmount`.
    public var anchorLeftRevealAmount: CGFloat {
        get { anchorLeftAmount.revealAmount(inWidth: containerWidth) }
        set {
            guard SlidingAnchorAmount.isValid(newValue, for: "anchorLeftRevealAmount") else { return }
            anchorLeftAmount = .reveal(newValue)
            anchorAmountsDidChange()
        }
    }

    /// Where the top view rests. It changes when a transition completes (not when
    /// one is cancelled).
    public internal(set) var currentTopViewPosition: TopViewPosition = .centered

    // MARK: Transitions

    /// The duration of the default animation, in seconds (0.25). Must be finite
    /// and not negative; other values are reported and ignored.
    public var defaultTransitionDuration: TimeInterval = 0.25 {
        didSet {
            if !defaultTransitionDuration.isFinite || defaultTransitionDuration < 0 {
                SegueDiagnostics.report("SlidingViewController.defaultTransitionDuration = \(defaultTransitionDuration): the duration must be finite and not negative; keeping \(oldValue)")
                defaultTransitionDuration = oldValue
            }
        }
    }

    /// Vends custom animation and interaction controllers (held weakly).
    public weak var delegate: SlidingViewControllerDelegate?

    /// The transition running now, nil when none does.
    var activeTransition: ViewControllerTransitionContext?
    /// The operation of the running transition (`.none` when idle).
    var currentOperation: Operation = .none
    /// The animator used when the delegate vends none.
    let defaultAnimationController = SlidingAnimationController()

    /// Set by an interaction (the default pan gesture) just before it calls one of
    /// the anchoring methods, so that the transition it starts is driven by
    /// `defaultInteractionController` unless the delegate vended an interaction
    /// controller. Cleared when the transition ends or the call is refused.
    var isInteractionInProgress = false

    private var anchoredGestureStorage: AnchoredGesture = .tapping

    /// The interaction controller driving transitions started while
    /// `isInteractionInProgress` is set: `defaultInteractiveTransition` (tests may
    /// replace it; nil runs such transitions non-interactively).
    lazy var defaultInteractionController: UIViewControllerInteractiveTransitioning? = defaultInteractiveTransition

    /// ECSlidingViewController's `ECSlidingInteractiveTransition`, driven by `panGesture`.
    lazy var defaultInteractiveTransition = SlidingInteractiveTransition(slidingViewController: self)

    /// Whether the pan in progress began in a way that starts nothing (see
    /// `detectPanGestureRecognizer(_:)`): its later states are ignored.
    var panIsIgnored = false

    // MARK: Gestures

    /// The pan that slides the top view (ECSlidingViewController's `panGesture`).
    /// The container does not attach it: add it to a view, usually the top view,
    /// as ECSlidingViewController apps do —
    /// `topViewController.view.addGestureRecognizer(slidingViewController.panGesture)`.
    /// A pan beginning to the right while centred anchors right, to the left
    /// anchors left, and a pan toward the centre while anchored resets; the
    /// transition follows the finger and finishes or cancels on release (see
    /// `SlidingInteractiveTransition`). It drives the default animation and any
    /// delegate animator vended without an interaction controller.
    public private(set) lazy var panGesture: UIPanGestureRecognizer =
        UIPanGestureRecognizer(target: self, action: SlidingViewController.detectPanGestureRecognizer)

    /// The tap that resets the anchored top view (ECSlidingViewController's
    /// `resetTapGesture`). The container attaches it to the top controller's view
    /// while that view is anchored, when `topViewAnchoredGesture` has `.tapping`,
    /// and removes it when the view is centred again. A tap it recognizes cancels
    /// the touches of the view's contents (UIKit's `cancelsTouchesInView`), so a
    /// button under the tap does not fire; touches it does not recognize (a drag,
    /// say) still reach the contents — Segue leaves their `isUserInteractionEnabled`
    /// alone (ECSlidingViewController's `.disabled` option is not offered).
    public private(set) lazy var resetTapGesture: UITapGestureRecognizer =
        UITapGestureRecognizer(target: self, action: SlidingViewController.resetTopViewOnTap)

    /// What the anchored top view does with touches (ECSlidingViewController's
    /// `topViewAnchoredGesture`). `.tapping` by default — ECSlidingViewController's
    /// default is none; Segue makes a tap on the anchored view reset it out of the box.
    public var topViewAnchoredGesture: AnchoredGesture {
        get { anchoredGestureStorage }
        set {
            anchoredGestureStorage = newValue
            updateAnchoredGestures()
        }
    }

    // MARK: Moving the top view

    /// Slides the top view right by `anchorRightRevealAmount`, revealing
    /// `underLeftViewController` (ECSlidingViewController's
    /// `anchorTopViewToRightAnimated:onComplete:`).
    ///
    /// `onComplete` runs once the transition has ended — completed or cancelled,
    /// as in ECSlidingViewController; read `currentTopViewPosition` to tell — after
    /// the hierarchy settled and the animator's `animationEnded(_:)`. When the top
    /// view is already anchored right nothing runs and `onComplete` is called at
    /// once. Refused with a diagnostic — nothing changes and `onComplete` is not
    /// called — without an under-left controller, while a transition runs, or while
    /// the top view is anchored left (reset it first).
    open func anchorTopViewToRight(animated: Bool, onComplete: (() -> Void)? = nil) {
        moveTopView(to: .anchoredRight, animated: animated, onComplete: onComplete,
                    call: "anchorTopViewToRight(animated:onComplete:)")
    }

    /// Slides the top view left by `anchorLeftRevealAmount`, revealing
    /// `underRightViewController`; the mirror of `anchorTopViewToRight`.
    open func anchorTopViewToLeft(animated: Bool, onComplete: (() -> Void)? = nil) {
        moveTopView(to: .anchoredLeft, animated: animated, onComplete: onComplete,
                    call: "anchorTopViewToLeft(animated:onComplete:)")
    }

    /// Slides the top view back to the centre, covering the under view it revealed
    /// (ECSlidingViewController's `resetTopViewAnimated:onComplete:`). When it is
    /// already centred nothing runs and `onComplete` is called at once; refused
    /// with a diagnostic while a transition runs.
    open func resetTopView(animated: Bool, onComplete: (() -> Void)? = nil) {
        moveTopView(to: .centered, animated: animated, onComplete: onComplete,
                    call: "resetTopView(animated:onComplete:)")
    }

    // MARK: View life cycle

    /// Adds the top controller's view to the freshly loaded view; subclasses
    /// overriding it must call super.
    open override func viewDidLoad() {
        super.viewDidLoad()
        let topView: UIView = topStorage.view
        topView.frame = topViewFrame(for: currentTopViewPosition)
        view.addSubview(topView)
    }

    /// Places the top view for `currentTopViewPosition` and the shown under view
    /// over the container's bounds, unless a transition runs (its animator owns the
    /// frames until it ends). Subclasses overriding it must call super.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard activeTransition == nil else { return }
        layOutChildViews()
    }

    /// Sets the frames `viewDidLayoutSubviews` sets.
    func layOutChildViews() {
        guard let root = viewIfLoaded else { return }
        if let topView = topStorage.viewIfLoaded, topView.superview === root {
            topView.frame = topViewFrame(for: currentTopViewPosition)
        }
        for under in [underLeftStorage, underRightStorage] {
            if let underView = under?.viewIfLoaded, underView.superview === root {
                underView.frame = underViewFrame
            }
        }
        updateAnchoredGestures()
    }

    // MARK: Frames

    /// The width the peek and reveal amounts are measured against: the view's, or
    /// the screen's before the view is loaded.
    private var containerWidth: CGFloat {
        viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
    }

    /// The top view's frame in the container for a position.
    func topViewFrame(for position: TopViewPosition) -> CGRect {
        var frame = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        switch position {
        case .centered: break
        case .anchoredRight: frame.origin.x += anchorRightRevealAmount
        case .anchoredLeft: frame.origin.x -= anchorLeftRevealAmount
        }
        return frame
    }

    /// An under view's frame in the container: its bounds.
    var underViewFrame: CGRect {
        viewIfLoaded?.bounds ?? UIScreen.main.bounds
    }

    private func anchorAmountsDidChange() {
        viewIfLoaded?.setNeedsLayout()
    }
}

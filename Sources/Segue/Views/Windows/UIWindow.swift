import Foundation

/// The root of a view tree (UIKit's `UIWindow`): the view the host draws, and
/// where input arrives.
///
/// `makeKeyAndVisible()` shows the window and attaches its layer tree to the
/// running loop (`FixedTimestepLoop.main`), so its animations tick. Touches from
/// the host go through `sendEvent(_:)` to the views hit-testing found.
@MainActor
open class UIWindow: UIView {
    /// The screen the window is on.
    open var screen: UIScreen = .main

    /// The window's stacking level (higher is in front).
    open var windowLevel: Level = .normal

    /// Whether the window is the key window (the one receiving keyboard input).
    public private(set) var isKeyWindow = false

    /// The controller whose view fills the window. Setting it removes the old
    /// controller's view (with disappearance callbacks when it was visible), adds the
    /// new one's at the window's bounds, resizing with it, and — while the window is
    /// visible — sends it `viewWillAppear`/`viewDidAppear`.
    open var rootViewController: UIViewController? {
        didSet { rootViewControllerDidChange(from: oldValue) }
    }

    /// The interface orientation; the window's bounds follow it (iOS 8+). Change it
    /// with `setInterfaceOrientation(_:animated:)`.
    public internal(set) var interfaceOrientation: UIInterfaceOrientation = .portrait
    /// A rotation asked for while a transition ran, applied when it ends.
    var pendingRotation: (orientation: UIInterfaceOrientation, animated: Bool)?
    /// The transitions running in this window (rotation waits for them).
    var runningTransitionCount = 0

    /// Whether a view-controller transition (a presentation, a push or pop, a tab
    /// switch, a sliding anchor, …) is running in this window: from its context's
    /// start until its completion ran. A Segue extension; UIKit keeps this private.
    public var isRunningTransition: Bool { runningTransitionCount > 0 }

    /// Hiding the window makes its root controller disappear; showing it again
    /// makes it appear.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let changed = newValue != super.isHidden
            super.isHidden = newValue
            if changed { rootViewControllerVisibilityDidChange() }
        }
    }

    /// The touches in progress, by the host's pointer identifier.
    var activeTouches: [Int: UITouch] = [:]
    /// The last tap, to count repeated taps.
    var lastTap: (location: CGPoint, timestamp: TimeInterval, count: Int)?
    /// Where the Alt-mirrored second touch of the pointer is reflected, while one is down.
    var pinchMirrorCentre: CGPoint?
    /// Routes touches to gesture recognizers and decides between them (see `GestureArbiter`).
    lazy var gestureArbiter = GestureArbiter(window: self)

    /// A window filling the screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A window released with animations in flight in its tree ends them, as
    /// UIKit does when a released view's subviews leave their window: each
    /// animation is removed and its delegate, block completion or transaction
    /// completion runs with `finished == false` — at once, before the release
    /// returns, since the window will not tick again. Otherwise a completion holding
    /// its views (every transition animator's does, through the transition context)
    /// would keep them, their layers and their controllers alive for good.
    /// (A window its host stops showing while it still holds it ends them the same
    /// way: `FixedTimestepLoop.detach(_:)`.)
    isolated deinit {
        guard Self.treeHasAnimations(layer) else { return }
        AnimationEventQueue.deliverImmediately {
            layer.removeAllAnimationsInTree()
        }
    }

    private static func treeHasAnimations(_ layer: CALayer) -> Bool {
        !layer.animationEntries.isEmpty || layer.sublayerList.contains { treeHasAnimations($0) }
    }

    /// Shows the window, makes it key, and attaches its layer tree to the loop.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        FixedTimestepLoop.main.attach(layer)
    }

    /// Makes the window key.
    open func makeKey() {
        isKeyWindow = true
    }

    /// A window's next responder is none (UIKit would answer the application).
    open override var next: UIResponder? { nil }

    /// Delivers an event's touches as UIKit does: first to the gesture recognizers
    /// of each touch — those attached to the view it went down in and to every
    /// ancestor up to and including the window — then to that view
    /// (`touchesBegan`, `touchesMoved`, `touchesEnded` or `touchesCancelled` by
    /// phase), unless a recognizer holds the touch back (`delaysTouchesBegan`,
    /// `delaysTouchesEnded`) or has taken it over (`cancelsTouchesInView`: the view
    /// gets `touchesCancelled` once, then nothing more). See `UIGestureRecognizer`.
    open func sendEvent(_ event: UIEvent) {
        guard let touches = event.allTouches, !touches.isEmpty else { return }
        gestureArbiter.deliver(touches, with: event)
    }

    /// Sends touches to the views they went down in as one phase, one call per view
    /// (in the order the touches are given); touches without a view are skipped.
    func deliverToViews(_ touches: [UITouch], phase: UITouch.Phase, with event: UIEvent) {
        guard !touches.isEmpty else { return }
        var groups: [(view: UIView, touches: Set<UITouch>)] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.insert(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for group in groups {
            switch phase {
            case .began: group.view.touchesBegan(group.touches, with: event)
            case .moved, .stationary: group.view.touchesMoved(group.touches, with: event)
            case .ended: group.view.touchesEnded(group.touches, with: event)
            case .cancelled: group.view.touchesCancelled(group.touches, with: event)
            }
        }
    }

    /// A window's level (UIKit's `UIWindow.Level`).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level of the given value; a higher level is in front of a lower one.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of ordinary windows, 0 (the default).
        public static let normal = Level(0)
        /// UIKit's status-bar level, 1000.
        public static let statusBar = Level(1000)
        /// UIKit's alert level, 2000.
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

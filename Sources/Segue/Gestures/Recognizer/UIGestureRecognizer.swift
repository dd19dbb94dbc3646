import Foundation

/// Turns touches into a gesture and tells its targets (UIKit's
/// `UIGestureRecognizer`): the base class of `UIPanGestureRecognizer`,
/// `UIScreenEdgePanGestureRecognizer`, `UITapGestureRecognizer` and
/// `UIPinchGestureRecognizer`, and of your own recognizers.
///
/// Attach one to a view (`addGestureRecognizer(_:)`, on a `UIWindow` too). A touch
/// goes to the recognizers of the view it went down in and of every ancestor up to
/// the window (enabled ones whose delegate lets them receive it), before the view
/// gets it. Each recognizer moves through `state` (see `State`); it sends its
/// actions on `.began`, `.changed`, `.ended` and `.cancelled` (a discrete gesture
/// once, on `.recognized`). UIKit's rules decide between recognizers sharing a
/// touch: the first to begin or recognize makes the others fail unless a delegate
/// lets them recognize simultaneously; `require(toFail:)` keeps a recognizer
/// waiting (in `.possible`) until the other fails, and fails it if the other
/// recognizes. A recognizer that recognizes takes its touches from the view
/// (`cancelsTouchesInView`). Once a gesture is over and its touches are gone every
/// recognizer is reset to `.possible` (`reset()`).
///
/// Segue's rules where UIKit says nothing, so that no gesture is ever left stuck:
/// - A recognizer still in `.possible` when all its touches have lifted fails at
///   the end of that event, unless it waits for more touches (a tap counting taps).
///   One still in `.began`/`.changed` then is cancelled (with a diagnostic if its
///   touches ended normally: a subclass should end its gesture itself).
/// - Touches cancelled by the host (`UIWindow.cancelAllTouches`, the pointer
///   leaving the window, focus lost) cancel a gesture in progress (`.cancelled`)
///   and fail one not yet recognized, then reset it to `.possible`.
/// - Disabling a recognizer, removing it from its view, or its view leaving the
///   window mid-gesture cancels the gesture (the action sees `.cancelled`), or fails
///   it silently before recognition, and resets it.
/// - Recognizers are asked in order from the hit view outwards, each view's in the
///   order added, so when two could recognize on the same event the innermost wins.
/// - As in UIKit since iOS 6, a one-finger single-tap recognizer on an ancestor of
///   an enabled `UIControl` does not recognize a tap on the control: the control's
///   own action wins.
///
/// Subclasses override `touchesBegan/Moved/Ended/Cancelled(_:with:)` and set
/// `state`, as with UIKit's `UIGestureRecognizerSubclass` header (in Segue the
/// setter is always visible). Setting an impossible transition (`.failed` →
/// `.began`, `.possible` → `.changed`) is reported and ignored.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The committed state (what `state` answers).
    final var stateStorage: State = .possible
    /// A recognition waiting for other recognizers to fail (`require(toFail:)`):
    /// `.began` or `.ended`; `state` stays `.possible` meanwhile.
    final var pendingState: State?
    /// Whether the pending recognition asked for `.began` before `.ended`, so that
    /// releasing it sends both.
    final var pendingBeganFirst = false

    /// The recognizer's state. Reading it gives the committed state; subclasses set
    /// it as their touches become (or stop being) the gesture. See `State`.
    public var state: State {
        get { stateStorage }
        set { requestState(newValue) }
    }

    /// The view the recognizer is attached to (`addGestureRecognizer(_:)`); weak.
    public internal(set) weak var view: UIView?

    /// Whether the recognizer gets touches (true by default). Setting it to false
    /// mid-gesture cancels the gesture (`.cancelled`, actions sent) or, before
    /// recognition, fails it silently, then resets it; touches already down are not
    /// given back when it is enabled again.
    open var isEnabled = true {
        didSet {
            if oldValue && !isEnabled { arbiter?.withdraw(self) }
        }
    }

    /// Whether recognizing takes the touches away from the view (true by default):
    /// when the gesture begins (or a discrete one is recognized) the view gets
    /// `touchesCancelled` for the touches it had begun, and nothing more for them.
    open var cancelsTouchesInView = true

    /// Whether the view's `touchesBegan` waits until this recognizer has failed
    /// (false by default). Segue holds back the view's `touchesBegan` — and the
    /// moves after it — while the recognizer is undecided; if it fails, the view
    /// gets `touchesBegan` then (and `touchesEnded` if the touch already lifted); if
    /// it recognizes, the view never hears of the touches.
    open var delaysTouchesBegan = false

    /// Whether the view's `touchesEnded` waits until this recognizer has decided
    /// (true by default, as in UIKit). A lift while the recognizer is still
    /// undecided (a tap waiting for its second tap) is held back; the view gets
    /// `touchesEnded` once it fails, or `touchesCancelled` if it recognizes with
    /// `cancelsTouchesInView`.
    open var delaysTouchesEnded = true

    /// The delegate that fine-tunes recognition; held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// A name for debugging (UIKit's `name`, iOS 11).
    open var name: String?

    /// What the recognizer calls on state changes, in the order added.
    final var targetActions: [GestureTargetAction] = []
    /// Recognizers that must fail before this one recognizes (`require(toFail:)`).
    final var failureRequirements: [WeakGestureRecognizer] = []

    /// The touches followed in the current sequence, in the order they arrived,
    /// including lifted ones until the recognizer is reset; ignored touches are
    /// removed (`ignore(_:for:)`).
    final var trackedTouches: [UITouch] = []
    /// The touches ignored in the current sequence (never delivered again).
    final var ignoredTouches: Set<ObjectIdentifier> = []
    /// The centroid of the touches at the last delivery, in window coordinates: what
    /// `location(in:)` answers once every touch has lifted.
    final var lastLocationInWindow: CGPoint = .zero
    /// The window the touches belong to.
    final weak var touchWindow: UIWindow?
    /// The window's arbiter while the recognizer takes part in a touch sequence.
    final weak var arbiter: GestureArbiter?
    /// Set when the recognizer was disabled or removed mid-sequence: reset it as soon
    /// as its gesture is over, whether or not its touches are still down.
    final var isWithdrawn = false

    /// A recognizer with no target (add one with `addTarget(_:action:)`).
    public override init() {
        super.init()
        LiveObjectCounter.created(.gestureRecognizer)
    }

    deinit {
        LiveObjectCounter.freed(.gestureRecognizer)
    }

    // MARK: Locations

    /// The touches still down (not ended or cancelled), in the order they arrived.
    final var activeTouches: [UITouch] {
        trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// How many of the gesture's touches are down (UIKit's `numberOfTouches`).
    public var numberOfTouches: Int {
        var count = 0
        for touch in trackedTouches where touch.phase != .ended && touch.phase != .cancelled { count += 1 }
        return count
    }

    /// Where the gesture is in a view's coordinates (the window's when nil): the
    /// centroid of its touches, or where they were when they lifted.
    open func location(in view: UIView?) -> CGPoint {
        let touches = activeTouches
        let point = touches.isEmpty ? lastLocationInWindow : Self.centroid(of: touches)
        return convertFromWindow(point, to: view)
    }

    /// Where one of the gesture's touches is (index into the touches still down, in
    /// the order they arrived). An index out of range is reported and answers
    /// `location(in:)` (UIKit raises an exception).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = activeTouches
        guard touches.indices.contains(touchIndex) else {
            SegueDiagnostics.report("\(type(of: self)).location(ofTouch: \(touchIndex), in:): there are \(touches.count) touches; answering location(in:)")
            return location(in: view)
        }
        return convertFromWindow(touches[touchIndex].locationInWindow, to: view)
    }

    /// A point in window coordinates converted to a view's (nil: unchanged). A
    /// view seen edge-on (mid-flip) has no such point: the point comes back
    /// unchanged, quietly — asking where a gesture is then is no misuse (see
    /// `UITouch.location(in:)`).
    final func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        guard let window = touchWindow ?? view.window else { return point }
        return view === window ? point : window.layer.planeMap(to: view.layer)?.apply(point) ?? point
    }

    /// A point in a view's coordinates converted to window coordinates (nil:
    /// unchanged; unchanged too, quietly, from a view seen edge-on).
    final func convertToWindow(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return point }
        guard let window = touchWindow ?? view.window else { return point }
        return view === window ? point : view.layer.planeMap(to: window.layer)?.apply(point) ?? point
    }

    /// The mean of the touches' window locations.
    static func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in touches {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    // MARK: Relationships

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it
    /// recognizes (UIKit's `require(toFail:)`): it stays in `.possible` while the
    /// other is undecided, recognizes once the other fails, and fails if the other
    /// recognizes. A recognizer not taking part in the touch sequence counts as
    /// failed. The other recognizer is held weakly.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            SegueDiagnostics.report("\(type(of: self)).require(toFail:): a recognizer cannot wait for itself to fail; ignored")
            return
        }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    /// Whether this recognizer, on recognizing, may make `preventedGestureRecognizer`
    /// fail (UIKit's subclass hook; true by default).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` recognizing may make this one fail
    /// (UIKit's subclass hook; true by default).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail
    /// (UIKit's subclass hook, asked per touch sequence; false by default).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail (UIKit's
    /// subclass hook; false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Subclass hooks (UIKit's UIGestureRecognizerSubclass)

    /// Stops following a touch (UIKit's `ignore(_:for:)`): the recognizer gets no
    /// more events for it, and no longer counts it; the view still gets it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        guard let index = trackedTouches.firstIndex(where: { $0 === touch }) else { return }
        trackedTouches.remove(at: index)
        ignoredTouches.insert(ObjectIdentifier(touch))
    }

    /// Called after the gesture is over and its touches are gone, once `state` is
    /// back to `.possible`: subclasses clear what they tracked (call `super`).
    open func reset() {}

    /// New touches went down (already counted in `numberOfTouches`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled by the system: set `.cancelled` (or `.failed` before
    /// recognition). Segue does it for a subclass that does not.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Whether the recognizer, with all its touches lifted and still in
    /// `.possible`, is waiting for more touches (a tap counting taps) rather than
    /// having failed.
    var waitsForMoreTouches: Bool { false }
}

/// A weak reference to a recognizer (for `require(toFail:)`).
@MainActor
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

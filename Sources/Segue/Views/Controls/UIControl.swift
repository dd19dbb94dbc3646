import Foundation

/// A view that turns touches into events for its actions (UIKit's `UIControl`):
/// the base of `UIButton`.
///
/// Touch tracking follows UIKit's: a touch going down sends `.touchDown` (and
/// `.touchDownRepeat` for a repeated tap) and highlights the control; while it
/// moves, the control stays highlighted as long as the touch is inside its
/// tracking area — the bounds grown by `trackingSlop` (70 pt) on every side, so a
/// finger may stray a little — and sends the drag events; lifting inside sends
/// `.touchUpInside` (buttons add `.primaryActionTriggered`), lifting outside
/// `.touchUpOutside`, and a cancelled touch `.touchCancel`. One touch is tracked at
/// a time. A disabled control (`isEnabled` false) sends nothing and swallows the
/// touches; disabling it during a press ends the press silently.
///
/// Actions are `UIAction`s (`addAction(_:for:)`) or weakly held targets with an
/// unapplied method (`addTarget(_:action:for:)`), run in the order they were added.
@MainActor
open class UIControl: UIView {
    /// How far outside the bounds (points) a touch still counts as inside for
    /// highlighting and for `.touchUpInside` (UIKit's slop, about 70 pt).
    public static let trackingSlop: CGFloat = 70

    /// Whether the control responds to touches (true by default). A disabled
    /// control loses its highlight.
    open var isEnabled = true {
        didSet { if !isEnabled { isHighlighted = false } }
    }

    /// Whether the control is selected (a toggle's "on"; appearance only).
    open var isSelected = false

    /// Whether a touch is down inside the control. Controls set it while tracking.
    open var isHighlighted = false

    /// The control's state, from `isHighlighted`, `isEnabled` and `isSelected`.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is following a touch (between `beginTracking` returning
    /// true and the touch ending).
    public private(set) var isTracking = false

    /// Whether the tracked touch is inside the tracking area now.
    public private(set) var isTouchInside = false

    /// Where the content sits across the width (`.center` by default).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// Where the content sits across the height (`.center` by default).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// What runs for which events, in the order added.
    final var registrations: [ControlActionRegistration] = []
    /// The touch being tracked.
    private var trackedTouch: UITouch?

    /// A control with a frame: enabled, not highlighted, not selected.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit's archive initializer; Segue has no archives, so this makes an empty
    /// control with a zero frame (it exists so UIKit subclasses compile).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether a lift inside also sends `.primaryActionTriggered` (buttons do).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Tracking hooks (UIKit's, for subclasses)

    /// Called when a touch goes down; return false to stop following it (the
    /// touch-up events are still sent). True by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called as the tracked touch moves; return false to stop following it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Sending

    /// Runs everything registered for any of `controlEvents`, in registration order,
    /// each registration once (even when it answers several of the events). Targets
    /// that are gone are skipped and dropped. Works on disabled controls too, as
    /// UIKit's does: it is how code, not touches, triggers actions.
    open func sendActions(for controlEvents: Event) {
        let due = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        for registration in due { registration.perform(sender: self) }
        if registrations.contains(where: { !$0.isLive }) {
            registrations.removeAll { !$0.isLive }
        }
    }

    /// Runs one action with this control as its sender (UIKit's `sendAction(_:)`).
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Touches

    /// Starts tracking the touch: highlights the control and sends `.touchDown`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
    }

    /// Follows the touch: highlighted while inside the tracking area, drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch), isEnabled else { return }
        let inside = isInTrackingArea(touch)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    /// Ends the touch: `.touchUpInside` inside the tracking area (plus
    /// `.primaryActionTriggered` for buttons), `.touchUpOutside` outside.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasTracking = finishTracking()
        guard isEnabled else { return }
        let inside = isInTrackingArea(touch)
        isTouchInside = inside
        if wasTracking { endTracking(touch, with: event) }
        var events: Event = inside ? .touchUpInside : .touchUpOutside
        if inside && sendsPrimaryActionOnTouchUpInside { events.insert(.primaryActionTriggered) }
        sendActions(for: events)
    }

    /// The touch was cancelled: unhighlights and sends `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasTracking = finishTracking()
        guard isEnabled else { return }
        isTouchInside = false
        if wasTracking { cancelTracking(with: event) }
        sendActions(for: .touchCancel)
    }

    /// Forgets the tracked touch and the highlight; whether hooks were being called.
    private func finishTracking() -> Bool {
        let wasTracking = isTracking
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
        return wasTracking
    }

    /// Whether the touch is within the bounds grown by `trackingSlop` (a control
    /// seen edge-on, mid-flip, is under no touch).
    private func isInTrackingArea(_ touch: UITouch) -> Bool {
        guard let point = touch.visibleLocation(in: self) else { return false }
        return bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(point)
    }
}

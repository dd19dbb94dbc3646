/// One thing a `UIControl` runs for some events: a `UIAction`, or a weakly held
/// target with a method of it to call (Segue's closure form of target–action).
@MainActor
final class ControlActionRegistration {
    /// The events the registration answers.
    var events: UIControl.Event
    /// The action, for `addAction(_:for:)` registrations.
    let action: UIAction?
    /// The target, for `addTarget` registrations; weak, as UIKit holds targets.
    private(set) weak var target: AnyObject?
    /// Calls the target's method with the control; nil for action registrations.
    private let invoke: ((AnyObject, UIControl) -> Void)?

    init(action: UIAction, events: UIControl.Event) {
        self.action = action
        self.events = events
        self.invoke = nil
    }

    init(target: AnyObject, events: UIControl.Event, invoke: @escaping (AnyObject, UIControl) -> Void) {
        self.target = target
        self.events = events
        self.action = nil
        self.invoke = invoke
    }

    /// Whether the registration can still run: an action always, a target while it
    /// is alive.
    var isLive: Bool { action != nil || target != nil }

    /// Runs the action or calls the target (doing nothing for a target that is gone).
    func perform(sender: UIControl) {
        if let action {
            action.perform(sender: sender)
        } else if let target, let invoke {
            invoke(target, sender)
        }
    }
}

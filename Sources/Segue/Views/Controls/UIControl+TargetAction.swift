extension UIControl {
    // MARK: Actions (iOS 14)

    /// Runs `action` when any of `controlEvents` happens (UIKit's
    /// `addAction(_:for:)`). An action already added with the same identifier is
    /// replaced, as UIKit replaces it. The control keeps the action.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        guard !controlEvents.isEmpty else {
            SegueDiagnostics.report("UIControl.addAction: no control events given; the action would never run")
            return
        }
        registrations.removeAll { $0.action?.identifier == action.identifier }
        registrations.append(ControlActionRegistration(action: action, events: controlEvents))
    }

    /// Stops running `action` for `controlEvents` (for the other events it keeps running).
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with an identifier for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for registration in registrations where registration.action?.identifier == actionIdentifier {
            registration.events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    // MARK: Target–action, without selectors

    /// Calls `action` on `target` when any of `controlEvents` happens: Segue's form
    /// of UIKit's `addTarget(_:action:for:)`, with an unapplied method reference
    /// instead of a selector, so `addTarget(self, action: MyViewController.tapped,
    /// for: .touchUpInside)` reads as in UIKit. `tapped` takes the sender as any type
    /// the control is (`UIButton`, `UIControl`, `Any`, `AnyObject`); when the control
    /// is not of that type the call is skipped with a diagnostic.
    ///
    /// The target is held weakly, as UIKit holds it: once it is gone the
    /// registration does nothing and is dropped. Adding the same target twice for
    /// the same events registers it twice (methods cannot be compared in Swift).
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        guard !controlEvents.isEmpty else {
            SegueDiagnostics.report("UIControl.addTarget: no control events given; the target would never be called")
            return
        }
        registrations.append(ControlActionRegistration(target: target, events: controlEvents) { object, control in
            guard let typedTarget = object as? Target else { return }
            guard let sender = control as? Sender else {
                SegueDiagnostics.report("UIControl: target action expects a \(Sender.self) sender, not a \(type(of: control)); skipped")
                return
            }
            action(typedTarget)(sender)
        })
    }

    /// Calls `action` (a method taking no arguments) on `target` when any of
    /// `controlEvents` happens; the target is held weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
    ) {
        guard !controlEvents.isEmpty else {
            SegueDiagnostics.report("UIControl.addTarget: no control events given; the target would never be called")
            return
        }
        registrations.append(ControlActionRegistration(target: target, events: controlEvents) { object, _ in
            guard let typedTarget = object as? Target else { return }
            action(typedTarget)()
        })
    }

    /// Stops calling `target` for `controlEvents`; a nil target means every target
    /// (UIKit's `removeTarget(_:action:for:)` with a nil action: methods cannot be
    /// compared in Swift, so every method of the target is removed).
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        for registration in registrations where registration.action == nil {
            if target == nil || registration.target === target { registration.events.subtract(controlEvents) }
        }
        registrations.removeAll { $0.events.isEmpty || !$0.isLive }
    }

    /// The live targets (UIKit's `allTargets`, as an array of objects).
    public var allTargets: [AnyObject] {
        registrations.compactMap { $0.target }
    }

    /// The events anything is registered for (UIKit's `allControlEvents`).
    public var allControlEvents: Event {
        registrations.filter(\.isLive).reduce(into: Event()) { $0.formUnion($1.events) }
    }
}

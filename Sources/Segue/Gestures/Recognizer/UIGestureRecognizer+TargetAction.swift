extension UIGestureRecognizer {
    // MARK: Target–action, without selectors
    //
    // UIKit names an action with an Objective-C selector. Segue takes the Swift
    // spelling of the same thing: an unapplied method reference. For
    //
    //     final class SCFlipAnimationInteractor: UIPercentDrivenInteractiveTransition {
    //         func handlePan(_ pgr: UIPanGestureRecognizer) { … }
    //     }
    //
    // `SCFlipAnimationInteractor.handlePan` is a curried function of type
    // `(SCFlipAnimationInteractor) -> (UIPanGestureRecognizer) -> Void`: given an
    // instance it returns the bound method. The generic initializer below infers
    // `Target` from the target and `Sender` from the method's parameter, then erases
    // both into a `GestureTargetAction`, which keeps
    //   - the target, weakly (as UIKit does: the recognizer never keeps its target
    //     alive, and once the target is gone the registration does nothing and is
    //     dropped), and
    //   - a closure `(AnyObject?, UIGestureRecognizer) -> Void` that captures only
    //     the method reference. Called with the target and the recognizer, it casts
    //     the target back to `Target` (always succeeds: it is the object registered)
    //     and the recognizer to `Sender` — the concrete class the method asked for,
    //     so `handlePan` receives a `UIPanGestureRecognizer` without a cast in user
    //     code — then applies the method to the target and calls the bound method
    //     with the recognizer. When the recognizer is not a `Sender` (a pan handler
    //     added to a tap) the call is skipped with a diagnostic.
    // No closure holds the target or the recognizer, so registering creates no
    // reference cycle. Methods cannot be compared in Swift, so two registrations of
    // the same target and method are two calls, and `removeTarget(_:action:)` removes
    // every method of the target.

    /// A recognizer that calls `action` on `target` whenever its state changes to
    /// `.began`, `.changed`, `.ended` (`.recognized`) or `.cancelled` — UIKit's
    /// `init(target:action:)`, with an unapplied method reference instead of a
    /// selector: `UIPanGestureRecognizer(target: self, action: Interactor.handlePan)`.
    /// The method takes the recognizer as its concrete class (or any superclass, or
    /// `Any`). The target is held weakly.
    public convenience init<Target: AnyObject, Sender>(target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling a method of `target` that takes no arguments.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling a closure with itself — typed as the recognizer's own
    /// class, so `UIPanGestureRecognizer { pgr in pgr.translation(in: nil) }`
    /// compiles (Segue extension; UIKit has only target–action). The recognizer keeps
    /// the closure, so capture the recognizer's owner weakly inside it if the owner
    /// keeps the recognizer.
    public convenience init(handler: @escaping (Self) -> Void) {
        self.init()
        targetActions.append(GestureTargetAction { recognizer in
            guard let typed = recognizer as? Self else { return }
            handler(typed)
        })
    }

    /// Adds a target and a method to call on state changes (UIKit's
    /// `addTarget(_:action:)`); see `init(target:action:)`.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        targetActions.append(GestureTargetAction(target: target) { object, recognizer in
            guard let typedTarget = object as? Target else { return }
            guard let sender = recognizer as? Sender else {
                SegueDiagnostics.report("\(type(of: recognizer)): the action of \(Target.self) expects a \(Sender.self); not called")
                return
            }
            action(typedTarget)(sender)
        })
    }

    /// Adds a target and a method taking no arguments to call on state changes.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targetActions.append(GestureTargetAction(target: target) { object, _ in
            guard let typedTarget = object as? Target else { return }
            action(typedTarget)()
        })
    }

    /// Stops calling `target` (UIKit's `removeTarget(_:action:)`). Methods cannot be
    /// compared in Swift, so every method registered for the target is removed; a
    /// nil target removes every registration, closures included.
    public func removeTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void) {
        removeRegistrations(of: target)
    }

    /// Stops calling `target`'s methods taking no arguments (every method of the
    /// target, as above).
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void) {
        removeRegistrations(of: target)
    }

    /// UIKit's `removeTarget(_:action:)` with a nil action: removes every method of
    /// `target`, or with a nil target every registration, closures included. Only
    /// `nil` can be passed as the action.
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        removeRegistrations(of: target)
    }

    private func removeRegistrations(of target: AnyObject?) {
        if let target {
            targetActions.removeAll { $0.hasTarget && ($0.target === target || $0.target == nil) }
        } else {
            targetActions.removeAll()
        }
    }

    /// Calls every registration in the order added, dropping those whose target is gone.
    func sendActions() {
        let registrations = targetActions
        for registration in registrations { registration.perform(for: self) }
        if targetActions.contains(where: { !$0.isLive }) {
            targetActions.removeAll { !$0.isLive }
        }
    }
}

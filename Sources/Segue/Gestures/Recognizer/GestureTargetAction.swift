/// One thing a gesture recognizer calls when its state changes: a weakly held target
/// with a method of it, or a closure (see `UIGestureRecognizer+TargetAction.swift`).
@MainActor
final class GestureTargetAction {
    /// The target of a target–action registration; weak, as UIKit holds targets.
    private(set) weak var target: AnyObject?
    /// Whether the registration was made with a target (so it dies with it).
    let hasTarget: Bool
    /// Calls the method (with the target) or the closure (with nil).
    private let invoke: (AnyObject?, UIGestureRecognizer) -> Void

    /// A registration calling `invoke(target, recognizer)` while `target` lives.
    init(target: AnyObject, invoke: @escaping (AnyObject?, UIGestureRecognizer) -> Void) {
        self.target = target
        self.hasTarget = true
        self.invoke = invoke
    }

    /// A registration calling a closure with the recognizer.
    init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.hasTarget = false
        self.invoke = { _, recognizer in handler(recognizer) }
    }

    /// Whether the registration can still run: a closure always, a target while alive.
    var isLive: Bool { !hasTarget || target != nil }

    /// Calls the target's method or the closure; does nothing once the target is gone.
    func perform(for recognizer: UIGestureRecognizer) {
        if hasTarget {
            guard let target else { return }
            invoke(target, recognizer)
        } else {
            invoke(nil, recognizer)
        }
    }
}

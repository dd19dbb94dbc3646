/// One change of a navigation stack, worked out before anything moves: the
/// stacks before and after, the controllers leaving and arriving, the top
/// controllers and which way the transition goes.
@MainActor
struct NavigationStackChange {
    /// The stack before the change, bottom first.
    let oldStack: [UIViewController]
    /// The stack after the change, bottom first.
    let newStack: [UIViewController]
    /// The controllers that leave the stack, top first (the order they are told).
    let removed: [UIViewController]
    /// The controllers that join the stack, bottom first.
    let added: [UIViewController]

    init(from oldStack: [UIViewController], to newStack: [UIViewController]) {
        self.oldStack = oldStack
        self.newStack = newStack
        removed = oldStack.reversed().filter { old in !newStack.contains { $0 === old } }
        added = newStack.filter { new in !oldStack.contains { $0 === new } }
    }

    /// The controller on screen before the change.
    var oldTop: UIViewController? { oldStack.last }
    /// The controller on screen after the change.
    var newTop: UIViewController? { newStack.last }

    /// Whether the controller on screen changes.
    var changesTop: Bool { oldTop !== newTop }

    /// `.push` when the new top controller was not on the stack, `.pop` when it
    /// was, `.none` when the top does not change.
    var operation: UINavigationController.Operation {
        guard changesTop, let newTop else { return .none }
        return oldStack.contains { $0 === newTop } ? .pop : .push
    }
}

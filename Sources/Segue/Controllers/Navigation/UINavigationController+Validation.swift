extension UINavigationController {
    /// Whether a stack change may start now: not while a transition runs (reported).
    func acceptsChange(_ call: String) -> Bool {
        guard let running = activeTransition else { return true }
        refuse(call, "the transition \(running.name) is still running")
        return false
    }

    /// Why a controller cannot join the stack, or nil when it can.
    func refusalToAdd(_ controller: UIViewController) -> String? {
        let name = Self.describe(controller)
        if controller is UINavigationController {
            return "\(name) is a navigation controller, which cannot be pushed"
        }
        if stack.contains(where: { $0 === controller }) {
            return "\(name) is already on the navigation stack"
        }
        if let parent = controller.parent {
            return parent === self
                ? "\(name) is already a child of this navigation controller"
                : "\(name) is a child of \(Self.describe(parent)); remove it from its parent first"
        }
        if isDescendantController(of: controller) {
            return "\(name) contains this navigation controller"
        }
        return nil
    }

    /// Why a list cannot become the stack, or nil when it can.
    func refusalToReplace(with controllers: [UIViewController]) -> String? {
        if controllers.isEmpty { return "the stack cannot be empty" }
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) {
                return "\(Self.describe(controller)) appears twice"
            }
            if stack.contains(where: { $0 === controller }) { continue }
            if let refusal = refusalToAdd(controller) { return refusal }
        }
        return nil
    }
}

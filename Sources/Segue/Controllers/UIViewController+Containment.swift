import Foundation

extension UIViewController {
    /// Whether the controller is being added to a container (between `addChild`
    /// and `didMove(toParent:)`), as during a push.
    public var isMovingToParent: Bool { movingToParent }

    /// Whether the controller is being removed from its container (between
    /// `willMove(toParent: nil)` and `removeFromParent()`), as during a pop.
    public var isMovingFromParent: Bool { movingFromParent }

    /// Whether the controller is being presented right now.
    public var isBeingPresented: Bool { beingPresented }

    /// Whether the controller is being dismissed right now.
    public var isBeingDismissed: Bool { beingDismissed }

    /// The implementation of `addChild(_:)`.
    func attachChild(_ child: UIViewController) {
        if child === self || isDescendantController(of: child) {
            SegueDiagnostics.report("\(Self.self).addChild(\(type(of: child))): a controller cannot contain itself or its own ancestor; ignored")
            return
        }
        if child.parent === self { return }
        if child.parent != nil {
            SegueDiagnostics.report("\(Self.self).addChild(\(type(of: child))): the controller was a child of \(type(of: child.parent!)); removed from it first")
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.movingToParent = true
    }

    /// The implementation of `removeFromParent()`.
    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
        movingFromParent = false
        movingToParent = false
    }

    /// Whether `ancestor` is this controller's parent, grandparent, …
    func isDescendantController(of ancestor: UIViewController) -> Bool {
        var node = parent
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }

    /// The outermost container of this controller (itself when it has no parent).
    var rootAncestor: UIViewController {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }
}

import Foundation

extension UIViewController {
    /// The controller this one presents, or the one its outermost container presents.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The controller that presented this one (or its outermost container).
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// The presentation controller managing this controller's presentation, nil
    /// when it is not presented (UIKit makes one on demand; Segue answers nil).
    public var presentationController: UIPresentationController? {
        presentationControllerStorage ?? parent?.presentationController
    }

    /// The implementation of `present(_:animated:completion:)`: the presenter is
    /// this controller's outermost container (`rootAncestor`). A refused call
    /// reports one diagnostic line, changes nothing and does not call `completion`.
    func presentController(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = rootAncestor
        if let reason = presentationRefusal(of: controller, by: presenter) {
            SegueDiagnostics.report("\(Self.self).present(\(type(of: controller)), animated: \(animated)): \(reason); ignored")
            return
        }
        PresentationTransition(presenting: controller, from: presenter, source: self, animated: animated,
                               completion: completion).run()
    }

    /// The implementation of `dismiss(animated:completion:)`: dismisses what this
    /// controller's outermost container presents (and everything above it), or —
    /// when it presents nothing — the presentation showing it. A refused call
    /// reports one diagnostic line, changes nothing and does not call `completion`.
    func dismissController(animated: Bool, completion: (() -> Void)?) {
        let root = rootAncestor
        let presenter: UIViewController
        if root.presentedStorage != nil {
            presenter = root
        } else if let presenting = root.presentingStorage {
            presenter = presenting
        } else {
            SegueDiagnostics.report("\(Self.self).dismiss(animated: \(animated)): nothing to dismiss, \(type(of: root)) presents nothing and is not presented; ignored")
            return
        }
        if presenter.isInPresentationTransition {
            SegueDiagnostics.report("\(Self.self).dismiss(animated: \(animated)): a presentation or dismissal transition is running; ignored")
            return
        }
        DismissalTransition(presenter: presenter, animated: animated, completion: completion).run()
    }

    /// Why presenting `presented` from `presenter` (this controller's outermost
    /// container) must be refused, or nil when it may go ahead. UIKit logs most of
    /// these and sometimes goes on with a broken hierarchy; Segue refuses them all.
    func presentationRefusal(of presented: UIViewController, by presenter: UIViewController) -> String? {
        let name = String(describing: type(of: presented))
        let presenterName = String(describing: type(of: presenter))
        if presented === self {
            return "a controller cannot present itself"
        }
        if let parent = presented.parent {
            return "\(name) is a child of \(type(of: parent)); present its container or remove it from its parent first"
        }
        if presented === presenter || isPresentationDescendant(of: presented) {
            return "\(name) is an ancestor of \(Self.self) (through containment or presentation)"
        }
        if let current = presented.presentingStorage {
            return "\(name) is already presented by \(type(of: current))"
        }
        if presented.viewIfLoaded?.window != nil {
            return "\(name) is already on screen (its view is in a window)"
        }
        if presenter.isInPresentationTransition {
            return "a presentation or dismissal transition is running"
        }
        if let current = presenter.presentedStorage {
            return "\(presenterName) is already presenting \(type(of: current))"
        }
        if presenter.viewIfLoaded?.window == nil {
            return "the presenter \(presenterName)'s view is not in a window"
        }
        return nil
    }

    /// Whether `ancestor` is above this controller through containment or
    /// presentation (a parent, a presenter, a parent's presenter, …).
    func isPresentationDescendant(of ancestor: UIViewController) -> Bool {
        var node: UIViewController? = parent ?? presentingStorage
        while let current = node {
            if current === ancestor { return true }
            node = current.parent ?? current.presentingStorage
        }
        return false
    }

    /// Whether a presentation or dismissal runs anywhere in the chain of
    /// presentations this controller belongs to.
    var isInPresentationTransition: Bool {
        var bottom = self
        while let presenter = bottom.presentingStorage { bottom = presenter }
        var node: UIViewController? = bottom
        while let current = node {
            if current.beingPresented || current.beingDismissed { return true }
            node = current.presentedStorage
        }
        return false
    }
}

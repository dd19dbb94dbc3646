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

    /// The presentation controller managing this controller's presentation.
    public var presentationController: UIPresentationController? {
        presentationControllerStorage ?? parent?.presentationController
    }

    // TEMPORARY until the presentation work lands this session.
    func presentController(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        SegueDiagnostics.report("present(_:animated:completion:) is not implemented yet")
    }

    func dismissController(animated: Bool, completion: (() -> Void)?) {
        SegueDiagnostics.report("dismiss(animated:completion:) is not implemented yet")
    }
}

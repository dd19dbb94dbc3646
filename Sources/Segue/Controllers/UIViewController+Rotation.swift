import Foundation

extension UIViewController {
    /// The interface orientation of the window showing the controller (or of the
    /// window of the controller presenting it), portrait when it is in none. UIKit
    /// deprecated it in iOS 8; code written the iOS 7 way (the Brightec animator)
    /// switches on it.
    public var interfaceOrientation: UIInterfaceOrientation {
        var node: UIViewController? = self
        while let current = node {
            if let window = current.viewIfLoaded?.window { return window.interfaceOrientation }
            node = current.parent ?? current.presentingStorage
        }
        return .portrait
    }

    /// The default `viewWillTransition(to:with:)`: children get the call, then the
    /// presentation this controller is presenting (through its presentation
    /// controller).
    func forwardViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: size, with: coordinator)
        }
        if let presented = presentedStorage {
            if let presentation = presented.presentationControllerStorage {
                presentation.viewWillTransition(to: size, with: coordinator)
            } else {
                presented.viewWillTransition(to: size, with: coordinator)
            }
        }
    }
}

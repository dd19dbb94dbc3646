import Foundation
import Segue

/// The names the exploded view (and the demo's curve panel) give layers, like the
/// labels of Xcode's view debugger (Segue extension).
@MainActor
public enum ExplodedLayerName {
    /// A layer's name: its `name` when set; else, for a view's layer, the
    /// controller's type and ".view" for a controller's root view
    /// ("SCModalViewController.view"), "container" for the container view a
    /// transition runs in (the view a controller's `transitionCoordinator` names,
    /// or UIKit's presentation container), else the view's type, with a label's
    /// text in quotes (`UILabel "Segue"`); a bare layer is its type ("CALayer").
    public static func name(of layer: CALayer) -> String {
        if let name = layer.name, !name.isEmpty { return name }
        guard let view = layer.delegate as? UIView else { return String(describing: type(of: layer)) }
        if let controller = view.viewControllerResponder as? UIViewController {
            return "\(String(describing: type(of: controller))).view"
        }
        if isTransitionContainer(view) { return "container" }
        let typeName = String(describing: type(of: view))
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
            let shown = text.count > 24 ? String(text.prefix(23)) + "…" : text
            return "\(typeName) \"\(shown)\""
        }
        return typeName
    }

    /// Whether `view` is the container a view-controller transition runs (or ran)
    /// in: a subview's controller's transition coordinator names it, or it is
    /// UIKit's presentation container (`UITransitionView`, Segue's
    /// `PresentationContainerView`).
    public static func isTransitionContainer(_ view: UIView) -> Bool {
        for subview in view.subviews {
            if let controller = subview.viewControllerResponder as? UIViewController,
               let coordinator = controller.transitionCoordinator, coordinator.containerView === view {
                return true
            }
        }
        let typeName = String(describing: type(of: view))
        return typeName == "PresentationContainerView" || typeName == "UITransitionView"
    }
}

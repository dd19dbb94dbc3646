import Foundation

extension UITabBarController {
    /// The implementation of `setViewControllers(_:animated:)`.
    func replaceViewControllers(_ viewControllers: [UIViewController]?) {
        if let running = activeSwitch {
            SegueDiagnostics.report("\(Self.self).setViewControllers(_:animated:): a tab switch (\(running.name)) is running; ignored")
            return
        }
        let list = viewControllers ?? []
        if let problem = problem(with: list) {
            SegueDiagnostics.report("\(Self.self).setViewControllers(_:animated:): \(problem); ignored")
            return
        }
        let oldList = controllersStorage ?? []
        let oldSelected = selectedViewController
        let newIndex: Int
        if let oldSelected, let index = list.firstIndex(where: { $0 === oldSelected }) {
            newIndex = index
        } else if list.isEmpty {
            newIndex = NSNotFound
        } else if selectedIndexStorage == NSNotFound {
            newIndex = 0
        } else {
            newIndex = min(selectedIndexStorage, list.count - 1)
        }

        for controller in list where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        controllersStorage = viewControllers
        tabBar.setItems(list.map { Self.barItem(of: $0) }, animated: false)
        if newIndex != NSNotFound, list[newIndex] !== oldSelected {
            switchTab(from: oldSelected, to: newIndex, askingDelegate: false)
        } else if newIndex == NSNotFound, oldSelected != nil {
            switchTabQuietly(from: oldSelected, to: NSNotFound)
        } else {
            setSelection(newIndex)
        }

        for controller in oldList where !list.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if let childView = controller.viewIfLoaded, childView.superview === rootView?.contentView {
                childView.removeFromSuperview()
            }
            controller.removeFromParent()
        }
        children = list + children.filter { child in !list.contains(where: { $0 === child }) }
    }

    /// Why a list cannot be the tabs, or nil when it can.
    private func problem(with list: [UIViewController]) -> String? {
        for (index, controller) in list.enumerated() {
            let name = Self.describe(controller)
            if list[..<index].contains(where: { $0 === controller }) {
                return "\(name) is in the list twice"
            }
            if controller === self || isDescendantController(of: controller) {
                return "\(name) is the tab bar controller itself or one of its ancestors"
            }
            if let parent = controller.parent, parent !== self {
                return "\(name) is a child of \(Self.describe(parent)); remove it from there first"
            }
        }
        return nil
    }
}

import Foundation
@testable import Segue
@testable import segue
@testable import SegueStudio

/// The invariants the random test checks, as lists of what is wrong (empty when
/// all hold).
///
/// After every step (`stepViolations`): no NaN or infinite value in any layer's
/// presentation or model values in the host's layer tree; no out-of-order
/// appearance callback; at most one transition in flight per container view and
/// per controller; no negative transition count in a window.
///
/// At every quiescent point (`quiescentViolations`, after `RandomActionStage.settle()`):
/// no transition in flight or waiting; the view tree matches the controller tree —
/// each window holds its root controller's view (unless a full-screen presentation
/// took it out) and one container per presentation, in order; each container holds
/// exactly the views its controllers say (a navigation controller's content view
/// only the top view, a tab bar controller's only the selected one, a sliding
/// controller the top view and the revealed under view, a presentation's container
/// the presented view and its presentation controller's chrome) — so no leftover
/// transition container or snapshot view; each visible controller's view is in the
/// window, not hidden, not transparent, not turned edge-on, at its place; appearance callbacks are
/// balanced per controller (visible controllers appeared, every other controller
/// still alive disappeared — by the callbacks counted and by the controller's own
/// state); every gesture recognizer in the windows is back to `.possible` and no
/// touch is left active.
@MainActor
enum InvariantChecker {
    // MARK: After every step

    static func stepViolations(_ stage: RandomActionStage) -> [String] {
        var problems = stage.ledger.takeViolations()
        checkFinite(stage.stage.root, path: "root", into: &problems)
        for window in stage.windows where window.runningTransitionCount < 0 {
            problems.append("\(type(of: window)) counts \(window.runningTransitionCount) running transitions")
        }
        return problems
    }

    /// Reports the first non-finite value in each layer of the tree. A first pass
    /// only adds every value up (a NaN or infinity anywhere makes the sum
    /// non-finite), so the common case allocates nothing.
    private static func checkFinite(_ layer: CALayer, path: String, into problems: inout [String]) {
        guard !sum(layer).isFinite else { return }
        findNonFinite(layer, path: path, into: &problems)
    }

    private static func sum(_ layer: CALayer) -> CGFloat {
        var total = sum(layer.presentationProperties) + sum(layer.modelValues)
        for sublayer in layer.sublayerList { total += sum(sublayer) }
        return total
    }

    private static func sum(_ p: LayerProperties) -> CGFloat {
        // Magnitudes are scaled down so that large but finite values never add up to infinity.
        var total = (p.bounds.origin.x + p.bounds.origin.y + p.bounds.size.width + p.bounds.size.height
            + p.position.x + p.position.y + p.zPosition + p.anchorPointZ + p.cornerRadius + p.borderWidth) * 1e-9
        total += p.anchorPoint.x + p.anchorPoint.y + CGFloat(p.opacity)
        total += sum(p.transform) + sum(p.sublayerTransform)
        if let color = p.backgroundColor { total += color.red + color.green + color.blue + color.alpha }
        if let color = p.borderColor { total += color.red + color.green + color.blue + color.alpha }
        return total
    }

    private static func sum(_ t: CATransform3D) -> CGFloat {
        (t.m11 + t.m12 + t.m13 + t.m14 + t.m21 + t.m22 + t.m23 + t.m24
            + t.m31 + t.m32 + t.m33 + t.m34 + (t.m41 + t.m42 + t.m43) * 1e-9 + t.m44) * 1e-3
    }

    private static func findNonFinite(_ layer: CALayer, path: String, into problems: inout [String]) {
        if let field = nonFiniteField(layer.presentationProperties) {
            problems.append("layer \(path) has a non-finite presentation \(field)")
        } else if let field = nonFiniteField(layer.modelValues) {
            problems.append("layer \(path) has a non-finite model \(field)")
        }
        guard let sublayers = layer.sublayers else { return }
        for (index, sublayer) in sublayers.enumerated() {
            findNonFinite(sublayer, path: path + "/" + (sublayer.name ?? "\(index)"), into: &problems)
        }
    }

    private static func nonFiniteField(_ p: LayerProperties) -> String? {
        let scalars: [(String, CGFloat)] = [
            ("bounds.x", p.bounds.origin.x), ("bounds.y", p.bounds.origin.y),
            ("bounds.width", p.bounds.size.width), ("bounds.height", p.bounds.size.height),
            ("position.x", p.position.x), ("position.y", p.position.y),
            ("anchorPoint.x", p.anchorPoint.x), ("anchorPoint.y", p.anchorPoint.y),
            ("zPosition", p.zPosition), ("anchorPointZ", p.anchorPointZ),
            ("opacity", CGFloat(p.opacity)), ("cornerRadius", p.cornerRadius), ("borderWidth", p.borderWidth),
        ]
        for (name, value) in scalars where !value.isFinite { return "\(name) = \(value)" }
        if let field = nonFiniteField(p.transform) { return "transform.\(field)" }
        if let field = nonFiniteField(p.sublayerTransform) { return "sublayerTransform.\(field)" }
        for (name, color) in [("backgroundColor", p.backgroundColor), ("borderColor", p.borderColor)] {
            guard let color else { continue }
            if ![color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite) { return "\(name) = \(color)" }
        }
        return nil
    }

    private static func nonFiniteField(_ t: CATransform3D) -> String? {
        let values = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        guard let index = values.firstIndex(where: { !$0.isFinite }) else { return nil }
        return "m\(index / 4 + 1)\(index % 4 + 1) = \(values[index])"
    }

    // MARK: At quiescent points

    static func quiescentViolations(_ stage: RandomActionStage) -> [String] {
        var problems: [String] = []
        for context in stage.ledger.inFlight {
            problems.append("transition \(context.operation) \(context.name) still in flight after settling (\(Int(RandomActionStage.settleLimit)) s)")
        }
        for window in stage.windows {
            if window.runningTransitionCount != 0 {
                problems.append("\(type(of: window)) still counts \(window.runningTransitionCount) running transitions")
            }
            if let pending = window.pendingRotation {
                problems.append("\(type(of: window)) still waits to rotate to \(pending.orientation)")
            }
            if !window.activeTouches.isEmpty {
                problems.append("\(type(of: window)) still has \(window.activeTouches.count) active touches after the button came up")
            }
            checkGestures(in: window, into: &problems)
        }
        var visible: [ObjectIdentifier: UIViewController] = [:]
        var inTree: [ObjectIdentifier: UIViewController] = [:]
        for window in stage.windows where window.rootViewController != nil {
            checkWindow(window, visible: &visible, inTree: &inTree, into: &problems)
        }
        checkAppearance(stage, visible: visible, inTree: inTree, into: &problems)
        return problems
    }

    /// Every recognizer on a view of the window is `.possible`.
    private static func checkGestures(in view: UIView, into problems: inout [String]) {
        for recognizer in view.gestureRecognizers ?? [] where recognizer.state != .possible {
            problems.append("\(type(of: recognizer)) on \(describe(view)) is \(recognizer.state), not .possible, with no touch down")
        }
        for subview in view.subviews { checkGestures(in: subview, into: &problems) }
    }

    // MARK: The view tree against the controller tree

    /// Checks one window with a root controller: its subviews, each presentation's
    /// container, each visible controller's container; collects the visible
    /// controllers and every controller in the tree.
    private static func checkWindow(_ window: UIWindow, visible: inout [ObjectIdentifier: UIViewController],
                                    inTree: inout [ObjectIdentifier: UIViewController], into problems: inout [String]) {
        guard let root = window.rootViewController else { return }
        var chain = [root]
        while let presented = chain.last?.presentedViewController { chain.append(presented) }
        // A member of the chain shows unless the presentation above it took its view out.
        let shows = chain.indices.map { index in
            index == chain.count - 1 || !(chain[index + 1].presentationController?.shouldRemovePresentersView ?? false)
        }
        var expected: [UIView] = []
        if shows[0], let view = root.viewIfLoaded { expected.append(view) }
        for (index, controller) in chain.enumerated().dropFirst() {
            guard let presentation = controller.presentationController, let container = presentation.containerView else {
                problems.append("\(describe(controller)) is presented but has no presentation container")
                continue
            }
            expected.append(container)
            var inContainer = chrome(of: presentation)
            if shows[index], let presentedView = presentation.presentedView { inContainer.append(presentedView) }
            expectSubviews(of: container, inContainer, "the presentation container of \(describe(controller))", into: &problems)
            if shows[index], let presentedView = presentation.presentedView {
                expectFrame(of: presentedView, presentation.frameOfPresentedViewInContainerView, describe(controller), into: &problems)
            }
            if container.frame.size != window.bounds.size {
                problems.append("the presentation container of \(describe(controller)) is \(container.frame.size), the window \(window.bounds.size)")
            }
        }
        expectSubviews(of: window, expected, "\(type(of: window))", ignoring: isWindowChrome, into: &problems)
        if shows[0], let view = root.viewIfLoaded {
            expectFrame(of: view, window.bounds, "the root \(describe(root))", into: &problems)
        }
        for (index, controller) in chain.enumerated() {
            walk(controller, shown: shows[index], window: window, visible: &visible, inTree: &inTree, into: &problems)
        }
    }

    /// Whether a window's subview is one a scene adds to the window itself, beside
    /// the controllers' views, as apps do for an overlay (the layouts scene's hint
    /// strip): left out of the window's expected subviews.
    private static func isWindowChrome(_ view: UIView) -> Bool {
        view is LayoutsHintView
    }

    /// The views a presentation controller adds to its container besides the
    /// presented view (the seeds' dimming views).
    private static func chrome(of presentation: UIPresentationController) -> [UIView] {
        if let slide = presentation as? BTSlidePresentationController { return [slide.dimmingView] }
        return []
    }

    /// Walks a controller and its children: records it, checks a shown one's view
    /// and its container's contents, and recurses with which children show.
    private static func walk(_ controller: UIViewController, shown: Bool, window: UIWindow,
                             visible: inout [ObjectIdentifier: UIViewController],
                             inTree: inout [ObjectIdentifier: UIViewController], into problems: inout [String]) {
        inTree[ObjectIdentifier(controller)] = controller
        var shownChildren: [UIViewController] = []
        if shown {
            visible[ObjectIdentifier(controller)] = controller
            checkShownView(of: controller, in: window, into: &problems)
            shownChildren = checkContainer(controller, into: &problems)
        }
        for child in controller.children {
            walk(child, shown: shownChildren.contains { $0 === child }, window: window,
                 visible: &visible, inTree: &inTree, into: &problems)
        }
    }

    /// A shown controller's view: in this window, not hidden, not transparent.
    private static func checkShownView(of controller: UIViewController, in window: UIWindow, into problems: inout [String]) {
        guard let view = controller.viewIfLoaded else {
            problems.append("\(describe(controller)) should show but its view is not loaded")
            return
        }
        guard view.window === window else {
            problems.append("\(describe(controller)) should show but its view is \(view.window == nil ? "in no window" : "in another window")")
            return
        }
        var alpha: CGFloat = 1
        var current: UIView? = view
        while let ancestor = current, ancestor !== window {
            if ancestor.isHidden {
                problems.append("\(describe(controller)) should show but \(ancestor === view ? "its view" : describe(ancestor)) is hidden")
                return
            }
            alpha *= ancestor.alpha
            current = ancestor.superview
        }
        if alpha < 0.01 {
            problems.append("\(describe(controller)) should show but its view is transparent (alpha \(alpha))")
        }
        if view.layer.planeMap(to: window.layer) == nil || window.layer.planeMap(to: view.layer) == nil {
            problems.append("\(describe(controller)) should show but its view is seen edge-on (transform \(view.layer.transform))")
        }
    }

    /// Checks a shown container controller's views; returns the children that show.
    private static func checkContainer(_ controller: UIViewController, into problems: inout [String]) -> [UIViewController] {
        guard let view = controller.viewIfLoaded else { return [] }
        if let navigation = controller as? UINavigationController {
            guard let top = navigation.topViewController else { return [] }
            let content = navigation.contentView
            expectSubviews(of: view, [content, navigation.navigationBar], describe(controller), ordered: false, into: &problems)
            expectSubviews(of: content, [top.viewIfLoaded].compactMap { $0 }, "the content view of \(describe(controller))", into: &problems)
            if let topView = top.viewIfLoaded { expectFrame(of: topView, content.bounds, "the top \(describe(top))", into: &problems) }
            return [top]
        }
        if let tabs = controller as? UITabBarController {
            guard let selected = tabs.selectedViewController else { return [] }
            if let tabView = view as? TabBarControllerView {
                let content = tabView.contentView
                expectSubviews(of: content, [selected.viewIfLoaded].compactMap { $0 }, "the content view of \(describe(controller))", into: &problems)
                if let selectedView = selected.viewIfLoaded {
                    expectFrame(of: selectedView, content.bounds, "the selected \(describe(selected))", into: &problems)
                }
            }
            if tabs.tabBar.selectedItem !== selected.tabBarItem {
                problems.append("\(describe(controller)): the bar's selected item is not the selected tab's (\(tabs.selectedIndex))")
            }
            return [selected]
        }
        if let sliding = controller as? SlidingViewController {
            let top = sliding.topViewController
            var shown: [UIViewController] = []
            switch sliding.currentTopViewPosition {
            case .anchoredRight: if let under = sliding.underLeftViewController { shown.append(under) }
            case .anchoredLeft: if let under = sliding.underRightViewController { shown.append(under) }
            case .centered: break
            }
            expectSubviews(of: view, (shown + [top]).compactMap(\.viewIfLoaded), describe(controller), into: &problems)
            if let topView = top.viewIfLoaded, CATransform3DIsIdentity(topView.layer.transform) {
                expectFrame(of: topView, sliding.topViewFrame(for: sliding.currentTopViewPosition), "the top \(describe(top))", into: &problems)
            }
            return shown + [top]
        }
        // Any other controller shows the children whose views are inside its view.
        return controller.children.filter { $0.viewIfLoaded?.isDescendant(of: view) ?? false }
    }

    /// Appearance: visible controllers appeared, all others alive disappeared — by
    /// the ledger's count and by the controllers' own state.
    private static func checkAppearance(_ stage: RandomActionStage, visible: [ObjectIdentifier: UIViewController],
                                        inTree: [ObjectIdentifier: UIViewController], into problems: inout [String]) {
        let windows = stage.windows
        for controller in visible.values {
            let record = stage.ledger.record(of: controller)
            if record?.phase != .appeared {
                problems.append("\(describe(controller)) shows but its callbacks leave it \(record?.phase.rawValue ?? "never appeared") (\(record?.countsText ?? "no callbacks"))")
            } else if controller.appearanceState != .appeared {
                problems.append("\(describe(controller)) shows but is \(controller.appearanceState)")
            }
        }
        for record in stage.ledger.liveRecords {
            guard let controller = record.controller, visible[ObjectIdentifier(controller)] == nil else { continue }
            let whereItIs = inTree[ObjectIdentifier(controller)] != nil ? "is not shown" : "has left the controller tree"
            if record.phase != .disappeared {
                problems.append("\(describe(controller)) \(whereItIs) but its callbacks leave it \(record.phase.rawValue) (\(record.countsText))")
            } else if controller.appearanceState != .disappeared {
                problems.append("\(describe(controller)) \(whereItIs) but is \(controller.appearanceState)")
            }
            if let view = controller.viewIfLoaded, let window = view.window, windows.contains(where: { $0 === window }),
               !isCoveredByAShownController(view, visible: visible), !isSharedWithAShownController(view, visible: visible) {
                problems.append("\(describe(controller)) \(whereItIs) but its view is still in \(type(of: window))")
            }
        }
    }

    /// Whether a view is also a shown controller's view: collection view
    /// controllers pushed with `useLayoutToLayoutNavigationTransitions` share the
    /// collection view of the controller below, as in UIKit.
    private static func isSharedWithAShownController(_ view: UIView, visible: [ObjectIdentifier: UIViewController]) -> Bool {
        visible.values.contains { $0.viewIfLoaded === view }
    }

    /// Whether a view lies inside a shown controller's view (a child controller's
    /// view a container keeps but that never appeared, e.g. inside a page).
    private static func isCoveredByAShownController(_ view: UIView, visible: [ObjectIdentifier: UIViewController]) -> Bool {
        var current = view.superview
        while let ancestor = current {
            if let owner = ancestor.viewControllerResponder as? UIViewController, visible[ObjectIdentifier(owner)] != nil,
               !(owner is UINavigationController || owner is UITabBarController || owner is SlidingViewController) {
                return true
            }
            current = ancestor.superview
        }
        return false
    }

    // MARK: Helpers

    private static func expectSubviews(of view: UIView, _ expected: [UIView], _ what: String, ordered: Bool = true,
                                       ignoring isIgnored: (UIView) -> Bool = { _ in false },
                                       into problems: inout [String]) {
        let actual = view.subviews.filter { !isIgnored($0) }
        let same = ordered
            ? actual.count == expected.count && zip(actual, expected).allSatisfy { $0 === $1 }
            : actual.count == expected.count && expected.allSatisfy { e in actual.contains { $0 === e } }
        if !same {
            problems.append("\(what) holds [\(actual.map(describe).joined(separator: ", "))], expected [\(expected.map(describe).joined(separator: ", "))]")
        }
    }

    private static func expectFrame(of view: UIView, _ frame: CGRect, _ what: String, into problems: inout [String]) {
        let bounds = view.bounds.size
        let center = view.center
        let close = { (a: CGFloat, b: CGFloat) in abs(a - b) <= 0.5 }
        if !(close(bounds.width, frame.width) && close(bounds.height, frame.height)
             && close(center.x, frame.midX) && close(center.y, frame.midY)) {
            problems.append("\(what)'s view is \(bounds) at \(center), expected \(frame.size) at (\(frame.midX), \(frame.midY))")
        }
    }

    /// "NavigationPageViewController", or a view's type and its controller's.
    static func describe(_ controller: UIViewController) -> String {
        if let title = controller.title { return "\(type(of: controller)) \"\(title)\"" }
        return "\(type(of: controller))"
    }

    static func describe(_ view: UIView) -> String {
        if let owner = view.viewControllerResponder as? UIViewController { return "\(describe(owner)).view" }
        if let name = view.layer.name { return "\(type(of: view))(\(name))" }
        return "\(type(of: view))"
    }
}

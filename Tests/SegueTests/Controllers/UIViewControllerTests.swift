import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UIViewController: lazy view, appearance cycle, containment")
struct UIViewControllerTests {
    @Test("the view loads once, on first use, through loadView then viewDidLoad")
    func lazyViewLoading() {
        let log = CallbackLog()
        let controller = LoggingViewController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(controller.viewDidLoadCount == 1)
        #expect(view?.next === controller)
        #expect(view?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test("a loadView that sets no view is reported and gets an empty view")
    func loadViewWithoutView() {
        final class Broken: UIViewController { override func loadView() {} }
        let controller = Broken()
        let messages = collectingDiagnostics { _ = controller.view }
        #expect(controller.view != nil)
        #expect(messages.contains { $0.contains("did not set a view") })
    }

    @Test("appearance callbacks follow begin/end and refuse unbalanced calls")
    func appearanceCycle() {
        let log = CallbackLog()
        let controller = LoggingViewController("A", log: log)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        let messages = collectingDiagnostics {
            controller.beginAppearanceTransition(true, animated: false)
            controller.endAppearanceTransition()
        }
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(log.entries.filter { !$0.hasSuffix("viewDidLoad") } == [
            "A.viewWillAppear", "A.viewDidAppear", "A.viewWillDisappear", "A.viewDidDisappear",
        ])
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("unbalanced") })
    }

    @Test("a will-appear reversed before it ends gives will-disappear then did-disappear")
    func reversedAppearance() {
        let log = CallbackLog()
        let controller = LoggingViewController("B", log: log)
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
    }

    @Test("appearance reaches children whose views are inside the parent's view")
    func appearanceForwarding() {
        let log = CallbackLog()
        let parent = LoggingViewController("P", log: log)
        let inside = LoggingViewController("C", log: log)
        let outside = LoggingViewController("D", log: log)
        parent.addChild(inside)
        parent.view.addSubview(inside.view)
        inside.didMove(toParent: parent)
        parent.addChild(outside)
        outside.didMove(toParent: parent)
        log.clear()
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        #expect(log.entries == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
    }

    @Test("containment: addChild calls willMove, removeFromParent calls didMove(nil), flags in between")
    func containment() {
        let log = CallbackLog()
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(parent.children.count == 1)
        #expect(child.isMovingToParent)
        child.didMove(toParent: parent)
        #expect(!child.isMovingToParent)
        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.removeFromParent()
        #expect(!child.isMovingFromParent)
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(log.entries == ["C.willMove(parent)", "C.didMove(parent)", "C.willMove(nil)", "C.didMove(nil)"])
    }

    @Test("a controller cannot contain itself or its ancestor")
    func containmentCycles() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        let messages = collectingDiagnostics {
            parent.addChild(parent)
            child.addChild(parent)
        }
        #expect(messages.count == 2)
        #expect(parent.parent == nil)
        #expect(child.children.isEmpty)
    }

    @Test("a child of another parent moves to the new one")
    func reparenting() {
        let first = UIViewController(), second = UIViewController(), child = UIViewController()
        first.addChild(child)
        _ = collectingDiagnostics { second.addChild(child) }
        #expect(child.parent === second)
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1)
    }
}

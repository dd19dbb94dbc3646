import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UITabBarController: setting the tabs")
struct UITabBarControllerViewControllersTests {
    @Test("every tab is a child, in order; the bar shows one item per tab; the first is selected")
    func initialTabs() {
        let log = CallbackLog()
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        #expect(tabs.selectedIndex == NSNotFound && tabs.selectedViewController == nil)
        let list = ["A", "B", "C"].map { LoggingViewController($0, log: log) }
        tabs.viewControllers = list
        #expect(log.entries == ["A.willMove(parent)", "A.didMove(parent)", "B.willMove(parent)", "B.didMove(parent)",
                                "C.willMove(parent)", "C.didMove(parent)"])
        #expect(tabs.children.count == 3 && zip(tabs.children, list).allSatisfy { $0 === $1 })
        #expect(tabs.viewControllers?.count == 3)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === list[0])
        #expect(tabs.tabBar.items?.count == 3)
        #expect(zip(tabs.tabBar.items ?? [], list).allSatisfy { $0 === $1.tabBarItem })
        #expect(tabs.tabBar.selectedItem === list[0].tabBarItem)
        #expect(list.allSatisfy { !$0.isViewLoaded })
    }

    @Test("the selected controller stays selected at its new index; no appearance callbacks")
    func keepsSelectedController() {
        let f = TabsFixture()
        f.tabs.selectedIndex = 1
        f.log.clear()
        let d = LoggingViewController("D", log: f.log)
        f.tabs.setViewControllers([d, f[2], f[1], f[0]], animated: true)
        #expect(f.tabs.selectedIndex == 2)
        #expect(f.tabs.selectedViewController === f[1])
        #expect(f.entries == ["D.willMove(parent)", "D.didMove(parent)"])
        #expect(f.tabs.children.map { $0.title } == ["D", "C", "B", "A"])
        #expect(f.tabs.tabBar.selectedItem === f[1].tabBarItem)
        #expect(f.hierarchyIsSettled)
    }

    @Test("a removed selection is replaced by the tab at the clamped index, on screen in push order")
    func clampsSelection() {
        let f = TabsFixture()
        f.tabs.selectedIndex = 2
        f.log.clear()
        f.tabs.viewControllers = [f[0], f[1]]
        #expect(f.tabs.selectedIndex == 1)
        #expect(f.entries == ["C.viewWillDisappear", "B.viewWillAppear", "C.viewDidDisappear", "B.viewDidAppear",
                              "C.willMove(nil)", "C.didMove(nil)"])
        #expect(f[2].parent == nil)
        #expect(f[2].viewIfLoaded?.superview == nil)
        #expect(f.tabs.children.count == 2)
        #expect(f.tabs.tabBar.items?.count == 2)
        #expect(f.hierarchyIsSettled)
    }

    @Test("a removed selection at a still valid index selects the tab now there")
    func keepsIndexWhenSelectionRemoved() {
        let f = TabsFixture()
        f.tabs.selectedIndex = 1
        f.log.clear()
        let d = LoggingViewController("D", log: f.log)
        f.tabs.viewControllers = [f[0], d, f[2]]
        #expect(f.tabs.selectedIndex == 1 && f.tabs.selectedViewController === d)
        #expect(f.entries.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
            "B.viewWillDisappear", "D.viewWillAppear", "B.viewDidDisappear", "D.viewDidAppear",
        ])
        #expect(f.hierarchyIsSettled)
    }

    @Test("removing every tab: the selection disappears, nothing is selected")
    func removingEverything() {
        let f = TabsFixture()
        f.tabs.viewControllers = []
        #expect(f.tabs.selectedIndex == NSNotFound && f.tabs.selectedViewController == nil)
        #expect(f.tabs.viewControllers?.isEmpty == true)
        #expect(f.entries == ["A.viewWillDisappear", "A.viewDidDisappear",
                              "A.willMove(nil)", "A.didMove(nil)", "B.willMove(nil)", "B.didMove(nil)",
                              "C.willMove(nil)", "C.didMove(nil)"])
        #expect(f.tabs.children.isEmpty)
        #expect(f.contentView.subviews.isEmpty)
        #expect(f.tabs.tabBar.selectedItem == nil)
        f.log.clear()
        f.tabs.viewControllers = [f[1]]
        #expect(f.tabs.selectedIndex == 0)
        #expect(f.entries == ["B.willMove(parent)", "B.didMove(parent)", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(f.hierarchyIsSettled)
    }

    @Test("off screen, replacing the tabs sends no appearance callbacks")
    func offScreenReplacement() {
        let f = TabsFixture(onScreen: false)
        _ = f.tabs.view
        f.tabs.viewControllers = [f[2]]
        #expect(f.entries.allSatisfy { $0.contains("Move") })
        #expect(f.tabs.selectedViewController === f[2])
        #expect(f.hierarchyIsSettled)
    }

    @Test("tabBarController finds the nearest tab bar controller among the ancestors")
    func tabBarControllerProperty() {
        let f = TabsFixture()
        let grandchild = UIViewController()
        f[1].addChild(grandchild)
        grandchild.didMove(toParent: f[1])
        #expect(f[0].tabBarController === f.tabs)
        #expect(grandchild.tabBarController === f.tabs)
        #expect(f.tabs.tabBarController == nil)
        #expect(UIViewController().tabBarController == nil)
        let outer = UITabBarController()
        let inner = UITabBarController()
        outer.viewControllers = [inner]
        #expect(inner.tabBarController === outer)
    }
}

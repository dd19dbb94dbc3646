import Foundation
import Testing
@testable import Segue

/// No leaks across 1,000 transitions of each container: after a warm-up round the
/// live controllers, views, layers, transition contexts, presentation controllers
/// and gesture recognizers are counted, 1,000 transitions run — animated, without
/// animation, interactive, finished and cancelled, with delegates and with the
/// containers' own animations — and the counts must be exactly what they were.
/// The host ticks at 60 Hz to keep 1,000 transitions quick; nothing else differs.
@MainActor
@Suite("Memory: no leaks across 1,000 transitions")
struct TransitionLeakTests {
    static let size = CGSize(width: 390, height: 844)

    /// Counts the transitions that ended, by outcome.
    final class TransitionTally: TransitionObserver {
        var completed = 0, cancelled = 0
        var ended: Int { completed + cancelled }
        func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {
            if completed { self.completed += 1 } else { cancelled += 1 }
        }
    }

    /// A transitioning delegate vending a fade, and an interactor while asked to.
    final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator = LeakTestFadeAnimator()
        var interactor: LeakTestInteractor?

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interactor }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    private func makeHost() -> HeadlessHost {
        HeadlessHost(size: Self.size, tickInterval: 1.0 / 60)
    }

    private func expectNoLeak(_ result: LeakCheck.Result, _ tally: TransitionTally, transitions: Int,
                              label: String = #function, sourceLocation: SourceLocation = #_sourceLocation) {
        LeakCheck.publish(label, result, transitions: tally.ended)
        #expect(tally.ended >= transitions, "\(tally.ended) transitions ended", sourceLocation: sourceLocation)
        #expect(!result.leaked, "grew by \(result.growth) (from \(result.baseline))", sourceLocation: sourceLocation)
    }

    @Test("present and dismiss: delegate fades, UIKit's own animations, full screen and over full screen")
    func presentAndDismiss() {
        let host = makeHost()
        let root = LeakTestPage()
        host.window.rootViewController = root
        host.runTicks(1)
        let delegate = FadeDelegate()
        let tally = TransitionTally()
        TransitionObservers.add(tally)
        defer { TransitionObservers.remove(tally) }
        weak var lastModal: UIViewController?
        let result = LeakCheck.measure(rounds: 500) { round in
            let modal = LeakTestPage()
            lastModal = modal
            if round % 3 != 2 { modal.transitioningDelegate = delegate }
            modal.modalPresentationStyle = round % 2 == 0 ? .fullScreen : .overFullScreen
            modal.modalTransitionStyle = round % 4 < 2 ? .coverVertical : .crossDissolve
            root.present(modal, animated: round % 5 != 4)
            host.settle()
            modal.dismiss(animated: round % 7 != 6)
            host.settle()
        }
        expectNoLeak(result, tally, transitions: 1_000)
        #expect(lastModal == nil, "a dismissed controller is freed")
        #expect(root.presentedViewController == nil)
    }

    @Test("interactive presentations and dismissals, finished and cancelled")
    func interactivePresentAndDismiss() throws {
        let host = makeHost()
        let root = LeakTestPage()
        host.window.rootViewController = root
        host.runTicks(1)
        let delegate = FadeDelegate()
        let tally = TransitionTally()
        TransitionObservers.add(tally)
        defer { TransitionObservers.remove(tally) }
        func drive(_ start: () -> Void, finish: Bool) {
            let interactor = LeakTestInteractor(animator: delegate.animator)
            delegate.interactor = interactor
            start()
            delegate.interactor = nil
            host.runTicks(2)
            interactor.context?.updateInteractiveTransition(0.4)
            host.runTicks(2)
            if finish { interactor.context?.finishInteractiveTransition() } else { interactor.context?.cancelInteractiveTransition() }
            host.settle()
        }
        let result = LeakCheck.measure(rounds: 250) { _ in
            let modal = LeakTestPage()
            modal.transitioningDelegate = delegate
            drive({ root.present(modal, animated: true) }, finish: false)
            drive({ root.present(modal, animated: true) }, finish: true)
            drive({ modal.dismiss(animated: true) }, finish: false)
            drive({ modal.dismiss(animated: true) }, finish: true)
        }
        expectNoLeak(result, tally, transitions: 1_000)
        #expect(tally.cancelled >= 500)
        #expect(root.presentedViewController == nil)
    }

    @Test("push and pop: UIKit's slide, a delegate's fade, without animation, and cancelled edge-swipe pops")
    func pushAndPop() {
        final class NavigationFades: NSObject, UINavigationControllerDelegate {
            let animator = LeakTestFadeAnimator()
            var enabled = false
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                enabled ? animator : nil
            }
        }
        let host = makeHost()
        let navigation = UINavigationController(rootViewController: LeakTestPage())
        let delegate = NavigationFades()
        navigation.delegate = delegate
        host.window.rootViewController = navigation
        host.runTicks(1)
        let tally = TransitionTally()
        TransitionObservers.add(tally)
        defer { TransitionObservers.remove(tally) }
        weak var lastPage: UIViewController?
        let result = LeakCheck.measure(rounds: 500) { round in
            delegate.enabled = round % 2 == 1
            let page = LeakTestPage()
            lastPage = page
            navigation.pushViewController(page, animated: round % 5 != 4)
            host.settle()
            if round % 10 == 3 {
                // An edge swipe that is let go early: the pop cancels.
                delegate.enabled = false
                host.touchDown(at: CGPoint(x: 3, y: 400))
                for x in stride(from: 13, through: 73, by: 6) {
                    host.runTicks(1)
                    host.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
                }
                host.advance(by: 0.3)
                host.touchUp(at: CGPoint(x: 73, y: 400))
                host.settle()
            }
            _ = navigation.popViewController(animated: round % 3 != 2)
            host.settle()
        }
        expectNoLeak(result, tally, transitions: 1_000)
        #expect(lastPage == nil, "a popped controller is freed")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("tab switches: a delegate's fade, instant switches, and cancelled interactive switches")
    func tabSwitches() {
        final class TabFades: NSObject, UITabBarControllerDelegate {
            let animator = LeakTestFadeAnimator()
            var animates = true
            var interactor: LeakTestInteractor?
            func tabBarController(_ tabBarController: UITabBarController,
                                  animationControllerForTransitionFrom fromVC: UIViewController,
                                  to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                animates ? animator : nil
            }
            func tabBarController(_ tabBarController: UITabBarController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning? { interactor }
        }
        let host = makeHost()
        let tabs = UITabBarController()
        tabs.viewControllers = (0..<4).map { _ in LeakTestPage() }
        let delegate = TabFades()
        tabs.delegate = delegate
        host.window.rootViewController = tabs
        host.runTicks(1)
        let tally = TransitionTally()
        TransitionObservers.add(tally)
        defer { TransitionObservers.remove(tally) }
        // Four warm-up switches load every tab's view.
        let result = LeakCheck.measure(rounds: 1_000, warmUp: 4) { round in
            delegate.animates = round % 4 != 3
            let interactive = round % 10 == 5
            let interactor = interactive ? LeakTestInteractor(animator: delegate.animator) : nil
            delegate.interactor = interactor
            tabs.selectedIndex = (tabs.selectedIndex + 1) % 4
            delegate.interactor = nil
            if let interactor {
                host.runTicks(2)
                interactor.context?.updateInteractiveTransition(0.3)
                interactor.context?.cancelInteractiveTransition()
            }
            host.settle()
        }
        expectNoLeak(result, tally, transitions: 1_000)
    }

    @Test("the sliding container: anchoring right and left and resetting, animated and not")
    func sliding() {
        let host = makeHost()
        let sliding = SlidingViewController(topViewController: LeakTestPage())
        sliding.underLeftViewController = LeakTestPage()
        sliding.underRightViewController = LeakTestPage()
        host.window.rootViewController = sliding
        host.runTicks(1)
        let tally = TransitionTally()
        TransitionObservers.add(tally)
        defer { TransitionObservers.remove(tally) }
        // Two warm-up rounds load both under controllers' views.
        let result = LeakCheck.measure(rounds: 500, warmUp: 2) { round in
            if round % 2 == 0 {
                sliding.anchorTopViewToRight(animated: round % 6 != 4)
            } else {
                sliding.anchorTopViewToLeft(animated: round % 6 != 5)
            }
            host.settle()
            sliding.resetTopView(animated: round % 5 != 4)
            host.settle()
        }
        expectNoLeak(result, tally, transitions: 1_000)
        #expect(sliding.currentTopViewPosition == .centered)
    }

    @Test("a whole window of controllers is freed once the host lets go of it")
    func everythingGoesWithTheWindow() {
        weak var window: UIWindow?
        weak var navigation: UINavigationController?
        var pages: [() -> UIViewController?] = []
        do {
            let host = makeHost()
            let root = LeakTestPage(), pushed = LeakTestPage(), presented = LeakTestPage()
            let container = UINavigationController(rootViewController: root)
            window = host.window
            navigation = container
            for page in [root, pushed, presented] { pages.append { [weak page] in page } }
            host.window.rootViewController = container
            host.runTicks(1)
            container.pushViewController(pushed, animated: true)
            host.settle()
            container.present(presented, animated: true)
            host.settle()
            container.dismiss(animated: true)
            host.settle()
        }
        // The host's loop stays installed as `FixedTimestepLoop.main` until another
        // host replaces it; then the old window and everything in it is freed.
        let next = HeadlessHost(size: Self.size)
        #expect(window == nil)
        #expect(navigation == nil)
        #expect(pages.allSatisfy { $0() == nil })
        withExtendedLifetime(next) {}
    }
}

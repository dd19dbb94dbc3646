import Foundation
import Testing
@testable import Segue

/// Logs what a `TransitionObserver` is told, one line each.
@MainActor
private final class ObserverLog: TransitionObserver {
    var entries: [String] = []

    func transitionDidStart(_ context: ViewControllerTransitionContext) {
        entries.append("start \(context.operation) interactive=\(context.initiallyInteractive)")
    }

    func transition(_ context: ViewControllerTransitionContext, didUpdatePercentComplete percentComplete: CGFloat) {
        entries.append("update \(context.operation) \(percentComplete)")
    }

    func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {
        entries.append("end \(context.operation) \(completed ? "completed" : "cancelled")")
    }

    func viewController(_ viewController: UIViewController, willReceive callback: AppearanceCallback) {
        entries.append("\(type(of: viewController)).\(callback.rawValue)")
    }
}

/// An interactor the test drives by hand: it starts the animator and waits.
@MainActor
private final class ManualInteractor: NSObject, UIViewControllerInteractiveTransitioning {
    var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }
}

@MainActor
private final class ObservedFirst: UIViewController {}
@MainActor
private final class ObservedSecond: UIViewController {}

/// Presents with a manual interactor so a test can update, cancel or finish.
@MainActor
private final class ManualDelegate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let interactor = ManualInteractor()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
    }
}

@MainActor
@Suite("TransitionObserver: transitions and appearance callbacks, for reports")
struct TransitionObserverTests {
    @Test("an animated push is told with its operation, between the appearance begins and ends")
    func presentAndPush() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300))
        let log = ObserverLog()
        TransitionObservers.add(log)
        TransitionObservers.add(log)              // twice: told once
        defer { TransitionObservers.remove(log) }
        let first = ObservedFirst()
        host.window.rootViewController = first
        first.present(ObservedSecond(), animated: false)
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.window.rootViewController = navigation
        log.entries.removeAll()
        navigation.pushViewController(ObservedFirst(), animated: true)
        host.settle()
        #expect(log.entries == [
            "UIViewController.viewWillDisappear", "ObservedFirst.viewWillAppear", "start push interactive=false",
            "end push completed", "UIViewController.viewDidDisappear", "ObservedFirst.viewDidAppear",
        ])
        // The replaced root still presents: its presentation holds it until dismissed.
        first.dismiss(animated: false)
        host.windDown()
    }

    @Test("the first transition's whole story: start, appearance, end")
    func presentStory() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300))
        let first = ObservedFirst()
        host.window.rootViewController = first
        let log = ObserverLog()
        TransitionObservers.add(log)
        defer { TransitionObservers.remove(log) }
        first.present(ObservedSecond(), animated: false)
        #expect(log.entries == [
            "ObservedFirst.viewWillDisappear", "ObservedSecond.viewWillAppear",
            "start present interactive=false", "end present completed",
            "ObservedSecond.viewDidAppear", "ObservedFirst.viewDidDisappear",
        ])
        host.windDown()
    }

    @Test("an interactive present reports its updates and its cancellation; a removed observer hears nothing")
    func interactiveCancel() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300))
        let first = ObservedFirst()
        host.window.rootViewController = first
        let log = ObserverLog()
        TransitionObservers.add(log)
        let delegate = ManualDelegate()
        let second = ObservedSecond()
        second.transitioningDelegate = delegate
        first.present(second, animated: true)
        let context = try #require(delegate.interactor.context)
        context.updateInteractiveTransition(0.25)
        context.updateInteractiveTransition(2)            // clamped to 1
        context.cancelInteractiveTransition()
        context.completeTransition(false)
        TransitionObservers.remove(log)
        #expect(TransitionObservers.isEmpty)
        first.present(ObservedSecond(), animated: false)
        #expect(log.entries.filter { !$0.contains(".view") } == [
            "start present interactive=true", "update present 0.25", "update present 1.0", "end present cancelled",
        ])
        host.windDown()
    }

    @Test("operations the containers name: dismiss, tab, rotation, default custom")
    func operations() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300))
        let log = ObserverLog()
        TransitionObservers.add(log)
        defer { TransitionObservers.remove(log) }
        let first = ObservedFirst()
        host.window.rootViewController = first
        first.present(ObservedSecond(), animated: false)
        first.dismiss(animated: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [ObservedFirst(), ObservedSecond()]
        host.window.rootViewController = tabs
        host.runTicks(1)
        tabs.selectedIndex = 1
        host.settle()
        host.rotate(to: .landscapeLeft, animated: false)
        host.settle()
        let starts = log.entries.filter { $0.hasPrefix("start") }
        #expect(starts.contains("start present interactive=false"))
        #expect(starts.contains("start dismiss interactive=false"))
        #expect(starts.contains("start rotation interactive=false"))
        let custom = ViewControllerTransitionContext(containerView: UIView(), from: nil, to: nil, fromView: nil, toView: nil, isAnimated: false)
        #expect(custom.operation == "custom")
    }
}

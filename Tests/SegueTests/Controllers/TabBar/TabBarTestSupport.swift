import Foundation
import Testing
@testable import Segue

/// A window with a tab bar controller of logging tabs, on screen.
@MainActor
struct TabsFixture {
    let host: HeadlessHost
    let log: CallbackLog
    let tabs: UITabBarController
    let children: [LoggingViewController]
    private let keeper = Keeper()

    /// Keeps objects the tab bar controller holds weakly (its delegate) alive for the test.
    final class Keeper { var objects: [AnyObject] = [] }

    /// `names.count` tabs named by `names`; the tab bar controller is the window's
    /// root (on screen) unless `onScreen` is false. The log starts empty.
    init(_ names: [String] = ["A", "B", "C"], onScreen: Bool = true, tabs: UITabBarController = UITabBarController(),
         log: CallbackLog = CallbackLog()) {
        host = HeadlessHost(size: CGSize(width: 390, height: 844))
        self.log = log
        self.tabs = tabs
        children = names.map { LoggingViewController($0, log: log) }
        tabs.viewControllers = children
        if onScreen {
            host.window.rootViewController = tabs
            host.runTicks(1)
        }
        log.clear()
    }

    /// Makes a logging delegate (vending `animator` and `interactor`) the tab bar
    /// controller's delegate and keeps it alive.
    @discardableResult
    func useDelegate(animator: UIViewControllerAnimatedTransitioning? = nil,
                     interactor: UIViewControllerInteractiveTransitioning? = nil) -> LoggingTabDelegate {
        let delegate = LoggingTabDelegate(log: log)
        delegate.animator = animator
        delegate.interactor = interactor
        keeper.objects.append(delegate)
        tabs.delegate = delegate
        return delegate
    }

    subscript(_ index: Int) -> LoggingViewController { children[index] }

    /// The content view tab switches run in.
    var contentView: UIView { (tabs.view as! TabBarControllerView).contentView }

    /// The centre of a tab's item on the bar, in window coordinates.
    func itemCentre(_ index: Int) -> CGPoint {
        let frame = tabs.tabBar.frame(for: children[index].tabBarItem)!
        return tabs.tabBar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    /// Clicks a tab's item on the bar.
    func tap(_ index: Int) {
        host.click(at: itemCentre(index))
    }

    /// The log without the views' loading.
    var entries: [String] { log.entries.filter { !$0.hasSuffix(".viewDidLoad") } }

    /// Whether only the selected tab's view is in the content view, filling it.
    var hierarchyIsSettled: Bool {
        guard let selected = tabs.selectedViewController else { return contentView.subviews.isEmpty }
        return contentView.subviews.count == 1 && contentView.subviews[0] === selected.viewIfLoaded
            && selected.view.frame == contentView.bounds
    }
}

/// A tab bar controller delegate that logs what it is asked and answers as told.
@MainActor
final class LoggingTabDelegate: UITabBarControllerDelegate {
    let log: CallbackLog
    var allowsSelection = true
    var animator: UIViewControllerAnimatedTransitioning?
    var interactor: UIViewControllerInteractiveTransitioning?

    init(log: CallbackLog) { self.log = log }

    private func name(_ controller: UIViewController) -> String { controller.title ?? "?" }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.record("delegate.shouldSelect(\(name(viewController)))")
        return allowsSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.record("delegate.didSelect(\(name(viewController)))")
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.record("delegate.animationController(\(name(fromVC))→\(name(toVC)))")
        return animator
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log.record("delegate.interactionController")
        #expect(animationController === animator)
        return interactor
    }
}

/// A cross-fade written the way an app writes one: the incoming view fades in
/// over the outgoing one, which leaves at the end.
@MainActor
final class FadeTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let log: CallbackLog?

    init(duration: TimeInterval = 0.4, log: CallbackLog? = nil) {
        self.duration = duration
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log?.record("animator.animateTransition")
        guard let toVC = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                toView.removeFromSuperview()
            } else {
                fromView.removeFromSuperview()
            }
            toView.alpha = 1
            transitionContext.completeTransition(!cancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.record("animator.animationEnded(\(transitionCompleted))")
    }
}

/// A horizontal slide written the way an app writes one: the new tab pushes the
/// old one out to the left, linearly; a cancelled slide puts the old view back.
@MainActor
final class SlideTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let log: CallbackLog?

    init(duration: TimeInterval = 0.4, log: CallbackLog? = nil) {
        self.duration = duration
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log?.record("animator.animateTransition")
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let fromStart = transitionContext.initialFrame(for: fromVC)
        let toEnd = transitionContext.finalFrame(for: toVC)
        toView.frame = toEnd.offsetBy(dx: width, dy: 0)
        container.addSubview(toView)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            fromView.frame = fromStart.offsetBy(dx: -width, dy: 0)
            toView.frame = toEnd
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            fromView.frame = fromStart
            if cancelled {
                toView.removeFromSuperview()
            } else {
                fromView.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.record("animator.animationEnded(\(transitionCompleted))")
    }
}

/// An interaction controller that starts the animator and keeps the context, so
/// a test can finish or cancel the switch.
@MainActor
final class DrivingTabInteractor: UIViewControllerInteractiveTransitioning {
    let animator: UIViewControllerAnimatedTransitioning
    let log: CallbackLog
    private(set) var context: UIViewControllerContextTransitioning?

    init(animator: UIViewControllerAnimatedTransitioning, log: CallbackLog) {
        self.animator = animator
        self.log = log
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        log.record("interactor.startInteractiveTransition")
        context = transitionContext
        animator.animateTransition(using: transitionContext)
    }
}

/// An interaction controller that only records that it was started.
@MainActor
final class StartOnlyTabInteractor: UIViewControllerInteractiveTransitioning {
    let log: CallbackLog
    private(set) var context: UIViewControllerContextTransitioning?

    init(log: CallbackLog) { self.log = log }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        log.record("interactor.startInteractiveTransition")
        context = transitionContext
    }
}

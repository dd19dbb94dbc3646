import Foundation
import Testing
@testable import Segue

/// A tab that adds an alongside animation and completion from its viewWillAppear.
@MainActor
private final class AlongsideTab: LoggingViewController {
    let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// Weak: the coordinator holds this controller (no cycle for the leak check).
    private(set) weak var coordinatorInWillAppear: UIViewControllerTransitionCoordinator?
    /// Whether viewWillAppear had a coordinator (an instant switch's is gone by the time the test looks).
    private(set) var hadCoordinatorInWillAppear = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(marker)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        coordinatorInWillAppear = transitionCoordinator
        hadCoordinatorInWillAppear = transitionCoordinator != nil
        transitionCoordinator?.animate(alongsideTransition: { [marker, log] context in
            log.record("alongside(animated: \(context.isAnimated))")
            marker.alpha = 0
        }, completion: { [log] context in
            log.record("alongside.completion(cancelled: \(context.isCancelled))")
        })
    }
}

@MainActor
@Suite("UITabBarController: the transition coordinator")
struct UITabBarControllerCoordinatorTests {
    @Test("alongside animations run with the animator; completions run after the hierarchy settled, before animationEnded")
    func alongsideAndCompletionOrder() throws {
        let log = CallbackLog()
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let tabs = UITabBarController()
        let a = LoggingViewController("A", log: log), b = AlongsideTab("B", log: log)
        tabs.viewControllers = [a, b]
        host.window.rootViewController = tabs
        let delegate = LoggingTabDelegate(log: CallbackLog())
        delegate.animator = FadeTabAnimator(duration: 0.4, log: log)
        tabs.delegate = delegate
        log.clear()
        tabs.selectedIndex = 1
        #expect(b.coordinatorInWillAppear === tabs.transitionCoordinator)
        #expect(a.transitionCoordinator === tabs.transitionCoordinator)
        host.advance(by: 0.2)
        let markerOpacity = try #require(b.marker.layer.presentation()).opacity
        #expect(abs(Double(markerOpacity) - 0.5) < 0.1)
        #expect(host.settle())
        #expect(log.entries.filter { !$0.hasSuffix("viewDidLoad") } == [
            "A.viewWillDisappear", "B.viewWillAppear", "alongside(animated: true)", "animator.animateTransition",
            "A.viewDidDisappear", "B.viewDidAppear", "alongside.completion(cancelled: false)", "animator.animationEnded(true)",
        ])
        #expect(tabs.transitionCoordinator == nil && b.transitionCoordinator == nil && a.transitionCoordinator == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test("the default instant switch has a coordinator too, not animated, and its completion runs at once")
    func instantSwitchCoordinator() {
        let log = CallbackLog()
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let tabs = UITabBarController()
        let b = AlongsideTab("B", log: log)
        tabs.viewControllers = [LoggingViewController("A", log: log), b]
        host.window.rootViewController = tabs
        log.clear()
        tabs.selectedIndex = 1
        #expect(b.hadCoordinatorInWillAppear)
        #expect(log.entries.filter { !$0.hasSuffix("viewDidLoad") } == [
            "A.viewWillDisappear", "B.viewWillAppear", "alongside(animated: false)",
            "A.viewDidDisappear", "B.viewDidAppear", "alongside.completion(cancelled: false)",
        ])
        #expect(b.marker.alpha == 0)
    }

    @Test("a cancelled switch tells the alongside completion it was cancelled")
    func cancelledAlongsideCompletion() throws {
        let log = CallbackLog()
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let tabs = UITabBarController()
        tabs.viewControllers = [LoggingViewController("A", log: log), AlongsideTab("B", log: log)]
        host.window.rootViewController = tabs
        let animator = FadeTabAnimator(duration: 0.3)
        let interactor = DrivingTabInteractor(animator: animator, log: CallbackLog())
        let delegate = LoggingTabDelegate(log: CallbackLog())
        delegate.animator = animator
        delegate.interactor = interactor
        tabs.delegate = delegate
        log.clear()
        tabs.selectedIndex = 1
        host.advance(by: 0.1)
        try #require(interactor.context).cancelInteractiveTransition()
        #expect(host.settle())
        #expect(log.entries.filter { !$0.hasSuffix("viewDidLoad") } == [
            "A.viewWillDisappear", "B.viewWillAppear", "alongside(animated: true)",
            "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
            "alongside.completion(cancelled: true)",
        ])
        #expect(tabs.selectedIndex == 0)
        withExtendedLifetime(delegate) {}
    }
}

import Foundation
import Testing
@testable import Segue

/// A controller that adds an alongside animation and completion from viewWillAppear.
@MainActor
final class AlongsideViewController: UIViewController {
    let log: CallbackLog
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// Weak: the coordinator holds this controller (no cycle for the leak check).
    private(set) weak var coordinatorInWillAppear: UIViewControllerTransitionCoordinator?

    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        view.addSubview(badge)
    }

    override func viewWillAppear(_ animated: Bool) {
        log.record("C.viewWillAppear")
        coordinatorInWillAppear = transitionCoordinator
        transitionCoordinator?.animate(alongsideTransition: { [badge] _ in
            badge.alpha = 0
        }, completion: { [log] context in
            log.record("alongside.completion(cancelled: \(context.isCancelled))")
        })
    }

    override func viewDidAppear(_ animated: Bool) { log.record("C.viewDidAppear") }
}

@MainActor
@Suite("ViewControllerTransitionContext: UIKit's transition anatomy and ordering")
struct ViewControllerTransitionContextTests {
    @Test("a non-interactive transition: appearance begins, animateTransition, then completion in UIKit's order")
    func completedOrder() {
        let scene = SwapScene()
        let animator = RecordingSlideAnimator(log: scene.log, duration: 0.5)
        scene.container.swap(to: scene.b, animator: animator) { scene.log.record("end(\($0))") }
        #expect(scene.log.withoutContainment == ["A.viewWillDisappear", "B.viewWillAppear", "animator.animateTransition"])
        scene.host.advance(by: 0.6)
        #expect(scene.log.withoutContainment == [
            "A.viewWillDisappear", "B.viewWillAppear", "animator.animateTransition",
            "A.viewDidDisappear", "B.viewDidAppear", "animator.animationEnded(true)", "end(true)",
        ])
        #expect(scene.b.view.superview === scene.container.view)
        #expect(scene.a.viewIfLoaded?.superview == nil)
        #expect(scene.container.children.map { $0 === scene.b } == [true])
    }

    @Test("transitionCoordinator is there from viewWillAppear until the end; alongside animations run on the transition's timing")
    func coordinatorAndAlongside() {
        let scene = SwapScene()
        let incoming = AlongsideViewController(log: scene.log)
        let animator = RecordingSlideAnimator(log: scene.log, duration: 1)
        let context = scene.container.swap(to: incoming, animator: animator) { scene.log.record("end(\($0))") }
        #expect(incoming.coordinatorInWillAppear === context)
        #expect(incoming.coordinatorInWillAppear?.transitionDuration == 1)
        scene.host.advance(by: 0.5)
        let midAlpha = incoming.badge.layer.presentation()!.opacity
        #expect(midAlpha > 0.1 && midAlpha < 0.9)
        scene.host.advance(by: 0.6)
        #expect(incoming.transitionCoordinator == nil)
        let tail = Array(scene.log.withoutContainment.suffix(4))
        #expect(tail == ["C.viewDidAppear", "alongside.completion(cancelled: false)", "animator.animationEnded(true)", "end(true)"])
        #expect(context?.animate(alongsideTransition: { _ in }, completion: nil) == false)
    }

    @Test("completeTransition twice is reported and changes nothing")
    func completeTwice() {
        let scene = SwapScene()
        let animator = RecordingSlideAnimator(log: scene.log, duration: 0.25)
        let context = scene.container.swap(to: scene.b, animator: animator)!
        scene.host.advance(by: 0.3)
        let before = scene.log.entries
        let messages = collectingDiagnostics { context.completeTransition(false) }
        #expect(scene.log.entries == before)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("called again") == true)
        #expect(scene.b.view.superview === scene.container.view)
    }

    @Test("with an interaction controller only startInteractiveTransition is called by the container")
    func interactorStarts() {
        let scene = SwapScene()
        let animator = RecordingSlideAnimator(log: scene.log)
        let interactor = ScriptedInteractor(log: scene.log, animator: animator)
        let context = scene.container.swap(to: scene.b, animator: animator, interactor: interactor)!
        #expect(scene.log.withoutContainment == ["A.viewWillDisappear", "B.viewWillAppear", "interactor.startInteractiveTransition", "animator.animateTransition"])
        #expect(context.isInteractive)
        #expect(context.initiallyInteractive)
        context.updateInteractiveTransition(1.7)
        #expect(context.percentComplete == 1)
        context.updateInteractiveTransition(-3)
        #expect(context.percentComplete == 0)
        context.updateInteractiveTransition(0.4)
        #expect(context.percentComplete == 0.4)
        context.finishInteractiveTransition()
        scene.host.windDown()
    }

    @Test("a cancelled interactive transition restores the hierarchy with the reversed, balanced callbacks")
    func cancelledOrder() {
        let scene = SwapScene()
        let animator = RecordingSlideAnimator(log: scene.log, duration: 0.5)
        let interactor = ScriptedInteractor(log: scene.log, animator: animator)
        var changes: [(interactive: Bool, cancelled: Bool)] = []
        let context = scene.container.swap(to: scene.b, animator: animator, interactor: interactor) { scene.log.record("end(\($0))") }!
        context.notifyWhenInteractionChanges { changes.append(($0.isInteractive, $0.isCancelled)) }
        context.updateInteractiveTransition(0.3)
        context.cancelInteractiveTransition()
        #expect(!context.isInteractive)
        #expect(context.transitionWasCancelled)
        scene.host.advance(by: 0.6)
        #expect(scene.log.withoutContainment == [
            "A.viewWillDisappear", "B.viewWillAppear", "interactor.startInteractiveTransition", "animator.animateTransition",
            "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
            "animator.animationEnded(false)", "end(false)",
        ])
        #expect(changes.count == 1)
        #expect(changes.first?.interactive == false && changes.first?.cancelled == true)
        #expect(scene.a.view.superview === scene.container.view)
        #expect(scene.b.viewIfLoaded?.superview == nil)
        #expect(scene.b.parent == nil)
    }

    @Test("interaction calls on a transition without an interaction controller are reported and ignored")
    func interactionWithoutInteractor() {
        let scene = SwapScene()
        let context = scene.container.swap(to: scene.b, animator: RecordingSlideAnimator(log: scene.log))!
        let messages = collectingDiagnostics {
            context.updateInteractiveTransition(0.5)
            context.cancelInteractiveTransition()
        }
        #expect(messages.count == 2)
        #expect(!context.transitionWasCancelled)
        #expect(context.percentComplete == 0)
        scene.host.windDown()
    }

    @Test("an animator that never completes is reported once after the watchdog timeout, not while interactive")
    func watchdog() {
        final class Forgetful: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
        }
        let scene = SwapScene()
        var context: ViewControllerTransitionContext?
        let early = collectingDiagnostics {
            context = scene.container.swap(to: scene.b, animator: Forgetful())
            scene.host.advance(by: 9.9)
        }
        #expect(early.isEmpty)
        let late = collectingDiagnostics { scene.host.advance(by: 0.2) }
        #expect(late.count == 1)
        #expect(late.first?.contains("has not called completeTransition") == true)
        #expect(context?.watchdogTimeout == 10)
        let after = collectingDiagnostics { scene.host.advance(by: 20) }
        #expect(after.isEmpty)
        // The forgetful animator's transition never ends by itself; end it so its
        // context and controllers (which hold each other while it runs) are freed.
        context?.completeTransition(true)
    }

    @Test("an interactive transition waiting on input is never reported by the watchdog")
    func watchdogQuietWhileInteractive() {
        let scene = SwapScene()
        let animator = RecordingSlideAnimator(log: scene.log)
        let interactor = ScriptedInteractor(log: scene.log, animator: animator)
        let messages = collectingDiagnostics {
            _ = scene.container.swap(to: scene.b, animator: animator, interactor: interactor)
            scene.host.advance(by: 30)
        }
        #expect(messages.isEmpty)
    }

    @Test("animated: false runs every callback at once through the immediate animator")
    func notAnimated() {
        let scene = SwapScene()
        scene.container.swap(to: scene.b, animator: RecordingSlideAnimator(log: scene.log), animated: false) { scene.log.record("end(\($0))") }
        #expect(scene.log.withoutContainment == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear", "end(true)"])
        #expect(scene.b.view.frame == scene.container.view.bounds)
    }

    @Test("a negative or non-finite duration is reported and read as 0")
    func badDuration() {
        final class Broken: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { -.infinity }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                transitionContext.completeTransition(true)
            }
        }
        let scene = SwapScene()
        var context: ViewControllerTransitionContext?
        let messages = collectingDiagnostics { context = scene.container.swap(to: scene.b, animator: Broken()) }
        #expect(messages.count == 1)
        #expect(context?.transitionDuration == 0)
        #expect(context?.isCompleted == true)
    }

    @Test("frames and views come from what the container set; unknown frames are .zero")
    func framesAndViews() {
        let from = UIViewController(), to = UIViewController(), other = UIViewController()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let context = ViewControllerTransitionContext(containerView: container, from: from, to: to,
                                                      fromView: nil, toView: to.view, isAnimated: true,
                                                      presentationStyle: .custom)
        context.setFinalFrame(CGRect(x: 0, y: 50, width: 100, height: 50), for: to)
        #expect(context.viewController(forKey: .from) === from)
        #expect(context.viewController(forKey: .to) === to)
        #expect(context.view(forKey: .from) == nil)
        #expect(context.view(forKey: .to) === to.view)
        #expect(context.finalFrame(for: to) == CGRect(x: 0, y: 50, width: 100, height: 50))
        #expect(context.initialFrame(for: to) == .zero)
        #expect(context.finalFrame(for: other) == .zero)
        #expect(context.presentationStyle == .custom)
        #expect(context.targetTransform == .identity)
    }

    @Test("completeTransition before start and interaction calls after the end are reported")
    func outOfLifetimeCalls() {
        let container = UIView()
        let context = ViewControllerTransitionContext(containerView: container, from: nil, to: nil,
                                                      fromView: nil, toView: nil, isAnimated: true)
        let messages = collectingDiagnostics { context.completeTransition(true) }
        #expect(messages.count == 1)
        #expect(!context.isCompleted)
    }
}

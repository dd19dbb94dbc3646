import Foundation
import Testing
@testable import Segue

/// The coordinator a presentation exposes: alongside animations and their
/// completions in UIKit's order, availability from `viewWillAppear`, the flags
/// and the caller's completion timing.
@MainActor
@Suite("Presentation: coordinator, flags and completion timing")
struct PresentationCoordinatorTests {
    /// A controller that adds an alongside animation (fading `dimming` in) from
    /// its `viewWillAppear` and logs the flags it sees.
    final class AlongsideViewController: LoggingViewController {
        let dimming = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        /// Weak: the coordinator holds this controller (no cycle for the leak check).
        private(set) weak var coordinatorInWillAppear: UIViewControllerTransitionCoordinator?

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.record("B.isBeingPresented=\(isBeingPresented)")
            coordinatorInWillAppear = transitionCoordinator
            transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimming.alpha = 1
            }, completion: { context in
                self.log.record("alongside.completion(cancelled: \(context.isCancelled))")
            })
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.record("B.isBeingPresented=\(isBeingPresented)")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.record("B.isBeingDismissed=\(isBeingDismissed)")
        }
    }

    @Test("alongside completions run after the hierarchy settles and before animationEnded; completion last")
    func alongsideOrdering() {
        let fixture = PresentationFixture()
        let log = fixture.log
        let presented = AlongsideViewController("B", log: log)
        presented.dimming.alpha = 0
        fixture.root.view.addSubview(presented.dimming)
        let delegate = TestTransitioningDelegate(animator: FadeTestAnimator(log: log, duration: 1))
        presented.transitioningDelegate = delegate
        fixture.root.present(presented, animated: true) { log.record("completion") }
        #expect(presented.coordinatorInWillAppear != nil)
        fixture.host.advance(by: 0.5)
        let midAlpha = presented.dimming.layer.presentation()!.opacity
        #expect(midAlpha > 0.2 && midAlpha < 0.8)
        #expect(!log.entries.contains("completion"))
        fixture.host.advance(by: 0.6)
        #expect(fixture.entries == [
            "A.viewWillDisappear", "B.viewWillAppear", "B.isBeingPresented=true",
            "animator.animateTransition",
            "B.viewDidAppear", "B.isBeingPresented=true", "A.viewDidDisappear",
            "alongside.completion(cancelled: false)", "animator.animationEnded(true)", "completion",
        ])
        #expect(!presented.isBeingPresented)
        #expect(presented.transitionCoordinator == nil)
        #expect(fixture.root.transitionCoordinator == nil)
    }

    @Test("a cancelled presentation runs the alongside completion with isCancelled and skips the caller's completion")
    func cancelledAlongside() {
        let fixture = PresentationFixture()
        let log = fixture.log
        let presented = AlongsideViewController("B", log: log)
        let delegate = TestTransitioningDelegate(animator: FadeTestAnimator(log: log), interactive: true)
        presented.transitioningDelegate = delegate
        var completions = 0
        fixture.root.present(presented, animated: true) { completions += 1 }
        #expect(presented.transitionCoordinator?.isInteractive == true)
        delegate.interactor?.context?.cancelInteractiveTransition()
        fixture.host.advance(by: 0.6)
        #expect(log.entries.contains("alongside.completion(cancelled: true)"))
        #expect(completions == 0)
    }

    @Test("isBeingDismissed is true through viewDidDisappear, false after")
    func dismissingFlag() {
        let fixture = PresentationFixture()
        let presented = AlongsideViewController("B", log: fixture.log)
        fixture.root.present(presented, animated: false)
        fixture.log.clear()
        fixture.root.dismiss(animated: true)
        #expect(presented.isBeingDismissed)
        #expect(fixture.host.settle())
        #expect(fixture.log.entries.contains("B.isBeingDismissed=true"))
        #expect(!presented.isBeingDismissed)
    }

    @Test("the caller's completion runs once, after the transition completed, not before")
    func completionTiming() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        var presentedCount = 0, dismissedCount = 0
        var sawHierarchy = false
        fixture.root.present(presented, animated: true) {
            presentedCount += 1
            sawHierarchy = fixture.root.presentedViewController === presented && !presented.isBeingPresented
        }
        #expect(presentedCount == 0)
        fixture.host.advance(by: CoverVerticalTransitionAnimator.duration / 2)
        #expect(presentedCount == 0)
        #expect(fixture.host.settle())
        #expect(presentedCount == 1)
        #expect(sawHierarchy)
        presented.dismiss(animated: true) { dismissedCount += 1 }
        fixture.host.advance(by: CoverVerticalTransitionAnimator.duration / 2)
        #expect(dismissedCount == 0)
        #expect(fixture.host.settle())
        #expect(dismissedCount == 1)
        #expect(presentedCount == 1)
    }

    @Test("a completion may start the next transition: present → dismiss → present again, chained")
    func chainedFromCompletions() {
        let fixture = PresentationFixture()
        let first = UIViewController(), second = UIViewController()
        var finished = false
        fixture.root.present(first, animated: true) {
            first.dismiss(animated: true) {
                fixture.root.present(second, animated: true) { finished = true }
            }
        }
        #expect(fixture.host.settle())
        #expect(finished)
        #expect(fixture.root.presentedViewController === second)
        #expect(first.presentingViewController == nil)
        #expect(fixture.containers.count == 1)
        #expect(second.view.superview === fixture.containers.first)
        #expect(fixture.host.window.runningTransitionCount == 0)
    }

    @Test("presentationTransitionWillBegin sees the coordinator")
    func coordinatorInWillBegin() throws {
        let fixture = PresentationFixture()
        let log = fixture.log
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        var controller: LoggingPresentationController?
        let delegate = TestTransitioningDelegate(animator: FadeTestAnimator())
        delegate.makePresentationController = { presented, presenting in
            controller = LoggingPresentationController(presented: presented, presenting: presenting, log: log)
            return controller
        }
        presented.transitioningDelegate = delegate
        fixture.root.present(presented, animated: true)
        let seen = try #require(controller?.coordinatorAtWillBegin)
        #expect(seen === presented.transitionCoordinator)
        #expect(controller?.presentingViewController === fixture.root)
        fixture.host.settle()
    }
}

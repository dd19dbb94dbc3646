import Foundation
import Testing
@testable import Segue

/// What the context tells the animator, the coordinator's ordering, and the
/// controllers' flags during navigation transitions.
@MainActor
@Suite("UINavigationController: context, coordinator and flags")
struct NavigationTransitionContextTests {
    @Test("the container is the content view; to ends at the content frame, from leaves (.zero), to starts unknown (.zero)")
    func framesFromTheContext() throws {
        for pushing in [true, false] {
            let f = NavigationFixture()
            if !pushing { f.navigation.pushViewController(f["B"], animated: false) }
            let animator = NavigationTestAnimator(log: f.log)
            let delegate = RecordingNavigationDelegate(log: f.log, animator: animator)
            f.navigation.delegate = delegate
            if pushing { f.navigation.pushViewController(f["B"], animated: true) } else { f.navigation.popViewController(animated: true) }
            let content = CGRect(x: 0, y: 0, width: 320, height: 436)
            #expect(f.navigation.contentView.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
            #expect(animator.seenContainer === f.navigation.contentView)
            let frames = try #require(animator.seenFrames)
            #expect(frames.fromInitial == content)
            #expect(frames.fromFinal == .zero)
            #expect(frames.toInitial == .zero)
            #expect(frames.toFinal == content)
            let from = pushing ? f["A"] : f["B"], to = pushing ? f["B"] : f["A"]
            #expect(animator.seenViews?.from === from.view && animator.seenViews?.to === to.view)
            let context = try #require(animator.context)
            #expect(context.viewController(forKey: .from) === from && context.viewController(forKey: .to) === to)
            #expect(context.presentationStyle == .none)
            f.finishTransitions()
            #expect(to.view.frame == content)
        }
    }

    @Test("the frames follow a bar hidden in viewWillAppear")
    func framesAfterHidingTheBar() throws {
        final class Fullscreen: LoggingViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }
        let f = NavigationFixture()
        let animator = NavigationTestAnimator(log: f.log)
        let delegate = RecordingNavigationDelegate(log: f.log, animator: animator)
        f.navigation.delegate = delegate
        let full = Fullscreen("F", log: f.log)
        f.navigation.pushViewController(full, animated: true)
        #expect(try #require(animator.seenFrames).toFinal == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(f.navigation.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        // The bar slides up alongside the transition, then hides.
        #expect(!f.navigation.navigationBar.isHidden)
        f.finishTransitions()
        #expect(f.navigation.navigationBar.isHidden && f.navigation.isNavigationBarHidden)
        #expect(full.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("transitionCoordinator works in viewWillAppear; alongside completions run after viewDidAppear, before animationEnded and didShow")
    func coordinatorOrdering() throws {
        final class Coordinated: LoggingViewController {
            var sawCoordinator = false
            var sawAnimatedAlongside = false
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                guard let coordinator = transitionCoordinator else { return }
                sawCoordinator = true
                coordinator.animate(alongsideTransition: { [self] context in
                    sawAnimatedAlongside = context.isAnimated
                    log.record("\(name).alongside")
                    view.alpha = 0.5
                }, completion: { [self] context in
                    log.record("\(name).alongsideCompletion(cancelled: \(context.isCancelled))")
                })
            }
        }
        let f = NavigationFixture()
        let animator = NavigationTestAnimator(log: f.log)
        let delegate = RecordingNavigationDelegate(log: f.log, animator: animator)
        f.navigation.delegate = delegate
        let c = Coordinated("C", log: f.log)
        f.navigation.pushViewController(c, animated: true)
        #expect(c.sawCoordinator && c.sawAnimatedAlongside)
        #expect(c.transitionCoordinator === f.navigation.activeTransition)
        #expect(f["A"].transitionCoordinator === f.navigation.activeTransition)
        #expect(f.navigation.transitionCoordinator === f.navigation.activeTransition)
        #expect(f.log.entries.suffix(2) == ["C.alongside", "animator.animateTransition"])
        f.host.advance(by: 0.15)
        let alpha = try #require(c.view.layer.presentation()).opacity
        #expect(alpha > 0.55 && alpha < 0.95, "the alongside animation runs with the transition")
        f.finishTransitions()
        #expect(f.log.entries.suffix(6) == [
            "A.viewDidDisappear", "C.viewDidAppear", "C.didMove(parent)", "C.alongsideCompletion(cancelled: false)",
            "animator.animationEnded(true)", "delegate.didShow(C)",
        ])
        #expect(c.transitionCoordinator == nil && f["A"].transitionCoordinator == nil)
        #expect(f.navigation.transitionCoordinator == nil)
    }

    @Test("isMovingToParent in viewWillAppear of a pushed controller; isMovingFromParent in viewWillDisappear of a popped one")
    func movingFlags() {
        final class Flags: LoggingViewController {
            var flags: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                flags.append("willAppear to:\(isMovingToParent) from:\(isMovingFromParent)")
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                flags.append("willDisappear to:\(isMovingToParent) from:\(isMovingFromParent)")
            }
        }
        let f = NavigationFixture()
        let b = Flags("B", log: f.log), c = Flags("C", log: f.log)
        f.navigation.pushViewController(b, animated: true)
        f.finishTransitions()
        f.navigation.pushViewController(c, animated: true)
        f.finishTransitions()
        f.navigation.popViewController(animated: true)
        f.finishTransitions()
        f.navigation.popViewController(animated: false)
        #expect(b.flags == [
            "willAppear to:true from:false",     // pushed
            "willDisappear to:false from:false", // covered by C
            "willAppear to:false from:false",    // uncovered by popping C
            "willDisappear to:false from:true",  // popped
        ])
        #expect(c.flags == ["willAppear to:true from:false", "willDisappear to:false from:true"])
        #expect(!b.isMovingFromParent && !c.isMovingFromParent)
    }

    @Test("navigationController walks up the parents; visibleViewController is the top")
    func navigationControllerProperty() {
        let f = NavigationFixture()
        let child = UIViewController()
        f["A"].addChild(child)
        child.didMove(toParent: f["A"])
        #expect(f["A"].navigationController === f.navigation)
        #expect(child.navigationController === f.navigation)
        #expect(f.navigation.navigationController == nil)
        #expect(f["B"].navigationController == nil)
        #expect(f.navigation.visibleViewController === f["A"])
        f.navigation.pushViewController(f["B"], animated: false)
        #expect(f.navigation.visibleViewController === f["B"])
        #expect(f.navigation.topViewController === f["B"])
    }

    @Test("operations are UIKit's raw values")
    func operationValues() {
        #expect(UINavigationController.Operation.none.rawValue == 0)
        #expect(UINavigationController.Operation.push.rawValue == 1)
        #expect(UINavigationController.Operation.pop.rawValue == 2)
    }
}

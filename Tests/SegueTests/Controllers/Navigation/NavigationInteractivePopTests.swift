import Foundation
import Testing
@testable import Segue

/// The interactive pop: a drag from the left edge pops with the finger, finishes
/// past half or on a rightward flick, cancels otherwise with UIKit's cancelled-pop
/// order, and only starts when a pop can.
@MainActor
@Suite("UINavigationController: interactive pop gesture")
struct NavigationInteractivePopTests {
    /// Where drags start: 2 pt from the left edge of the 320 × 480 window.
    static let edge = CGPoint(x: 2, y: 240)
    /// The pan's hysteresis: translation starts this far from the touch-down point.
    static let hysteresis: CGFloat = 10

    /// A fixture with A and B on the stack (B on top) and the log cleared.
    static func twoDeep() -> NavigationFixture {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: false)
        f.log.clear()
        return f
    }

    /// Presses at `start` and moves, one tick per step, to `x` in `steps` steps.
    static func press(_ f: NavigationFixture, from start: CGPoint = edge, to x: CGFloat, steps: Int = 10) {
        f.host.touchDown(at: start)
        for step in 1...steps {
            f.host.runTicks(1)
            let fraction = CGFloat(step) / CGFloat(steps)
            f.host.touchMove(to: CGPoint(x: start.x + (x - start.x) * fraction, y: start.y))
        }
        f.host.runTicks(1)
    }

    /// Holds the finger still at `x` for longer than the pan's velocity window
    /// (so the release velocity is zero), then lifts it.
    static func holdAndRelease(_ f: NavigationFixture, at x: CGFloat) {
        let point = CGPoint(x: x, y: edge.y)
        let ticks = Int((UIPanGestureRecognizer.velocitySampleWindow * 1.5 / f.host.loop.tickInterval).rounded(.up))
        for _ in 0..<ticks {
            f.host.touchMove(to: point)
            f.host.runTicks(1)
        }
        f.host.touchUp(at: point)
    }

    /// The progress a finger at `x` shows, for a drag that started at the edge.
    static func progress(at x: CGFloat) -> CGFloat { (x - edge.x - hysteresis) / 320 }

    /// The drawn frame of a view's layer (its presentation values).
    static func drawnFrame(_ view: UIView) -> CGRect { view.layer.presentationProperties.frame }

    @Test("the recognizer: a left-edge UIScreenEdgePanGestureRecognizer on the navigation controller's view")
    func recognizer() throws {
        let f = Self.twoDeep()
        let gesture = try #require(f.navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(gesture.edges == .left)
        #expect(gesture.view === f.navigation.view)
        #expect(gesture.isEnabled)
    }

    @Test("a drag past half pops: the completed pop's callbacks, A on screen, the bar shows A")
    func pastHalfCompletes() {
        let f = Self.twoDeep()
        Self.press(f, to: 250)
        #expect(f.navigation.activeTransition?.isInteractive == true)
        #expect(f.stackNames == ["A"])
        Self.holdAndRelease(f, at: 250)
        f.finishTransitions()
        #expect(f.log.entries == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
            "B.viewDidDisappear", "B.didMove(nil)", "A.viewDidAppear",
        ])
        #expect(f.stackNames == ["A"])
        #expect(f.childNames == ["A"])
        #expect(f.containerSubviews == [f["A"].view])
        #expect(f["A"].view.frame == f.navigation.contentView.bounds)
        #expect(f.navigation.navigationBar.titleLabel.text == "A")
        #expect(f.navigation.activeTransition == nil)
    }

    @Test("a short drag released still cancels: UIKit's cancelled-pop order, everything restored")
    func shortDragCancels() {
        let f = Self.twoDeep()
        let childrenBefore = f.navigation.children.map(ObjectIdentifier.init)
        let bFrame = f["B"].view.frame
        Self.press(f, to: 100)
        Self.holdAndRelease(f, at: 100)
        f.finishTransitions()
        #expect(f.appearanceCallbacks == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
            "B.viewWillAppear", "B.viewDidAppear",
        ])
        #expect(f.log.entries == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "B.didMove(parent)",
        ])
        #expect(f.stackNames == ["A", "B"])
        #expect(f.navigation.children.map(ObjectIdentifier.init) == childrenBefore)
        #expect(f.containerSubviews == [f["B"].view])
        #expect(f["B"].view.frame == bFrame)
        #expect(Self.drawnFrame(f["B"].view) == bFrame)
        #expect(f["A"].viewIfLoaded?.superview == nil)
        #expect(f.navigation.navigationBar.titleLabel.text == "B")
        #expect(f.navigation.navigationBar.topItem === f["B"].navigationItem)
        #expect(f.navigation.navigationBar.subviews.filter { $0 is NavigationBarContentView }.count == 1)
        #expect(f.navigation.activeTransition == nil)
        #expect(f["B"].appearanceState == .appeared && f["A"].appearanceState == .disappeared)
        #expect(f["B"].parent === f.navigation && !f["B"].isMovingFromParent)
    }

    @Test("mid-drag the views follow the finger: outgoing at p · width, incoming at −30 % · (1 − p) · width")
    func viewsFollowTheFinger() throws {
        let f = Self.twoDeep()
        let width: CGFloat = 320
        for x: CGFloat in [60, 140, 220, 120] {
            Self.press(f, to: x, steps: 1)
            let p = Self.progress(at: x)
            #expect(abs(Self.drawnFrame(f["B"].view).minX - p * width) < 0.5, "outgoing at x = \(x)")
            #expect(abs(Self.drawnFrame(f["A"].view).minX - (-0.3 * width * (1 - p))) < 0.5, "incoming at x = \(x)")
            // Time alone does not move anything while the finger holds still.
            f.host.runTicks(20)
            #expect(abs(Self.drawnFrame(f["B"].view).minX - p * width) < 0.5)
            f.host.touchUp(at: CGPoint(x: x, y: Self.edge.y))
            f.finishTransitions()
            if f.stackNames == ["A"] { f.navigation.pushViewController(f["B"], animated: false) }
        }
    }

    @Test("the bar's title cross-fade scrubs with the finger and holds while it holds")
    func barCrossFadeScrubs() throws {
        let f = Self.twoDeep()
        let bar = f.navigation.navigationBar
        Self.press(f, to: 60)
        let incoming = try #require(bar.content)
        let early = incoming.layer.presentationProperties.opacity
        f.host.runTicks(20)
        #expect(incoming.layer.presentationProperties.opacity == early, "time alone does not advance the fade")
        f.host.touchMove(to: CGPoint(x: 250, y: Self.edge.y))
        f.host.runTicks(1)
        let late = incoming.layer.presentationProperties.opacity
        #expect(early > 0 && early < 0.5)
        #expect(late > early && late <= 1)
        f.host.touchMove(to: CGPoint(x: 60, y: Self.edge.y))
        f.host.runTicks(1)
        #expect(abs(incoming.layer.presentationProperties.opacity - early) < 1e-6, "scrubbing back fades back")
        Self.holdAndRelease(f, at: 60)
        f.finishTransitions()
    }

    @Test("a fast flick to the right pops even when short")
    func flickCompletes() {
        let f = Self.twoDeep()
        f.host.drag(from: Self.edge, to: CGPoint(x: 90, y: Self.edge.y), duration: 0.1)
        f.finishTransitions()
        #expect(f.stackNames == ["A"])
        #expect(f.containerSubviews == [f["A"].view])
    }

    @Test("touches cancelled mid-drag (the pointer left the window) cancel the pop, even past half")
    func cancelledTouchesCancel() {
        let f = Self.twoDeep()
        Self.press(f, to: 250)
        f.host.cancelTouches()
        f.finishTransitions()
        #expect(f.stackNames == ["A", "B"])
        #expect(f.containerSubviews == [f["B"].view])
        #expect(f.appearanceCallbacks.suffix(2) == ["B.viewWillAppear", "B.viewDidAppear"])
        #expect(f.navigation.activeTransition == nil)
    }

    @Test("release rule: a flick decides by direction, else past half")
    func releaseRule() {
        let flick = UINavigationController.interactivePopFlickVelocity
        #expect(UINavigationController.popFinishes(progress: 0.1, velocity: flick))
        #expect(!UINavigationController.popFinishes(progress: 0.9, velocity: -flick))
        #expect(UINavigationController.popFinishes(progress: 0.51, velocity: 0))
        #expect(!UINavigationController.popFinishes(progress: 0.49, velocity: flick / 2))
    }

    @Test("a drag that does not start at the edge does nothing")
    func notFromTheEdge() {
        let f = Self.twoDeep()
        f.host.drag(from: CGPoint(x: 60, y: 240), to: CGPoint(x: 300, y: 240), duration: 0.3)
        f.finishTransitions()
        #expect(f.log.entries.isEmpty)
        #expect(f.stackNames == ["A", "B"])
        #expect(f.containerSubviews == [f["B"].view])
    }

    @Test("with one controller on the stack the gesture never begins, whatever its delegate says")
    func oneController() {
        let f = NavigationFixture()
        final class Yes: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        let yes = Yes()
        f.navigation.interactivePopGestureRecognizer?.delegate = yes
        let diagnostics = collectingDiagnostics {
            f.host.drag(from: Self.edge, to: CGPoint(x: 300, y: 240), duration: 0.3)
            f.finishTransitions()
        }
        #expect(diagnostics.isEmpty)
        #expect(f.log.entries.isEmpty)
        #expect(f.stackNames == ["A"])
        #expect(f.containerSubviews == [f["A"].view])
    }

    @Test("an app can disable the gesture, or refuse it through its delegate")
    func disabledOrRefused() throws {
        let f = Self.twoDeep()
        let gesture = try #require(f.navigation.interactivePopGestureRecognizer)
        gesture.isEnabled = false
        f.host.drag(from: Self.edge, to: CGPoint(x: 300, y: 240), duration: 0.3)
        f.finishTransitions()
        #expect(f.stackNames == ["A", "B"] && f.log.entries.isEmpty)

        gesture.isEnabled = true
        final class No: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let no = No()
        gesture.delegate = no
        f.host.drag(from: Self.edge, to: CGPoint(x: 300, y: 240), duration: 0.3)
        f.finishTransitions()
        #expect(f.stackNames == ["A", "B"] && f.log.entries.isEmpty)

        gesture.delegate = nil
        f.host.drag(from: Self.edge, to: CGPoint(x: 300, y: 240), duration: 0.3)
        f.finishTransitions()
        #expect(f.stackNames == ["A"])
    }

    @Test("no second pop while a transition runs: the gesture fails")
    func duringTransition() {
        let f = NavigationFixture()
        f.navigation.setViewControllers([f["A"], f["B"], f["C"]], animated: false)
        f.navigation.popViewController(animated: true)
        f.log.clear()
        f.host.touchDown(at: Self.edge)
        #expect(f.navigation.interactivePopGestureRecognizer?.state == .failed)
        f.host.touchUp(at: Self.edge)
        f.finishTransitions()
        #expect(f.stackNames == ["A", "B"])
    }

    @Test("the delegate's interaction controller wins: the gesture starts the pop, the app drives it")
    func delegateInteractorWins() throws {
        let f = Self.twoDeep()
        // Long enough that it cannot end by itself while the finger drags.
        let animator = NavigationTestAnimator(log: f.log, duration: 10)
        let interactor = NavigationTestInteractor(log: f.log, animator: animator)
        let delegate = RecordingNavigationDelegate(log: f.log, animator: animator, interactor: interactor)
        f.navigation.delegate = delegate
        Self.press(f, to: 250)
        Self.holdAndRelease(f, at: 250)
        f.finishTransitions()
        let context = try #require(interactor.context)
        #expect(context.isInteractive, "the release did not finish the app's interaction")
        #expect(f.navigation.activeTransition != nil)
        context.cancelInteractiveTransition()
        f.host.advance(by: 11)
        #expect(f.log.entries == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow(A)",
            "delegate.animationController(pop, B→A)", "delegate.interactionController",
            "interactor.startInteractiveTransition", "animator.animateTransition",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "B.didMove(parent)",
            "animator.animationEnded(false)",
        ])
        #expect(f.stackNames == ["A", "B"])
    }

    @Test("the delegate's animator without an interactor is driven by the finger")
    func delegateAnimatorFollowsTheFinger() throws {
        let f = Self.twoDeep()
        let animator = NavigationTestAnimator(log: f.log, duration: 0.3)
        let delegate = RecordingNavigationDelegate(log: f.log, animator: animator)
        f.navigation.delegate = delegate
        Self.press(f, to: 250)
        f.host.runTicks(30)
        let context = try #require(animator.context)
        #expect(context.isInteractive)
        #expect(f.navigation.activeTransition != nil, "the animation waits for the finger")
        let p = Self.progress(at: 250)
        // The test animator slides A in from the right with the default ease-in-out curve.
        let x = Self.drawnFrame(f["A"].view).minX
        #expect(x > 0 && x < 320)
        #expect(abs(x - 320 * (1 - UIView.AnimationCurve.easeInOut.unitBezier.solve(Double(p)))) < 1)
        Self.holdAndRelease(f, at: 250)
        f.finishTransitions()
        #expect(f.stackNames == ["A"])
        #expect(Array(f.log.entries.suffix(4)) == ["B.didMove(nil)", "A.viewDidAppear", "animator.animationEnded(true)", "delegate.didShow(A)"])
    }
}

import Foundation
import Testing
@testable import Segue

/// The default pan interaction, driven through `HeadlessHost`'s touches: the pan
/// picks the operation, the top view follows the finger, the release finishes or
/// cancels by velocity (or by position when the finger stopped), and the
/// appearance callbacks stay balanced either way.
@MainActor
@Suite("SlidingViewController: the default pan interaction")
struct SlidingPanGestureTests {
    private let y: CGFloat = 240

    /// A fixture whose top view carries the container's pan.
    private func panFixture(underLeft: Bool = true, underRight: Bool = true) -> SlidingFixture {
        let f = SlidingFixture(underLeft: underLeft, underRight: underRight)
        f.topView.addGestureRecognizer(f.sliding.panGesture)
        return f
    }

    /// Where the top view is drawn now (its presentation's left edge).
    private func presentedTopX(_ f: SlidingFixture) -> CGFloat {
        let p = f.topView.layer.presentationProperties
        return p.position.x - p.bounds.width * p.anchorPoint.x
    }

    /// Presses at `start`, moves in 20 pt steps (one a tick) to `end`, holds still
    /// for `hold` seconds, and — unless `lift` is false — releases there.
    private func slowDrag(_ f: SlidingFixture, from start: CGFloat, to end: CGFloat, hold: TimeInterval = 0.2, lift: Bool = true) {
        f.host.touchDown(at: CGPoint(x: start, y: y))
        let steps = max(1, Int((abs(end - start) / 20).rounded(.up)))
        for step in 1...steps {
            f.host.runTicks(1)
            f.host.touchMove(to: CGPoint(x: start + (end - start) * CGFloat(step) / CGFloat(steps), y: y))
        }
        f.host.advance(by: hold)
        if lift {
            f.host.touchUp(at: CGPoint(x: end, y: y))
            f.host.runTicks(1)
        }
    }

    @Test("dragging right past half and stopping anchors right; the top view follows the finger meanwhile")
    func dragPastHalfAnchorsRight() {
        let f = panFixture()
        var diagnostics: [String] = []
        diagnostics = collectingDiagnostics {
            slowDrag(f, from: 20, to: 220, hold: 1, lift: false)
            // Held for longer than the animation: the interaction still owns it.
            #expect(f.sliding.activeTransition != nil)
            #expect(f.sliding.currentTopViewPosition == .centered)
            // The pan's translation drops the 10 pt hysteresis: 190 of 276 points.
            #expect(abs(presentedTopX(f) - 190) < 1)
            #expect(f.log.entries == ["L.viewWillAppear"])
            f.host.touchUp(at: CGPoint(x: 220, y: y))
            #expect(f.host.settle())
        }
        #expect(diagnostics.isEmpty)
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(f.log.entries == ["L.viewWillAppear", "L.viewDidAppear"])
        #expect(f.topView.frame == f.anchoredRightFrame)
        #expect(abs(presentedTopX(f) - f.anchoredRightFrame.minX) < 0.5)
        #expect(f.isJustBelowTop(f.left.view))
        #expect(!f.sliding.isInteractionInProgress)
    }

    @Test("a short drag that stops cancels back to centred, frames at their initial values")
    func shortDragCancels() {
        let f = panFixture()
        slowDrag(f, from: 20, to: 120, lift: false)
        #expect(abs(presentedTopX(f) - 90) < 1)
        f.host.touchUp(at: CGPoint(x: 120, y: y))
        #expect(f.host.settle())
        #expect(f.sliding.currentTopViewPosition == .centered)
        #expect(f.log.entries == ["L.viewWillAppear", "L.viewWillDisappear", "L.viewDidDisappear"])
        #expect(f.topView.frame == f.bounds)
        #expect(abs(presentedTopX(f)) < 0.5)
        #expect(f.left.view.superview == nil)
        #expect(f.sliding.activeTransition == nil)
    }

    @Test("dragging left from anchored right resets")
    func dragLeftFromAnchoredRightResets() {
        let f = panFixture()
        f.sliding.anchorTopViewToRight(animated: false)
        f.host.runTicks(1)
        f.log.clear()
        f.host.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 40, y: y), duration: 0.2)
        #expect(f.host.settle())
        #expect(f.sliding.currentTopViewPosition == .centered)
        #expect(f.log.entries == ["L.viewWillDisappear", "L.viewDidDisappear"])
        #expect(f.topView.frame == f.bounds)
        #expect(f.left.view.superview == nil)
    }

    @Test("dragging left while centred anchors left; dragging right from there resets")
    func leftSide() {
        let f = panFixture()
        f.host.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 40, y: y), duration: 0.2)
        #expect(f.host.settle())
        #expect(f.sliding.currentTopViewPosition == .anchoredLeft)
        #expect(f.topView.frame == f.anchoredLeftFrame)
        f.host.drag(from: CGPoint(x: 20, y: y), to: CGPoint(x: 280, y: y), duration: 0.2)
        #expect(f.host.settle())
        #expect(f.sliding.currentTopViewPosition == .centered)
        #expect(f.log.entries == ["R.viewWillAppear", "R.viewDidAppear", "R.viewWillDisappear", "R.viewDidDisappear"])
    }

    @Test("a fast flick short of half completes because of its velocity")
    func flickCompletes() {
        let f = panFixture()
        // 80 pt in three ticks: about 1,600 pt/s, released at about a quarter.
        f.host.drag(from: CGPoint(x: 20, y: y), to: CGPoint(x: 100, y: y), duration: 0.05)
        #expect(f.sliding.defaultInteractiveTransition.percentComplete < 0.5)
        #expect(f.host.settle())
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(f.topView.frame == f.anchoredRightFrame)
        #expect(f.log.entries == ["L.viewWillAppear", "L.viewDidAppear"])
    }

    @Test("a drag past half flicked back the other way cancels")
    func flickBackCancels() {
        let f = panFixture()
        slowDrag(f, from: 20, to: 240, lift: false)
        for x in stride(from: 220, through: 180, by: -20) {
            f.host.runTicks(1)
            f.host.touchMove(to: CGPoint(x: CGFloat(x), y: y))
        }
        f.host.touchUp(at: CGPoint(x: 180, y: y))
        #expect(f.host.settle())
        #expect(f.sliding.currentTopViewPosition == .centered)
        #expect(f.topView.frame == f.bounds)
        #expect(f.log.entries == ["L.viewWillAppear", "L.viewWillDisappear", "L.viewDidDisappear"])
    }

    @Test("a delegate animator vended without an interactor gets the default interaction")
    func customAnimatorDefaultInteraction() {
        let f = panFixture()
        let animator = RecordingSlidingAnimator(log: f.log)
        let delegate = ScriptedSlidingDelegate(animator: animator)
        f.delegate = delegate
        slowDrag(f, from: 20, to: 120, hold: 1, lift: false)
        #expect(f.sliding.activeTransition != nil)
        #expect(abs(presentedTopX(f) - 90) < 1)
        f.host.touchUp(at: CGPoint(x: 120, y: y))
        #expect(f.host.settle())
        #expect(delegate.askedOperations == [.anchorRight])
        #expect(delegate.interactionAskedFor.count == 1)
        #expect(animator.animateCount == 1)
        #expect(f.sliding.currentTopViewPosition == .centered)
        #expect(f.log.entries == [
            "L.viewWillAppear", "animator.animateTransition", "L.viewWillDisappear", "L.viewDidDisappear",
            "animator.animationEnded(false)",
        ])
    }

    @Test("a delegate's own interactor drives the transition the pan starts; the pan only starts it")
    func delegateInteractorWins() {
        let f = panFixture()
        let animator = RecordingSlidingAnimator(log: f.log)
        let interactor = ScriptedSlidingInteractor(log: f.log, animator: animator)
        f.delegate = ScriptedSlidingDelegate(animator: animator, interactor: interactor)
        let diagnostics = collectingDiagnostics {
            f.host.drag(from: CGPoint(x: 20, y: y), to: CGPoint(x: 100, y: y), duration: 0.1)
            #expect(interactor.startCount == 1)
            #expect(f.sliding.activeTransition != nil)
            interactor.finish()
            #expect(f.host.settle())
        }
        #expect(diagnostics.isEmpty)
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
    }

    @Test("a tap on the anchored top view resets it; the tap is attached only while anchored")
    func tapWhenAnchoredResets() {
        let f = panFixture()
        #expect(f.sliding.resetTapGesture.view == nil)
        f.sliding.anchorTopViewToRight(animated: false)
        #expect(f.sliding.resetTapGesture.view === f.topView)
        f.log.clear()
        f.host.click(at: CGPoint(x: 300, y: y))
        #expect(f.sliding.activeTransition != nil)
        #expect(f.host.settle())
        #expect(f.sliding.currentTopViewPosition == .centered)
        #expect(f.log.entries == ["L.viewWillDisappear", "L.viewDidDisappear"])
        #expect(f.sliding.resetTapGesture.view == nil)
        // Centred, a tap starts nothing.
        f.host.click(at: CGPoint(x: 160, y: y))
        #expect(f.sliding.activeTransition == nil)
        #expect(f.sliding.currentTopViewPosition == .centered)
    }

    @Test("without .tapping the anchored top view ignores taps")
    func tappingOff() {
        let f = panFixture()
        f.sliding.topViewAnchoredGesture = []
        f.sliding.anchorTopViewToLeft(animated: false)
        #expect(f.sliding.resetTapGesture.view == nil)
        f.host.click(at: CGPoint(x: 20, y: y))
        #expect(f.sliding.activeTransition == nil)
        #expect(f.sliding.currentTopViewPosition == .anchoredLeft)
        f.sliding.topViewAnchoredGesture = .tapping
        #expect(f.sliding.resetTapGesture.view === f.topView)
    }

    @Test("a new top controller takes the anchored tap over")
    func topSwapMovesTap() {
        let f = panFixture()
        f.sliding.anchorTopViewToRight(animated: false)
        let newTop = LoggingViewController("T2", log: f.log)
        f.sliding.topViewController = newTop
        #expect(f.sliding.resetTapGesture.view === newTop.view)
        #expect(f.top.view.gestureRecognizers?.contains { $0 === f.sliding.resetTapGesture } != true)
    }

    @Test("a pan beginning while a transition runs is ignored, silently, to its end")
    func panDuringTransitionIgnored() {
        let f = SlidingFixture()
        // On the container's view, so the pan gets touches while the top view animates.
        f.sliding.view.addGestureRecognizer(f.sliding.panGesture)
        let states = PanStateLog()
        f.sliding.panGesture.addTarget(states, action: PanStateLog.record)
        let diagnostics = collectingDiagnostics {
            f.sliding.anchorTopViewToLeft(animated: true)
            f.host.drag(from: CGPoint(x: 20, y: y), to: CGPoint(x: 120, y: y), duration: 0.1)
            #expect(f.host.settle())
        }
        #expect(diagnostics.isEmpty)
        #expect(states.states.first == .began)
        #expect(states.states.last == .ended)
        #expect(f.sliding.currentTopViewPosition == .anchoredLeft)
        #expect(f.log.entries == ["R.viewWillAppear", "R.viewDidAppear"])
        // The next pan works again.
        f.host.drag(from: CGPoint(x: 20, y: y), to: CGPoint(x: 280, y: y), duration: 0.2)
        #expect(f.host.settle())
        #expect(f.sliding.currentTopViewPosition == .centered)
    }

    @Test("a pan toward a side with no under controller starts nothing")
    func panWithNothingToReveal() {
        let f = panFixture(underRight: false)
        let diagnostics = collectingDiagnostics {
            f.host.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 40, y: y), duration: 0.2)
            #expect(f.sliding.activeTransition == nil)
        }
        #expect(diagnostics.isEmpty)
        #expect(f.sliding.currentTopViewPosition == .centered)
        #expect(f.log.entries.isEmpty)
        #expect(!f.sliding.isInteractionInProgress)
    }

    @Test("a cancelled pan (pointer leaving the window) decides like a release: by its velocity")
    func cancelledPan() {
        let f = panFixture()
        slowDrag(f, from: 20, to: 80, hold: 0, lift: false)
        f.host.cancelTouches()
        #expect(f.host.settle())
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(f.log.entries == ["L.viewWillAppear", "L.viewDidAppear"])
    }
}

/// Records the states a recognizer reports to its targets.
@MainActor
private final class PanStateLog {
    var states: [UIGestureRecognizer.State] = []
    func record(_ recognizer: UIPanGestureRecognizer) { states.append(recognizer.state) }
}

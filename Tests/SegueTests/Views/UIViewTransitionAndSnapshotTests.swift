import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// `UIView.transition` and `snapshotView(afterScreenUpdates:)`.
@MainActor
@Suite struct UIViewTransitionAndSnapshotTests {
    @Test func aSnapshotIsAFrozenCopyOfTheTreeTheSizeOfTheBounds() {
        let runtime = TestRuntime()
        let window = runtime.makeWindow()
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 120, height: 80))
        view.backgroundColor = .systemRed
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .systemBlue
        view.addSubview(badge)
        window.addSubview(view)
        runtime.advance(TestRuntime.tick)
        let snapshot = view.snapshotView(afterScreenUpdates: false)!
        #expect(snapshot.bounds.size == CGSize(width: 120, height: 80))
        #expect(snapshot.transform.isIdentity)
        let copy = snapshot.layer.sublayers!.first!
        #expect(copy.backgroundColor?.rgba == UIColor.systemRed.rgba)
        #expect(CATransform3DIsIdentity(copy.transform))
        #expect(copy.sublayers?.first?.backgroundColor?.rgba == UIColor.systemBlue.rgba)
        // Frozen: later changes to the view do not reach it.
        badge.backgroundColor = .systemGreen
        #expect(copy.sublayers?.first?.backgroundColor?.rgba == UIColor.systemBlue.rgba)
    }

    @Test func aSnapshotBeforeScreenUpdatesShowsTheAnimationInFlight() {
        let runtime = TestRuntime()
        let window = runtime.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(inner)
        window.addSubview(view)
        runtime.advance(TestRuntime.tick)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { inner.alpha = 0 })
        runtime.advance(0.5)
        let onScreen = view.snapshotView(afterScreenUpdates: false)!
        let afterUpdates = view.snapshotView(afterScreenUpdates: true)!
        #expect(abs(onScreen.layer.sublayers![0].sublayers![0].opacity - 0.5) < 0.01)
        #expect(afterUpdates.layer.sublayers![0].sublayers![0].opacity == 0)
    }

    @Test func aCrossDissolveFadesTheBeforeImageOverTheViewAndRemovesIt() {
        let runtime = TestRuntime()
        let window = runtime.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        window.addSubview(view)
        runtime.advance(TestRuntime.tick)
        var calls: [Bool] = []
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { view.backgroundColor = .blue }, completion: { calls.append($0) })
        #expect(view.backgroundColor == .blue)
        #expect(view.layer.animationKeys() == nil)
        let sublayers = window.layer.sublayers!
        #expect(sublayers.count == 2 && sublayers[0] === view.layer)
        let before = sublayers[1]
        #expect(before.backgroundColor?.rgba == UIColor.red.rgba)
        runtime.advance(0.5)
        #expect(abs(before.presentationProperties.opacity - 0.5) < 0.01)
        runtime.advance(0.6)
        #expect(calls == [true])
        #expect(window.layer.sublayers!.count == 1)
    }

    @Test func aFlipTurnsTheBeforeImageAwayThenTheViewIn() {
        let runtime = TestRuntime()
        let window = runtime.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        runtime.advance(TestRuntime.tick)
        var calls: [Bool] = []
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: nil, completion: { calls.append($0) })
        let before = window.layer.sublayers![1]
        runtime.advance(0.25)
        // A quarter of the way: the before-image has turned 45° about y, the view is edge-on.
        let outgoing = before.presentationProperties.transform
        #expect(abs(abs(Double(outgoing.m11)) - cos(Double.pi / 4)) < 0.05)
        #expect(abs(Double(view.layer.presentationProperties.transform.m11)) < 1e-6)
        runtime.advance(0.5)
        #expect(abs(abs(Double(view.layer.presentationProperties.transform.m11)) - cos(Double.pi / 4)) < 0.05)
        runtime.advance(0.3)
        #expect(calls == [true])
        #expect(CATransform3DIsIdentity(view.layer.presentationProperties.transform))
        #expect(window.layer.sublayers!.count == 1)
    }

    @Test func transitionFromToReplacesTheView() {
        let runtime = TestRuntime()
        let window = runtime.makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(a)
        runtime.advance(TestRuntime.tick)
        var calls: [Bool] = []
        UIView.transition(from: a, to: b, duration: 0.5, options: .transitionCrossDissolve, completion: { calls.append($0) })
        #expect(a.superview == nil && b.superview === window)
        runtime.advance(0.6)
        #expect(calls == [true])
        #expect(window.subviews.count == 1 && window.layer.sublayers!.count == 1)
    }

    @Test func showHideTransitionViewsHidesInsteadOfRemoving() {
        let runtime = TestRuntime()
        let window = runtime.makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        b.isHidden = true
        window.addSubview(a)
        window.addSubview(b)
        UIView.transition(from: a, to: b, duration: 0.5, options: [.transitionFlipFromTop, .showHideTransitionViews])
        #expect(a.superview === window && a.isHidden && !b.isHidden)
        runtime.advance(0.6)        // the flip's completion holds both views until it ends
    }

    @Test func transitionFromAViewWithoutSuperviewIsReportedAndCompletes() {
        let runtime = TestRuntime()
        var calls: [Bool] = []
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            UIView.transition(from: UIView(), to: UIView(), duration: 1, options: .transitionCrossDissolve,
                              completion: { calls.append($0) })
        }
        #expect(collector.messages.count == 1)
        runtime.advance(TestRuntime.tick)
        #expect(calls == [true])
    }
}

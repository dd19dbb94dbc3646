import Foundation
import Testing
@testable import Segue

/// Misuse of the UIView animation API and transactions: impossible parameters are
/// reported once and replaced, the changes still land on their model values, the
/// completion runs exactly once, and nothing drawn is ever NaN.
@MainActor
@Suite("Misuse: animation parameters")
struct AnimationMisuseCaseTests {
    /// A host with one 100-point view at the origin of its window.
    @MainActor
    private struct Stage {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        init() {
            host.window.addSubview(view)
            host.runTicks(1)
        }

        /// Runs the clock and expects the view's presentation to be finite all the
        /// way and to end on its model values.
        func expectLands(after seconds: TimeInterval = 1, sourceLocation: SourceLocation = #_sourceLocation) {
            var ticks = 0
            while ticks * 12 < Int(seconds * 240) {
                host.runTicks(12)
                ticks += 1
                let shown = view.layer.presentation()!
                #expect(shown.position.x.isFinite && shown.position.y.isFinite && shown.opacity.isFinite,
                        sourceLocation: sourceLocation)
            }
            let shown = view.layer.presentation()!
            #expect(abs(shown.position.x - view.layer.position.x) < 1e-6 && abs(shown.opacity - view.layer.opacity) < 1e-6,
                    sourceLocation: sourceLocation)
            #expect(view.layer.animationKeys()?.isEmpty ?? true, sourceLocation: sourceLocation)
        }
    }

    @Test("UIView.animate with a negative or NaN duration: 0 is used, the change lands, completion once",
          arguments: [-1.0, Double.nan, Double.infinity])
    func badDuration(_ duration: Double) {
        let stage = Stage()
        var completions: [Bool] = []
        expectOneDiagnostic("UIView.animate", "duration \(duration)", "using 0") {
            UIView.animate(withDuration: duration, animations: { stage.view.center.x = 200 }) { completions.append($0) }
        }
        stage.expectLands()
        #expect(stage.view.center.x == 200 && completions.count == 1)
    }

    @Test("spring damping ≤ 0: critical damping (1) is used, no overshoot", arguments: [0.0, -0.5])
    func badDamping(_ damping: CGFloat) {
        let stage = Stage()
        var completions = 0
        expectOneDiagnostic("usingSpringWithDamping: \(damping)", "must be positive", "using 1") {
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                           animations: { stage.view.center.x = 200 }) { _ in completions += 1 }
        }
        var highest: CGFloat = 0
        for _ in 0..<60 {
            stage.host.runTicks(4)
            highest = max(highest, stage.view.layer.presentation()!.position.x)
        }
        #expect(highest <= 200 + 1e-6)
        stage.expectLands()
        #expect(completions == 1)
    }

    @Test("a keyframe starting before 0 or ending after 1 is clamped into the animation",
          arguments: [(-0.5, 0.75, "starts at -0.5"), (0.5, 0.75, "ends at 1.25")])
    func keyframeOutsideUnitRange(_ start: Double, _ duration: Double, _ phrase: String) {
        let stage = Stage()
        var completions = 0
        expectOneDiagnostic("keyframe 0", phrase, "clamped to") {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: start, relativeDuration: duration) { stage.view.alpha = 0.5 }
            }, completion: { _ in completions += 1 })
        }
        stage.expectLands(after: 1.5)
        #expect(stage.view.alpha == 0.5 && completions == 1)
    }

    @Test("addKeyframe outside animateKeyframes: its changes apply without animation")
    func keyframeOutsideBlock() {
        let stage = Stage()
        expectOneDiagnostic("UIView.addKeyframe", "outside UIView.animateKeyframes", "without animation") {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.alpha = 0.25 }
        }
        #expect(stage.view.alpha == 0.25 && stage.view.layer.animationKeys()?.isEmpty ?? true)
        stage.expectLands()
    }

    @Test("CATransaction.commit without begin: ignored, the next transaction still animates")
    func commitWithoutBegin() {
        let stage = Stage()
        expectOneDiagnostic("CATransaction.commit()", "without a matching begin()", "ignored") { CATransaction.commit() }
        var completed = false
        expectNoDiagnostic {
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            UIView.animate(withDuration: 0.25) { stage.view.center.x = 150 }
            CATransaction.commit()
        }
        #expect(!(stage.view.layer.animationKeys()?.isEmpty ?? true))
        stage.expectLands()
        #expect(completed)
    }

    @Test("a UIViewPropertyAnimator started again after it stopped: refused until finishAnimation(at:)")
    func propertyAnimatorRestartWhenStopped() {
        let stage = Stage()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { stage.view.center.x = 250 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        stage.host.advance(by: 0.2)
        animator.stopAnimation(false)
        expectOneDiagnostic("UIViewPropertyAnimator.startAnimation", "stopped animator", "ignored") { animator.startAnimation() }
        #expect(animator.state == .stopped)
        expectNoDiagnostic { animator.finishAnimation(at: .end) }
        stage.expectLands()
        #expect(stage.view.center.x == 250 && positions == [.end])
    }
}

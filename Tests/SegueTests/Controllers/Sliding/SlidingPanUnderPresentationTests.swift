import Foundation
import Testing
@testable import Segue

/// The default pan interaction when a full-screen presentation covers the
/// container mid-drag (found by the random action test: the container's views left
/// the window, their animations ended the transition, and the pan's release then
/// told the finished interaction to cancel — "no transition running").
@MainActor
@Suite("SlidingViewController: a pan whose transition ended under a presentation")
struct SlidingPanUnderPresentationTests {
    @Test("covered mid-drag without animation: the transition ends, the release is quiet, and the next drag works")
    func releaseAfterTheTransitionEnded() {
        let f = SlidingFixture()
        f.topView.addGestureRecognizer(f.sliding.panGesture)
        let diagnostics = collectingDiagnostics {
            f.host.touchDown(at: CGPoint(x: 100, y: 240))
            f.host.runTicks(1)
            f.host.touchMove(to: CGPoint(x: 130, y: 240))
            f.host.runTicks(1)
            f.host.touchMove(to: CGPoint(x: 170, y: 240))
            f.host.runTicks(1)
            #expect(f.sliding.activeTransition != nil, "the drag drives a transition")
            f.sliding.present(UIViewController(), animated: false)
            f.host.runTicks(2)
            #expect(f.sliding.activeTransition == nil, "leaving the window ended it")
            f.host.touchUp(at: CGPoint(x: 170, y: 240))
            f.host.runTicks(2)
            f.sliding.dismiss(animated: false)
            f.host.advance(by: 1)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(f.sliding.panGesture.state == .possible)
        // A new drag drives a new transition.
        let position = f.sliding.currentTopViewPosition
        f.host.drag(from: CGPoint(x: position == .centered ? 100 : 300, y: 240),
                    to: CGPoint(x: position == .centered ? 280 : 40, y: 240), duration: 0.2)
        f.host.advance(by: 1)
        #expect(f.sliding.currentTopViewPosition != position)
    }
}

import Foundation
import Segue
import Testing
@testable import segue

/// The failures the random action test found, each as the shrunk action list that
/// showed it, replayed with every invariant checked (`RandomActionRun.replay`
/// returns nil when all hold). The fix each one guards is named in its title.
@MainActor
@Suite("Reliability: shrunk random action lists that once broke an invariant")
struct RandomActionsRegressionTests {
    private func expectClean(_ failure: RandomActionRun.Failure?, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")", sourceLocation: sourceLocation)
    }

    @Test("slide-up switched away from mid-rotation with a second rotation waiting: the shell now winds down the device window too (the waiting rotation called into the released scene and crashed)")
    func switchingAwayFromARotatingDevice() {
        expectClean(RandomActionRun.replay(.slideUp, [
            .rotate(.landscapeRight, animated: true), .ticks(5), .key("ctrl+right"), .switchScene(.tabs), .ticks(200),
        ]))
    }

    @Test("a tool's touch held while the scene switches: the shell now cancels it (the overlay kept an active touch and the exploded view's orbit pan stayed .changed)")
    func switchingWithATouchHeldOnATool() {
        expectClean(RandomActionRun.replay(.sliding, [.key("e"), .down(x: 598, y: 521), .switchScene(.flip)]))
    }

    @Test("a presentation during a rotation: views leaving the window now lose their animations, so the rotation ends (it stayed in flight for ever)")
    func presentingDuringARotation() {
        expectClean(RandomActionRun.replay(.springs, [.rotate(.landscapeRight, animated: true), .call(.presentPlainImmediately), .settle]))
        expectClean(RandomActionRun.replay(.slideUp, [
            .showcase, .settle, .rotate(.landscapeLeft, animated: true), .call(.dismissAllImmediately), .settle,
        ]))
    }

    @Test("a presentation during a push: the push whose views left the window ends (NavigationSlideOverAnimator never completed)")
    func presentingDuringAPush() {
        expectClean(RandomActionRun.replay(.navigation, [.key("3"), .showcase, .call(.presentPlainCrossDissolve), .settle]))
    }

    @Test("a resize during UIKit's flip-horizontal presentation: autoresizing treats a page turned edge-on as untransformed (its bounds grew to 10^17 points and its labels could not draw)")
    func resizingDuringAFlipPresentation() {
        expectClean(RandomActionRun.replay(.tabs, [
            .resize(width: 864, height: 908), .call(.presentPlainFlip), .resize(width: 927, height: 522),
        ]))
    }

    @Test("the bar hidden while a keyframe push runs: the navigation controller now refits the top view when a transition ends (it stayed 44 points short)")
    func hidingTheBarDuringAPush() {
        expectClean(RandomActionRun.replay(.keyframePush, [
            .showcase, .ticks(252), .call(.navPush), .settle, .showcase, .call(.navToggleBar),
        ]))
    }

    @Test("anchoring the sliding container under a full-screen presentation: the move now applies at once (its animation on views outside the window never ended)")
    func anchoringWhileCovered() {
        expectClean(RandomActionRun.replay(.flip, still: true, [.switchScene(.sliding), .call(.presentPlain), .settle, .showcase]))
    }
}

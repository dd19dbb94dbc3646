import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

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

    @Test("the showcase and a second presentation under a full-screen presentation leave every scene consistent", arguments: [
        RandomAction.DemoSceneNameLiteral.flip, .keyframePush, .sliding, .slideUp, .navigation, .tabs, .springs, .layers, .layouts, .stress,
    ])
    func showcaseUnderAFullScreenPresentation(scene: RandomAction.DemoSceneNameLiteral) {
        expectClean(RandomActionRun.replay(scene, [.call(.presentPlain), .settle, .showcase, .settle]))
        expectClean(RandomActionRun.replay(scene, [.call(.presentPlain), .settle, .call(.presentFromTop), .settle]))
    }

    @Test("a presentation without animation while the sliding container resets: appearance forwarding now skips the child already disappearing (it was told viewWillDisappear twice, an unbalanced call)")
    func presentingWhileTheSlidingContainerResets() {
        expectClean(RandomActionRun.replay(.sliding, [.showcase, .settle, .key("1"), .call(.presentPlainImmediately)]))
    }

    @Test("a second drag on the flip while the first one's cancel runs: the seed's second cancel() is refused with a diagnostic and the flip ends cancelled, everything balanced")
    func secondFlipDragDuringTheCancel() {
        expectClean(RandomActionRun.replay(.flip, [
            .down(x: 11, y: 69), .move(x: -30, y: 134), .up(x: 888, y: 28), .down(x: 297, y: 182),
            .move(x: 299, y: 450),
        ]))
    }

    @Test("a layout-to-layout push: the pushed collection view controller shares the grid's collection view, which stays in the window")
    func layoutToLayoutPushSharesTheView() {
        expectClean(RandomActionRun.replay(.layouts, [
            .down(x: 604, y: 175, alt: true), .move(x: 571, y: 143, alt: true), .ticks(1), .move(x: 521, y: 106, alt: true),
        ]))
        expectClean(RandomActionRun.replay(.stress, [.switchScene(.layouts), .down(x: 229, y: 352)]))
    }

    @Test("a touch held while UIKit's flip-horizontal presentation turns its page edge-on: UITouch.location(in:) is now quiet there and a control under it is not touched up inside (touch handling logged \"the target layer is seen edge-on\")", arguments: [
        (RandomAction.DemoSceneNameLiteral.springs, [RandomAction.down(x: 1, y: 434), .call(.presentPlainFlip)]),
        (.tabs, [.down(x: 254, y: 24), .move(x: -30, y: 116), .call(.presentPlainFlip)]),
        (.keyframePush, [.key("tab"), .down(x: 166, y: 451), .up(x: 166, y: 451), .down(x: 11, y: 580), .call(.presentPlainFlip)]),
    ])
    func touchOverAnEdgeOnPage(scene: RandomAction.DemoSceneNameLiteral, actions: [RandomAction]) {
        expectClean(RandomActionRun.replay(scene, actions))
    }

    @Test("a layout-to-layout pop without animation: the shared collection view now stays in the navigation controller (ImmediateTransitionAnimator removed it as the outgoing view)")
    func layoutToLayoutPopWithoutAnimation() {
        expectClean(RandomActionRun.replay(.layouts, [.down(x: 284, y: 543), .up(x: 284, y: 543), .ticks(174), .call(.navPopImmediately)]))
    }

    @Test("a pinch-driven pop cancelled under a cross-dissolve presentation: the navigation controller now settles appearance against its own (the returning controller was told viewWillDisappear twice and the popped one appeared under the presentation)")
    func popCancelledUnderAPresentation() {
        expectClean(RandomActionRun.replay(.slideUp, [
            .switchScene(.keyframePush), .showcase, .settle, .down(x: 6, y: 283, alt: true),
            .move(x: 235, y: 309, alt: true), .up(x: 308, y: 319, alt: true), .call(.presentPlainCrossDissolve),
            .stall(4.3),
        ]))
    }

    @Test("a layout-to-layout pop while a dismissal uncovers the navigation controller: applied at once, it now keeps the shared collection view (the content view was left empty)")
    func layoutToLayoutPopDuringADismissal() {
        expectClean(RandomActionRun.replay(.layouts, [
            .down(x: 758, y: 196), .up(x: 758, y: 196), .call(.presentPlainFlip), .ticks(3), .ticks(178),
            .down(x: 79, y: 76), .up(x: 240, y: 72), .call(.navPop),
        ]))
    }

    @Test("a sliding drag covered by a presentation without animation: the pan's release no longer finishes or cancels the transition that ended when the views left the window")
    func slidingDragCoveredByAPresentation() {
        expectClean(RandomActionRun.replay(.sliding, [
            .down(x: 177, y: 186), .move(x: 102, y: 227), .call(.presentPlainImmediately), .ticks(1),
        ]))
    }

    @Test("an edge-swipe pop released, then a presentation and its dismissal before the next tick: the pop's interactor now hands the container's clock back when the transition ends without it (the container stayed frozen and the next keyframe push never ended)")
    func presentingAndDismissingRightAfterAnInteractivePop() {
        expectClean(RandomActionRun.replay(.keyframePush, still: true, [
            .call(.navPushImmediately), .down(x: 0, y: 149), .ticks(1), .move(x: 96, y: 55), .up(x: 96, y: 55),
            .call(.presentPlainImmediately), .call(.dismissAllImmediately), .ticks(1), .showcase,
        ]))
    }
}

import Foundation
import Testing
@testable import Segue

/// The content view changing size while a push or pop runs (found by the random
/// action test: the bar hidden mid-push left the keyframe-push scene's new page,
/// which does not autoresize, 44 points short).
@MainActor
@Suite("UINavigationController: the top view fills the content view again once a transition ends")
struct NavigationLayoutAfterTransitionTests {
    @Test("the bar hidden (animated) while a push runs: the pushed view takes the whole height when it ends")
    func barHiddenDuringAPush() {
        let f = NavigationFixture()
        f["B"].view.autoresizingMask = []
        f.navigation.pushViewController(f["B"], animated: true)
        f.host.advance(by: 0.1)
        f.navigation.setNavigationBarHidden(true, animated: true)
        f.finishTransitions()
        #expect(!f.navigation.view.window!.isRunningTransition)
        #expect(f.navigation.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(f["B"].view.frame == f.navigation.contentView.bounds)
    }

    @Test("the window resized while a pop runs: the view popped to fills the new content view")
    func resizedDuringAPop() {
        let f = NavigationFixture()
        f["A"].view.autoresizingMask = []
        f.navigation.pushViewController(f["B"], animated: false)
        f.navigation.popViewController(animated: true)
        f.host.advance(by: 0.1)
        UIView.performWithoutAnimation { f.host.window.frame = CGRect(x: 0, y: 0, width: 400, height: 500) }
        f.finishTransitions()
        #expect(f.navigation.contentView.frame == CGRect(x: 0, y: 44, width: 400, height: 456))
        #expect(f["A"].view.frame == f.navigation.contentView.bounds)
    }
}

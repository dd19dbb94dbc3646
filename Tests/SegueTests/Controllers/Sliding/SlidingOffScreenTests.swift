import Foundation
import Testing
@testable import Segue

/// Moves asked for while the sliding container is off screen (found by the random
/// action test: anchoring under a full-screen presentation started an animation on
/// views outside the window, which never ticked, and the transition never ended).
@MainActor
@Suite("SlidingViewController: moves while covered by a full-screen presentation apply at once")
struct SlidingOffScreenTests {
    @Test("anchoring under a full-screen presentation ends at once, the under controller hearing nothing; dismissing shows both")
    func anchorWhileCovered() {
        let f = SlidingFixture()
        let cover = UIViewController()
        f.sliding.present(cover, animated: false)
        f.host.runTicks(1)
        #expect(f.sliding.view.window == nil)
        f.log.clear()
        var completions = 0
        f.sliding.anchorTopViewToRight(animated: true) { completions += 1 }
        #expect(completions == 1 && f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(!f.host.window.isRunningTransition)
        #expect(f.log.entries.filter { $0.hasPrefix("L.view") && !$0.hasSuffix("DidLoad") } == [],
                "the under controller is not on screen: \(f.log.entries)")
        cover.dismiss(animated: false)
        f.host.runTicks(2)
        #expect(f.left.view.window === f.host.window && f.top.view.window === f.host.window)
        #expect(f.left.appearanceState == .appeared)
    }
}

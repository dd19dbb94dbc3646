import Foundation
import Testing
@testable import Segue

/// A transition cancelled after a full-screen presentation covered the navigation
/// controller (found by the random action test: a pinch-driven pop in the keyframe
/// push scene cancelled under a cross-dissolve presentation told the controller
/// coming back viewWillDisappear twice, and made the popped one appear under the
/// presentation).
@MainActor
@Suite("UINavigationController: a transition cancelled while a presentation covers it")
struct NavigationCancelWhileCoveredTests {
    @Test("an interactive pop cancelled under a full-screen presentation: both controllers end disappeared, balanced, with no diagnostic")
    func popCancelledUnderAPresentation() throws {
        let t = NavigationCancellationTests.Interactive(stack: ["A", "B"])
        let f = t.f
        f.navigation.popViewController(animated: true)
        let context = try #require(t.interactor.context)
        let cover = UIViewController()
        let diagnostics = collectingDiagnostics {
            f.navigation.present(cover, animated: false)
            context.cancelInteractiveTransition()
            f.finishTransitions()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(f.appearanceCallbacks == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidDisappear",
        ])
        #expect(f.stackNames == ["A", "B"])
        #expect(f["A"].appearanceState == .disappeared)
        #expect(f["B"].appearanceState == .disappeared)
        #expect(f.navigation.appearanceState == .disappeared)
        // Dismissed, the top (B again) appears.
        f.log.clear()
        f.navigation.dismiss(animated: false)
        f.finishTransitions()
        #expect(f.appearanceCallbacks == ["B.viewWillAppear", "B.viewDidAppear"])
        #expect(f["A"].appearanceState == .disappeared)
    }
}

import Foundation
import Testing
@testable import Segue

/// Automatic appearance forwarding when a child is already changing: a container
/// whose own transition is moving a child out (or in) then starts its own
/// appearance change — a full-screen presentation covering it, say.
@MainActor
@Suite("UIViewController: appearance forwarding leaves a child already on its way alone")
struct AppearanceForwardingTests {
    private func container(_ log: CallbackLog) -> (LoggingViewController, LoggingViewController, LoggingViewController) {
        let parent = LoggingViewController("P", log: log)
        let leaving = LoggingViewController("A", log: log)
        let arriving = LoggingViewController("B", log: log)
        for child in [leaving, arriving] {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        return (parent, leaving, arriving)
    }

    @Test("a parent disappearing while its child is already disappearing: no second will, no diagnostic, both end")
    func disappearingChildIsNotToldAgain() {
        let log = CallbackLog()
        let (parent, leaving, arriving) = container(log)
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        // The container's own transition: A goes, B comes (B was already shown by forwarding; send it away first).
        arriving.beginAppearanceTransition(false, animated: false)
        arriving.endAppearanceTransition()
        leaving.beginAppearanceTransition(false, animated: true)
        arriving.beginAppearanceTransition(true, animated: true)
        log.clear()
        let diagnostics = collectingDiagnostics {
            parent.beginAppearanceTransition(false, animated: false)
            parent.endAppearanceTransition()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(log.entries == ["P.viewWillDisappear", "B.viewWillDisappear", "P.viewDidDisappear",
                                "A.viewDidDisappear", "B.viewDidDisappear"])
        #expect(leaving.appearanceState == .disappeared)
        #expect(arriving.appearanceState == .disappeared)
    }

    @Test("a parent appearing while its child is already appearing: the child's will is not repeated")
    func appearingChildIsNotToldAgain() {
        let log = CallbackLog()
        let (parent, _, arriving) = container(log)
        arriving.beginAppearanceTransition(true, animated: true)
        log.clear()
        let diagnostics = collectingDiagnostics {
            parent.beginAppearanceTransition(true, animated: false)
            parent.endAppearanceTransition()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(log.entries == ["P.viewWillAppear", "A.viewWillAppear", "P.viewDidAppear", "A.viewDidAppear", "B.viewDidAppear"])
    }
}

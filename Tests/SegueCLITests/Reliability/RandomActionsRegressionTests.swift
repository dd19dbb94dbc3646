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
}

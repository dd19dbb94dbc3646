import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The window resized in the middle of every scene's showcase transition, as the
/// SDL host resizes it (screen, window and shell follow at once, without
/// animating): the transition ends in the state of a run that resized just after
/// it ended — everything laid out for the new size, nothing left at the old one.
@MainActor
@Suite("Faults: the window resized mid-transition")
struct ResizeFaultTests {
    static let before = CGSize(width: 1024, height: 700)
    static let after = CGSize(width: 800, height: 900)

    @Test("each scene's showcase transition ends laid out for the new size", arguments: DemoFaultStage.transitionScenes)
    func resizeMidShowcase(_ name: DemoSceneName) throws {
        let reference = DemoFaultStage(name, size: Self.before)
        defer { reference.tearDown() }
        #expect(reference.scene.startShowcaseTransition())
        #expect(reference.settle())
        reference.resize(to: Self.after)
        #expect(reference.settle())
        let expected = reference.fingerprint

        let stage = DemoFaultStage(name, size: Self.before)

        defer { stage.tearDown() }
        #expect(stage.scene.startShowcaseTransition())
        stage.advance(by: 0.1)
        #expect(stage.isTransitioning)
        stage.resize(to: Self.after)
        #expect(stage.settle())
        let ended = stage.fingerprint
        #expect(ended == expected, "\(name): \(ended.differences(from: expected))")
        #expect(stage.scene.window.bounds.size == Self.after)
    }

    @Test("resized twice during one flip, growing then shrinking")
    func resizeTwice() throws {
        let reference = DemoFaultStage(.flip, size: Self.before)
        defer { reference.tearDown() }
        #expect(reference.scene.startShowcaseTransition())
        #expect(reference.settle())
        reference.resize(to: CGSize(width: 640, height: 480))
        #expect(reference.settle())

        let stage = DemoFaultStage(.flip, size: Self.before)

        defer { stage.tearDown() }
        #expect(stage.scene.startShowcaseTransition())
        stage.advance(by: 0.3)
        stage.resize(to: CGSize(width: 1400, height: 1000))
        stage.advance(by: 0.3)
        stage.resize(to: CGSize(width: 640, height: 480))
        #expect(stage.settle())
        #expect(stage.fingerprint == reference.fingerprint, "\(stage.fingerprint.differences(from: reference.fingerprint))")
    }
}

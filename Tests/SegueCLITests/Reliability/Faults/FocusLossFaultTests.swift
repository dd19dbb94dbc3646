import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The window losing focus (or the pointer leaving it) in the middle of a drag that
/// drives a transition, in every scene with one: the SDL host cancels the touches,
/// the gesture is cancelled, and the interactive transition cancels. Each drag
/// stops short of its scene's threshold and is held still, so the scene ends in
/// exactly the state letting go there would have left (the seeds that treat
/// `.cancelled` like a release — sliding, pinch — decide the same way, with no
/// stale flick velocity), every recognizer back at `.possible` and no touch left
/// down: the button's late release does nothing.
@MainActor
@Suite("Faults: focus lost mid-drag")
struct FocusLossFaultTests {
    /// A scene, what to do before the drag, and a drag that is mid-transition after
    /// its last move.
    struct Drag: CustomTestStringConvertible, Sendable {
        let scene: DemoSceneName
        let start: CGPoint
        let end: CGPoint
        let alt: Bool
        /// Run the showcase first (a page to pop, a menu to close).
        let showcaseFirst: Bool
        var testDescription: String { scene.rawValue }
    }

    nonisolated static let drags: [Drag] = [
        // The flip seed's pan on the window: down a third of the height.
        Drag(scene: .flip, start: CGPoint(x: 512, y: 60), end: CGPoint(x: 512, y: 290), alt: false, showcaseFirst: false),
        // UIKit's own edge-swipe pop, from the pushed page.
        Drag(scene: .navigation, start: CGPoint(x: 4, y: 300), end: CGPoint(x: 300, y: 300), alt: false, showcaseFirst: true),
        // The tab bar's sideways pan to the next tab.
        Drag(scene: .tabs, start: CGPoint(x: 900, y: 300), end: CGPoint(x: 600, y: 300), alt: false, showcaseFirst: false),
        // The sliding container's pan, anchoring right: a third of the way.
        Drag(scene: .sliding, start: CGPoint(x: 400, y: 300), end: CGPoint(x: 500, y: 300), alt: false, showcaseFirst: false),
        // The TTPushAnimator seed's pinch (Alt-drag) away from the page's centre
        // (points relative to it): a push, opened to 1.4× (progress 0.2, short of the
        // seed's 0.25).
        Drag(scene: .keyframePush, start: CGPoint(x: 50, y: 0), end: CGPoint(x: 70, y: 0), alt: true, showcaseFirst: false),
    ]

    @Test("the interactive transition cancels and the scene ends as a release there would leave it", arguments: drags)
    func focusLossMidDrag(_ drag: Drag) throws {
        let recorder = TransitionReportRecorder()
        recorder.start()
        defer { recorder.stop() }
        let reference = DemoFaultStage(drag.scene)
        defer { reference.tearDown() }
        let (start, end) = points(drag, on: reference)
        let modifiers: UIKeyModifierFlags = drag.alt ? .alternate : []
        prepare(reference, drag)
        reference.press(at: start, dragTo: end, steps: 30, modifiers: modifiers)
        reference.advance(by: 0.2)   // held still: no flick
        reference.stage.pointer(.ended, at: end, modifiers: modifiers)
        #expect(reference.settle())
        #expect(recorder.report.transitions.last?.outcome == "cancelled", "\(drag.scene): a release there cancels")
        let released = reference.fingerprint

        let stage = DemoFaultStage(drag.scene)

        defer { stage.tearDown() }
        prepare(stage, drag)
        let started = recorder.report.transitions.count
        stage.press(at: start, dragTo: end, steps: 30, modifiers: modifiers)
        stage.advance(by: 0.2)
        #expect(stage.isTransitioning, "\(drag.scene): the drag drives a transition")
        stage.loseFocus()
        #expect(stage.unsettledRecognizers.isEmpty, "\(stage.unsettledRecognizers)")
        #expect(stage.settle())
        let after = stage.fingerprint
        #expect(after == released, "\(drag.scene): \(after.differences(from: released))")
        let transitions = recorder.report.transitions.dropFirst(started)
        #expect(transitions.map(\.outcome) == ["cancelled"] && transitions.first?.interactive == true, "\(transitions)")

        // The button comes up later (focus is back): no touch is down, nothing starts.
        stage.stage.pointer(.moved, at: end, modifiers: modifiers)
        stage.stage.pointer(.ended, at: end, modifiers: modifiers)
        stage.stage.runTicks(1)
        #expect(!stage.isTransitioning)
        #expect(stage.settle())
        #expect(stage.fingerprint == released)
        #expect(stage.unsettledRecognizers.isEmpty)
    }

    /// Runs the showcase first when the drag needs it, and settles.
    private func prepare(_ stage: DemoFaultStage, _ drag: Drag) {
        if drag.showcaseFirst {
            #expect(stage.scene.startShowcaseTransition())
        }
        #expect(stage.settle())
    }

    /// The drag's points in the window (a pinch's are relative to the page's centre).
    private func points(_ drag: Drag, on stage: DemoFaultStage) -> (CGPoint, CGPoint) {
        guard let pinched = stage.scene as? KeyframePushScene, let page = pinched.root.view else { return (drag.start, drag.end) }
        let centre = pinched.window.convert(CGPoint(x: page.bounds.midX, y: page.bounds.midY), from: page)
        return (CGPoint(x: centre.x + drag.start.x, y: centre.y + drag.start.y),
                CGPoint(x: centre.x + drag.end.x, y: centre.y + drag.end.y))
    }
}

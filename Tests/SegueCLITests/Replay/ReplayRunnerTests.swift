import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

@MainActor
@Suite("segue replay: a trace replayed headless, deterministically")
struct ReplayRunnerTests {
    /// The flip scene's button: 56 pt below the centre, on both pages.
    static let button = CGPoint(x: 300, y: 256)

    /// A click on the Flip button at 0.5 s, the trace ending at 2 s.
    static let click = ReplayTrace(scene: "flip", width: 600, height: 400, events: [
        ReplayTraceEvent(time: 0.5, kind: .down(button, alt: false)),
        ReplayTraceEvent(time: 0.55, kind: .up(button, alt: false)),
    ], until: 2)

    @Test("clicking Flip gives one non-interactive, completed present, the seed's appearance order and the modal on top")
    func clickFlip() throws {
        let report = try ReplayRunner(trace: Self.click, catalog: DemoSceneName.catalog()).run()
        #expect(report == TransitionReport(
            transitions: [.init(operation: "present", interactive: false, outcome: "completed", maxPercent: 0)],
            appearance: [
                "SCViewController.viewWillAppear", "SCViewController.viewDidAppear",
                "SCViewController.viewWillDisappear", "SCModalViewController.viewWillAppear",
                "SCModalViewController.viewDidAppear", "SCViewController.viewDidDisappear",
            ],
            topViewController: "SCModalViewController"))
        #expect(report.json.contains(#"{"operation": "present", "interactive": false, "outcome": "completed", "maxPercent": 0}"#))
        #expect(report.json.hasSuffix("\"topViewController\": \"SCModalViewController\"\n}\n"))
    }

    @Test("a trace that ends mid-flip reports the present still running; clicking again dismisses")
    func runningAndDismiss() throws {
        var short = Self.click
        short.until = 1
        #expect(try ReplayRunner(trace: short, catalog: DemoSceneName.catalog()).run().transitions.map(\.outcome) == ["running"])
        var twice = Self.click
        twice.events += [ReplayTraceEvent(time: 2, kind: .down(Self.button, alt: false)),
                         ReplayTraceEvent(time: 2.05, kind: .up(Self.button, alt: false))]
        twice.until = 3.5
        let report = try ReplayRunner(trace: twice, catalog: DemoSceneName.catalog()).run()
        #expect(report.transitions.map(\.operation) == ["present", "dismiss"])
        #expect(report.transitions.map(\.outcome) == ["completed", "completed"])
        #expect(report.topViewController == "SCViewController")
    }

    @Test("a press cancelled before its release does not flip; keys reach nothing and change nothing")
    func cancelledAndKeys() throws {
        let trace = ReplayTrace(scene: "flip", width: 600, height: 400, events: [
            ReplayTraceEvent(time: 0.5, kind: .down(Self.button, alt: false)),
            ReplayTraceEvent(time: 0.6, kind: .cancel),
            ReplayTraceEvent(time: 0.7, kind: .up(Self.button, alt: false)),
            ReplayTraceEvent(time: 0.8, kind: .key("s")),
        ], until: 2)
        let report = try ReplayRunner(trace: trace, catalog: DemoSceneName.catalog()).run()
        #expect(report.transitions.isEmpty)
        #expect(report.topViewController == "SCViewController")
    }

    @Test("the frame times: k / fps up to until, on whole ticks")
    func frameTimes() {
        var trace = Self.click
        trace.until = 1
        #expect(ReplayRunner(trace: trace, catalog: DemoSceneName.catalog(), framesPerSecond: 4).frameTicks(tickInterval: 1.0 / 240) == [0, 60, 120, 180, 240])
        #expect(ReplayRunner(trace: trace, catalog: DemoSceneName.catalog()).frameTicks(tickInterval: 1.0 / 240).isEmpty)
        #expect(ReplayJob.frameName(7) == "frame-0007.png")
        #expect(ReplayJob.frameName(12345) == "frame-12345.png")
    }

    /// The report and every frame's PNG bytes of one replay.
    private func replay(_ trace: ReplayTrace, scene: DemoSceneName? = nil, fps: Int) throws -> (String, [[UInt8]]) {
        var frames: [[UInt8]] = []
        let report = try ReplayRunner(trace: trace, catalog: DemoSceneName.catalog(), scene: scene?.rawValue, framesPerSecond: fps).run { _, image in
            frames.append(try PNGEncoder().encode(rgba: image.pixels, width: image.width, height: image.height))
        }
        return (report.json, frames)
    }

    @Test("the same trace twice gives the same report and byte-identical frames; the flip shows mid-way")
    func deterministic() throws {
        var trace = Self.click
        trace.until = 1.75
        let first = try replay(trace, fps: 4)
        let second = try replay(trace, fps: 4)
        #expect(first.0 == second.0)
        #expect(first.1.count == 8)
        #expect(first.1 == second.1)
        // Frame 0 (before the click) and frame 7 (after the flip) differ, and the
        // frame a quarter second into the flip differs from both.
        #expect(first.1[0] != first.1[7])
        #expect(first.1[3] != first.1[0] && first.1[3] != first.1[7])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-replay-frames")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for index in [0, 3, 7] {
            try Data(first.1[index]).write(to: directory.appendingPathComponent(ReplayJob.frameName(index)))
        }
    }

    @Test("--scene layers replays the same input over the layer scene: no transitions, only its host controller appearing; deterministic frames")
    func layersScene() throws {
        var trace = Self.click
        trace.until = 0.5
        let first = try replay(trace, scene: .layers, fps: 2)
        let second = try replay(trace, scene: .layers, fps: 2)
        #expect(first.0 == """
            {
              "transitions": [],
              "appearance": ["LayerHostViewController.viewWillAppear", "LayerHostViewController.viewDidAppear"],
              "topViewController": "LayerHostViewController"
            }

            """)
        #expect(first.1 == second.1)
        #expect(first.1.count == 2 && first.1[0] != first.1[1])
    }
}

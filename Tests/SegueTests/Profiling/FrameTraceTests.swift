import Foundation
@testable import Segue
import Testing
import SegueTestSupport

/// A `FrameTrace` fed by a `FramePhaseRecorder` around a `HeadlessHost`, all on
/// the host's manual clock: frames and their phases, animation and transition
/// tracks, counters and input, read back with `ChromeTraceDocument` (which also
/// checks nesting and time order).
@MainActor
@Suite struct FrameTraceTests {
    final class FirstController: UIViewController {}
    final class SecondController: UIViewController {}

    /// The host, recorder and trace one test uses. Made in the test's body, not in
    /// the suite's `init`: the test runner may run other tests between a suite's
    /// `init` and its test, and a trace observes every transition and animation
    /// from its creation.
    @MainActor final class Fixture {
        let directory: URL
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let recorder: FramePhaseRecorder
        let trace: FrameTrace
        let path: String

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-frame-trace-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            path = directory.appendingPathComponent("trace.json").path
            recorder = FramePhaseRecorder(clock: host.clock)
            trace = try FrameTrace(path: path, clock: host.clock, origin: host.clock.now(), processName: "test")
            recorder.trace = trace
        }

        /// One frame as the SDL host runs it: a wait, ticks over `seconds`, layout, and
        /// (when `drawn`) geometry build, draw and present, each taking a little time.
        func frame(seconds: Double = 1.0 / 60, drawn: Bool = true, input: (Double, Double)? = nil) {
            recorder.beginWait()
            host.clock.advance(by: 0.001)
            recorder.beginFrame()
            if let input {
                recorder.mark(.input)
                recorder.recordInput("pointer moved", x: input.0, y: input.1, queuedFor: 0.0005)
            }
            recorder.mark(.ticks)
            let before = host.loop.tickCount
            host.advance(by: seconds)
            recorder.mark(.layout)
            host.window.layer.layoutAndDisplayIfNeeded()
            host.clock.advance(by: 0.0002)
            recorder.endPhase()
            if drawn {
                recorder.mark(.geometryBuild)
                host.clock.advance(by: 0.001)
                recorder.mark(.draw)
                host.clock.advance(by: 0.001)
                recorder.mark(.present)
                host.clock.advance(by: 0.002)
            }
            recorder.endFrame(drawn: drawn, ticks: host.loop.tickCount - before,
                              counters: FrameCounters(layers: 5, quads: 4, triangles: 8, drawCalls: 2, textureUploads: 1,
                                                      pixelsFilled: 48_000, culledLayers: 2))
        }

        func finished() throws -> ChromeTraceDocument {
            try trace.finish()
            return try ChromeTraceDocument(contentsOfFile: path)
        }
    }

    @Test func framesHoldTheirPhasesInOrderAndIdleFramesAreDropped() throws {
        let f = try Fixture()
        f.frame()
        for _ in 0..<3 { f.frame(seconds: 0, drawn: false) }   // idle wake-ups: no tick, nothing drawn
        f.frame(input: (12, 34))
        let document = try f.finished()
        let frames = document.slices(named: "frame")
        #expect(frames.count == 2)
        #expect(f.trace.framesWritten == 2)
        #expect(frames.allSatisfy { $0.depth == 0 && $0.threadID == FrameTrace.frameThread })
        #expect(document.children(of: frames[0]).map(\.name) == ["ticks", "layout", "geometry build", "draw", "present"])
        #expect(document.children(of: frames[1]).map(\.name) == ["input", "ticks", "layout", "geometry build", "draw", "present"])
        #expect(frames[1].arguments["frame"] == .number(2) && frames[1].arguments["drawn"] == .bool(true))
        #expect(frames[1].arguments["input events"] == .number(1))
        let waits = document.slices(named: "wait")
        #expect(waits.count == 2 && waits.allSatisfy { $0.depth == 0 })
        #expect(abs(waits[0].duration - 1000) < 1e-3, "the wait right before the frame, in µs")
        let input = try #require(document.instants(category: "input").first)
        #expect(input.name == "pointer moved")
        #expect(input.arguments["x"] == .number(12) && input.arguments["y"] == .number(34))
        #expect(input.arguments["queued (ms)"] == .number(0.5))
        #expect(input.timestamp! >= frames[1].start && input.timestamp! <= frames[1].end)
        for name in ["layers", "quads", "triangles", "draw calls", "texture uploads"] {
            #expect(document.counter(name).count == 2, "\(name) once per drawn frame")
        }
        #expect(document.counter("quads").map(\.value) == [4, 4])
        #expect(document.counter("pixels filled").map(\.value) == [48_000, 48_000])
        #expect(document.counter("culled layers").map(\.value) == [2, 2])
        #expect(document.threadNames[FrameTrace.frameThread] == "Frames")
    }

    @Test func eachLayerAnimationIsASliceOnATrackNamedByLayerAndKey() throws {
        let f = try Fixture()
        f.frame()
        let card = CALayer()
        card.name = "card"
        f.host.window.layer.addSublayer(card)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 0.25
        card.add(fade, forKey: "fade")
        let twin = CALayer()
        twin.name = "card"
        f.host.window.layer.addSublayer(twin)
        twin.add(fade, forKey: "fade")
        for _ in 0..<30 { f.frame() }
        // A third one after both ended reuses the first lane.
        card.add(fade, forKey: "fade")
        for _ in 0..<30 { f.frame() }
        let document = try f.finished()
        let slices = document.slices(named: "card · fade")
        #expect(slices.count == 3)
        #expect(f.trace.animationsTraced == 3)
        #expect(slices.allSatisfy { $0.category == "animation" && $0.depth == 0 })
        #expect(slices.allSatisfy { $0.arguments["type"] == .string("CABasicAnimation") })
        #expect(slices.allSatisfy { $0.arguments["keyPath"] == .string("opacity") })
        #expect(slices.allSatisfy { $0.arguments["duration (s)"] == .number(0.25) })
        #expect(slices.allSatisfy { $0.arguments["end"] == .string("removed") })
        #expect(slices.allSatisfy { abs($0.duration - 250_000) <= 20_000 }, "\(slices.map(\.duration)) µs, within a frame of 0.25 s")
        let lanes = Set(slices.map(\.threadID))
        #expect(lanes.count == 2, "the overlapping twin opened a second lane")
        #expect(slices[2].threadID == slices[0].threadID)
        #expect(Set(lanes.compactMap { document.threadNames[$0] }) == ["card · fade", "card · fade (2)"])
    }

    @Test func eachTransitionIsASliceNamedByOperationAndControllers() throws {
        let f = try Fixture()
        let first = FirstController()
        f.host.window.rootViewController = first
        f.frame()
        let second = SecondController()
        first.present(second, animated: true)
        for _ in 0..<60 { f.frame() }
        first.dismiss(animated: true)
        for _ in 0..<60 { f.frame() }
        let document = try f.finished()
        let present = try #require(document.slices(named: "present FirstController → SecondController").first, "\(document.slices.filter { $0.category == "transition" }.map(\.name))")
        #expect(present.category == "transition")
        #expect(present.arguments["outcome"] == .string("completed"))
        #expect(present.arguments["animated"] == .bool(true) && present.arguments["interactive"] == .bool(false))
        #expect(document.threadNames[present.threadID] == "Transitions")
        let dismiss = try #require(document.slices(named: "dismiss SecondController → FirstController").first)
        #expect(dismiss.threadID == present.threadID, "one after the other on one lane")
        #expect(dismiss.start >= present.end)
        #expect(f.trace.transitionsTraced == 2)
        // The transition's own animations have tracks too.
        #expect(document.slices.contains { $0.category == "animation" && $0.name.hasPrefix("SecondController.view · ") })
    }

    @Test func finishClosesWhatIsStillRunningAndTheLaunchEnclosesTheFirstFrame() throws {
        let f = try Fixture()
        let launched = try FrameTrace(path: f.directory.appendingPathComponent("launch.json").path, clock: f.host.clock,
                                      origin: f.host.clock.now() - 0.2)
        f.recorder.trace = launched
        launched.beginLaunch(at: f.host.clock.now() - 0.2)
        let spinner = CALayer()
        spinner.name = "spinner"
        f.host.window.layer.addSublayer(spinner)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = Double.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")
        launched.launchStep("open the window", from: f.host.clock.now() - 0.15, to: f.host.clock.now() - 0.05)
        f.frame()
        launched.launchStep("too late", from: f.host.clock.now(), to: f.host.clock.now())
        launched.endLaunch(at: f.recorder.lastDrawnFrame!.end)
        f.frame()
        try launched.finish()
        let document = try ChromeTraceDocument(contentsOfFile: f.directory.appendingPathComponent("launch.json").path)
        let launch = try #require(document.slices(named: "launch").first)
        #expect(launch.start == 0 && launch.depth == 0)
        let frames = document.slices(named: "frame")
        #expect(frames.first?.depth == 1 && frames.first?.parent == document.slices.firstIndex(of: launch))
        #expect(frames.last?.depth == 0, "later frames are outside the launch")
        #expect(document.children(of: launch).map(\.name) == ["open the window", "wait", "frame"])
        let step = try #require(document.slices(named: "open the window").first)
        #expect(abs(step.start - 50_000) < 1e-3 && abs(step.duration - 100_000) < 1e-3 && step.category == "launch")
        #expect(document.slices(named: "too late").isEmpty, "steps after the first frame began are ignored")
        #expect(abs((launch.arguments["first frame after (ms)"]?.number ?? 0) - launch.duration / 1000) < 1e-6)
        let running = try #require(document.slices(named: "spinner · spin").first)
        #expect(running.arguments["end"] == .string("running at the end of the trace"))
        f.trace.abandon()
    }

    @Test func anAbandonedOrReleasedTraceLeavesNoFile() throws {
        let f = try Fixture()
        f.frame()
        f.trace.abandon()
        #expect(!FileManager.default.fileExists(atPath: f.path))
        var temporary = ""
        do {
            let other = try FrameTrace(path: f.directory.appendingPathComponent("other.json").path, clock: f.host.clock, origin: 0)
            temporary = other.writer.temporaryPath
            #expect(FileManager.default.fileExists(atPath: temporary))
        }
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.directory.path).isEmpty)
    }
}

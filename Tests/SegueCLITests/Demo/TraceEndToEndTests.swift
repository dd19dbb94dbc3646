import Foundation
import Segue
import Testing
import SegueTestSupport

/// `segue demo --trace` as a user runs it: under a private Xvfb, xdotool drags the
/// flip scene's card past half the window (an interactive present), then the demo
/// gets SIGTERM; the trace must then be whole under its name — frames with their
/// phases, the launch, the drag's input, the transition and its animations, the
/// counters — and every motion event must sit in a frame that presents after it
/// (pointer-to-photon within one frame).
@Suite(.serialized) struct TraceEndToEndTests {
    static let phaseNames = Set(FramePhase.allCases.map(\.name))

    static func freshDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-trace-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aDragIsTracedFrameByFrameAndTheFileIsWholeAfterSIGTERM() throws {
        let directory = try Self.freshDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("trace.json").path
        let server = try XvfbSession()
        defer { server.stop() }
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--scene", "flip", "--size", "600x400", "--trace", path])
        defer { demo.kill() }
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-trace-e2e.png")
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        _ = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.mainPageColour, keep: keep)
        let x = geometry.x + 300, top = geometry.y + 60
        var drag = ["mousemove", "\(x)", "\(top)", "mousedown", "1"]
        for step in stride(from: 10, through: 300, by: 10) { drag += ["mousemove", "\(x)", "\(top + step)"] }
        drag += ["mouseup", "1"]
        let moved = try server.run("xdotool", drag)
        #expect(moved.status == 0, "xdotool: \(moved.error)")
        let settled = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.modalPageColour, keep: keep)
        #expect(settled >= 0.8, "the drag presented the modal: \(settled); see \(keep.path)")
        #expect(!FileManager.default.fileExists(atPath: path), "the trace gets its name only when the demo ends")
        demo.terminate()
        #expect(demo.waitForExit(seconds: 20) == 128 + SIGTERM, "stderr: \(demo.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["trace.json"], "no temporary file left")

        let document = try ChromeTraceDocument(contentsOfFile: path)   // well-formed, nested, in time order
        // The launch: from the process's start to the first present, around frame 1.
        let launch = try #require(document.slices(named: "launch").first)
        #expect(launch.start == 0 && launch.duration > 0)
        let frames = document.slices(named: "frame")
        #expect(frames.first?.parent == document.slices.firstIndex(of: launch))
        // Every frame's phases are the eight, a drawn frame ends building, drawing, presenting.
        let drawn = frames.filter { $0.arguments["drawn"] == .bool(true) }
        #expect(drawn.count >= 3, "\(drawn.count) drawn frames: the first, the drag, the finish")
        for frame in frames {
            let phases = document.children(of: frame).map(\.name)
            #expect(Set(phases).isSubset(of: Self.phaseNames), "\(phases)")
        }
        for frame in drawn {
            let phases = document.children(of: frame).map(\.name)
            #expect(Array(phases.suffix(3)) == ["geometry build", "draw", "present"], "\(phases)")
        }
        // The drag: one press, one release, a motion per step, in the frames.
        let inputs = document.instants(category: "input")
        #expect(inputs.filter { $0.name == "pointer down" }.count == 1)
        #expect(inputs.filter { $0.name == "pointer up" }.count == 1)
        let motions = inputs.filter { $0.name == "pointer moved" }
        #expect(motions.count >= 30)
        // The interactive present, its percent, its animations.
        let present = try #require(document.slices(named: "present SCViewController → SCModalViewController").first)
        #expect(present.arguments["interactive"] == .bool(true))
        #expect(present.arguments["outcome"] == .string("completed"))
        #expect(document.threadNames[present.threadID] == "Transitions")
        #expect(document.counter("transition percent").count >= 10)
        #expect(document.slices.contains { $0.category == "animation" && $0.name.hasPrefix("SCModalViewController.view · ") })
        for name in ["layers", "quads", "triangles", "draw calls", "texture uploads", "pixels filled", "culled layers"] {
            #expect(document.counter(name).count == drawn.count, "\(name): one sample per drawn frame")
        }
        // Pointer-to-photon: each motion while the transition runs is handled in a
        // frame that draws and presents after it.
        let dragging = motions.filter { ($0.timestamp ?? 0) > present.start && ($0.timestamp ?? 0) < present.end }
        #expect(dragging.count >= 10)
        for motion in dragging {
            let time = motion.timestamp ?? 0
            let frame = try #require(frames.first { $0.start <= time && time <= $0.end }, "motion at \(time) µs is in a frame")
            #expect(frame.arguments["drawn"] == .bool(true), "the frame that took the motion at \(time) µs draws")
            let presentPhase = document.children(of: frame).last { $0.name == "present" }
            #expect((presentPhase?.start ?? -1) >= time, "and presents after it")
        }
    }

    @Test func anUnwritableTraceExits1BeforeOpeningAWindow() throws {
        let binary = try DemoWindowEndToEndTests.binary
        let environment = DemoWindowEndToEndTests.displaylessEnvironment
        let missing = try BoundedProcess.run(binary, ["demo", "--trace", "/nonexistent-segue-dir/t.json"], environment: environment, seconds: 30)
        #expect(missing.status == 1, "as every output that cannot be written")
        #expect(missing.error == "error: cannot write --trace \"/nonexistent-segue-dir/t.json\": no such directory \"/nonexistent-segue-dir\"\n")
        let directory = try BoundedProcess.run(binary, ["demo", "--trace", "/tmp"], environment: environment, seconds: 30)
        #expect(directory.status == 1)
        #expect(directory.error == "error: cannot write --trace \"/tmp\": it is a directory\n")
        let empty = try BoundedProcess.run(binary, ["demo", "--trace", ""], environment: environment, seconds: 30)
        #expect(empty.status == 64)
        #expect(empty.error == "error: --trace must be a file path, got \"\"\n")
    }

    @Test func aDemoThatCannotOpenItsWindowLeavesNoTrace() throws {
        let directory = try Self.freshDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("trace.json").path
        let result = try BoundedProcess.run(try DemoWindowEndToEndTests.binary, ["demo", "--trace", path, "--frames", "1"],
                                            environment: DemoWindowEndToEndTests.displaylessEnvironment, seconds: 30)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: opening a window failed: no display"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}

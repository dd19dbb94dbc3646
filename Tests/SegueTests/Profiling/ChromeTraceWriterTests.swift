import Foundation
@testable import Segue
import Testing
import SegueTestSupport

/// The Chrome Trace Event writer: the file's shape, escaping, numbers, streaming
/// through a bounded buffer, and never a partial file under the final name.
@Suite struct ChromeTraceWriterTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-trace-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String = "trace.json") -> String { directory.appendingPathComponent(name).path }

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func writesEveryKindOfEventThatReadsBack() throws {
        let writer = try ChromeTraceWriter(path: path(), origin: 100, processID: 7)
        writer.processName("segue test")
        writer.threadName("Frames", thread: 1)
        writer.threadSortIndex(0, thread: 1)
        writer.beginSlice("frame", category: "frame", timestamp: 100.001, thread: 1) { $0.add("frame", 1) }
        writer.completeSlice("ticks", category: "frame", timestamp: 100.001, duration: 0.0005, thread: 1)
        writer.instant("pointer moved", category: "input", timestamp: 100.0016, thread: 1) { arguments in
            arguments.add("x", 10.5)
            arguments.add("y", 20.0)
        }
        writer.endSlice(timestamp: 100.002, thread: 1) { arguments in
            arguments.add("drawn", true)
            arguments.add("outcome", "completed")
        }
        writer.counter("quads", timestamp: 100.002, value: 40)
        try writer.finish(otherData: [("producer", "Segue")])

        let document = try ChromeTraceDocument(contentsOfFile: path())
        #expect(document.events.map(\.phase) == ["M", "M", "M", "B", "X", "i", "E", "C"])
        #expect(document.events.allSatisfy { $0.processID == 7 })
        #expect(document.threadNames == [1: "Frames"])
        #expect(document.otherData == ["producer": "Segue"])
        let frame = try #require(document.slices(named: "frame").first)
        #expect(frame.start == 1000 && frame.end == 2000, "microseconds from the origin")
        #expect(frame.arguments == ["frame": .number(1), "drawn": .bool(true), "outcome": .string("completed")])
        let ticks = try #require(document.slices(named: "ticks").first)
        #expect(ticks.start == 1000 && ticks.duration == 500 && ticks.depth == 1)
        #expect(document.children(of: frame) == [ticks])
        let input = try #require(document.instants(category: "input").first)
        #expect(input.timestamp == 1600 && input.arguments == ["x": .number(10.5), "y": .number(20)])
        #expect(document.counter("quads").map(\.value) == [40])
        let raw = try text(path())
        #expect(raw.hasPrefix("{\"traceEvents\":[\n"))
        #expect(raw.contains("\"ts\":1000.000"), "three decimals: nanoseconds")
        #expect(raw.contains("\"displayTimeUnit\":\"ms\""))
    }

    @Test func escapesNamesAndArgumentsAsJSON() throws {
        let writer = try ChromeTraceWriter(path: path(), origin: 0)
        let awkward = "say \"hi\" \\ back\nslash\ttab \u{01} → é 🎞"
        writer.threadName(awkward, thread: 3)
        writer.instant(awkward, category: "test", timestamp: 0, thread: 3) { $0.add(awkward, awkward) }
        try writer.finish()
        let raw = try text(path())
        #expect(raw.contains(#"say \"hi\" \\ back\nslash\ttab \u0001 → é 🎞"#))
        let document = try ChromeTraceDocument(contentsOfFile: path())
        #expect(document.threadNames[3] == awkward)
        #expect(document.events.last?.name == awkward)
        #expect(document.events.last?.arguments[awkward] == .string(awkward))
    }

    @Test func writesNumbersExactlyAndNonFiniteAsNull() throws {
        let writer = try ChromeTraceWriter(path: path(), origin: 10)
        writer.instant("numbers", category: "test", timestamp: 10.0000015, thread: 1) { arguments in
            arguments.add("int", -42)
            arguments.add("whole", 3.0)
            arguments.add("quarter", 0.25)
            arguments.add("small", -0.000125)
            arguments.add("nan", Double.nan)
            arguments.add("infinite", Double.infinity)
            arguments.add("max", Int.max)
            arguments.add("min", Int.min)
        }
        writer.completeSlice("before the origin", category: "test", timestamp: 10.5, duration: 0.25, thread: 1)
        try writer.finish()
        let raw = try text(path())
        #expect(raw.contains("\"ts\":1.500"))
        #expect(raw.contains("\"int\":-42,\"whole\":3,\"quarter\":0.25,\"small\":-0.000125,\"nan\":null,\"infinite\":null"))
        #expect(raw.contains("\"max\":9223372036854775807,\"min\":-9223372036854775808"))
        #expect(raw.contains("\"ts\":500000.000,\"pid\"") && raw.contains("\"dur\":250000.000"))
        _ = try ChromeTraceDocument(contentsOfFile: path())
    }

    @Test func countersAreOneTrackEachWithAValue() throws {
        let writer = try ChromeTraceWriter(path: path(), origin: 0)
        for frame in 0..<3 {
            writer.counter("layers", timestamp: Double(frame), value: Double(10 + frame))
            writer.counter("pixels filled", timestamp: Double(frame), value: 1.5e6)
        }
        try writer.finish()
        let document = try ChromeTraceDocument(contentsOfFile: path())
        #expect(document.counter("layers").map(\.value) == [10, 11, 12])
        #expect(document.counter("layers").map(\.timestamp) == [0, 1_000_000, 2_000_000])
        #expect(document.counter("pixels filled").map(\.value) == [1.5e6, 1.5e6, 1.5e6])
        #expect(document.events.allSatisfy { $0.category == "counter" && $0.arguments.keys.sorted() == ["value"] })
    }

    @Test func streamsThroughABoundedBufferIntoATemporaryFileRenamedAtTheEnd() throws {
        let writer = try ChromeTraceWriter(path: path(), origin: 0, bufferCapacity: 256)
        #expect(FileManager.default.fileExists(atPath: writer.temporaryPath))
        #expect(!FileManager.default.fileExists(atPath: path()), "nothing under the final name until finish()")
        #expect(URL(fileURLWithPath: writer.temporaryPath).deletingLastPathComponent().path == directory.path,
                "beside the final file, so the rename is atomic")
        for index in 0..<5_000 {
            writer.completeSlice("slice \(index % 7)", category: "test", timestamp: Double(index) * 0.001,
                                 duration: 0.0005, thread: 1 + index % 3)
        }
        #expect(writer.bytesWritten > 200_000, "written out as it went")
        let onDisk = try FileManager.default.attributesOfItem(atPath: writer.temporaryPath)[.size] as? Int ?? 0
        #expect(onDisk == writer.bytesWritten)
        #expect(!FileManager.default.fileExists(atPath: path()))
        try writer.finish()
        #expect(!FileManager.default.fileExists(atPath: writer.temporaryPath))
        let document = try ChromeTraceDocument(contentsOfFile: path())
        #expect(document.events.count == 5_000)
        #expect(writer.eventCount == 5_000)
    }

    @Test func abandoningOrReleasingAnUnfinishedWriterLeavesNoFile() throws {
        let writer = try ChromeTraceWriter(path: path("a.json"), origin: 0)
        writer.instant("x", category: "test", timestamp: 0, thread: 1)
        writer.abandon()
        #expect(!FileManager.default.fileExists(atPath: writer.temporaryPath))
        #expect(!FileManager.default.fileExists(atPath: path("a.json")))

        var temporary = ""
        do {
            let released = try ChromeTraceWriter(path: path("b.json"), origin: 0)
            temporary = released.temporaryPath
            released.instant("x", category: "test", timestamp: 0, thread: 1)
        }
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(!FileManager.default.fileExists(atPath: path("b.json")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func anExistingFileIsReplacedOnlyWhenTheTraceIsComplete() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: path()))
        let writer = try ChromeTraceWriter(path: path(), origin: 0)
        writer.instant("x", category: "test", timestamp: 0, thread: 1)
        #expect(try text(path()) == "old")
        try writer.finish()
        #expect(try ChromeTraceDocument(contentsOfFile: path()).events.count == 1)
    }

    @Test(arguments: [
        ("", "the path is empty"),
        ("/nonexistent-segue-dir/trace.json", "no such directory \"/nonexistent-segue-dir\""),
        ("/etc/hostname/trace.json", "\"/etc/hostname\" is not a directory"),
        ("/tmp", "it is a directory"),
    ])
    func badPathsFailAtOnceSayingWhy(path: String, reason: String) {
        #expect(throws: TraceFileError(path: path, reason: reason)) {
            _ = try ChromeTraceWriter(path: path, origin: 0)
        }
        #expect(TraceFileError(path: path, reason: reason).description == "cannot write --trace \"\(path)\": \(reason)")
    }

    @Test func anUnwritableDirectoryFailsWithTheSystemsReason() {
        // /proc/self is a directory no one can create files in, root included.
        #expect(throws: TraceFileError(path: "/proc/self/trace.json", reason: "No such file or directory")) {
            _ = try ChromeTraceWriter(path: "/proc/self/trace.json", origin: 0)
        }
    }
}

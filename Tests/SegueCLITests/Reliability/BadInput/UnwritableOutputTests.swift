import Foundation
import Testing
import SegueFiles

/// Every file `segue` writes, sent where it cannot go: a missing folder, a folder,
/// a path under a plain file, a device, or a write that breaks off half way (a
/// file-size limit). Each exits 1 with one line naming the option and the path,
/// and leaves no file — no partial output, no temporary file.
@Suite("Bad input: unwritable outputs")
struct UnwritableOutputTests {
    static let scene = ##"{"size": [300, 300], "backgroundColor": "#336699", "layers": [{"bounds": [100, 100], "position": [150, 150], "backgroundColor": "#ff0000", "transform": {"rotate": [30, 0, 0, 1]}}]}"##
    static let trace = #"{"scene": "flip", "size": [400, 300], "events": [], "until": 0.1}"#

    static func limited(_ c: BadInputCase) -> BadInputCase {
        var c = c
        c.limitsFileSize = true
        return c
    }

    static let cases: [BadInputCase] = [
        BadInputCase("curve --output in a missing folder", ["curve", "bezier", "--name", "linear", "--output", "{dir}/missing/c.csv"],
                     status: 1, "cannot write --output \"{dir}/missing/c.csv\": no such directory"),
        BadInputCase("curve --output that is a folder", folders: ["c.csv"], ["curve", "bezier", "--name", "linear", "--output", "{dir}/c.csv"],
                     status: 1, "cannot write --output \"{dir}/c.csv\": it is a directory"),
        BadInputCase("curve --output under a plain file", files: ["plain": [1]], ["curve", "bezier", "--name", "linear", "--output", "{dir}/plain/c.csv"],
                     status: 1, "\"{dir}/plain\" is not a directory"),
        BadInputCase("curve --output /dev/null (a device is never replaced)", ["curve", "bezier", "--name", "linear", "--output", "/dev/null"],
                     status: 1, "cannot write --output \"/dev/null\": it is not a regular file"),
        limited(BadInputCase("curve --output cut off by a full disk", ["curve", "bezier", "--name", "linear", "--format", "png", "--output", "{dir}/c.png"],
                             status: 1, "cannot write --output \"{dir}/c.png\": File too large")),
        BadInputCase("render -o in a missing folder", files: ["s.json": Array(scene.utf8)], ["render", "{dir}/s.json", "-o", "{dir}/no/out.png"],
                     status: 1, "cannot write --output \"{dir}/no/out.png\": no such directory"),
        // Was found only after rendering: about 50 s and 6 GB for this scene.
        BadInputCase("render -o of the largest scene in a missing folder (checked before rendering)",
                     files: ["s.json": Array(##"{"size": [16384, 16384], "backgroundColor": "#336699"}"##.utf8)],
                     ["render", "{dir}/s.json", "-o", "{dir}/no/out.png"], status: 1, "cannot write --output \"{dir}/no/out.png\": no such directory"),
        BadInputCase("render -o that is a folder", files: ["s.json": Array(scene.utf8)], folders: ["out.png"], ["render", "{dir}/s.json", "-o", "{dir}/out.png"],
                     status: 1, "\"{dir}/out.png\": it is a directory"),
        limited(BadInputCase("render -o cut off by a full disk", files: ["s.json": Array(scene.utf8)], ["render", "{dir}/s.json", "-o", "{dir}/out.png"],
                             status: 1, "cannot write --output \"{dir}/out.png\": File too large")),
        BadInputCase("render --scene -o in a missing folder (checked before rendering)",
                     ["render", "--scene", "flip", "--progress", "0.5", "-o", "{dir}/no/out.png"], status: 1, "\"{dir}/no/out.png\": no such directory"),
        BadInputCase("render --scene --frames that is a plain file", files: ["f": [1]], ["render", "--scene", "flip", "--frames", "{dir}/f", "--fps", "10"],
                     status: 1, "--frames \"{dir}/f\": it is not a directory"),
        BadInputCase("replay --report in a missing folder (checked before replaying)", files: ["t.json": Array(trace.utf8)],
                     ["replay", "{dir}/t.json", "--report", "{dir}/no/r.json"], status: 1, "cannot write --report \"{dir}/no/r.json\": no such directory"),
        BadInputCase("replay --frames that is a plain file", files: ["t.json": Array(trace.utf8), "f": [1]],
                     ["replay", "{dir}/t.json", "--frames", "{dir}/f", "--fps", "10"], status: 1, "--frames \"{dir}/f\": it is not a directory"),
        limited(BadInputCase("replay --frames cut off by a full disk", files: ["t.json": Array(trace.utf8)], folders: ["f"],
                             ["replay", "{dir}/t.json", "--frames", "{dir}/f", "--fps", "10"], status: 1,
                             "cannot write --frames \"{dir}/f/frame-0000.png\": File too large")),
        BadInputCase("demo --screenshot in a missing folder (before any window)", ["demo", "--screenshot", "{dir}/no/s.png"],
                     status: 1, "cannot write --screenshot \"{dir}/no/s.png\": no such directory"),
        BadInputCase("demo --record that is a folder", folders: ["r.json"], ["demo", "--record", "{dir}/r.json"],
                     status: 1, "cannot write --record \"{dir}/r.json\": it is a directory"),
        BadInputCase("demo --report under a plain file", files: ["plain": [1]], ["demo", "--report", "{dir}/plain/r.json"],
                     status: 1, "cannot write --report \"{dir}/plain/r.json\""),
    ]

    @Test("an output that cannot be written exits 1 naming the option and the path, leaving no file", arguments: cases)
    func unwritable(_ c: BadInputCase) throws {
        // Under `tools/sanitize thread` a `segue` built with ThreadSanitizer dies with
        // SIGBUS at start-up whenever `ulimit -f` is set (even `segue --help`), so the
        // full-disk cases cannot run there; the normal and AddressSanitizer runs check them.
        if c.limitsFileSize && ProcessInfo.processInfo.environment["SEGUE_SANITIZER"] == "thread" {
            withKnownIssue("ThreadSanitizer's runtime cannot start under ulimit -f") { try BadInputRunner.check(c) }
        } else {
            try BadInputRunner.check(c)
        }
    }

    // MARK: The atomic writer itself

    @Test("a producer that fails half way leaves neither the file nor its temporary")
    func failedProducerLeavesNothing() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path + "/half.png"
        var temporaryPath = ""
        #expect(throws: OutputWriteError(path: path, reason: "the encoder gave up", option: "--output")) {
            try OutputWriter.write(toFile: path, option: "--output") { temporary in
                temporaryPath = temporary
                _ = FileManager.default.createFile(atPath: temporary, contents: Data(repeating: 7, count: 4096))
                return "the encoder gave up"
            }
        }
        #expect(temporaryPath.hasPrefix(directory.path + "/.half.png.segue-") && temporaryPath.hasSuffix(".tmp"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("a failed write keeps the file that was there before, whole")
    func failedWriteKeepsTheOldFile() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path + "/keep.json"
        try OutputWriter.write(Array("old".utf8), toFile: path)
        #expect(throws: OutputWriteError.self) {
            try OutputWriter.write(toFile: path) { temporary in
                _ = FileManager.default.createFile(atPath: temporary, contents: Data("ne".utf8))
                return "interrupted"
            }
        }
        #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["keep.json"])
    }

    @Test("through a symbolic link the file it points to is replaced, and the link stays")
    func writesThroughASymbolicLink() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try OutputWriter.write(Array("old".utf8), toFile: directory.path + "/target.txt")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/link.txt", withDestinationPath: "target.txt")
        try OutputWriter.write(Array("new".utf8), toFile: directory.path + "/link.txt")
        #expect(FileManager.default.contents(atPath: directory.path + "/target.txt") == Data("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.path + "/link.txt") == "target.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.txt", "target.txt"])
    }

    @Test("a device is refused, never replaced")
    func deviceIsRefused() throws {
        #expect(throws: OutputWriteError(path: "/dev/null", reason: "it is not a regular file (a device, pipe or socket); Segue writes files whole, by renaming")) {
            try OutputWriter.write([1, 2, 3], toFile: "/dev/null")
        }
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
    }
}

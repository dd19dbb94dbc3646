import Foundation
import Testing
import SegueTestSupport

/// `tools/bench-compare` and `tools/bench-instructions`, the scripts docs/PERFORMANCE.md
/// measures with. They are run against stand-in `segue` executables (shell scripts
/// printing a bench table and writing digest files), so the tests check the
/// scripts' own logic — the ratio from the medians, the digest comparison, bad
/// arguments — in a moment; the real bench is checked by SceneBenchmarkTests.
@Suite struct BenchToolsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `tools/NAME` with `arguments` (bounded); status, standard output and error.
    static func run(_ name: String, _ arguments: [String]) throws -> (status: Int32?, output: String, error: String) {
        try BoundedProcess.run(URL(fileURLWithPath: "/bin/bash"),
                               [packageRoot.appendingPathComponent("tools/\(name)").path] + arguments,
                               environment: ["PATH": "/usr/bin:/bin", "SEGUE_ASSETS": "/nonexistent"], seconds: 60)
    }

    /// A stand-in for `segue`: `bench … --raw` prints a table whose frame median is
    /// `frame` ms and raw frame 4.000 ms; `bench … --digest FILE` writes `digest`
    /// (plus the scene's name) to FILE.
    static func fakeSegue(in directory: URL, name: String, frame: String, digest: String) throws -> URL {
        let script = """
            #!/bin/bash
            file=""; scene=""
            while [ $# -gt 0 ]; do
              case $1 in --digest) file=$2; shift ;; --scene) scene=$2; shift ;; esac
              shift
            done
            if [ -n "$file" ]; then echo "frame 1: \(digest) $scene" > "$file"; exit 0; fi
            echo "phase         wall median     wall p99   CPU median      CPU p99  allocations"
            echo "tick             0.100 ms     0.200 ms     0.170 ms     0.300 ms            0"
            echo "build            0.800 ms     0.900 ms     0.830 ms     0.950 ms            0"
            echo "frame            5.000 ms     6.000 ms     \(frame) ms     6.100 ms        38880"
            echo "raw frame        4.100 ms     5.000 ms     4.000 ms     5.100 ms        38880"
            """
        let url = directory.appendingPathComponent(name)
        try script.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func compareRunsBothAlternatelyAndPrintsTheUnroundedRatio() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try Self.fakeSegue(in: directory, name: "before", frame: "5.400", digest: "aaaa")
        let after = try Self.fakeSegue(in: directory, name: "after", frame: "4.990", digest: "aaaa")
        let result = try Self.run("bench-compare", [before.path, after.path, "--cards", "500", "--rounds", "2"])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "stress, 500 cards: CPU medians per frame (ms), 2 round(s)")
        #expect(lines.dropFirst().map { $0.hasPrefix(directory.path + "/before") }
                == [true, false, true, false])
        // CPU medians, the unrounded ratio of the CPU frames, then the wall frame's median, the
        // frames a second it allows and the wall frames' ratio (5.000 / 4.100).
        #expect(lines[1].hasSuffix("tick 0.170  build 0.830  frame 5.400  raw frame 4.000  engine / raw 1.350  (wall frame 5.000 ms, 200 fps; wall engine / raw 1.220)"))
        #expect(lines[2].hasSuffix("frame 4.990  raw frame 4.000  engine / raw 1.248  (wall frame 5.000 ms, 200 fps; wall engine / raw 1.220)"))
    }

    @Test func compareChecksTheDigestsAndNamesTheRunsThatDiffer() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try Self.fakeSegue(in: directory, name: "before", frame: "5.0", digest: "aaaa")
        let same = try Self.fakeSegue(in: directory, name: "same", frame: "5.0", digest: "aaaa")
        let other = try Self.fakeSegue(in: directory, name: "other", frame: "5.0", digest: "bbbb")
        let equal = try Self.run("bench-compare", [before.path, same.path, "--rounds", "1", "--digests"])
        #expect(equal.status == 0, "\(equal.error)")
        #expect(equal.output.contains("digests: the same frames, every draw call bit for bit (7 runs;"))
        let different = try Self.run("bench-compare", [before.path, other.path, "--rounds", "1", "--digests"])
        #expect(different.status == 1)
        #expect(different.error.contains("digests: DIFFERENT frames"))
        for run in ["stress-2000.txt", "stress-500-no-flattening.txt", "flip.txt", "flip-320x200.txt", "layouts.txt",
                    "keyframe-push.txt", "slide-up.txt"] {
            #expect(different.error.contains(run), "\(run) named")
        }
    }

    @Test(arguments: [
        (["only-one"], "usage: tools/bench-compare BEFORE AFTER"),
        (["/nonexistent/segue", "/nonexistent/segue"], "\"/nonexistent/segue\" is not an executable"),
        (["/bin/true", "/bin/true", "--rounds", "0"], "--rounds must be a whole number from 1, got \"0\""),
        (["/bin/true", "/bin/true", "--cards", "many"], "--cards must be a whole number, got \"many\""),
        (["/bin/true", "/bin/true", "--fast"], "unknown option \"--fast\""),
    ])
    func compareRefusesBadArguments(arguments: [String], message: String) throws {
        let result = try Self.run("bench-compare", arguments)
        #expect(result.status == 64)
        #expect(result.error.contains(message), "\(result.error)")
    }

    @Test(arguments: [
        (["--cards", "9"], "usage: tools/bench-instructions SEGUE"),
        (["/nonexistent/segue"], "\"/nonexistent/segue\" is not an executable"),
        (["/bin/true", "--cards", "lots"], "--cards must be a whole number, got \"lots\""),
        (["/bin/true", "--speed"], "unknown option \"--speed\""),
    ])
    func instructionsRefusesBadArguments(arguments: [String], message: String) throws {
        let result = try Self.run("bench-instructions", arguments)
        #expect(result.status == 64)
        #expect(result.error.contains(message), "\(result.error)")
    }
}

import Foundation
import Testing
import SegueTestSupport

/// Runs the built `segue` executable as a user would and checks its exit status and
/// output streams.
@Suite struct EndToEndTests {
    /// The `segue` binary next to the test bundle (SwiftPM puts both in the build
    /// products folder), or in the package's `.build/debug`.
    static let binary: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.appendingPathComponent("segue"),
            bundle.deletingLastPathComponent().appendingPathComponent("segue"),
            packageRoot.appendingPathComponent(".build/debug/segue"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "the segue executable was not found: build it first (swift build)" }
    }

    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static func run(_ arguments: [String]) throws -> Result {
        guard let binary else { throw MissingBinary() }
        let result = try BoundedProcess.run(binary, arguments, seconds: 120)
        return Result(status: result.status ?? -1, standardOutput: result.output, standardError: result.error)
    }

    @Test func printsTheCurveAsCSVOnStandardOutput() throws {
        let result = try Self.run(["curve", "spring", "--duration", "1", "--damping", "0.5", "--samples", "5"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.first == "t,value")
        #expect(lines[2].hasPrefix("0.250000000,1.14422"))  // p(0.25) = 1.144223
    }

    @Test func badArgumentExitsNonZeroWithOneLineOnStandardError() throws {
        let result = try Self.run(["curve", "spring", "--duration", "1", "--damping", "abc"])
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "error: --damping must be a number >= 0, got \"abc\"\n")
    }

    @Test func argumentParserErrorsAreOneLineToo() throws {
        let result = try Self.run(["curve", "bezier", "--name", "linear", "--bogus"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: "))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func unwritableOutputExitsOneNamingThePath() throws {
        let result = try Self.run(["curve", "bezier", "--name", "linear", "--output", "/nonexistent-segue-dir/a.csv"])
        #expect(result.status == 1)
        #expect(result.standardError == "error: cannot write --output \"/nonexistent-segue-dir/a.csv\": no such directory \"/nonexistent-segue-dir\"\n")
    }

    @Test func writesAPNGPlot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("plot.png").path
        let result = try Self.run(["curve", "keyframes", "--values", "0,10,4", "--duration", "2", "--format", "png", "--output", path])
        #expect(result.status == 0)
        #expect(result.standardOutput == "" && result.standardError == "")
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        #expect((1_000...100_000).contains(size ?? 0))
    }

    @Test func helpExitsZeroOnStandardOutput() throws {
        let result = try Self.run(["curve", "spring", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("--damping-coefficient"))
        #expect(result.standardError == "")
    }
}

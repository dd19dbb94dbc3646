import Foundation
import Testing
import SegueTestSupport

/// `segue` with standard output or error that cannot take what is written: a full
/// device (`> /dev/full`) or a closed descriptor (`>&-`). Output that cannot be
/// written is an error — exit 1 with one line on standard error, never a crash
/// report (status 132 or 134) nor a silent 0 — and an error that cannot be reported
/// keeps the status already decided (64 for a bad scene).
@Suite("Bad input: standard output and error that cannot be written")
struct StandardStreamFailureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        var output: BoundedProcess.Redirection?
        var error: BoundedProcess.Redirection?
        let status: Int32
        /// What standard error says, when it can be read.
        var message: String?
        var testDescription: String { name }
    }

    static let badScene = #"{"size": [10, 10], "layers": [{"opacity": 2}]}"#

    static let cases: [Case] = [
        Case(name: "curve > /dev/full", arguments: ["curve", "bezier", "--name", "linear"], output: .device("/dev/full"),
             status: 1, message: "error: cannot write to standard output: No space left on device\n"),
        Case(name: "curve spring --samples 100000 > /dev/full", arguments: ["curve", "spring", "--duration", "1", "--damping", "0.5", "--samples", "100000"],
             output: .device("/dev/full"), status: 1, message: "error: cannot write to standard output: No space left on device\n"),
        Case(name: "curve >&-", arguments: ["curve", "bezier", "--name", "linear"], output: .closed,
             status: 1, message: "error: cannot write to standard output: Bad file descriptor\n"),
        Case(name: "demo --list > /dev/full", arguments: ["demo", "--list"], output: .device("/dev/full"),
             status: 1, message: "error: cannot write to standard output: No space left on device\n"),
        Case(name: "bench ticks > /dev/full", arguments: ["bench", "ticks", "--layers", "10", "--ticks", "10"],
             output: .device("/dev/full"), status: 1, message: "error: cannot write to standard output: No space left on device\n"),
        Case(name: "--help > /dev/full", arguments: ["--help"], output: .device("/dev/full"),
             status: 1, message: "error: cannot write to standard output: No space left on device\n"),
        Case(name: "curve --help >&-", arguments: ["curve", "--help"], output: .closed,
             status: 1, message: "error: cannot write to standard output: Bad file descriptor\n"),
        Case(name: "--version > /dev/full", arguments: ["--version"], output: .device("/dev/full"), status: 1),
        Case(name: "curve > /dev/full 2> /dev/full", arguments: ["curve", "bezier", "--name", "linear"],
             output: .device("/dev/full"), error: .device("/dev/full"), status: 1),
        Case(name: "a bad scene 2> /dev/full keeps 64", arguments: ["render", "{scene}", "-o", "{dir}/out.png"],
             error: .device("/dev/full"), status: 64),
        Case(name: "a bad scene 2>&- keeps 64", arguments: ["render", "{scene}", "-o", "{dir}/out.png"],
             error: .closed, status: 64),
        Case(name: "a bad option 2> /dev/full keeps 64", arguments: ["curve", "spring", "--damping", "abc"],
             error: .device("/dev/full"), status: 64),
    ]

    @Test(arguments: cases)
    func exitsWithoutACrash(_ c: Case) throws {
        guard let binary = EndToEndTests.binary else { throw EndToEndTests.MissingBinary() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-streams-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("bad.json")
        try Data(Self.badScene.utf8).write(to: scene)
        let arguments = c.arguments.map {
            $0.replacingOccurrences(of: "{scene}", with: scene.path).replacingOccurrences(of: "{dir}", with: directory.path)
        }
        let child = try BoundedProcess(binary, arguments)
        child.outputRedirection = c.output
        child.errorRedirection = c.error
        try child.start()
        let status = child.waitForExit(seconds: 120)
        #expect(status == c.status, "\(c.name): stderr \(child.standardError)")
        if let message = c.message { #expect(child.standardError == message) }
        #expect(!child.standardError.contains("Crash") && !child.standardError.contains("Fatal error"))
        // Nothing is left beside the input: no output file, no temporary file.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(left == ["bad.json"])
    }
}

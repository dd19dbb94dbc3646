import ArgumentParser
import Foundation
import Testing
@testable import segue
@testable import SegueStudio

/// Every bad-argument case, parsed the way `segue` parses its command line.
@Suite struct SegueCommandParsingTests {
    /// The message and exit code of the error parsing `arguments` throws.
    static func failure(_ arguments: [String]) -> (message: String, code: ExitCode)? {
        do {
            _ = try SegueCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return (SegueCommand.message(for: error), SegueCommand.exitCode(for: error))
        }
    }

    static let cases: [(arguments: [String], message: String)] = [
        (["curve", "spring", "--duration", "1", "--damping", "abc"],
         "--damping must be a number >= 0, got \"abc\""),
        (["curve", "spring", "--duration", "1", "--damping", "0.5", "--bounce", "0.2"],
         "spring forms cannot be mixed: --damping (UIView) with --bounce (iOS 17)"),
        (["curve", "spring", "--damping", "0.5", "--mass", "2"],
         "spring forms cannot be mixed: --damping (UIView) with --mass (CASpringAnimation)"),
        (["curve", "spring", "--damping", "0.5"],
         "--duration is required with --damping (the UIView spring is derived from it)"),
        (["curve", "spring", "--bounce", "0.5"], "--duration is required with --bounce"),
        (["curve", "keyframes", "--values", "0,1"],
         "--duration is required for keyframes (t runs over [0, duration] seconds)"),
        (["curve", "bezier", "--name", "linear", "--samples", "1"],
         "--samples must be a whole number from 2 to 1000000, got \"1\""),
        (["curve", "keyframes", "--values", "0,x,1", "--duration", "1"],
         "--values must be a comma-separated list of numbers, got \"0,x,1\""),
        (["curve", "keyframes", "--values", "0,1", "--key-times", "0;1", "--duration", "1"],
         "--key-times must be a comma-separated list of numbers, got \"0;1\""),
        (["curve", "bezier", "--control", "0.1,0.2,0.3"],
         "--control must have 4 numbers x1,y1,x2,y2, got 3 in \"0.1,0.2,0.3\""),
        (["curve", "bezier", "--name", "bouncy"],
         "--name must be one of linear, easeIn, easeOut, easeInEaseOut, default; got \"bouncy\""),
        (["curve", "keyframes", "--values", "0,1", "--mode", "spline", "--duration", "1"],
         "--mode must be one of linear, discrete, paced, cubic, cubicPaced; got \"spline\""),
        (["curve", "keyframes", "--values", "0,1", "--curve", "bouncy", "--duration", "1"],
         "--curve must be one of linear, easeIn, easeOut, easeInEaseOut, default; got \"bouncy\""),
        (["curve", "bezier", "--name", "linear", "--format", "gif"],
         "--format must be one of csv, png; got \"gif\""),
        (["curve", "bezier", "--name", "linear", "--format", "png"],
         "--format png needs --output FILE (a PNG is not written to standard output)"),
        (["curve", "bezier", "--name", "linear", "--format", "png", "--output", "x.png", "--size", "big"],
         "--size must be WxH with W from 200 to 4096 and H from 150 to 4096, got \"big\""),
    ]

    @Test(arguments: cases)
    func badArgumentsFailValidationWithAOneLineMessageNamingTheArgument(arguments: [String], message: String) throws {
        let failure = try #require(Self.failure(arguments))
        #expect(failure.message == message)
        #expect(failure.code == .validationFailure)
        #expect(failure.code != .success)
        #expect(!failure.message.contains("\n"))
    }

    @Test func argumentParserErrorsAreAlsoOneLineAndNonZero() throws {
        for arguments in [["curve", "spring", "--duration", "1", "--damping", "0.5", "--bogus"],
                          ["curve", "bezier", "--name"],
                          ["curve", "wobble"]] {
            do {
                _ = try SegueCommand.parseAsRoot(arguments)
                Issue.record("\(arguments) should not parse")
            } catch {
                #expect(SegueCommand.exitCode(for: error) != .success)
                let message = SegueCommand.oneLineMessage(for: error)
                #expect(!message.isEmpty && !message.contains("\n"))
            }
        }
    }

    @Test func negativeNumbersAreValuesNotOptions() throws {
        let command = try SegueCommand.parseAsRoot(["curve", "spring", "--duration", "1", "--damping", "0.5", "--velocity", "-2"])
        let spring = try #require(command as? SpringCurveCommand)
        #expect(spring.velocity == "-2")
    }

    @Test func goodArgumentsParseToTheSubcommand() throws {
        let command = try SegueCommand.parseAsRoot(["curve", "bezier", "--name", "easeIn", "--samples", "11"])
        let bezier = try #require(command as? BezierCurveCommand)
        #expect(bezier.name == "easeIn")
        #expect(try bezier.output.settings().sampleCount == 11)
    }

    @Test func runningWritesTheCSVFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("curve.csv").path
        var command = try SegueCommand.parseAsRoot(["curve", "bezier", "--name", "linear", "--samples", "3", "--output", path])
        try command.run()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == "t,value\n0.000000000,0.000000000\n0.500000000,0.500000000\n1.000000000,1.000000000\n")
    }

    @Test func runningWritesAPNGFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("spring.png").path
        var command = try SegueCommand.parseAsRoot(["curve", "spring", "--duration", "1", "--bounce", "0.3",
                                                    "--format", "png", "--output", path, "--size", "400x300"])
        try command.run()
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(bytes[16..<24]) == [0, 0, 1, 144, 0, 0, 1, 44])  // 400 × 300 in IHDR
    }

    @Test func unwritableOutputFailsWithStatusOneNamingThePathAndLeavesNoFile() throws {
        let path = "/nonexistent-segue-dir/curve.csv"
        var command = try SegueCommand.parseAsRoot(["curve", "bezier", "--name", "linear", "--output", path])
        do {
            try command.run()
            Issue.record("run() should fail")
        } catch {
            #expect(SegueCommand.message(for: error) == "cannot write --output \"\(path)\": no such directory \"/nonexistent-segue-dir\"")
            #expect(SegueCommand.exitCode(for: error) == .failure)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

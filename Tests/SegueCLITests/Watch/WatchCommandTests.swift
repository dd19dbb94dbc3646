import Foundation
import Testing
import SegueTestSupport
@testable import segue

/// `segue watch`'s refusals: each exits 64 with one line, before any build.
@Suite struct WatchCommandTests {
    static func run(_ arguments: [String]) throws -> (status: Int32?, output: String, error: String) {
        guard let binary = EndToEndTests.binary else { throw EndToEndTests.MissingBinary() }
        return try BoundedProcess.run(binary, ["watch"] + arguments, seconds: 60)
    }

    @Test("a folder that is not a package")
    func notAPackage() throws {
        let folder = try NewCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run([folder.path])
        #expect(result.status == 64)
        #expect(result.error == "error: \(folder.path) has no Package.swift; give the folder of a package (segue new makes one)\n")
    }

    @Test("a bad window option, named", arguments: [(["--size", "huge"], "--size"), (["--renderer", "fast"], "--renderer"),
                                                    (["--timings", ""], "--timings")])
    func badOption(_ arguments: [String], _ option: String) throws {
        let result = try Self.run(["."] + arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("error: ") && result.error.contains(option), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test("the program's options are passed in its own spelling")
    func programArguments() throws {
        let command = try WatchCommand.parse(["pkg", "--size", "600x400", "--renderer", "software", "--scene", "cards", "--still"])
        #expect(command.programArguments == ["--size", "600x400", "--renderer", "software", "--scene", "cards", "--still"])
    }
}

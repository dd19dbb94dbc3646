import Foundation
import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

@Suite struct OutputWriterTests {
    /// A fresh empty directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesTheBytesAndLeavesNoTemporaryFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.csv").path
        try OutputWriter.write(Array("t,value\n".utf8), toFile: path)
        #expect(FileManager.default.contents(atPath: path) == Data("t,value\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.csv"])
    }

    @Test func replacesAnExistingFileWhole() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.csv").path
        try OutputWriter.write(Array(repeating: 65, count: 1000), toFile: path)
        try OutputWriter.write([66], toFile: path)
        #expect(FileManager.default.contents(atPath: path) == Data([66]))
    }

    @Test func missingDirectoryIsReportedWithThePathAndNothingIsCreated() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("missing/out.csv").path
        #expect(throws: OutputWriteError(path: path, reason: "no such directory \"\(directory.appendingPathComponent("missing").path)\"")) {
            try OutputWriter.write([1, 2, 3], toFile: path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aDirectoryIsNotOverwritten() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: OutputWriteError(path: directory.path, reason: "it is a directory")) {
            try OutputWriter.write([1], toFile: directory.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aFileInPlaceOfTheDirectoryIsReported() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("plain")
        try Data([1]).write(to: file)
        #expect(throws: OutputWriteError(path: file.path + "/out.csv", reason: "\"\(file.path)\" is not a directory")) {
            try OutputWriter.write([1], toFile: file.path + "/out.csv")
        }
    }

    @Test func theMessageIsOneLineNamingTheOutputPath() {
        let error = CurveOutputError(path: "/x/y.png", reason: "Permission denied")
        #expect(error.description == "cannot write --output \"/x/y.png\": Permission denied")
        #expect(OutputWriteError(path: "/x/y.png", reason: "Permission denied", option: "--frames").description
                == "cannot write --frames \"/x/y.png\": Permission denied")
        #expect(OutputWriteError(path: "/x/y.png", reason: "Permission denied").description == "cannot write \"/x/y.png\": Permission denied")
    }
}

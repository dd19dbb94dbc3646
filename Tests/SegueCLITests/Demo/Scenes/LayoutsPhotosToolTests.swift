import Foundation
import Testing

/// `tools/make-photos`, the generator of the layouts scene's pictures: the committed
/// files in assets/photos are exactly what it writes, `--check` names a file that
/// differs or is missing, and a bad argument exits 64.
@Suite(.serialized) struct LayoutsPhotosToolTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the tool with python3 from `directory` (bounded: a generous minute and a
    /// half, the machine may be busy); status, standard output and error.
    static func run(_ arguments: [String], in directory: URL,
                    tool: URL = packageRoot.appendingPathComponent("tools/make-photos")) throws
        -> (status: Int32?, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", tool.path] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return (nil, "", "timed out")
        }
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, out, err)
    }

    @Test("the committed photos are what the generator writes (tools/make-photos --check)")
    func committedPhotosMatch() throws {
        let result = try Self.run(["--check"], in: Self.packageRoot)
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output.contains("24 photos in assets/photos match"))
    }

    @Test("--check names a file that differs and one that is missing, exit 1; bad arguments exit 64")
    func checkFindsDifferences() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("segue-make-photos-\(UUID().uuidString)")
        let photos = scratch.appendingPathComponent("assets/photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let committed = Self.packageRoot.appendingPathComponent("assets/photos")
        var changed = try Data(contentsOf: committed.appendingPathComponent("01-dawn-hills.png"))
        changed[changed.count / 2] ^= 0xFF
        try changed.write(to: photos.appendingPathComponent("01-dawn-hills.png"))
        let result = try Self.run(["--check", "01-dawn-hills.png", "02-noon-mountains.png"], in: scratch)
        #expect(result.status == 1)
        #expect(result.error.contains("assets/photos/01-dawn-hills.png differs"))
        #expect(result.error.contains("assets/photos/02-noon-mountains.png is missing"))

        let bad = try Self.run(["--frobnicate"], in: scratch)
        #expect(bad.status == 64 && bad.error.contains("usage: tools/make-photos"))
        let unknown = try Self.run(["--check", "99-nothing.png"], in: scratch)
        #expect(unknown.status == 64 && unknown.error.contains("99-nothing.png"))
    }
}

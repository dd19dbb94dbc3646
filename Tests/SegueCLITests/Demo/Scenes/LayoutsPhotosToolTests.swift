import Foundation
import Testing
import SegueTestSupport

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
        try BoundedProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", tool.path] + arguments,
                               workingDirectory: directory, seconds: 90)
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

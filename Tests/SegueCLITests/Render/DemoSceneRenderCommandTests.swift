import Foundation
import Testing
@testable import segue
@testable import SegueStudio
import SegueTestSupport

/// `segue render --scene` and `segue demo --list` as a user runs them: exit
/// statuses, one-line messages, and no file left behind by a failure. No display.
@Suite struct DemoSceneRenderCommandTests {
    static func segue(_ arguments: [String]) throws -> (status: Int32?, output: String, error: String) {
        guard let binary = EndToEndTests.binary else { throw EndToEndTests.MissingBinary() }
        return try BoundedProcess.run(binary, arguments, environment: DemoWindowEndToEndTests.displaylessEnvironment, seconds: 120)
    }

    @Test func renderWritesThePNG() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-render-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("flip.png").path
        let result = try Self.segue(["render", "--scene", "flip", "--progress", "0.25", "--size", "320x200", "--scale", "2", "-o", path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "" && result.error == "")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // IHDR width and height, big-endian, at bytes 16…23.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 640 && height == 400)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["flip.png"], "no temporary file left")
    }

    @Test(arguments: [
        (["--scene", "cube", "--progress", "0.5", "-o", "OUT"], 64, "error: --scene must be one of \(DemoSceneName.nameList)"),
        (["--scene", "flip", "--progress", "1.5", "-o", "OUT"], 64, "error: --progress must be a number in [0, 1], got \"1.5\""),
        (["--scene", "flip", "--progress", "-0.1", "-o", "OUT"], 64, "error: --progress must be a number in [0, 1]"),
        (["--scene", "flip", "--progress", "x", "-o", "OUT"], 64, "error: --progress must be a number in [0, 1]"),
        (["--scene", "layers", "--progress", "0.5", "-o", "OUT"], 64, "error: --scene layers has no showcase transition to render; scenes with one: flip"),
        (["scene.json", "--scene", "flip", "--progress", "0.5", "-o", "OUT"], 64, "error: give a scene file or --scene, not both"),
        (["scene.json", "--progress", "0.5", "-o", "OUT"], 64, "error: --progress renders a demo scene: it needs --scene NAME"),
        (["--scene", "flip", "-o", "OUT"], 64, "error: --scene needs --progress P with -o FILE, or --frames DIR --fps N"),
        (["--scene", "flip", "--progress", "0.5"], 64, "error: missing -o/--output FILE"),
        (["--scene", "flip", "--frames", "DIR"], 64, "error: --frames needs --fps N"),
        (["--scene", "flip", "--fps", "10", "--progress", "0.5", "-o", "OUT"], 64, "error: --fps needs --frames DIR"),
        (["--scene", "flip", "--frames", "DIR", "--fps", "10", "-o", "OUT"], 64, "error: --frames renders the whole transition"),
        (["--scene", "flip", "--frames", "DIR", "--fps", "0"], 64, "error: --fps must be"),
        (["--scene", "flip", "--progress", "0.5", "--size", "10x10", "-o", "OUT"], 64, "error: --size must be WxH"),
        (["--scene", "flip", "--progress", "0.5", "--size", "8000x8000", "--scale", "4", "-o", "OUT"], 64, "error: --scale 4 makes the 8000×8000-point window"),
        (["--scene", "flip", "--progress", "0.5", "-o", "/nonexistent-segue-dir/a.png"], 1, "error: cannot write --output \"/nonexistent-segue-dir/a.png\": no such directory"),
        (["--scene", "flip", "--frames", "/etc/hostname", "--fps", "10"], 1, "error: cannot write --frames \"/etc/hostname\": it is not a directory"),
        ([], 64, "error: give a scene file (JSON) or --scene NAME"),
    ] as [([String], Int32, String)])
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-render-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let resolved = arguments.map { $0 == "OUT" ? directory.appendingPathComponent("out.png").path : $0 == "DIR" ? directory.appendingPathComponent("frames").path : $0 }
        let result = try Self.segue(["render"] + resolved)
        #expect(result.status == status, "\(result.error)")
        #expect(result.error.hasPrefix(message), "\(result.error)")
        #expect(result.error.filter { $0 == "\n" }.count == 1, "one line: \(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [], "nothing written")
    }

    @Test func demoListPrintsOneLinePerSceneWithoutADisplay() throws {
        let result = try Self.segue(["demo", "--list"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "ends with a newline")
        #expect(lines.dropLast().map(String.init) == DemoSceneName.allCases.map { "\($0.rawValue) — \($0.summary)" })
        #expect(lines.first == "flip — a modal presented with a 3D card flip; drag to flip it interactively (iOS 7 Day-by-Day, day 14)")
        for line in lines.dropLast() {
            let parts = line.components(separatedBy: " — ")
            #expect(parts.count >= 2 && !parts[0].isEmpty && !parts[0].contains(" "), "name — summary: \(line)")
        }
    }

    @Test func demoUnknownSceneStillExits64ListingTheNames() throws {
        let result = try Self.segue(["demo", "--scene", "cube"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("error: --scene must be one of \(DemoSceneName.nameList)"), "\(result.error)")
        #expect(result.error.hasSuffix(", got \"cube\"\n"))
    }
}

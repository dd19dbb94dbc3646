import Foundation
import Testing

/// A scene whose layer's `contents` names a broken PNG: truncated, corrupt, not a
/// PNG, empty, a folder, missing, or claiming absurd dimensions (refused from the
/// header, before anything is allocated). Each exits non-zero with one line naming
/// the layer, the file and the problem, and writes nothing.
@Suite("Bad input: PNG assets")
struct PNGAssetBadInputTests {
    static let scene = #"{"size": [20, 20], "layers": [{"bounds": [10, 10], "position": [10, 10], "contents": "tex.png"}]}"#

    static func asset(_ name: String, _ bytes: [UInt8]?, folder: Bool = false, status: Int32 = 64,
                      _ phrases: String...) -> BadInputCase {
        var files = ["scene.json": Array(scene.utf8)]
        if let bytes { files["tex.png"] = bytes }
        var c = BadInputCase(name, files: files, folders: folder ? ["tex.png"] : [],
                             ["render", "{dir}/scene.json", "-o", "{dir}/out.png"], status: status)
        // A PNG that is wrong is a scene error (named by the scene file and the JSON
        // path); one that cannot be read is an I/O error naming the PNG.
        c.phrases = (status == 64 ? ["{dir}/scene.json"] : []) + ["layers[0].contents", "{dir}/tex.png"] + phrases
        return c
    }

    static let cases: [BadInputCase] = [
        asset("a truncated PNG", BadPNG.truncated, "is not a usable PNG: truncated PNG"),
        asset("a corrupt PNG (bad CRC)", BadPNG.corrupt, "is not a usable PNG: bad CRC in the IDAT chunk"),
        asset("a file that is not a PNG", BadPNG.notPNG, "is not a usable PNG: not a PNG file"),
        asset("an empty file", [], "is not a usable PNG"),
        asset("a PNG claiming 100000×100000 pixels", BadPNG.claiming(width: 100_000, height: 100_000),
              "the PNG is 100000×100000 pixels; Segue decodes at most 16384 per side"),
        asset("a PNG claiming one pixel more than the widest side", BadPNG.claiming(width: 16_385, height: 1),
              "the PNG is 16385×1 pixels"),
        asset("a PNG claiming 0×0 pixels", BadPNG.claiming(width: 0, height: 0), "invalid PNG header (IHDR)"),
        asset("a PNG claiming 4294967295×1 pixels", BadPNG.claiming(width: .max, height: 1), "is not a usable PNG"),
        asset("a missing PNG", nil, status: 1, "cannot read", "no such file"),
        asset("a PNG path that is a folder", nil, folder: true, status: 1, "cannot read", "it is a directory"),
    ]

    @Test("a broken texture exits with one line naming the layer, the file and the problem", arguments: cases)
    func brokenAsset(_ c: BadInputCase) throws {
        try BadInputRunner.check(c)
    }

    @Test("the fixtures are what they claim: the valid PNG renders")
    func validFixtureRenders() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.scene.utf8).write(to: directory.appendingPathComponent("scene.json"))
        try Data(BadPNG.valid).write(to: directory.appendingPathComponent("tex.png"))
        let result = try EndToEndTests.run(["render", directory.path + "/scene.json", "-o", directory.path + "/out.png"])
        #expect(result.status == 0 && result.standardError.isEmpty)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/out.png"))
    }
}

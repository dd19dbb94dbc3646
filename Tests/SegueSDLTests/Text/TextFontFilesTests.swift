import Foundation
import Testing
@testable import SegueSDL

/// Which faces the host draws text with: `SEGUE_FONT`, else fontconfig's match for
/// DejaVu Sans, else Debian's path.
@Suite struct TextFontFilesTests {
    @Test("SEGUE_FONT names the face for both weights; SEGUE_FONT_BOLD the bold one")
    func overrideFromTheEnvironment() {
        let both = TextFontFiles.located(environment: ["SEGUE_FONT": "/fonts/Mine.ttf"])
        #expect(both == TextFontFiles(regular: "/fonts/Mine.ttf", bold: "/fonts/Mine.ttf", variable: "SEGUE_FONT"))
        let pair = TextFontFiles.located(environment: ["SEGUE_FONT": "/fonts/Mine.ttf", "SEGUE_FONT_BOLD": "/fonts/Mine-Bold.ttf"])
        #expect(pair.regular == "/fonts/Mine.ttf" && pair.bold == "/fonts/Mine-Bold.ttf")
        #expect(TextFontFiles.located(environment: ["SEGUE_FONT": ""]).variable == nil, "an empty SEGUE_FONT is no override")
    }

    @Test("without an override, fontconfig finds DejaVu Sans's two faces on this machine")
    func fontconfigFindsDejaVu() {
        let files = TextFontFiles.located(environment: [:])
        #expect(files.variable == nil)
        #expect(files.regular.hasSuffix("/DejaVuSans.ttf"), "\(files.regular)")
        #expect(files.bold.hasSuffix("/DejaVuSans-Bold.ttf"), "\(files.bold)")
    }

    @Test("a face in a folder of fontconfig's configuration is found by its family, and is the fallback for any other")
    func fontconfigConfiguration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fontconfig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let face = folder.appendingPathComponent("Renamed Face.ttf")
        try FileManager.default.copyItem(atPath: TextFontFiles().regular, toPath: face.path)
        let configuration = folder.appendingPathComponent("fonts.conf")
        try Data("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>\(folder.path)</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>
            """.utf8).write(to: configuration)
        #expect(FontconfigLocator.file(family: "DejaVu Sans", bold: false, configurationFile: configuration.path) == face.path)
        #expect(FontconfigLocator.file(family: "No Such Family", bold: true, configurationFile: configuration.path) == face.path,
                "the only face is the fallback")
        #expect(FontconfigLocator.file(family: "DejaVu Sans", bold: false, configurationFile: folder.appendingPathComponent("missing.conf").path) == nil)
    }

    @Test("a SEGUE_FONT that names no file is one line naming the variable")
    @MainActor
    func missingOverride() {
        let files = TextFontFiles.located(environment: ["SEGUE_FONT": "/nonexistent/Face.ttf"])
        #expect(throws: SDLTextRasterizerError.overrideMissing(variable: "SEGUE_FONT", path: "/nonexistent/Face.ttf")) {
            _ = try SDLTextRasterizer(fontFiles: files)
        }
        #expect(SDLTextRasterizerError.overrideMissing(variable: "SEGUE_FONT", path: "/x.ttf").description
                == "SEGUE_FONT=/x.ttf: no such font file; name a TrueType or OpenType face, or unset SEGUE_FONT to draw with DejaVu Sans")
    }
}

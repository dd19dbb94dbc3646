import Foundation
import Segue
import SegueFiles
@testable import SegueSDL
import Testing

/// Loading through SDL2_image, the files Segue writes among them: no display, no
/// `SDL_Init`.
@MainActor
@Suite struct SDLImageFileTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// A 5×3 image with distinct colours and alphas in every pixel.
    static func sample() -> CGImage {
        var bytes: [UInt8] = []
        for y in 0..<3 {
            for x in 0..<5 {
                bytes += [UInt8(x * 50), UInt8(y * 100), UInt8(255 - x * 20), UInt8(55 + x * 40 + y * 10)]
            }
        }
        return CGImage(width: 5, height: 3, rgbaPixels: bytes)!
    }

    @Test func readsThePNGsSegueWritesWithEveryByteIncludingStraightAlpha() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = Self.sample()
        try PNGFileWriter.write(image, toFile: path("sample.png"))
        let loaded = try SDLImageLoader.image(contentsOfFile: path("sample.png"))
        #expect(loaded.width == 5 && loaded.height == 3)
        #expect(loaded.pixels == image.pixels)
    }

    @Test func loadingErrorsNameTheFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: SDLImageError(.read, path: path("missing.png"), reason: "no such file")) {
            _ = try SDLImageLoader.image(contentsOfFile: path("missing.png"))
        }
        #expect(throws: SDLImageError(.read, path: directory.path, reason: "it is a directory")) {
            _ = try SDLImageLoader.image(contentsOfFile: directory.path)
        }
        try Data("definitely not an image".utf8).write(to: URL(fileURLWithPath: path("junk.png")))
        do {
            _ = try SDLImageLoader.image(contentsOfFile: path("junk.png"))
            Issue.record("junk decoded")
        } catch {
            #expect(error.path == path("junk.png"))
            #expect(error.description.hasPrefix("cannot read image \"\(path("junk.png"))\": "))
            #expect(!error.reason.isEmpty)
        }
    }
}

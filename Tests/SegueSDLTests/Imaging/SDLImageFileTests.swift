import Foundation
import Segue
@testable import SegueSDL
import Testing

/// Loading and saving through SDL2_image: no display, no `SDL_Init`.
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

    @Test func pngRoundTripKeepsEveryByteIncludingStraightAlpha() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = Self.sample()
        try SDLPNGWriter.write(image, toFile: path("sample.png"))
        let loaded = try SDLImageLoader.image(contentsOfFile: path("sample.png"))
        #expect(loaded.width == 5 && loaded.height == 3)
        #expect(loaded.pixels == image.pixels)
    }

    @Test func readsPNGsWrittenBySegueEncoderToo() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = Self.sample()
        let bytes = try PNGEncoder().encode(rgba: image.pixels, width: image.width, height: image.height)
        try Data(bytes).write(to: URL(fileURLWithPath: path("encoded.png")))
        let loaded = try SDLImageLoader.image(contentsOfFile: path("encoded.png"))
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

    @Test func writingIntoAMissingDirectoryFailsWithoutLeavingAFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = path("nowhere/out.png")
        #expect(throws: SDLImageError(.write, path: target, reason: "no such directory \"\(path("nowhere"))\"")) {
            try SDLPNGWriter.write(Self.sample(), toFile: target)
        }
        #expect(throws: SDLImageError(.write, path: directory.path, reason: "it is a directory")) {
            try SDLPNGWriter.write(Self.sample(), toFile: directory.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func replacingAFileLeavesNoTemporaryBehind() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try SDLPNGWriter.write(Self.sample(), toFile: path("a.png"))
        try SDLPNGWriter.write(CGImage(width: 2, height: 2, filledWith: .white)!, toFile: path("a.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.png"])
        #expect(try SDLImageLoader.image(contentsOfFile: path("a.png")).width == 2)
    }
}

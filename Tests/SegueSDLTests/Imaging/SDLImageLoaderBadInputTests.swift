import Foundation
import Segue
@testable import SegueSDL
import Testing

/// SDL2_image given files it must refuse: a PNG whose header claims absurd
/// dimensions is refused from those 24 bytes (before SDL2_image would try to
/// allocate the pixels), and truncated or non-image files come back as one-line
/// errors naming the path. A PNG that cannot be written leaves no file.
@MainActor
@Suite("Bad input: SDL2_image files")
struct SDLImageLoaderBadInputTests {
    /// A small valid PNG whose IHDR is rewritten to `width` × `height` with a
    /// correct CRC.
    static func png(claiming width: UInt32, _ height: UInt32) throws -> [UInt8] {
        var bytes = try PNGEncoder().encode(rgba: [UInt8](repeating: 200, count: 4 * 4 * 4), width: 4, height: 4)
        func put(_ value: UInt32, at offset: Int) {
            for i in 0..<4 { bytes[offset + i] = UInt8(value >> (24 - 8 * UInt32(i)) & 0xFF) }
        }
        put(width, at: 16)
        put(height, at: 20)
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes[12..<29] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        put(~crc, at: 29)
        return bytes
    }

    private func withFile(_ bytes: [UInt8], _ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-image-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("in.png").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try body(path)
    }

    @Test("a PNG claiming 100000×100000 pixels is refused from its header", arguments: [(UInt32(100_000), UInt32(100_000)), (16_385, 1), (1, 70_000)])
    func absurdDimensions(_ width: UInt32, _ height: UInt32) throws {
        try withFile(try Self.png(claiming: width, height)) { path in
            #expect(SDLImageLoader.pngSizeRefusal(path)?.contains("the PNG is \(width)×\(height) pixels") == true)
            do throws(SDLImageError) {
                _ = try SDLImageLoader.image(contentsOfFile: path)
                Issue.record("an absurd PNG loaded")
            } catch {
                #expect(error.description.contains(path) && error.description.contains("Segue loads at most 16384 per side"))
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test("a sane header passes the check (SDL2_image decides the rest)")
    func saneHeader() throws {
        try withFile(try Self.png(claiming: 4, 4)) { path in
            #expect(SDLImageLoader.pngSizeRefusal(path) == nil)
            let image = try SDLImageLoader.image(contentsOfFile: path)
            #expect(image.width == 4)
        }
    }

    @Test("truncated, empty and non-image files are one-line errors naming the path",
          arguments: [[UInt8](), Array("not an image".utf8), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]])
    func unreadable(_ bytes: [UInt8]) throws {
        try withFile(bytes) { path in
            #expect(throws: SDLImageError.self) { _ = try SDLImageLoader.image(contentsOfFile: path) }
            do throws(SDLImageError) { _ = try SDLImageLoader.image(contentsOfFile: path) } catch {
                #expect(error.description.contains(path) && !error.description.contains("\n"))
            }
        }
    }
}

import Foundation
import Testing
@testable import Segue

@Suite struct UIImageContentsOfFileTests {
    private func collecting<T>(_ body: () -> T) -> (T, [String]) {
        let collector = SegueDiagnostics.Collector()
        let result = SegueDiagnostics.$sink.withValue(collector.sink) { body() }
        return (result, collector.messages)
    }

    /// A fresh directory for one test, removed afterwards.
    private func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    /// A 4 × 2 PNG: a red and green top row, blue and half-transparent white bottom row.
    private let pixels: [UInt8] = [255, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255,
                                   0, 0, 255, 255, 0, 0, 255, 255, 255, 255, 255, 128, 255, 255, 255, 128]

    private func writePNG(to url: URL) throws {
        let png = try PNGEncoder().encode(rgba: pixels, width: 4, height: 2)
        try Data(png).write(to: url)
    }

    @Test func aPNGFileLoadsWithItsPixels() throws {
        try withDirectory { directory in
            let url = directory.appendingPathComponent("card.png")
            try writePNG(to: url)
            let image = try #require(UIImage(contentsOfFile: url.path))
            #expect(image.size == CGSize(width: 4, height: 2))
            #expect(image.scale == 1)
            let loaded = image.cgImage?.pixels == pixels
            #expect(loaded)
        }
    }

    @Test func anAt2xOrAt3xNameGivesTheImageThatScale() throws {
        try withDirectory { directory in
            let double = directory.appendingPathComponent("card@2x.png")
            try writePNG(to: double)
            let image = try #require(UIImage(contentsOfFile: double.path))
            #expect(image.scale == 2 && image.size == CGSize(width: 2, height: 1))
            #expect(UIImage.scale(forFileAt: "/a/b/icon@3x.png") == 3)
            #expect(UIImage.scale(forFileAt: "/a/b@2x/icon.png") == 1)
        }
    }

    @Test func aMissingFileGivesNilNamingThePath() {
        let path = "/nonexistent/segue/missing.png"
        let (image, messages) = collecting { UIImage(contentsOfFile: path) }
        #expect(image == nil)
        #expect(messages.count == 1 && messages[0].contains(path) && messages[0].contains("no such file"))
    }

    @Test func aDirectoryGivesNil() throws {
        try withDirectory { directory in
            let (image, messages) = collecting { UIImage(contentsOfFile: directory.path) }
            #expect(image == nil)
            #expect(messages.count == 1 && messages[0].contains("directory"))
        }
    }

    @Test func aFileThatIsNotAPNGGivesNilWithTheDecodersReason() throws {
        try withDirectory { directory in
            let text = directory.appendingPathComponent("notes.png")
            try Data("hello".utf8).write(to: text)
            let (image, messages) = collecting { UIImage(contentsOfFile: text.path) }
            #expect(image == nil)
            #expect(messages.count == 1 && messages[0].contains(text.path) && messages[0].contains("PNG"))
            let truncated = directory.appendingPathComponent("cut.png")
            let png = try PNGEncoder().encode(rgba: pixels, width: 4, height: 2)
            try Data(png.prefix(png.count - 20)).write(to: truncated)
            let (cut, cutMessages) = collecting { UIImage(contentsOfFile: truncated.path) }
            #expect(cut == nil)
            #expect(cutMessages.count == 1 && cutMessages[0].contains(truncated.path))
        }
    }
}

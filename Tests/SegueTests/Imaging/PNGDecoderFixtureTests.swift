import Foundation
import Testing
@testable import Segue

/// Every colour type, bit depth, interlace method and block type, against files
/// written by tools/make-png-fixtures (Python's zlib, checked with ImageMagick).
@Suite struct PNGDecoderFixtureTests {
    @Test(arguments: PNGFixture.all)
    func decodesToTheExpectedPixels(_ fixture: PNGFixture) throws {
        let image = try PNGDecoder.decode(fixture.png)
        #expect(image.width == fixture.width)
        #expect(image.height == fixture.height)
        let expected = fixture.rgba
        #expect(image.pixels.count == expected.count)
        let firstDifference = zip(image.pixels, expected).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "first differing byte: \(String(describing: firstDifference)), pixel \((firstDifference?.offset ?? 0) / 4)")
    }

    @Test func theFixturesCoverEveryFormatAndBothInterlaceMethods() throws {
        var seen = Set<String>()
        for fixture in PNGFixture.all {
            let header = try PNGImageHeader(fixture.png[16..<29])
            seen.insert("\(header.colorType.rawValue)/\(header.bitDepth)/\(header.isInterlaced)")
        }
        let formats: [(Int, [Int])] = [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]
        for (colorType, depths) in formats {
            for depth in depths {
                #expect(seen.contains("\(colorType)/\(depth)/false") && seen.contains("\(colorType)/\(depth)/true"),
                        "colour type \(colorType), depth \(depth)")
            }
        }
    }

    @Test func aDecodedFileCanBeReadFromAPath() throws {
        let fixture = try #require(PNGFixture.all.first)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-decoder-\(UUID().uuidString).png")
        try Data(fixture.png).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try PNGDecoder.decode(contentsOfFile: url.path).pixels == fixture.rgba)
        #expect(try PNGDecoder.decode(contentsOf: url).pixels == fixture.rgba)
    }

    @Test func aMissingFileIsAnUnreadableFileError() {
        #expect(throws: PNGDecodingError.unreadableFile(path: "/nonexistent-segue/x.png", reason: "no such file")) {
            try PNGDecoder.decode(contentsOfFile: "/nonexistent-segue/x.png")
        }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: PNGDecodingError.unreadableFile(path: directory, reason: "it is a directory")) {
            try PNGDecoder.decode(contentsOfFile: directory)
        }
    }
}

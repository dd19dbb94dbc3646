import Foundation
import Segue
import SegueFiles
import Testing

/// The programs' one PNG file writer: Segue's encoder through `OutputWriter`.
@Suite struct PNGFileWriterTests {
    /// A 5×3 image whose every byte differs, alpha included (straight, not
    /// premultiplied: a writer that premultiplied would change the colours).
    static let sample = CGImage(width: 5, height: 3, rgbaPixels: (0..<60).map { UInt8(17 + $0 * 4) })!

    @Test func writesThePNGEncoderFileWhichDecodesToEveryByte() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("sample.png").path
        try PNGFileWriter.write(Self.sample, toFile: path)
        let expected = try PNGEncoder().encode(rgba: Self.sample.pixels, width: 5, height: 3)
        #expect(FileManager.default.contents(atPath: path) == Data(expected))
        #expect(try PNGDecoder.decode(contentsOfFile: path).pixels == Self.sample.pixels)
    }

    @Test func aMissingDirectoryOrADirectoryFailsNamingThePathAndLeavesNothing() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("nowhere/out.png").path
        #expect(throws: OutputWriteError(path: missing, reason: "no such directory \"\(directory.path)/nowhere\"",
                                         option: "--output")) {
            try PNGFileWriter.write(Self.sample, toFile: missing, option: "--output")
        }
        #expect(throws: OutputWriteError(path: directory.path, reason: "it is a directory")) {
            try PNGFileWriter.write(Self.sample, toFile: directory.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func replacingAFileLeavesNoTemporaryBehind() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a.png").path
        try PNGFileWriter.write(Self.sample, toFile: path)
        try PNGFileWriter.write(CGImage(width: 2, height: 2, filledWith: .white)!, toFile: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.png"])
        #expect(try PNGDecoder.decode(contentsOfFile: path).width == 2)
    }
}

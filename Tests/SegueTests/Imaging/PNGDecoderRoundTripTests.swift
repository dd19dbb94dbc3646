import Foundation
import Testing
@testable import Segue
import SegueTestSupport

/// Segue's encoder and decoder agree: encode, decode, same pixels.
@Suite struct PNGDecoderRoundTripTests {
    @Test(arguments: [(1, 1), (2, 3), (120, 80), (333, 7)])
    func encodedPixelsDecodeUnchanged(width: Int, height: Int) throws {
        var generator = SeededGenerator(seed: UInt64(width * 1_000 + height))
        // Half noise, half smooth gradient, so both literals and matches occur.
        let pixels = (0..<width * height * 4).map { index -> UInt8 in
            index % 8 < 4 ? UInt8.random(in: 0...255, using: &generator) : UInt8(truncatingIfNeeded: index / 64)
        }
        let png = try PNGEncoder().encode(rgba: pixels, width: width, height: height)
        let image = try PNGDecoder.decode(Data(png))
        #expect(image.width == width && image.height == height)
        #expect(image.pixels == pixels)
    }

    @Test func aPlotSizedImageWithManyIDATChunksRoundTrips() throws {
        let width = 800, height = 500
        let pixels = PNGEncoderTests.sampleImage(width: width, height: height)
        let png = try PNGEncoder().encode(rgba: pixels, width: width, height: height)
        #expect(try PNGDecoder.decode(png).pixels == pixels)
    }

    @Test func storedBlocksLongerThanTheBitBufferAreCopiedExactly() throws {
        // Incompressible noise makes the encoder write stored blocks.
        var generator = SeededGenerator(seed: 7)
        let pixels = (0..<256 * 256 * 4).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let png = try PNGEncoder().encode(rgba: pixels, width: 256, height: 256)
        #expect(try PNGDecoder.decode(png).pixels == pixels)
    }
}

import Foundation
import Testing
@testable import Segue

/// Malformed files: every one is a typed error with a clear message, never a crash.
@Suite struct PNGDecoderCorruptionTests {
    typealias Chunk = PNGTestFile.Chunk

    /// A valid 3×2 RGBA file built by the test (scanlines with filter type 0).
    static let scanlines: [UInt8] = [0] + (0..<12).map { UInt8($0 * 20) } + [0] + (0..<12).map { UInt8(255 - $0 * 20) }
    static func validFile() -> PNGTestFile { .simple(width: 3, height: 2, scanlines: scanlines) }

    /// A fixture with several chunks (tEXt, PLTE-free, three IDATs) for truncation.
    static var multiChunkFixture: [UInt8] { PNGFixture.all.first { $0.name == "split-idat-rgba16-adam7" }!.png }

    @Test func theValidFileDecodes() throws {
        let image = try PNGDecoder.decode(Self.validFile().bytes)
        #expect(image.pixel(x: 1, y: 0) == RGBAColor(red: 80 / 255, green: 100 / 255, blue: 120 / 255, alpha: 140 / 255))
    }

    // MARK: Truncation and signature

    @Test func everyPrefixOfAFileIsReportedAsTruncated() {
        let file = Self.multiChunkFixture
        for length in 0..<file.count {
            let error = PNGTestFile.error(decoding: Array(file.prefix(length)))
            guard case .truncated = error else {
                Issue.record("prefix of \(length) bytes gave \(String(describing: error))")
                return
            }
        }
    }

    @Test func truncationAtEachChunkBoundarySaysWhichChunkCameLast() {
        let file = Self.validFile()
        let bytes = file.bytes
        let boundaries = file.chunkBoundaries
        #expect(PNGTestFile.error(decoding: Array(bytes.prefix(boundaries[0])))?.description
                == "truncated PNG: the file ends after the signature chunk, before IEND")
        #expect(PNGTestFile.error(decoding: Array(bytes.prefix(boundaries[1])))?.description
                == "truncated PNG: the file ends after the IHDR chunk, before IEND")
        #expect(PNGTestFile.error(decoding: Array(bytes.prefix(boundaries[2])))?.description
                == "truncated PNG: the file ends after the IDAT chunk, before IEND")
        #expect(PNGTestFile.error(decoding: Array(bytes.prefix(boundaries[2] + 5)))?.description
                == "truncated PNG: the file ends inside the chunk header after IDAT")
        #expect(PNGTestFile.error(decoding: Array(bytes.prefix(boundaries[1] + 20)))?.description
                == "truncated PNG: the file ends inside the IDAT chunk")
    }

    @Test func somethingElseIsNotAPNG() {
        #expect(PNGTestFile.error(decoding: Array("GIF89a, not a PNG at all".utf8)) == .notPNG)
        #expect(PNGTestFile.error(decoding: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x0A, 0x0A, 0, 0]) == .notPNG)
        #expect(PNGTestFile.error(decoding: [0x47]) == .notPNG)
        #expect(PNGTestFile.error(decoding: [0x89, 0x50]) == .truncated("the file ends inside the PNG signature"))
    }

    @Test func dataAfterIENDIsIgnored() throws {
        #expect(try PNGDecoder.decode(Self.validFile().bytes + [1, 2, 3]).width == 3)
    }

    // MARK: CRCs

    @Test func aFlippedByteInIDATIsACRCMismatch() {
        let file = Self.validFile()
        var bytes = file.bytes
        bytes[file.chunkBoundaries[1] + 8 + 4] ^= 0x10
        guard case .chunkCRCMismatch(chunk: "IDAT", _, _) = PNGTestFile.error(decoding: bytes) else {
            Issue.record("expected a CRC mismatch in IDAT")
            return
        }
    }

    @Test func aWrongStoredCRCIsReportedWithBothValues() {
        var file = Self.validFile()
        let right = CRC32.checksum(Array("IHDR".utf8) + file.chunks[0].data)
        file.chunks[0].crc = 0xDEAD_BEEF
        #expect(PNGTestFile.error(decoding: file.bytes) == .chunkCRCMismatch(chunk: "IHDR", expected: 0xDEAD_BEEF, actual: right))
        #expect(PNGTestFile.error(decoding: file.bytes)?.description.hasPrefix("bad CRC in the IHDR chunk: stored 0xdeadbeef, computed 0x") == true)
    }

    @Test func everyByteFlipInsideTheCompressedDataIsAnErrorNeverACrash() throws {
        // The CRC is recomputed, so the corruption reaches the zlib decoder. A flip of
        // a padding bit after the last block changes nothing and may decode.
        let expected = try PNGDecoder.decode(Self.validFile().bytes).pixels
        let original = Self.validFile()
        let stream = original.chunks[1].data
        for position in stream.indices {
            for bit in [0, 3, 7] {
                var file = original
                file.chunks[1].data[position] ^= UInt8(1 << bit)
                let error = PNGTestFile.error(decoding: file.bytes)
                switch error {
                case nil:
                    #expect(try PNGDecoder.decode(file.bytes).pixels == expected, "byte \(position) bit \(bit)")
                case .badZlibHeader, .adler32Mismatch, .badHuffmanCode, .badDeflateData, .truncated,
                     .excessImageData, .missingImageData, .badFilterType:
                    break
                default:
                    Issue.record("byte \(position) bit \(bit): \(String(describing: error))")
                }
            }
        }
    }

    // MARK: Header

    @Test func oversizedImagesAreRefusedBeforeAllocating() {
        func error(_ width: Int, _ height: Int) -> PNGDecodingError? {
            PNGTestFile.error(decoding: PNGTestFile.simple(width: width, height: height, scanlines: [0, 0, 0, 0, 0]).bytes)
        }
        #expect(error(16_385, 1) == .imageTooLarge(width: 16_385, height: 1))
        #expect(error(1, 16_385) == .imageTooLarge(width: 1, height: 16_385))
        #expect(error(16_384, 16_385) == .imageTooLarge(width: 16_384, height: 16_385))
        #expect(error(0x7FFF_FFFF, 0x7FFF_FFFF) == .imageTooLarge(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF))
        #expect(error(16_385, 1)?.description == "the PNG is 16385×1 pixels; Segue decodes at most 16384 per side and 268435456 pixels")
        // The largest allowed size passes the header check; its tiny data cannot fill a
        // gigabyte, which is noticed before the output is allocated.
        guard case .truncated(let reason) = error(16_384, 16_384) else {
            Issue.record("expected the short data to be refused")
            return
        }
        #expect(reason.contains("cannot hold the 1073758208 bytes the header implies"))
    }

    @Test func invalidHeaderFieldsAreNamed() {
        func error(_ header: [UInt8]) -> PNGDecodingError? {
            var file = Self.validFile()
            file.chunks[0].data = header
            return PNGTestFile.error(decoding: file.bytes)
        }
        #expect(error(PNGTestFile.header(width: 0, height: 2)) == .invalidHeader("the size is 0×2; both must be at least 1"))
        #expect(error(PNGTestFile.header(width: 3, height: 2, compression: 1)) == .invalidHeader("compression method 1; PNG defines only 0"))
        #expect(error(PNGTestFile.header(width: 3, height: 2, filter: 1)) == .invalidHeader("filter method 1; PNG defines only 0"))
        #expect(error(PNGTestFile.header(width: 3, height: 2, interlace: 2)) == .invalidHeader("interlace method 2; PNG defines 0 (none) and 1 (Adam7)"))
        #expect(error(PNGTestFile.header(width: 0x8000_0000, height: 2)) == .invalidHeader("the size is 2147483648×2; PNG allows at most 2147483647 per side"))
        #expect(error(Array(PNGTestFile.header(width: 3, height: 2).prefix(12))) == .malformedChunk(chunk: "IHDR", reason: "it holds 12 bytes, 13 expected"))
    }

    @Test(arguments: [(3, 16), (2, 4), (4, 1), (6, 2), (0, 3), (5, 8), (1, 8)])
    func colourTypeAndBitDepthCombinationsPNGDoesNotDefineAreUnsupported(colorType: Int, bitDepth: Int) {
        var file = Self.validFile()
        file.chunks[0].data = PNGTestFile.header(width: 3, height: 2, bitDepth: bitDepth, colorType: colorType)
        let error = PNGTestFile.error(decoding: file.bytes)
        #expect(error == .unsupportedFormat(colorType: colorType, bitDepth: bitDepth))
        #expect(error?.description == "unsupported combination: colour type \(colorType) with bit depth \(bitDepth) is not a PNG format")
    }

    // MARK: Chunk order

    @Test func chunkOrderMistakesAreReported() {
        var noHeader = Self.validFile()
        noHeader.chunks.removeFirst()
        #expect(PNGTestFile.error(decoding: noHeader.bytes) == .missingChunk("IHDR (it must come first)"))

        var twoHeaders = Self.validFile()
        twoHeaders.chunks.insert(twoHeaders.chunks[0], at: 1)
        #expect(PNGTestFile.error(decoding: twoHeaders.bytes) == .malformedChunk(chunk: "IHDR", reason: "it appears twice"))

        var noData = Self.validFile()
        noData.chunks.remove(at: 1)
        #expect(PNGTestFile.error(decoding: noData.bytes) == .missingChunk("IDAT"))

        var split = Self.validFile()
        let stream = split.chunks[1].data
        split.chunks[1].data = Array(stream.prefix(4))
        split.chunks.insert(Chunk(type: "tEXt", data: Array("a\0b".utf8)), at: 2)
        split.chunks.insert(Chunk(type: "IDAT", data: Array(stream.dropFirst(4))), at: 3)
        #expect(PNGTestFile.error(decoding: split.bytes) == .malformedChunk(chunk: "IDAT", reason: "the IDAT chunks are not consecutive"))
    }

    @Test func unknownAncillaryChunksAreSkippedButUnknownCriticalOnesAreNot() throws {
        var ancillary = Self.validFile()
        ancillary.chunks.insert(Chunk(type: "zzZz", data: [1, 2, 3]), at: 1)
        ancillary.chunks.insert(Chunk(type: "gAMA", data: PNGTestFile.bigEndian(45_455)), at: 1)
        #expect(try PNGDecoder.decode(ancillary.bytes).width == 3)

        var critical = Self.validFile()
        critical.chunks.insert(Chunk(type: "ZZzz", data: []), at: 1)
        #expect(PNGTestFile.error(decoding: critical.bytes) == .unknownCriticalChunk("ZZzz"))
    }

    @Test func badChunkTypesAndLengthsAreMalformed() {
        var badType = Self.validFile()
        badType.chunks.insert(Chunk(type: "a1b2", data: []), at: 1)
        #expect(PNGTestFile.error(decoding: badType.bytes) == .malformedChunk(chunk: "after IHDR", reason: "its type is not four ASCII letters"))

        var bytes = Self.validFile().bytes
        let idat = Self.validFile().chunkBoundaries[1]
        bytes.replaceSubrange(idat..<idat + 4, with: [0x80, 0, 0, 0])
        #expect(PNGTestFile.error(decoding: bytes) == .malformedChunk(chunk: "IDAT", reason: "its length 2147483648 exceeds 2147483647"))
    }

    // MARK: Palette and transparency

    /// A 2×1 indexed image (bit depth 8) with pixel indices `indices`.
    static func indexed(palette: [UInt8]?, transparency: [UInt8]? = nil, indices: [UInt8] = [0, 1], bitDepth: Int = 8) -> PNGTestFile {
        var extra: [Chunk] = []
        if let palette { extra.append(Chunk(type: "PLTE", data: palette)) }
        if let transparency { extra.append(Chunk(type: "tRNS", data: transparency)) }
        return .simple(width: indices.count, height: 1, bitDepth: bitDepth, colorType: 3, scanlines: [0] + indices, extra: extra)
    }

    @Test func paletteAndTransparencyGiveColoursAndAlphas() throws {
        let image = try PNGDecoder.decode(Self.indexed(palette: [255, 0, 0, 0, 0, 255], transparency: [128]).bytes)
        #expect(image.pixels == [255, 0, 0, 128, 0, 0, 255, 255])
    }

    @Test func paletteMistakesAreReported() {
        #expect(PNGTestFile.error(decoding: Self.indexed(palette: nil).bytes) == .missingChunk("PLTE (an indexed image needs one before IDAT)"))
        #expect(PNGTestFile.error(decoding: Self.indexed(palette: [1, 2, 3, 4]).bytes)
                == .malformedChunk(chunk: "PLTE", reason: "it holds 4 bytes; 3 per entry, 1 to 256 entries"))
        #expect(PNGTestFile.error(decoding: Self.indexed(palette: [1, 2, 3], indices: [0, 1]).bytes)
                == .paletteIndexOutOfRange(index: 1, paletteCount: 1))
        #expect(PNGTestFile.error(decoding: Self.indexed(palette: [UInt8](repeating: 9, count: 9), indices: [0x40], bitDepth: 1).bytes)
                == .malformedChunk(chunk: "PLTE", reason: "3 entries exceed the 2 a bit depth of 1 can index"))
        #expect(PNGTestFile.error(decoding: Self.indexed(palette: [1, 2, 3], transparency: [1, 2]).bytes)
                == .malformedChunk(chunk: "tRNS", reason: "2 alphas for a palette of 1 entries"))

        var transparencyFirst = Self.indexed(palette: [1, 2, 3, 4, 5, 6], transparency: [0])
        transparencyFirst.chunks.swapAt(1, 2)
        #expect(PNGTestFile.error(decoding: transparencyFirst.bytes) == .malformedChunk(chunk: "tRNS", reason: "it comes before PLTE"))

        let greyWithPalette = PNGTestFile.simple(width: 1, height: 1, bitDepth: 8, colorType: 0, scanlines: [0, 7],
                                                 extra: [Chunk(type: "PLTE", data: [1, 2, 3])])
        #expect(PNGTestFile.error(decoding: greyWithPalette.bytes) == .malformedChunk(chunk: "PLTE", reason: "a greyscale image cannot have a palette"))
    }

    @Test func transparencyOfTheWrongSizeOrForAnAlphaImageIsMalformed() {
        let rgbaWithKey = PNGTestFile.simple(width: 3, height: 2, scanlines: Self.scanlines, extra: [Chunk(type: "tRNS", data: [0, 0])])
        #expect(PNGTestFile.error(decoding: rgbaWithKey.bytes) == .malformedChunk(chunk: "tRNS", reason: "an image with an alpha channel cannot have one"))
        let greyKey = PNGTestFile.simple(width: 1, height: 1, bitDepth: 8, colorType: 0, scanlines: [0, 7], extra: [Chunk(type: "tRNS", data: [0, 7, 0])])
        #expect(PNGTestFile.error(decoding: greyKey.bytes) == .malformedChunk(chunk: "tRNS", reason: "a greyscale key holds 2 bytes, got 3"))
        let rgbKey = PNGTestFile.simple(width: 1, height: 1, bitDepth: 8, colorType: 2, scanlines: [0, 1, 2, 3], extra: [Chunk(type: "tRNS", data: [0, 1])])
        #expect(PNGTestFile.error(decoding: rgbKey.bytes) == .malformedChunk(chunk: "tRNS", reason: "a truecolour key holds 6 bytes, got 2"))
    }

    @Test func aGreyKeyMakesMatchingPixelsTransparent() throws {
        let file = PNGTestFile.simple(width: 2, height: 1, bitDepth: 8, colorType: 0, scanlines: [0, 7, 8], extra: [Chunk(type: "tRNS", data: [0, 7])])
        #expect(try PNGDecoder.decode(file.bytes).pixels == [7, 7, 7, 0, 8, 8, 8, 255])
    }

    @Test func sixteenBitSamplesAreRoundedToEightBits() throws {
        // 0x8080 = 128·257 → 128; 0x807F rounds down to 128, 0x7F80 up to 127 (32640·255/65535 = 127.0…).
        let file = PNGTestFile.simple(width: 1, height: 1, bitDepth: 16, colorType: 6,
                                      scanlines: [0, 0x80, 0x80, 0x80, 0x7F, 0x7F, 0x80, 0xFF, 0xFF])
        #expect(try PNGDecoder.decode(file.bytes).pixels == [128, 128, 127, 255])
    }

    // MARK: Image data

    @Test func anUnknownFilterTypeNamesTheRow() {
        var lines = Self.scanlines
        lines[13] = 5
        let error = PNGTestFile.error(decoding: PNGTestFile.simple(width: 3, height: 2, scanlines: lines).bytes)
        #expect(error == .badFilterType(5, row: 1))
        #expect(error?.description == "scanline 1 has filter type 5; PNG defines 0 to 4")
    }

    @Test func tooMuchOrTooLittleImageDataIsReported() {
        let long = PNGTestFile.simple(width: 3, height: 2, scanlines: Self.scanlines + [0])
        #expect(PNGTestFile.error(decoding: long.bytes) == .excessImageData(expected: 26))
        let short = PNGTestFile.simple(width: 3, height: 2, scanlines: Array(Self.scanlines.dropLast()))
        #expect(PNGTestFile.error(decoding: short.bytes) == .missingImageData(expected: 26, actual: 25))
    }

    @Test func aBadZlibHeaderOrChecksumIsReported() {
        func error(_ stream: [UInt8]) -> PNGDecodingError? {
            var file = Self.validFile()
            file.chunks[1].data = stream
            return PNGTestFile.error(decoding: file.bytes)
        }
        let good = Self.validFile().chunks[1].data
        #expect(error([0x79] + good.dropFirst()) == .badZlibHeader("compression method 9, expected 8 (DEFLATE)"))
        #expect(error([0x88, 0x1C] + good.dropFirst(2)) == .badZlibHeader("window size exponent 8 exceeds 7 (32 KiB)"))
        #expect(error([0x78, 0x5F] + good.dropFirst(2)) == .badZlibHeader("header check bits are wrong"))
        #expect(error([0x78, 0x20] + good.dropFirst(2)) == .badZlibHeader("a preset dictionary, which PNG does not allow"))
        var wrongAdler = good
        wrongAdler[wrongAdler.count - 1] ^= 1
        guard case .adler32Mismatch = error(wrongAdler) else {
            Issue.record("expected an Adler-32 mismatch")
            return
        }
        #expect(error(Array(good.dropLast(2))) == .truncated("the compressed image data ends before its Adler-32 checksum"))
    }
}

import Testing
@testable import Segue

/// The zlib/DEFLATE decoder on hand-made streams: every block type, long Huffman
/// codes, and each way DEFLATE data can be wrong.
@Suite struct InflaterTests {
    /// A bit writer that also writes Huffman codes most-significant bit first.
    struct Bits {
        var writer = DeflateBitWriter()
        mutating func value(_ value: Int, _ count: Int) { writer.write(UInt32(value), bitCount: count) }
        mutating func code(_ code: Int, _ length: Int) {
            for bit in stride(from: length - 1, through: 0, by: -1) { writer.write(UInt32(code >> bit & 1), bitCount: 1) }
        }
        mutating func finish() -> [UInt8] { writer.finish() }
    }

    /// Canonical Huffman codes for `lengths` (RFC 1951 §3.2.2), written out
    /// independently of the decoder.
    static func canonicalCodes(_ lengths: [Int]) -> [Int] {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[length] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return -1 }
            defer { next[length] += 1 }
            return next[length]
        }
    }

    /// A dynamic block header for these code lengths, using a code-length code in
    /// which symbols 0…15 all have four-bit codes (so symbol v is written as v).
    static func dynamicHeader(_ bits: inout Bits, literalLengths: [Int], distanceLengths: [Int], isFinal: Bool = true) {
        bits.value(isFinal ? 1 : 0, 1)
        bits.value(2, 2)
        bits.value(literalLengths.count - 257, 5)
        bits.value(distanceLengths.count - 1, 5)
        bits.value(19 - 4, 4)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        for symbol in order { bits.value(symbol <= 15 ? 4 : 0, 3) }
        for length in literalLengths + distanceLengths { bits.code(length, 4) }
    }

    static func inflate(_ deflate: [UInt8], content: [UInt8], expectedCount: Int? = nil) throws(PNGDecodingError) -> [UInt8] {
        try Inflater.inflateZlib(PNGTestFile.zlib(deflate: deflate, content: content), expectedCount: expectedCount ?? content.count)
    }

    static func error(_ deflate: [UInt8], expectedCount: Int = 4) -> PNGDecodingError? {
        do {
            _ = try Inflater.inflateZlib(PNGTestFile.zlib(deflate: deflate, content: []), expectedCount: expectedCount)
            return nil
        } catch {
            return error
        }
    }

    @Test func aDynamicBlockWithCodesUpToFifteenBitsDecodes() throws {
        // Symbols 65…78 ("A"…"N") get lengths 1…14; the end of block and length
        // symbol 257 get 15: a complete code that needs the long-code path.
        var literalLengths = [Int](repeating: 0, count: 258)
        for (offset, symbol) in (65...78).enumerated() { literalLengths[symbol] = offset + 1 }
        literalLengths[256] = 15
        literalLengths[257] = 15
        let codes = Self.canonicalCodes(literalLengths)
        var bits = Bits()
        Self.dynamicHeader(&bits, literalLengths: literalLengths, distanceLengths: [1])
        var content: [UInt8] = []
        for symbol in [78, 65, 77, 66, 70] {
            bits.code(codes[symbol], literalLengths[symbol])
            content.append(UInt8(symbol))
        }
        bits.code(codes[257], 15)  // length 3
        bits.code(0, 1)            // distance symbol 0: one back
        content += [70, 70, 70]
        bits.code(codes[256], 15)
        #expect(try Self.inflate(bits.finish(), content: content) == content)
    }

    @Test func storedFixedAndDynamicBlocksFollowEachOther() throws {
        var bits = Bits()
        // Stored "ab".
        bits.value(0, 1); bits.value(0, 2)
        bits.writer.alignToByte()
        bits.value(2, 16); bits.value(0xFFFD, 16)
        bits.value(0x61, 8); bits.value(0x62, 8)
        // Fixed: "c" then a 4-byte match 3 back ("abca"), end.
        bits.value(0, 1); bits.value(1, 2)
        bits.code(0x30 + 0x63, 8)
        bits.code(2, 7)            // symbol 258: length 4
        bits.code(2, 5)            // distance symbol 2: 3 back
        bits.code(0, 7)            // end of block
        // Dynamic, final: "z".
        var literalLengths = [Int](repeating: 0, count: 257)
        literalLengths[0x7A] = 1
        literalLengths[256] = 1
        let codes = Self.canonicalCodes(literalLengths)
        Self.dynamicHeader(&bits, literalLengths: literalLengths, distanceLengths: [0])
        bits.code(codes[0x7A], 1)
        bits.code(codes[256], 1)
        let content = Array("abcabcaz".utf8)
        #expect(try Self.inflate(bits.finish(), content: content) == content)
    }

    @Test func aReservedBlockTypeIsBadData() {
        #expect(Self.error([0x07]) == .badDeflateData("block type 3, which DEFLATE reserves"))
    }

    @Test func aStoredLengthThatDoesNotMatchItsComplementIsBadData() {
        #expect(Self.error([0x01, 0x04, 0x00, 0x00, 0x00, 1, 2, 3, 4]) == .badDeflateData("stored block length 4 does not match its complement"))
        #expect(throws: PNGDecodingError.truncated("the compressed image data ends inside a stored block")) {
            try Inflater.inflateZlib([0x78, 0x01, 0x01, 0x04, 0x00, 0xFB, 0xFF, 1, 2], expectedCount: 4)
        }
    }

    @Test func aBackReferenceBeforeTheStartIsBadData() {
        var bits = Bits()
        bits.value(1, 1); bits.value(1, 2)
        bits.code(1, 7)            // symbol 257: length 3, with nothing written yet
        bits.code(0, 5)
        bits.code(0, 7)
        #expect(Self.error(bits.finish(), expectedCount: 3) == .badDeflateData("a back-reference 1 bytes back, before the start of the data"))
    }

    @Test func fixedCodesThatDEFLATEDoesNotUseAreBadHuffmanCodes() {
        var length = Bits()
        length.value(1, 1); length.value(1, 2)
        length.code(0xC6, 8)       // symbol 286
        #expect(Self.error(length.finish()) == .badHuffmanCode("invalid length symbol 286"))

        var distance = Bits()
        distance.value(1, 1); distance.value(1, 2)
        distance.code(0x30 + 0x41, 8)
        distance.code(1, 7)
        distance.code(30, 5)       // distance symbol 30
        #expect(Self.error(distance.finish()) == .badHuffmanCode("invalid distance symbol 30"))
    }

    @Test func overSubscribedAndIncompleteCodesAreRejected() {
        var over = Bits()
        over.value(1, 1); over.value(2, 2)
        over.value(0, 5); over.value(0, 5); over.value(0, 4)
        for _ in 0..<4 { over.value(1, 3) }  // four one-bit codes
        #expect(Self.error(over.finish()) == .badHuffmanCode("the code-length code lengths are over-subscribed"))

        var literalLengths = [Int](repeating: 0, count: 257)
        literalLengths[65] = 2
        literalLengths[256] = 2  // two of four two-bit codes: incomplete
        var incomplete = Bits()
        Self.dynamicHeader(&incomplete, literalLengths: literalLengths, distanceLengths: [0])
        #expect(Self.error(incomplete.finish()) == .badHuffmanCode("the literal/length code lengths are incomplete"))
    }

    @Test func aLiteralCodeWithoutEndOfBlockIsRejected() {
        var literalLengths = [Int](repeating: 8, count: 257)
        literalLengths[256] = 0
        var bits = Bits()
        Self.dynamicHeader(&bits, literalLengths: literalLengths, distanceLengths: [1])
        #expect(Self.error(bits.finish()) == .badHuffmanCode("the literal/length code has no end-of-block code"))
    }

    @Test func anUnusedCodeOfALoneOneBitCodeIsRejectedWhenRead() {
        // One distance code of one bit is allowed; reading the unused "1" is an error.
        var literalLengths = [Int](repeating: 0, count: 258)
        literalLengths[65] = 1
        literalLengths[256] = 2
        literalLengths[257] = 2
        let codes = Self.canonicalCodes(literalLengths)
        var bits = Bits()
        Self.dynamicHeader(&bits, literalLengths: literalLengths, distanceLengths: [1])
        bits.code(codes[65], 1)
        bits.code(codes[257], 2)
        bits.code(1, 1)
        #expect(Self.error(bits.finish()) == .badHuffmanCode("an unused Huffman code"))
    }

    @Test func codeLengthRepeatsAreChecked() {
        var first = Bits()
        first.value(1, 1); first.value(2, 2)
        first.value(0, 5); first.value(0, 5); first.value(0, 4)
        first.value(1, 3); first.value(0, 3); first.value(0, 3); first.value(1, 3)  // symbols 16 and 0: one bit each
        first.code(1, 1)           // a first code of 16, "repeat previous"
        #expect(Self.error(first.finish()) == .badDeflateData("a dynamic block repeats a code length before the first one"))

        var past = Bits()
        past.value(1, 1); past.value(2, 2)
        past.value(0, 5); past.value(0, 5); past.value(0, 4)
        past.value(0, 3); past.value(0, 3); past.value(1, 3); past.value(1, 3)  // symbols 18 and 0
        for _ in 0..<3 { past.code(1, 1); past.value(127, 7) }                  // 3 × 138 zeros > 258
        #expect(Self.error(past.finish()) == .badDeflateData("a dynamic block's code lengths run past its 258 codes"))
    }

    @Test func moreOutputThanExpectedStopsAtTheLimit() throws {
        let content = [UInt8](repeating: 9, count: 100)
        let stream = ZlibStream.compress(content)
        #expect(throws: PNGDecodingError.excessImageData(expected: 99)) {
            try Inflater.inflateZlib(stream, expectedCount: 99)
        }
        #expect(try Inflater.inflateZlib(stream, expectedCount: 100) == content)
    }

    @Test func aStreamOfOnlyAHeaderIsTruncated() {
        #expect(throws: PNGDecodingError.truncated("the compressed image data ends inside the zlib header")) {
            try Inflater.inflateZlib([0x78], expectedCount: 1)
        }
        #expect(throws: PNGDecodingError.truncated("the compressed image data ends inside a block header")) {
            try Inflater.inflateZlib([0x78, 0x01], expectedCount: 1)
        }
    }
}

/// Decompresses a zlib stream (RFC 1950) holding DEFLATE data (RFC 1951): stored,
/// fixed-Huffman and dynamic-Huffman blocks, checked against the stream's Adler-32.
///
/// The caller says how many bytes the stream must produce (for PNG, the size of the
/// filtered scanlines the header implies), so the output is allocated once and a
/// stream that would produce more is rejected as soon as it tries: a small corrupt or
/// hostile file cannot make the decoder allocate or loop without bound.
enum Inflater {
    /// The most bytes one byte of DEFLATE data can stand for.
    static let maximumExpansion = 1032

    /// Base lengths of length symbols 257…285.
    private static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
        35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    /// Extra bits of length symbols 257…285.
    private static let lengthExtra: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Base distances of distance symbols 0…29.
    private static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    /// Extra bits of distance symbols 0…29.
    private static let distanceExtra: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which a dynamic block lists the code-length code's lengths.
    private static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The bytes a zlib stream decompresses to, which must be exactly `expectedCount`.
    ///
    /// - Throws: `PNGDecodingError.badZlibHeader`, `.badHuffmanCode`, `.badDeflateData`,
    ///   `.truncated`, `.adler32Mismatch`, `.excessImageData` or `.missingImageData`.
    static func inflateZlib(_ stream: [UInt8], expectedCount: Int) throws(PNGDecodingError) -> [UInt8] {
        guard stream.count >= 2 else { throw .truncated("the compressed image data ends inside the zlib header") }
        let cmf = Int(stream[0]), flags = Int(stream[1])
        guard cmf & 0x0F == 8 else {
            throw .badZlibHeader("compression method \(cmf & 0x0F), expected 8 (DEFLATE)")
        }
        guard cmf >> 4 <= 7 else { throw .badZlibHeader("window size exponent \(cmf >> 4) exceeds 7 (32 KiB)") }
        guard (cmf << 8 | flags) % 31 == 0 else { throw .badZlibHeader("header check bits are wrong") }
        guard flags & 0x20 == 0 else { throw .badZlibHeader("a preset dictionary, which PNG does not allow") }
        // DEFLATE expands at most 1032:1 (a 258-byte match in two bits), so data too
        // short to fill the output is refused before the output is allocated.
        guard expectedCount <= (stream.count - 2) * maximumExpansion + 1024 else {
            throw .truncated("\(stream.count) bytes of compressed image data cannot hold the \(expectedCount) bytes the header implies")
        }

        var failure: PNGDecodingError?
        var produced = 0
        let output = [UInt8](unsafeUninitializedCapacity: expectedCount) { buffer, initializedCount in
            buffer.initialize(repeating: 0)
            initializedCount = expectedCount
            do throws(PNGDecodingError) {
                produced = try stream.withUnsafeBufferPointer { input throws(PNGDecodingError) in
                    var reader = InflateBitReader(input, position: 2)
                    let count = try inflateBlocks(&reader, into: buffer)
                    reader.alignToByte()
                    reader.refill()
                    var expected: UInt32 = 0
                    for _ in 0..<4 { expected = expected << 8 | reader.bits(8) }
                    guard !reader.hasOverrun else {
                        throw .truncated("the compressed image data ends before its Adler-32 checksum")
                    }
                    var adler = Adler32()
                    adler.update(UnsafeBufferPointer(rebasing: buffer[0..<count]))
                    guard adler.value == expected else { throw .adler32Mismatch(expected: expected, actual: adler.value) }
                    return count
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        guard produced == expectedCount else { throw .missingImageData(expected: expectedCount, actual: produced) }
        return output
    }

    /// Decodes blocks until the final one; returns the number of bytes written.
    private static func inflateBlocks(_ reader: inout InflateBitReader, into output: UnsafeMutableBufferPointer<UInt8>) throws(PNGDecodingError) -> Int {
        var count = 0
        var isFinal = false
        while !isFinal {
            reader.refill()
            isFinal = reader.bits(1) == 1
            let type = reader.bits(2)
            guard !reader.hasOverrun else { throw .truncated("the compressed image data ends inside a block header") }
            switch type {
            case 0:
                count = try copyStoredBlock(&reader, into: output, at: count)
            case 1:
                count = try inflateHuffmanBlock(&reader, literals: .fixedLiteralLength, distances: .fixedDistance, into: output, at: count)
            case 2:
                let (literals, distances) = try readDynamicTables(&reader)
                count = try inflateHuffmanBlock(&reader, literals: literals, distances: distances, into: output, at: count)
            default:
                throw .badDeflateData("block type 3, which DEFLATE reserves")
            }
        }
        return count
    }

    /// Copies a stored (uncompressed) block.
    private static func copyStoredBlock(_ reader: inout InflateBitReader, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int) throws(PNGDecodingError) -> Int {
        reader.alignToByte()
        let length = Int(reader.bits(16))
        let complement = Int(reader.bits(16))
        guard !reader.hasOverrun else { throw .truncated("the compressed image data ends inside a stored block header") }
        guard length == complement ^ 0xFFFF else {
            throw .badDeflateData("stored block length \(length) does not match its complement")
        }
        reader.rewindToUnreadByte()
        guard reader.position + length <= reader.input.count else {
            throw .truncated("the compressed image data ends inside a stored block")
        }
        guard start + length <= output.count else { throw .excessImageData(expected: output.count) }
        if length > 0 {
            UnsafeMutableRawPointer(output.baseAddress! + start)
                .copyMemory(from: reader.input.baseAddress! + reader.position, byteCount: length)
        }
        reader.skipBytes(length)
        return start + length
    }

    /// Reads a dynamic block's code lengths and builds its two codes.
    private static func readDynamicTables(_ reader: inout InflateBitReader) throws(PNGDecodingError) -> (HuffmanDecodingTable, HuffmanDecodingTable) {
        reader.refill()
        let literalCount = Int(reader.bits(5)) + 257
        let distanceCount = Int(reader.bits(5)) + 1
        let codeLengthCount = Int(reader.bits(4)) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw .badDeflateData("a dynamic block declares \(literalCount) literal/length and \(distanceCount) distance codes (at most 286 and 30)")
        }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[codeLengthOrder[index]] = UInt8(reader.bits(3))
        }
        guard !reader.hasOverrun else { throw .truncated("the compressed image data ends inside a dynamic block header") }
        let codeLengthCode = try HuffmanDecodingTable(lengths: codeLengthLengths[...], kind: "code-length")

        let total = literalCount + distanceCount
        var lengths = [UInt8](repeating: 0, count: total)
        var index = 0
        while index < total {
            let symbol = try codeLengthCode.decode(&reader)
            var repeatValue: UInt8 = 0
            var repeatCount: Int
            switch symbol {
            case 0...15:
                lengths[index] = UInt8(symbol)
                index += 1
                continue
            case 16:
                guard index > 0 else { throw .badDeflateData("a dynamic block repeats a code length before the first one") }
                repeatValue = lengths[index - 1]
                repeatCount = 3 + Int(reader.bits(2))
            case 17:
                repeatCount = 3 + Int(reader.bits(3))
            default:
                repeatCount = 11 + Int(reader.bits(7))
            }
            guard !reader.hasOverrun else { throw .truncated("the compressed image data ends inside a dynamic block header") }
            guard index + repeatCount <= total else {
                throw .badDeflateData("a dynamic block's code lengths run past its \(total) codes")
            }
            for _ in 0..<repeatCount {
                lengths[index] = repeatValue
                index += 1
            }
        }
        guard !reader.hasOverrun else { throw .truncated("the compressed image data ends inside a dynamic block header") }
        guard lengths[256] != 0 else { throw .badHuffmanCode("the literal/length code has no end-of-block code") }
        let literals = try HuffmanDecodingTable(lengths: lengths[0..<literalCount], kind: "literal/length")
        let distances = try HuffmanDecodingTable(lengths: lengths[literalCount..<total], kind: "distance")
        return (literals, distances)
    }

    /// Decodes one Huffman-coded block until its end-of-block symbol.
    private static func inflateHuffmanBlock(_ reader: inout InflateBitReader,
                                            literals: HuffmanDecodingTable, distances: HuffmanDecodingTable,
                                            into output: UnsafeMutableBufferPointer<UInt8>, at start: Int) throws(PNGDecodingError) -> Int {
        guard let base = output.baseAddress else { throw .excessImageData(expected: 0) }
        let capacity = output.count
        var count = start
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard count < capacity else { throw .excessImageData(expected: capacity) }
                base[count] = UInt8(truncatingIfNeeded: symbol)
                count += 1
            } else if symbol == 256 {
                guard !reader.hasOverrun else { throw .truncated("the compressed image data ends inside a block") }
                return count
            } else {
                let lengthSymbol = symbol - 257
                guard lengthSymbol < 29 else { throw .badHuffmanCode("invalid length symbol \(symbol)") }
                if reader.bitCount < 32 { reader.refill() }
                let length = Int(lengthBase[lengthSymbol]) + Int(reader.bits(Int(lengthExtra[lengthSymbol])))
                let distanceSymbol = try distances.decode(&reader)
                guard distanceSymbol < 30 else { throw .badHuffmanCode("invalid distance symbol \(distanceSymbol)") }
                let distance = Int(distanceBase[distanceSymbol]) + Int(reader.bits(Int(distanceExtra[distanceSymbol])))
                guard !reader.hasOverrun else { throw .truncated("the compressed image data ends inside a block") }
                guard distance <= count else {
                    throw .badDeflateData("a back-reference \(distance) bytes back, before the start of the data")
                }
                guard count + length <= capacity else { throw .excessImageData(expected: capacity) }
                var source = base + (count - distance)
                var destination = base + count
                let end = destination + length
                while destination < end {
                    destination.pointee = source.pointee
                    destination += 1
                    source += 1
                }
                count += length
            }
            if reader.hasOverrun { throw .truncated("the compressed image data ends inside a block") }
        }
    }
}

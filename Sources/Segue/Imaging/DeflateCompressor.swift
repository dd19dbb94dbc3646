/// A small DEFLATE compressor (RFC 1951): LZ77 over a 32 KiB window with hash
/// chains on 3-byte prefixes, coded with the fixed Huffman tables (block type 1).
///
/// Data that would grow under the fixed codes (random bytes) is written as stored
/// blocks (type 0) instead, so the output is never more than 5 bytes per 64 KiB
/// larger than the input. Good enough for plots and screenshots, where long runs
/// and repeated rows dominate; it makes no dynamic Huffman tables.
enum DeflateCompressor {
    /// Shortest and longest match DEFLATE can express.
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// The farthest back a match may start.
    static let windowSize = 32768
    /// How many earlier positions with the same hash are tried per byte: a bound
    /// on the work per byte, traded against how well repeated rows compress.
    static let maximumChainLength = 48

    private static let hashBits = 15
    private static let hashMask = (1 << hashBits) - 1

    /// The raw DEFLATE stream (no zlib header) of `input`.
    static func compress(_ input: [UInt8]) -> [UInt8] {
        let storedSize = input.count + 5 * max(1, (input.count + 65534) / 65535)
        let fixed = input.withUnsafeBufferPointer { compressWithFixedCodes($0) }
        if fixed.count <= storedSize { return fixed }
        return input.withUnsafeBufferPointer { stored($0) }
    }

    /// `input` as uncompressed stored blocks of at most 65535 bytes each.
    static func stored(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var writer = DeflateBitWriter(reservingCapacity: input.count + 5 * (input.count / 65535 + 1))
        var start = 0
        repeat {
            let length = min(65535, input.count - start)
            let isFinal = start + length == input.count
            writer.write(isFinal ? 1 : 0, bitCount: 1)
            writer.write(0, bitCount: 2)  // BTYPE 00: stored
            writer.alignToByte()
            writer.write(UInt32(length), bitCount: 16)
            writer.write(UInt32(~UInt16(length)), bitCount: 16)
            writer.appendAligned(UnsafeBufferPointer(rebasing: input[start..<(start + length)]))
            start += length
        } while start < input.count
        return writer.finish()
    }

    /// One final block of type 1 (fixed Huffman codes) holding all of `input`.
    static func compressWithFixedCodes(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let count = input.count
        var writer = DeflateBitWriter(reservingCapacity: count / 4 + 64)
        writer.write(1, bitCount: 1)  // BFINAL
        writer.write(1, bitCount: 2)  // BTYPE 01: fixed Huffman codes

        // head[h]: the latest position whose 3-byte prefix hashes to h; previous[p]:
        // the position before p with the same hash (-1 ends a chain).
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: count)
        head.withUnsafeMutableBufferPointer { head in
            previous.withUnsafeMutableBufferPointer { previous in
                @inline(__always) func hash(at position: Int) -> Int {
                    (Int(input[position]) << 10 ^ Int(input[position + 1]) << 5 ^ Int(input[position + 2])) & hashMask
                }
                @inline(__always) func insert(_ position: Int) {
                    guard position + minimumMatch <= count else { return }
                    let h = hash(at: position)
                    previous[position] = head[h]
                    head[h] = Int32(position)
                }

                var position = 0
                while position < count {
                    var bestLength = 0
                    var bestDistance = 0
                    if position + minimumMatch <= count {
                        let limit = min(maximumMatch, count - position)
                        var candidate = Int(head[hash(at: position)])
                        var chain = maximumChainLength
                        while candidate >= 0, position - candidate <= windowSize, chain > 0 {
                            // Cheap rejection: a longer match must agree at bestLength.
                            if input[candidate + bestLength] == input[position + bestLength] || bestLength == 0 {
                                var length = 0
                                while length < limit, input[candidate + length] == input[position + length] {
                                    length += 1
                                }
                                if length > bestLength {
                                    bestLength = length
                                    bestDistance = position - candidate
                                    if length == limit { break }
                                }
                            }
                            candidate = Int(previous[candidate])
                            chain -= 1
                        }
                    }
                    if bestLength >= minimumMatch {
                        writeLength(bestLength, to: &writer)
                        writeDistance(bestDistance, to: &writer)
                        for offset in 0..<bestLength { insert(position + offset) }
                        position += bestLength
                    } else {
                        writeLiteral(input[position], to: &writer)
                        insert(position)
                        position += 1
                    }
                }
            }
        }
        writeSymbol(256, to: &writer)  // end of block
        return writer.finish()
    }

    // MARK: Fixed Huffman coding (RFC 1951 §3.2.6)

    @inline(__always)
    private static func writeLiteral(_ byte: UInt8, to writer: inout DeflateBitWriter) {
        writeSymbol(Int(byte), to: &writer)
    }

    /// Writes literal/length symbol 0…287 with its fixed code.
    @inline(__always)
    private static func writeSymbol(_ symbol: Int, to writer: inout DeflateBitWriter) {
        let code = fixedLiteralCodes[symbol]
        writer.write(UInt32(code.reversedBits), bitCount: Int(code.length))
    }

    /// Writes a match length 3…258: its symbol 257…285, then the extra bits.
    @inline(__always)
    private static func writeLength(_ length: Int, to writer: inout DeflateBitWriter) {
        let excess = length - minimumMatch  // 0…255
        let symbol: Int
        let extraBits: Int
        if length == maximumMatch {
            symbol = 285; extraBits = 0
        } else if excess < 8 {
            symbol = 257 + excess; extraBits = 0
        } else {
            // Four symbols per power of two, each with (bit width − 3) extra bits.
            let width = Int.bitWidth - excess.leadingZeroBitCount
            extraBits = width - 3
            symbol = 265 + 4 * (width - 4) + (excess >> extraBits) & 3
        }
        writeSymbol(symbol, to: &writer)
        if extraBits > 0 {
            writer.write(UInt32(excess & (1 << extraBits - 1)), bitCount: extraBits)
        }
    }

    /// Writes a distance 1…32768: its 5-bit code 0…29, then the extra bits.
    @inline(__always)
    private static func writeDistance(_ distance: Int, to writer: inout DeflateBitWriter) {
        let excess = distance - 1  // 0…32767
        let code: Int
        let extraBits: Int
        if excess < 4 {
            code = excess; extraBits = 0
        } else {
            // Two codes per power of two, each with (bit width − 2) extra bits.
            let width = Int.bitWidth - excess.leadingZeroBitCount
            extraBits = width - 2
            code = 2 * (width - 1) + (excess >> extraBits) & 1
        }
        writer.write(UInt32(fixedDistanceCodes[code]), bitCount: 5)
        if extraBits > 0 {
            writer.write(UInt32(excess & (1 << extraBits - 1)), bitCount: extraBits)
        }
    }

    /// A Huffman code stored bit-reversed, ready for the LSB-first bit writer.
    private struct FixedCode {
        var reversedBits: UInt16
        var length: UInt8
    }

    /// The fixed literal/length code: 0–143 use 8 bits from 0x30, 144–255 9 bits from
    /// 0x190, 256–279 7 bits from 0, 280–287 8 bits from 0xC0.
    private static let fixedLiteralCodes: [FixedCode] = (0..<288).map { symbol in
        let (code, length): (Int, Int)
        switch symbol {
        case 0...143: (code, length) = (0x30 + symbol, 8)
        case 144...255: (code, length) = (0x190 + symbol - 144, 9)
        case 256...279: (code, length) = (symbol - 256, 7)
        default: (code, length) = (0xC0 + symbol - 280, 8)
        }
        return FixedCode(reversedBits: reversedBits(UInt16(code), count: length), length: UInt8(length))
    }

    /// The fixed distance code: code n is n in 5 bits, stored bit-reversed.
    private static let fixedDistanceCodes: [UInt16] = (0..<30).map { reversedBits(UInt16($0), count: 5) }

    /// The low `count` bits of `value` in reverse order.
    private static func reversedBits(_ value: UInt16, count: Int) -> UInt16 {
        value.bitSwapped >> (16 - count)
    }
}

private extension UInt16 {
    /// The 16 bits in reverse order.
    var bitSwapped: UInt16 {
        var value = self
        var result: UInt16 = 0
        for _ in 0..<16 {
            result = result << 1 | value & 1
            value >>= 1
        }
        return result
    }
}

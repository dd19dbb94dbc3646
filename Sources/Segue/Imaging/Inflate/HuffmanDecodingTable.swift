/// A canonical Huffman code of DEFLATE (RFC 1951 §3.2.2), built from code lengths
/// and decoded with a lookup table.
///
/// Codes of up to `fastBits` bits (nearly all of them in practice) are found with one
/// lookup indexed by the next `fastBits` input bits; longer ones fall back to
/// comparing the next 16 bits, reversed into code order, against the last code of each
/// length. Over-subscribed length sets are rejected when the table is built; an
/// incomplete set is accepted where zlib accepts it (a single one-bit code, or no code
/// at all) and an unused code then fails when it is read.
struct HuffmanDecodingTable: Sendable {
    /// Bits resolved by the single lookup.
    static let fastBits = 10
    /// The longest code DEFLATE allows.
    static let maximumLength = 15

    /// Indexed by the next `fastBits` bits: `symbol << 4 | length`, or 0 when the code
    /// is longer (or unused).
    private var fast: [UInt16]
    /// For each length, one past its last code, left-aligned to 16 bits.
    private var limit: [UInt32]
    /// For each length, its first code (not aligned).
    private var firstCode: [UInt32]
    /// For each length, the index in `symbols` of its first symbol.
    private var firstIndex: [Int]
    /// Symbols in canonical code order.
    private var symbols: [UInt16]

    /// The code for symbols `0..<lengths.count` with those code lengths (0 = unused).
    /// - Parameter kind: what the code is for, in error messages ("literal/length").
    init(lengths: ArraySlice<UInt8>, kind: String) throws(PNGDecodingError) {
        var counts = [Int](repeating: 0, count: Self.maximumLength + 1)
        for length in lengths {
            guard Int(length) <= Self.maximumLength else {
                throw .badHuffmanCode("\(kind) code length \(length) exceeds 15")
            }
            counts[Int(length)] += 1
        }
        counts[0] = 0

        // Kraft: the codes must fit in the code space; a gap is allowed only for a
        // lone one-bit code or no code at all.
        var left = 1
        for length in 1...Self.maximumLength {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw .badHuffmanCode("the \(kind) code lengths are over-subscribed") }
        }
        let codeCount = counts.reduce(0, +)
        if left > 0 && !(codeCount == 0 || (codeCount == 1 && counts[1] == 1)) {
            throw .badHuffmanCode("the \(kind) code lengths are incomplete")
        }

        limit = [UInt32](repeating: 0, count: Self.maximumLength + 2)
        firstCode = [UInt32](repeating: 0, count: Self.maximumLength + 1)
        firstIndex = [Int](repeating: 0, count: Self.maximumLength + 1)
        var code: UInt32 = 0
        var index = 0
        for length in 1...Self.maximumLength {
            firstCode[length] = code
            firstIndex[length] = index
            code += UInt32(counts[length])
            limit[length] = code << UInt32(16 - length)
            code <<= 1
            index += counts[length]
        }
        limit[Self.maximumLength + 1] = UInt32.max

        symbols = [UInt16](repeating: 0, count: codeCount)
        fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        var nextIndex = firstIndex
        for (offset, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            let rank = nextIndex[length]
            nextIndex[length] += 1
            symbols[rank] = UInt16(offset)
            guard length <= Self.fastBits else { continue }
            let canonical = firstCode[length] + UInt32(rank - firstIndex[length])
            let reversed = Self.reverse(canonical, length: length)
            let entry = UInt16(offset << 4 | length)
            for slot in stride(from: Int(reversed), to: 1 << Self.fastBits, by: 1 << length) {
                fast[slot] = entry
            }
        }
    }

    /// Reads one symbol.
    @inline(__always)
    func decode(_ reader: inout InflateBitReader) throws(PNGDecodingError) -> Int {
        if reader.bitCount < 16 { reader.refill() }
        let entry = fast[Int(reader.peek(Self.fastBits))]
        if entry != 0 {
            reader.consume(Int(entry & 15))
            return Int(entry >> 4)
        }
        return try decodeLong(&reader)
    }

    /// Reads a symbol whose code is longer than `fastBits` (or reports an unused code).
    private func decodeLong(_ reader: inout InflateBitReader) throws(PNGDecodingError) -> Int {
        let code = Self.reverse(reader.peek(16), length: 16)
        var length = Self.fastBits + 1
        while code >= limit[length] { length += 1 }
        guard length <= Self.maximumLength else {
            throw .badHuffmanCode("an unused Huffman code")
        }
        let index = firstIndex[length] + Int((code >> UInt32(16 - length)) - firstCode[length])
        guard index < symbols.count else { throw .badHuffmanCode("an unused Huffman code") }
        reader.consume(length)
        return Int(symbols[index])
    }

    /// The low `length` bits of `value` in reverse order.
    @inline(__always)
    private static func reverse(_ value: UInt32, length: Int) -> UInt32 {
        value.bitReversed >> UInt32(32 - length)
    }

    /// DEFLATE's fixed literal/length code (block type 1).
    static let fixedLiteralLength: HuffmanDecodingTable = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        // The fixed lengths are a complete code; building it cannot fail.
        return try! HuffmanDecodingTable(lengths: lengths[...], kind: "fixed literal/length")
    }()

    /// DEFLATE's fixed distance code: 32 five-bit codes (30 and 31 are invalid).
    static let fixedDistance: HuffmanDecodingTable = {
        try! HuffmanDecodingTable(lengths: [UInt8](repeating: 5, count: 32)[...], kind: "fixed distance")
    }()
}

private extension UInt32 {
    /// The 32 bits in reverse order.
    var bitReversed: UInt32 {
        var v = self
        v = (v >> 1) & 0x5555_5555 | (v & 0x5555_5555) << 1
        v = (v >> 2) & 0x3333_3333 | (v & 0x3333_3333) << 2
        v = (v >> 4) & 0x0F0F_0F0F | (v & 0x0F0F_0F0F) << 4
        v = (v >> 8) & 0x00FF_00FF | (v & 0x00FF_00FF) << 8
        return v >> 16 | v << 16
    }
}

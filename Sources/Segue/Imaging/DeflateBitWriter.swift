/// Packs bit fields into bytes the way DEFLATE (RFC 1951) stores them: each field
/// least-significant bit first, fields filling each byte from its low bit up.
///
/// Huffman codes are defined most-significant bit first, so callers pass them
/// already bit-reversed (see `DeflateCompressor`).
struct DeflateBitWriter {
    /// The finished bytes.
    private(set) var bytes: [UInt8] = []
    private var accumulator: UInt64 = 0
    private var accumulatedBits = 0

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `count` bits of `value` (count ≤ 32).
    @inline(__always)
    mutating func write(_ value: UInt32, bitCount count: Int) {
        accumulator |= UInt64(value & UInt32(truncatingIfNeeded: (UInt64(1) << count) - 1)) << accumulatedBits
        accumulatedBits += count
        while accumulatedBits >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            accumulatedBits -= 8
        }
    }

    /// Pads with zero bits up to the next byte boundary.
    mutating func alignToByte() {
        if accumulatedBits > 0 {
            bytes.append(UInt8(truncatingIfNeeded: accumulator))
            accumulator = 0
            accumulatedBits = 0
        }
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func appendAligned(_ data: UnsafeBufferPointer<UInt8>) {
        precondition(accumulatedBits == 0, "appendAligned needs a byte boundary")
        bytes.append(contentsOf: data)
    }

    /// The bytes written, with a final partial byte padded with zeros.
    mutating func finish() -> [UInt8] {
        alignToByte()
        return bytes
    }
}

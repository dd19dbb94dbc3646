/// Reads a DEFLATE stream (RFC 1951) bit by bit, least significant bit of each byte
/// first, through a 64-bit buffer refilled a byte at a time.
///
/// Past the end of the input the buffer is filled with zero bits that are counted as
/// padding; `hasOverrun` turns true as soon as one of them is consumed, which the
/// inflater reports as a truncated stream. Every read consumes at least one bit, so a
/// decoder built on it always terminates.
struct InflateBitReader {
    /// The compressed bytes (borrowed for the duration of one inflate).
    let input: UnsafeBufferPointer<UInt8>
    /// The next byte of `input` to load into the buffer.
    private(set) var position: Int
    /// Unconsumed bits, the next one in bit 0.
    private(set) var buffer: UInt64 = 0
    /// How many bits of `buffer` are valid, padding included.
    private(set) var bitCount = 0
    /// How many of the top `bitCount` bits are zero padding loaded past the end.
    private var paddingBits = 0

    init(_ input: UnsafeBufferPointer<UInt8>, position: Int = 0) {
        self.input = input
        self.position = position
    }

    /// True once a bit beyond the end of the input has been consumed.
    @inline(__always)
    var hasOverrun: Bool { bitCount < paddingBits }

    /// Loads bytes until at least 57 bits are buffered.
    @inline(__always)
    mutating func refill() {
        while bitCount <= 56 {
            if position < input.count {
                buffer |= UInt64(input[position]) << UInt64(bitCount)
                position += 1
            } else {
                paddingBits += 8
            }
            bitCount += 8
        }
    }

    /// The next `count` bits (at most 32) without consuming them; the buffer must
    /// hold them (call `refill()` first).
    @inline(__always)
    func peek(_ count: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: buffer & ((1 << UInt64(count)) &- 1))
    }

    /// Drops `count` bits that were peeked.
    @inline(__always)
    mutating func consume(_ count: Int) {
        buffer >>= UInt64(count)
        bitCount -= count
    }

    /// Reads `count` bits (0…32) as an unsigned number, first bit least significant.
    @inline(__always)
    mutating func bits(_ count: Int) -> UInt32 {
        if bitCount < count { refill() }
        let value = peek(count)
        consume(count)
        return value
    }

    /// Skips to the next byte boundary of the input.
    mutating func alignToByte() {
        consume(bitCount & 7)
    }

    /// Gives back the whole bytes still buffered so that `position` is the next
    /// unread input byte; only valid on a byte boundary.
    mutating func rewindToUnreadByte() {
        let realBits = max(bitCount - paddingBits, 0)
        position -= realBits / 8
        buffer = 0
        bitCount = 0
        paddingBits = 0
    }

    /// Skips `count` bytes of input after `rewindToUnreadByte()`.
    mutating func skipBytes(_ count: Int) {
        position += count
    }
}

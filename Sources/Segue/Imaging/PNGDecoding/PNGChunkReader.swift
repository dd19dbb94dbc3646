/// Walks the chunks of a PNG file after its signature (ISO 15948 §5.3): a 4-byte
/// big-endian length, a 4-letter type, the data and a CRC-32 of type and data, which
/// is verified for every chunk, known or not.
struct PNGChunkReader {
    /// One chunk: its type and where its data lies in the file.
    struct Chunk {
        let type: String
        let data: Range<Int>
        /// Whether the type's first letter is upper case: a decoder that does not know a
        /// critical chunk must not decode the image.
        var isCritical: Bool { type.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false }
    }

    private let bytes: [UInt8]
    /// Where the next chunk starts.
    private(set) var offset: Int

    init(_ bytes: [UInt8], offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// True when nothing follows the last chunk read.
    var isAtEnd: Bool { offset >= bytes.count }

    /// The next chunk, its CRC checked.
    /// - Parameter after: the previous chunk's type, for messages about where the file
    ///   ends.
    mutating func next(after previous: String) throws(PNGDecodingError) -> Chunk {
        guard offset + 8 <= bytes.count else {
            throw .truncated(isAtEnd ? "the file ends after the \(previous) chunk, before IEND"
                                     : "the file ends inside the chunk header after \(previous)")
        }
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        let typeBytes = bytes[(offset + 4)..<(offset + 8)]
        guard typeBytes.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }) else {
            throw .malformedChunk(chunk: "after \(previous)", reason: "its type is not four ASCII letters")
        }
        let type = String(decoding: typeBytes, as: UTF8.self)
        guard length <= Int(Int32.max) else {
            throw .malformedChunk(chunk: type, reason: "its length \(length) exceeds 2147483647")
        }
        let dataStart = offset + 8
        guard dataStart + length + 4 <= bytes.count else {
            throw .truncated("the file ends inside the \(type) chunk")
        }
        let crcStart = dataStart + length
        let stored = UInt32(bytes[crcStart]) << 24 | UInt32(bytes[crcStart + 1]) << 16
            | UInt32(bytes[crcStart + 2]) << 8 | UInt32(bytes[crcStart + 3])
        let computed = CRC32.checksum(bytes[(offset + 4)..<crcStart])
        guard stored == computed else { throw .chunkCRCMismatch(chunk: type, expected: stored, actual: computed) }
        offset = crcStart + 4
        return Chunk(type: type, data: dataStart..<crcStart)
    }
}

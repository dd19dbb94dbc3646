@testable import Segue

/// Builds PNG files chunk by chunk for the decoder's tests, including deliberately
/// broken ones (wrong CRCs, odd chunk orders, hand-made DEFLATE data).
struct PNGTestFile {
    struct Chunk {
        var type: String
        var data: [UInt8]
        /// The CRC to store; nil computes the right one.
        var crc: UInt32?
    }

    var chunks: [Chunk] = []

    /// The file bytes: signature, then every chunk.
    var bytes: [UInt8] {
        var file = PNGEncoder.signature
        for chunk in chunks {
            let type = Array(chunk.type.utf8)
            file += Self.bigEndian(UInt32(chunk.data.count)) + type + chunk.data
            file += Self.bigEndian(chunk.crc ?? CRC32.checksum(type + chunk.data))
        }
        return file
    }

    /// The byte offsets where each chunk starts, then the end of the file.
    var chunkBoundaries: [Int] {
        var offsets = [PNGEncoder.signature.count]
        for chunk in chunks { offsets.append(offsets.last! + 12 + chunk.data.count) }
        return offsets
    }

    /// IHDR's 13 bytes.
    static func header(width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 6, interlace: Int = 0,
                       compression: UInt8 = 0, filter: UInt8 = 0) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height))
            + [UInt8(bitDepth), UInt8(colorType), compression, filter, UInt8(interlace)]
    }

    /// A minimal file: IHDR, the zlib stream of `scanlines` (already filtered) in one
    /// IDAT, IEND.
    static func simple(width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 6,
                       scanlines: [UInt8], extra: [Chunk] = []) -> PNGTestFile {
        var file = PNGTestFile()
        file.chunks.append(Chunk(type: "IHDR", data: header(width: width, height: height, bitDepth: bitDepth, colorType: colorType)))
        file.chunks += extra
        file.chunks.append(Chunk(type: "IDAT", data: ZlibStream.compress(scanlines)))
        file.chunks.append(Chunk(type: "IEND", data: []))
        return file
    }

    /// A zlib stream around raw DEFLATE bytes, with the Adler-32 of `content`.
    static func zlib(deflate: [UInt8], content: [UInt8]) -> [UInt8] {
        [0x78, 0x01] + deflate + bigEndian(Adler32.checksum(content))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    /// The decoding error `bytes` produce, or nil when they decode.
    static func error(decoding bytes: [UInt8]) -> PNGDecodingError? {
        do {
            _ = try PNGDecoder.decode(bytes)
            return nil
        } catch {
            return error
        }
    }
}

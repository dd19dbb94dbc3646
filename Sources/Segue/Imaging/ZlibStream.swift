/// Wraps DEFLATE data in the zlib format (RFC 1950) that PNG's IDAT chunks carry:
/// a 2-byte header, the DEFLATE stream, and the Adler-32 of the uncompressed data
/// (big-endian).
enum ZlibStream {
    /// CMF 0x78: DEFLATE with a 32 KiB window. FLG 0x5E: "fast" level, no preset
    /// dictionary, and a check value making the 16-bit header a multiple of 31.
    static let header: [UInt8] = [0x78, 0x5E]

    /// The zlib stream of `data`.
    static func compress(_ data: [UInt8]) -> [UInt8] {
        var stream = header
        stream.append(contentsOf: DeflateCompressor.compress(data))
        let adler = Adler32.checksum(data)
        stream.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) })
        return stream
    }
}

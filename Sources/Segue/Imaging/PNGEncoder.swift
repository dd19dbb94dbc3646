/// Encodes 8-bit RGBA pixels as a PNG file, in pure Swift.
///
/// Not a UIKit API: iOS code would call `UIImage.pngData()`. Segue's command-line
/// tool uses it to write plots and snapshots without linking an image library.
///
/// The file is the PNG signature, an IHDR chunk (8 bits per channel, colour type 6
/// RGBA, no interlace), the zlib stream of the filtered rows split into IDAT chunks of
/// at most 1 MiB, and IEND; every chunk carries its CRC-32. Rows are filtered with None, Sub or Up
/// (whichever suits the row) and compressed with LZ77 plus fixed Huffman codes, so a
/// mostly flat 800×500 plot takes a few tens of kilobytes.
///
/// ```swift
/// let png = try PNGEncoder().encode(rgba: pixels, width: 800, height: 500)
/// try Data(png).write(to: url)
/// ```
public struct PNGEncoder: Sendable {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The largest IDAT chunk written; longer streams continue in further IDAT chunks.
    static let maximumIDATLength = 1 << 20

    /// An encoder; it holds no state, so one can encode any number of images.
    public init() {}

    /// The PNG file for an image given as rows of RGBA pixels, top row first, four
    /// bytes per pixel (red, green, blue, alpha; alpha not premultiplied).
    ///
    /// - Throws: `PNGEncodingError.invalidDimensions` when width or height is not in
    ///   1…2³¹−1; `.pixelDataSizeMismatch` when `pixels.count` ≠ width × height × 4.
    public func encode(rgba pixels: [UInt8], width: Int, height: Int) throws(PNGEncodingError) -> [UInt8] {
        let maximumDimension = Int(Int32.max)
        guard (1...maximumDimension).contains(width), (1...maximumDimension).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        let (pixelCount, overflow1) = width.multipliedReportingOverflow(by: height)
        let (byteCount, overflow2) = pixelCount.multipliedReportingOverflow(by: 4)
        guard !overflow1, !overflow2, byteCount == pixels.count else {
            throw .pixelDataSizeMismatch(expected: overflow1 || overflow2 ? Int.max : byteCount, actual: pixels.count)
        }

        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [
            8,  // bit depth
            6,  // colour type: RGBA
            0,  // compression method: zlib/DEFLATE
            0,  // filter method: adaptive, five filter types
            0,  // interlace: none
        ])
        let filtered = PNGRowFilter.filterScanlines(pixels, width: width, height: height, bytesPerPixel: 4)

        var file = Self.signature
        Self.appendChunk("IHDR", header, to: &file)
        let stream = ZlibStream.compress(filtered)
        for start in stride(from: 0, to: stream.count, by: Self.maximumIDATLength) {
            let end = min(start + Self.maximumIDATLength, stream.count)
            Self.appendChunk("IDAT", Array(stream[start..<end]), to: &file)
        }
        Self.appendChunk("IEND", [], to: &file)
        return file
    }

    /// Appends length, type, data and the CRC-32 of type and data.
    private static func appendChunk(_ type: StaticString, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = type.withUTF8Buffer { Array($0) }
        file.appendBigEndian(UInt32(data.count))
        file.append(contentsOf: typeBytes)
        file.append(contentsOf: data)
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        file.appendBigEndian(crc.value)
    }
}

private extension Array where Element == UInt8 {
    /// Appends `value` as four bytes, most significant first (PNG's byte order).
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
    }
}

/// Why `PNGDecoder` could not decode a file. Every malformed input ends in one of
/// these, with a message saying what was wrong and where (never a crash).
public enum PNGDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not start with the eight-byte PNG signature.
    case notPNG
    /// The data ends early; the text says where.
    case truncated(String)
    /// A chunk's stored CRC-32 differs from the CRC-32 of its type and data.
    case chunkCRCMismatch(chunk: String, expected: UInt32, actual: UInt32)
    /// A chunk is malformed, misplaced or repeated.
    case malformedChunk(chunk: String, reason: String)
    /// A chunk the image needs is absent (IHDR, IDAT, or PLTE for an indexed image).
    case missingChunk(String)
    /// A critical chunk (type starting with an upper-case letter) this decoder does not
    /// know, which the PNG specification forbids skipping.
    case unknownCriticalChunk(String)
    /// An IHDR field is out of range (zero size, unknown method, …).
    case invalidHeader(String)
    /// A colour type and bit depth that PNG does not define together.
    case unsupportedFormat(colorType: Int, bitDepth: Int)
    /// Larger than `PNGDecoder.maximumDimension` per side or
    /// `PNGDecoder.maximumPixelCount` pixels; refused before anything is allocated.
    case imageTooLarge(width: Int, height: Int)
    /// The zlib stream header is invalid.
    case badZlibHeader(String)
    /// The zlib stream's Adler-32 checksum does not match the decompressed data.
    case adler32Mismatch(expected: UInt32, actual: UInt32)
    /// A Huffman code of the DEFLATE data is invalid or an unused code was read.
    case badHuffmanCode(String)
    /// The DEFLATE data is otherwise invalid (reserved block type, bad stored length,
    /// a back-reference before the start).
    case badDeflateData(String)
    /// The image data decompresses to more bytes than the header implies.
    case excessImageData(expected: Int)
    /// The image data decompresses to fewer bytes than the header implies.
    case missingImageData(expected: Int, actual: Int)
    /// A scanline starts with a filter type other than 0…4.
    case badFilterType(Int, row: Int)
    /// A pixel of an indexed image refers past the end of the palette.
    case paletteIndexOutOfRange(index: Int, paletteCount: Int)
    /// The file could not be read (the convenience that takes a path or URL).
    case unreadableFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .notPNG:
            "not a PNG file: it does not start with the PNG signature"
        case .truncated(let where_):
            "truncated PNG: \(where_)"
        case let .chunkCRCMismatch(chunk, expected, actual):
            "bad CRC in the \(chunk) chunk: stored \(Self.hex(expected)), computed \(Self.hex(actual))"
        case let .malformedChunk(chunk, reason):
            "malformed \(chunk) chunk: \(reason)"
        case .missingChunk(let chunk):
            "the PNG has no \(chunk) chunk"
        case .unknownCriticalChunk(let chunk):
            "the PNG has an unknown critical chunk \(chunk)"
        case .invalidHeader(let reason):
            "invalid PNG header (IHDR): \(reason)"
        case let .unsupportedFormat(colorType, bitDepth):
            "unsupported combination: colour type \(colorType) with bit depth \(bitDepth) is not a PNG format"
        case let .imageTooLarge(width, height):
            "the PNG is \(width)×\(height) pixels; Segue decodes at most \(PNGDecoder.maximumDimension) per side and \(PNGDecoder.maximumPixelCount) pixels"
        case .badZlibHeader(let reason):
            "bad zlib header in the image data: \(reason)"
        case let .adler32Mismatch(expected, actual):
            "bad Adler-32 checksum of the image data: stored \(Self.hex(expected)), computed \(Self.hex(actual))"
        case .badHuffmanCode(let reason):
            "bad Huffman code in the image data: \(reason)"
        case .badDeflateData(let reason):
            "bad compressed image data: \(reason)"
        case .excessImageData(let expected):
            "the image data decompresses to more than the \(expected) bytes the header implies"
        case let .missingImageData(expected, actual):
            "the image data decompresses to \(actual) bytes; the header implies \(expected)"
        case let .badFilterType(type, row):
            "scanline \(row) has filter type \(type); PNG defines 0 to 4"
        case let .paletteIndexOutOfRange(index, paletteCount):
            "a pixel uses palette index \(index) but the palette has \(paletteCount) entries"
        case let .unreadableFile(path, reason):
            "cannot read \"\(path)\": \(reason)"
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}

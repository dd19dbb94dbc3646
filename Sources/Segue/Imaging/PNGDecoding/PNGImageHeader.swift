/// The IHDR chunk (ISO 15948 §11.2.2): size, bit depth, colour type and interlace
/// method, validated, with the derived sizes the decoder needs.
struct PNGImageHeader: Equatable, Sendable {
    let width: Int
    let height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16.
    let bitDepth: Int
    let colorType: PNGColorType
    /// Adam7 interlacing (interlace method 1) rather than none (0).
    let isInterlaced: Bool

    /// Parses and validates the 13 bytes of IHDR. The size limits are checked here,
    /// before any pixel memory is allocated.
    init(_ data: ArraySlice<UInt8>) throws(PNGDecodingError) {
        guard data.count == 13 else {
            throw .malformedChunk(chunk: "IHDR", reason: "it holds \(data.count) bytes, 13 expected")
        }
        let bytes = Array(data)
        func uint32(_ offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        let width = uint32(0), height = uint32(4)
        guard width > 0, height > 0 else { throw .invalidHeader("the size is \(width)×\(height); both must be at least 1") }
        guard width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .invalidHeader("the size is \(width)×\(height); PNG allows at most 2147483647 per side")
        }
        guard width <= PNGDecoder.maximumDimension, height <= PNGDecoder.maximumDimension,
              width * height <= PNGDecoder.maximumPixelCount else {
            throw .imageTooLarge(width: width, height: height)
        }
        let bitDepth = Int(bytes[8])
        guard let colorType = PNGColorType(rawValue: bytes[9]), colorType.allowedBitDepths.contains(bitDepth) else {
            throw .unsupportedFormat(colorType: Int(bytes[9]), bitDepth: bitDepth)
        }
        guard bytes[10] == 0 else { throw .invalidHeader("compression method \(bytes[10]); PNG defines only 0") }
        guard bytes[11] == 0 else { throw .invalidHeader("filter method \(bytes[11]); PNG defines only 0") }
        guard bytes[12] <= 1 else { throw .invalidHeader("interlace method \(bytes[12]); PNG defines 0 (none) and 1 (Adam7)") }
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.isInterlaced = bytes[12] == 1
    }

    /// Bits per pixel.
    var bitsPerPixel: Int { bitDepth * colorType.channelCount }

    /// The byte distance the Sub, Average and Paeth filters look back: the bytes per
    /// complete pixel, rounded up to 1.
    var filterByteDistance: Int { max(1, bitsPerPixel / 8) }

    /// Bytes in one scanline of `pixels` pixels, without its filter-type byte.
    func rowByteCount(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// The size of the decompressed image data: every pass's scanlines, each with its
    /// filter-type byte.
    var filteredDataCount: Int {
        passes.reduce(0) { total, pass in
            let size = pass.size(imageWidth: width, imageHeight: height)
            guard size.width > 0, size.height > 0 else { return total }
            return total + size.height * (1 + rowByteCount(pixels: size.width))
        }
    }

    /// The passes the image data is stored in: one, or Adam7's seven.
    var passes: [PNGInterlacePass] { isInterlaced ? PNGInterlacePass.adam7 : [PNGInterlacePass.whole] }
}

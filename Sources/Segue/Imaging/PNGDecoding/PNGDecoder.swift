import Foundation

/// Decodes PNG files into `CGImage`s, in pure Swift (the counterpart of
/// `PNGEncoder`, and the decoder behind `UIImage(contentsOfFile:)` and `segue render`).
///
/// Not a UIKit API: on iOS, ImageIO decodes images. Everything ISO 15948 defines for
/// decoding is supported: colour types 0, 2, 3, 4 and 6 at every bit depth PNG allows
/// (1, 2, 4, 8, 16; 16-bit samples are rounded to 8 bits), PLTE and tRNS, all five
/// row filters, Adam7 interlacing, and zlib with stored, fixed and dynamic Huffman
/// blocks. Ancillary chunks such as gAMA, sRGB or iCCP are checked and skipped: the
/// samples are taken as sRGB. The result is RGBA8 with straight alpha.
///
/// Strict where a mistake would otherwise show as a wrong picture: every chunk's
/// CRC-32 and the zlib Adler-32 are verified, chunks must be in the specified order,
/// and the image data must decompress to exactly the size the header implies. Images
/// larger than ``maximumDimension`` per side or ``maximumPixelCount`` pixels are refused
/// before any pixel memory is allocated.
///
/// ```swift
/// let image = try PNGDecoder.decode(contentsOfFile: "card.png")
/// layer.contents = image
/// ```
public enum PNGDecoder {
    /// The widest or tallest image decoded.
    public static let maximumDimension = 16_384
    /// The most pixels an image may have (2²⁸, a 1 GiB RGBA buffer).
    public static let maximumPixelCount = 1 << 28

    /// Decodes a PNG file's bytes.
    /// - Throws: a `PNGDecodingError` describing the first problem found.
    public static func decode(_ data: Data) throws(PNGDecodingError) -> CGImage {
        try decode([UInt8](data))
    }

    /// Decodes the PNG file at `url`.
    /// - Throws: `PNGDecodingError.unreadableFile` when it cannot be read, or the
    ///   decoding error.
    public static func decode(contentsOf url: URL) throws(PNGDecodingError) -> CGImage {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: Self.reason(for: error, path: url.path))
        }
        return try decode(data)
    }

    /// Decodes the PNG file at `path`.
    public static func decode(contentsOfFile path: String) throws(PNGDecodingError) -> CGImage {
        try decode(contentsOf: URL(fileURLWithPath: path))
    }

    /// Decodes a PNG file's bytes.
    public static func decode(_ bytes: [UInt8]) throws(PNGDecodingError) -> CGImage {
        let signature = PNGEncoder.signature
        guard bytes.count >= signature.count else {
            if bytes.elementsEqual(signature.prefix(bytes.count)) {
                throw .truncated("the file ends inside the PNG signature")
            }
            throw .notPNG
        }
        guard bytes[0..<signature.count].elementsEqual(signature) else { throw .notPNG }

        var reader = PNGChunkReader(bytes, offset: signature.count)
        let first = try reader.next(after: "signature")
        guard first.type == "IHDR" else { throw .missingChunk("IHDR (it must come first)") }
        let header = try PNGImageHeader(bytes[first.data])

        var palette: ArraySlice<UInt8>?
        var transparency: ArraySlice<UInt8>?
        var compressed: [UInt8] = []
        var previous = "IHDR"
        var sawImageData = false
        var imageDataEnded = false
        while true {
            let chunk = try reader.next(after: previous)
            defer { previous = chunk.type }
            let data = bytes[chunk.data]
            if chunk.type != "IDAT" && sawImageData { imageDataEnded = true }
            switch chunk.type {
            case "IHDR":
                throw .malformedChunk(chunk: "IHDR", reason: "it appears twice")
            case "PLTE":
                guard palette == nil else { throw .malformedChunk(chunk: "PLTE", reason: "it appears twice") }
                guard !sawImageData else { throw .malformedChunk(chunk: "PLTE", reason: "it comes after the image data") }
                guard transparency == nil else { throw .malformedChunk(chunk: "PLTE", reason: "it comes after tRNS") }
                guard header.colorType != .grayscale, header.colorType != .grayscaleAlpha else {
                    throw .malformedChunk(chunk: "PLTE", reason: "a greyscale image cannot have a palette")
                }
                guard !data.isEmpty, data.count % 3 == 0, data.count / 3 <= 256 else {
                    throw .malformedChunk(chunk: "PLTE", reason: "it holds \(data.count) bytes; 3 per entry, 1 to 256 entries")
                }
                if header.colorType == .indexed, data.count / 3 > 1 << header.bitDepth {
                    throw .malformedChunk(chunk: "PLTE", reason: "\(data.count / 3) entries exceed the \(1 << header.bitDepth) a bit depth of \(header.bitDepth) can index")
                }
                palette = data
            case "tRNS":
                guard transparency == nil else { throw .malformedChunk(chunk: "tRNS", reason: "it appears twice") }
                guard !sawImageData else { throw .malformedChunk(chunk: "tRNS", reason: "it comes after the image data") }
                try Self.validateTransparency(data, header: header, paletteEntries: palette.map { $0.count / 3 })
                transparency = data
            case "IDAT":
                guard !imageDataEnded else { throw .malformedChunk(chunk: "IDAT", reason: "the IDAT chunks are not consecutive") }
                if header.colorType == .indexed && palette == nil { throw .missingChunk("PLTE (an indexed image needs one before IDAT)") }
                sawImageData = true
                compressed.append(contentsOf: data)
            case "IEND":
                guard sawImageData else { throw .missingChunk("IDAT") }
                return try decodeImage(header: header, compressed: compressed, palette: palette, transparency: transparency)
            default:
                if chunk.isCritical { throw .unknownCriticalChunk(chunk.type) }
            }
        }
    }

    /// Checks tRNS against the colour type (ISO 15948 §11.3.2.1).
    private static func validateTransparency(_ data: ArraySlice<UInt8>, header: PNGImageHeader, paletteEntries: Int?) throws(PNGDecodingError) {
        switch header.colorType {
        case .grayscale:
            guard data.count == 2 else { throw .malformedChunk(chunk: "tRNS", reason: "a greyscale key holds 2 bytes, got \(data.count)") }
        case .truecolor:
            guard data.count == 6 else { throw .malformedChunk(chunk: "tRNS", reason: "a truecolour key holds 6 bytes, got \(data.count)") }
        case .indexed:
            guard let paletteEntries else { throw .malformedChunk(chunk: "tRNS", reason: "it comes before PLTE") }
            guard data.count <= paletteEntries else {
                throw .malformedChunk(chunk: "tRNS", reason: "\(data.count) alphas for a palette of \(paletteEntries) entries")
            }
        case .grayscaleAlpha, .truecolorAlpha:
            throw .malformedChunk(chunk: "tRNS", reason: "an image with an alpha channel cannot have one")
        }
    }

    /// Inflates, unfilters and converts the image data.
    private static func decodeImage(header: PNGImageHeader, compressed: [UInt8],
                                    palette: ArraySlice<UInt8>?, transparency: ArraySlice<UInt8>?) throws(PNGDecodingError) -> CGImage {
        var filtered = try Inflater.inflateZlib(compressed, expectedCount: header.filteredDataCount)
        let converter = makeConverter(header: header, palette: palette, transparency: transparency)

        var failure: PNGDecodingError?
        let pixelBytes = header.width * header.height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: pixelBytes) { output, initializedCount in
            output.initialize(repeating: 0)
            initializedCount = pixelBytes
            do throws(PNGDecodingError) {
                try unfilterAndConvert(&filtered, header: header, converter: converter, into: output.baseAddress!)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        guard let image = CGImage(width: header.width, height: header.height, rgbaPixels: pixels) else {
            preconditionFailure("the pixel buffer always matches the validated header")
        }
        return image
    }

    /// Reconstructs each pass's scanlines and converts them into `output`.
    private static func unfilterAndConvert(_ data: inout [UInt8], header: PNGImageHeader, converter: PNGPixelConverter,
                                           into output: UnsafeMutablePointer<UInt8>) throws(PNGDecodingError) {
        let largestRow = header.rowByteCount(pixels: header.width)
        var rows = [UInt8](repeating: 0, count: largestRow * 2)
        var offset = 0
        var rowIndex = 0
        try data.withUnsafeMutableBufferPointer { data throws(PNGDecodingError) in
            try rows.withUnsafeMutableBufferPointer { rows throws(PNGDecodingError) in
                let base = data.baseAddress!
                for pass in header.passes {
                    let size = pass.size(imageWidth: header.width, imageHeight: header.height)
                    guard size.width > 0, size.height > 0 else { continue }
                    let rowBytes = header.rowByteCount(pixels: size.width)
                    var previous = rows.baseAddress!
                    previous.update(repeating: 0, count: rowBytes)
                    for passRow in 0..<size.height {
                        let filterType = base[offset]
                        let current = base + offset + 1
                        try PNGScanlineReconstruction.reconstruct(current, previous: previous, count: rowBytes, filterType: filterType,
                                                                  distance: header.filterByteDistance, rowIndex: rowIndex)
                        let y = pass.yStart + passRow * pass.yStep
                        try converter.convert(current, pixelCount: size.width, into: output,
                                              firstPixel: y * header.width + pass.xStart, pixelStep: pass.xStep)
                        previous = current
                        offset += 1 + rowBytes
                        rowIndex += 1
                    }
                }
            }
        }
    }

    /// The converter for the header's format, with the palette and transparency key.
    private static func makeConverter(header: PNGImageHeader, palette: ArraySlice<UInt8>?, transparency: ArraySlice<UInt8>?) -> PNGPixelConverter {
        var colors = [UInt8](repeating: 0, count: 256 * 4)
        var paletteCount = 0
        var grayKey: Int?
        var colorKey: (red: Int, green: Int, blue: Int)?
        let trns = transparency.map(Array.init) ?? []
        switch header.colorType {
        case .indexed:
            let entries = Array(palette ?? [])
            paletteCount = entries.count / 3
            for entry in 0..<paletteCount {
                colors[entry * 4] = entries[entry * 3]
                colors[entry * 4 + 1] = entries[entry * 3 + 1]
                colors[entry * 4 + 2] = entries[entry * 3 + 2]
                colors[entry * 4 + 3] = entry < trns.count ? trns[entry] : 255
            }
        case .grayscale where trns.count == 2:
            grayKey = Int(trns[0]) << 8 | Int(trns[1])
        case .truecolor where trns.count == 6:
            colorKey = (Int(trns[0]) << 8 | Int(trns[1]), Int(trns[2]) << 8 | Int(trns[3]), Int(trns[4]) << 8 | Int(trns[5]))
        default:
            break
        }
        return PNGPixelConverter(header: header, palette: colors, paletteCount: paletteCount, grayKey: grayKey, colorKey: colorKey)
    }

    /// A short reason a file could not be read.
    private static func reason(for error: Error, path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        if isDirectory.boolValue { return "it is a directory" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return "\(error.localizedDescription)"
    }
}

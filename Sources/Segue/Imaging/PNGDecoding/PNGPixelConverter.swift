/// Turns reconstructed scanline bytes of any PNG colour type and bit depth into
/// Segue's pixel format, RGBA8 with straight alpha.
///
/// - Grey samples of 1, 2 and 4 bits are scaled to 0…255 (×255, ×85, ×17).
/// - 16-bit samples are reduced to 8 bits by rounding (`v·255/65535`), so a 16-bit
///   image made from 8-bit values (`v·257`) gives back exactly those values.
/// - Indexed pixels take their colour from PLTE and their alpha from tRNS (opaque
///   where tRNS does not reach); an index past the palette is an error.
/// - For grey and truecolour images, a tRNS colour key makes pixels whose raw samples
///   (before any reduction) equal the key fully transparent.
struct PNGPixelConverter {
    let header: PNGImageHeader
    /// RGBA for each palette entry, alpha from tRNS.
    let palette: [UInt8]
    let paletteCount: Int
    /// The tRNS grey key, as a raw sample.
    let grayKey: Int?
    /// The tRNS truecolour key, as raw samples.
    let colorKey: (red: Int, green: Int, blue: Int)?

    /// Converts `pixelCount` pixels of `row`, writing pixel i at pixel index
    /// `firstPixel + i·pixelStep` of `output`.
    func convert(_ row: UnsafePointer<UInt8>, pixelCount: Int, into output: UnsafeMutablePointer<UInt8>,
                 firstPixel: Int, pixelStep: Int) throws(PNGDecodingError) {
        var out = output + firstPixel * 4
        let step = pixelStep * 4
        let depth = header.bitDepth
        switch (header.colorType, depth) {
        case (.grayscale, 1), (.grayscale, 2), (.grayscale, 4):
            let mask = (1 << depth) - 1
            let factor = 255 / mask
            for index in 0..<pixelCount {
                let sample = Self.packedSample(row, index: index, depth: depth)
                let value = UInt8(sample * factor)
                Self.store(out, value, value, value, sample == grayKey ? 0 : 255)
                out += step
            }
        case (.grayscale, 8):
            for index in 0..<pixelCount {
                let value = row[index]
                Self.store(out, value, value, value, Int(value) == grayKey ? 0 : 255)
                out += step
            }
        case (.grayscale, _):
            for index in 0..<pixelCount {
                let sample = Self.sample16(row, index)
                let value = Self.reduce(sample)
                Self.store(out, value, value, value, sample == grayKey ? 0 : 255)
                out += step
            }
        case (.truecolor, 8):
            for index in 0..<pixelCount {
                let p = row + index * 3
                let isKey = colorKey.map { Int(p[0]) == $0.red && Int(p[1]) == $0.green && Int(p[2]) == $0.blue } ?? false
                Self.store(out, p[0], p[1], p[2], isKey ? 0 : 255)
                out += step
            }
        case (.truecolor, _):
            for index in 0..<pixelCount {
                let r = Self.sample16(row, index * 3), g = Self.sample16(row, index * 3 + 1), b = Self.sample16(row, index * 3 + 2)
                let isKey = colorKey.map { r == $0.red && g == $0.green && b == $0.blue } ?? false
                Self.store(out, Self.reduce(r), Self.reduce(g), Self.reduce(b), isKey ? 0 : 255)
                out += step
            }
        case (.indexed, _):
            try palette.withUnsafeBufferPointer { colors throws(PNGDecodingError) in
                for index in 0..<pixelCount {
                    let entry = depth == 8 ? Int(row[index]) : Self.packedSample(row, index: index, depth: depth)
                    guard entry < paletteCount else {
                        throw .paletteIndexOutOfRange(index: entry, paletteCount: paletteCount)
                    }
                    let c = entry * 4
                    Self.store(out, colors[c], colors[c + 1], colors[c + 2], colors[c + 3])
                    out += step
                }
            }
        case (.grayscaleAlpha, 8):
            for index in 0..<pixelCount {
                let value = row[index * 2]
                Self.store(out, value, value, value, row[index * 2 + 1])
                out += step
            }
        case (.grayscaleAlpha, _):
            for index in 0..<pixelCount {
                let value = Self.reduce(Self.sample16(row, index * 2))
                Self.store(out, value, value, value, Self.reduce(Self.sample16(row, index * 2 + 1)))
                out += step
            }
        case (.truecolorAlpha, 8):
            if pixelStep == 1 {
                out.update(from: row, count: pixelCount * 4)
            } else {
                for index in 0..<pixelCount {
                    let p = row + index * 4
                    Self.store(out, p[0], p[1], p[2], p[3])
                    out += step
                }
            }
        case (.truecolorAlpha, _):
            for index in 0..<pixelCount {
                let base = index * 4
                Self.store(out, Self.reduce(Self.sample16(row, base)), Self.reduce(Self.sample16(row, base + 1)),
                           Self.reduce(Self.sample16(row, base + 2)), Self.reduce(Self.sample16(row, base + 3)))
                out += step
            }
        }
    }

    /// The `index`th sample of `depth` (1, 2 or 4) bits, packed from the high bits of
    /// each byte down.
    @inline(__always)
    private static func packedSample(_ row: UnsafePointer<UInt8>, index: Int, depth: Int) -> Int {
        let bitOffset = index * depth
        let shift = 8 - depth - (bitOffset & 7)
        return Int(row[bitOffset >> 3] >> UInt8(shift)) & ((1 << depth) - 1)
    }

    /// The `index`th big-endian 16-bit sample.
    @inline(__always)
    private static func sample16(_ row: UnsafePointer<UInt8>, _ index: Int) -> Int {
        Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
    }

    /// A 16-bit sample rounded to 8 bits.
    @inline(__always)
    private static func reduce(_ sample: Int) -> UInt8 {
        UInt8((sample * 255 + 32767) / 65535)
    }

    @inline(__always)
    private static func store(_ out: UnsafeMutablePointer<UInt8>, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        out[0] = r
        out[1] = g
        out[2] = b
        out[3] = a
    }
}

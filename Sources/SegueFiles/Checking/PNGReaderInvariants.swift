import Segue

/// What must hold for the PNG decoder (`PNGDecoder`, with its inflater) whatever
/// bytes it is given — the PNG half of the promises `ReaderInvariants` checks:
///
/// - it returns or throws, never traps or touches memory outside its buffers;
/// - every error it throws is one non-empty line with no control character;
/// - an image it returns is consistent: 1 to `PNGDecoder.maximumDimension` pixels
///   per side, at most `PNGDecoder.maximumPixelCount` pixels, and exactly
///   width × height × 4 bytes of RGBA.
///
/// Every chunk of a PNG carries a CRC-32, so almost every mutation of a PNG would
/// stop at the first CRC check. The input is therefore decoded twice: as it is,
/// and with each chunk's CRC recomputed (`withChunkCRCsRepaired`), which lets
/// mutated chunk data reach the header checks, the inflater and the pixel code.
package enum PNGReaderInvariants {
    /// The first broken promise for `bytes`, or nil when all hold.
    package static func violation(for bytes: [UInt8]) -> String? {
        if let problem = decodingViolation(bytes) { return problem }
        if let repaired = withChunkCRCsRepaired(bytes), repaired != bytes {
            if let problem = decodingViolation(repaired) { return "with its chunk CRCs repaired: \(problem)" }
        }
        return nil
    }

    /// `bytes` with every whole chunk's CRC-32 replaced by the right one, or nil
    /// when `bytes` does not start with the PNG signature. Chunk walking stops at
    /// the first chunk that does not fit in the file.
    package static func withChunkCRCsRepaired(_ bytes: [UInt8]) -> [UInt8]? {
        let signature = PNGEncoder.signature
        guard bytes.count >= signature.count, bytes[0..<signature.count].elementsEqual(signature) else { return nil }
        var repaired = bytes
        var offset = signature.count
        while offset + 12 <= repaired.count {
            let length = Int(repaired[offset]) << 24 | Int(repaired[offset + 1]) << 16
                | Int(repaired[offset + 2]) << 8 | Int(repaired[offset + 3])
            let crcStart = offset + 8 + length
            guard crcStart + 4 <= repaired.count else { break }
            let crc = CRC32.checksum(repaired[(offset + 4)..<crcStart])
            for index in 0..<4 { repaired[crcStart + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index))) }
            offset = crcStart + 4
        }
        return repaired
    }

    /// Decodes `bytes` and checks the outcome.
    private static func decodingViolation(_ bytes: [UInt8]) -> String? {
        let image: CGImage
        do {
            image = try PNGDecoder.decode(bytes)
        } catch {
            let message = error.description
            guard message.isEmpty || message.unicodeScalars.contains(where: \.needsEscapeInMessage) else { return nil }
            return "PNGDecoder threw a message that is not one clean line: \(message.debugDescription)"
        }
        guard (1...PNGDecoder.maximumDimension).contains(image.width), (1...PNGDecoder.maximumDimension).contains(image.height),
              image.width * image.height <= PNGDecoder.maximumPixelCount else {
            return "PNGDecoder returned a \(image.width)×\(image.height) image, outside its limits"
        }
        guard image.pixels.count == image.width * image.height * 4 else {
            return "PNGDecoder returned a \(image.width)×\(image.height) image with \(image.pixels.count) bytes of pixels"
        }
        return nil
    }
}

/// Undoes PNG's five row filters (ISO 15948 §9.2): None, Sub, Up, Average and Paeth.
/// Each reconstructed byte is the filtered byte plus a prediction from the byte
/// `distance` to its left (a), the byte above (b) and the byte above-left (c), with 0
/// for bytes outside the row or above the first row of a pass.
enum PNGScanlineReconstruction {
    /// Reconstructs `row` in place from its filter type and the reconstructed
    /// `previous` row (all zeros for a pass's first row); both hold `count` bytes.
    ///
    /// - Throws: `PNGDecodingError.badFilterType` for a type other than 0…4.
    @inline(__always)
    static func reconstruct(_ row: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int,
                            filterType: UInt8, distance: Int, rowIndex: Int) throws(PNGDecodingError) {
        switch filterType {
        case 0:
            return
        case 1:
            var index = distance
            while index < count {
                row[index] &+= row[index - distance]
                index += 1
            }
        case 2:
            for index in 0..<count { row[index] &+= previous[index] }
        case 3:
            for index in 0..<min(distance, count) { row[index] &+= previous[index] >> 1 }
            var index = distance
            while index < count {
                row[index] &+= UInt8((UInt16(row[index - distance]) + UInt16(previous[index])) >> 1)
                index += 1
            }
        case 4:
            for index in 0..<min(distance, count) { row[index] &+= previous[index] }  // Paeth(0, b, 0) = b
            var index = distance
            while index < count {
                row[index] &+= paeth(row[index - distance], previous[index], previous[index - distance])
                index += 1
            }
        default:
            throw .badFilterType(Int(filterType), row: rowIndex)
        }
    }

    /// The Paeth predictor: whichever of a, b, c is closest to a + b − c, ties going
    /// to a, then b.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }
}

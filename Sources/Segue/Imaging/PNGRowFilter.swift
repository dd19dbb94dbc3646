/// The per-row filters of PNG (ISO 15948 §9) that this encoder uses: None, Sub and
/// Up. Filtering turns smooth or repeated pixels into runs of small numbers that
/// DEFLATE compresses well; the decoder undoes it row by row.
enum PNGRowFilter: UInt8, CaseIterable, Sendable {
    /// The bytes as they are.
    case none = 0
    /// Each byte minus the byte one pixel to its left (0 left of the first pixel).
    case sub = 1
    /// Each byte minus the byte above it (0 above the first row).
    case up = 2

    /// The filtered image: for each row, a filter-type byte followed by the row's
    /// filtered bytes. Each row takes the filter whose output has the smallest sum of
    /// absolute values (bytes read as signed), the heuristic the PNG specification
    /// recommends.
    static func filterScanlines(_ pixels: [UInt8], width: Int, height: Int, bytesPerPixel: Int) -> [UInt8] {
        let rowLength = width * bytesPerPixel
        var output = [UInt8](repeating: 0, count: (rowLength + 1) * height)
        pixels.withUnsafeBufferPointer { pixels in
            output.withUnsafeMutableBufferPointer { output in
                for row in 0..<height {
                    let start = row * rowLength
                    var best = PNGRowFilter.none
                    var bestCost = Int.max
                    for filter in PNGRowFilter.allCases {
                        if filter == .up && row == 0 { continue }  // same as None there
                        var cost = 0
                        for index in 0..<rowLength {
                            let byte = filter.filtered(pixels, at: start + index, column: index, rowLength: rowLength, bytesPerPixel: bytesPerPixel)
                            cost += abs(Int(Int8(bitPattern: byte)))
                        }
                        if cost < bestCost { bestCost = cost; best = filter }
                    }
                    let outputStart = row * (rowLength + 1)
                    output[outputStart] = best.rawValue
                    for index in 0..<rowLength {
                        output[outputStart + 1 + index] = best.filtered(pixels, at: start + index, column: index, rowLength: rowLength, bytesPerPixel: bytesPerPixel)
                    }
                }
            }
        }
        return output
    }

    /// The filtered value of the byte at `position`, `column` bytes into its row.
    @inline(__always)
    private func filtered(_ pixels: UnsafeBufferPointer<UInt8>, at position: Int, column: Int, rowLength: Int, bytesPerPixel: Int) -> UInt8 {
        switch self {
        case .none:
            return pixels[position]
        case .sub:
            return pixels[position] &- (column >= bytesPerPixel ? pixels[position - bytesPerPixel] : 0)
        case .up:
            return pixels[position] &- (position >= rowLength ? pixels[position - rowLength] : 0)
        }
    }
}

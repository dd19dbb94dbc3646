import Testing
@testable import Segue

@Suite struct PNGRowFilterTests {
    @Test func eachRowStartsWithItsFilterTypeAndFlatRowsBecomeZeros() {
        // Two identical rows of one colour: row 0 is best as Sub (zeros after the first
        // pixel), row 1 as Up (all zeros).
        let pixel: [UInt8] = [10, 20, 30, 255]
        let pixels = Array([[UInt8]](repeating: pixel, count: 6).joined())
        let filtered = PNGRowFilter.filterScanlines(pixels, width: 3, height: 2, bytesPerPixel: 4)
        #expect(filtered.count == 2 * (1 + 12))
        #expect(filtered[0] == PNGRowFilter.sub.rawValue)
        #expect(Array(filtered[1..<13]) == pixel + [UInt8](repeating: 0, count: 8))
        #expect(filtered[13] == PNGRowFilter.up.rawValue)
        #expect(Array(filtered[14...]) == [UInt8](repeating: 0, count: 12))
    }

    @Test func noisyRowsKeepNoneWhenDifferencesDoNotHelp() {
        // Alternating 0 and 128 bytes: every difference is ±128, the raw bytes cost less.
        let pixels: [UInt8] = [0, 0, 0, 0, 128, 128, 128, 128, 0, 0, 0, 0]
        let filtered = PNGRowFilter.filterScanlines(pixels, width: 3, height: 1, bytesPerPixel: 4)
        #expect(filtered[0] == PNGRowFilter.none.rawValue)
        #expect(Array(filtered[1...]) == pixels)
    }
}

import Testing
@testable import SegueSDL

@Suite struct TexelAlignedGridTests {
    @Test func interiorLinesFallOnTexelBoundaries() {
        var lines: [Double] = []
        // 100 texels over 0…200 (2 units per texel), 10 cells wanted.
        TexelAlignedGrid.appendLines(visibleMin: 0, visibleMax: 200, imageMin: 0, imageMax: 200, texels: 100, cells: 10, to: &lines)
        #expect(lines == [0, 20, 40, 60, 80, 100, 120, 140, 160, 180, 200])
    }

    @Test func aClippedSpanKeepsItsEndsAndAlignsTheRest() {
        var lines: [Double] = []
        TexelAlignedGrid.appendLines(visibleMin: 13, visibleMax: 91, imageMin: 0, imageMax: 200, texels: 100, cells: 4, to: &lines)
        #expect(lines.first == 13 && lines.last == 91)
        for line in lines.dropFirst().dropLast() {
            #expect(line.truncatingRemainder(dividingBy: 2) == 0)  // on a texel edge
        }
        #expect(lines == lines.sorted() && Set(lines).count == lines.count)
        #expect(lines.count >= 4 && lines.count <= 7)
    }

    @Test func oneCellOrOneTexelMeansJustTheEnds() {
        var lines: [Double] = []
        TexelAlignedGrid.appendLines(visibleMin: 0, visibleMax: 10, imageMin: 0, imageMax: 10, texels: 50, cells: 1, to: &lines)
        #expect(lines == [0, 10])
        lines.removeAll()
        TexelAlignedGrid.appendLines(visibleMin: 0, visibleMax: 10, imageMin: 0, imageMax: 10, texels: 1, cells: 8, to: &lines)
        #expect(lines == [0, 10])
        // Fewer texels than cells: at most one line per texel.
        lines.removeAll()
        TexelAlignedGrid.appendLines(visibleMin: 0, visibleMax: 40, imageMin: 0, imageMax: 40, texels: 4, cells: 16, to: &lines)
        #expect(lines == [0, 10, 20, 30, 40])
    }
}

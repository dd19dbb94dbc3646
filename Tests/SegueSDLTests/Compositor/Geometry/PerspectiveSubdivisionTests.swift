import Testing
@testable import SegueSDL

@Suite struct PerspectiveSubdivisionTests {
    @Test func affineQuadsAreNotCut() {
        #expect(PerspectiveSubdivision.cellsPerSide(minimumW: 1, variation: 0, screenLength: 1000) == 1)
    }

    @Test func moreTiltOrMorePixelsMeansMoreCells() {
        let mild = PerspectiveSubdivision.cellsPerSide(minimumW: 1, variation: 0.1, screenLength: 300)
        let strong = PerspectiveSubdivision.cellsPerSide(minimumW: 1, variation: 0.7, screenLength: 300)
        let big = PerspectiveSubdivision.cellsPerSide(minimumW: 1, variation: 0.1, screenLength: 1200)
        #expect(mild > 1 && strong > mild && big > mild)
    }

    @Test func cellsBoundTheAffineError() {
        // Cells of size L/n with weight ratio 1 + e/n misplace by (L/n)·(e/n)/4.
        let n = PerspectiveSubdivision.cellsPerSide(minimumW: 0.8, variation: 0.4, screenLength: 300)
        let error = (300 / Double(n)) * (0.5 / Double(n)) / 4
        #expect(error <= PerspectiveSubdivision.tolerance)
    }

    @Test func degenerateInputsAreCapped() {
        #expect(PerspectiveSubdivision.cellsPerSide(minimumW: 1e-9, variation: 10, screenLength: 1e6)
            == PerspectiveSubdivision.maximumCellsPerSide)
        #expect(PerspectiveSubdivision.cellsPerSide(minimumW: 0, variation: 1, screenLength: 10)
            == PerspectiveSubdivision.maximumCellsPerSide)
        #expect(PerspectiveSubdivision.cellsPerSide(minimumW: 1, variation: .nan, screenLength: 10)
            == PerspectiveSubdivision.maximumCellsPerSide)
    }
}

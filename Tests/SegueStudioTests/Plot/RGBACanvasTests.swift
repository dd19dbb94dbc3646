import Testing
@testable import SegueStudio

@Suite struct RGBACanvasTests {
    @Test func newCanvasIsFilledWithTheBackground() {
        let canvas = RGBACanvas(width: 3, height: 2, background: PlotColor(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(canvas.pixels == Array([[UInt8]](repeating: [1, 2, 3, 4], count: 6).joined()))
    }

    @Test func blendingMixesByCoverageAndAlpha() {
        var canvas = RGBACanvas(width: 1, height: 1, background: .white)
        canvas.blend(x: 0, y: 0, color: .black, coverage: 0.5)
        #expect(canvas.color(x: 0, y: 0) == PlotColor(red: 128, green: 128, blue: 128))
        var translucent = RGBACanvas(width: 1, height: 1, background: .white)
        translucent.blend(x: 0, y: 0, color: PlotColor(red: 0, green: 0, blue: 0, alpha: 51))
        #expect(translucent.color(x: 0, y: 0) == PlotColor(red: 204, green: 204, blue: 204))
    }

    @Test func drawingOutsideTheCanvasIsIgnored() {
        var canvas = RGBACanvas(width: 4, height: 4, background: .white)
        canvas.blend(x: -1, y: 0, color: .black)
        canvas.strokeLine(from: (-50, -50), to: (-10, -10), lineWidth: 3, color: .black)
        canvas.fillCircle(center: (100, 100), radius: 5, color: .black)
        canvas.strokeLine(from: (.nan, 0), to: (2, 2), lineWidth: 3, color: .black)
        #expect(canvas.pixels.allSatisfy { $0 == 255 })
    }

    @Test func horizontalLineCoversItsWidthFullyAndFadesAtTheEdge() {
        var canvas = RGBACanvas(width: 20, height: 20, background: .white)
        canvas.strokeLine(from: (2, 10), to: (18, 10), lineWidth: 2, color: .black)
        // Pixel rows 9 and 10 have centres 0.5 from the line: fully covered.
        #expect(canvas.color(x: 10, y: 9) == .black)
        #expect(canvas.color(x: 10, y: 10) == .black)
        // Rows 8 and 11 are 1.5 away: uncovered.
        #expect(canvas.color(x: 10, y: 8) == .white)
        #expect(canvas.color(x: 10, y: 11) == .white)
    }

    @Test func diagonalLinesAreAntiAliased() {
        var canvas = RGBACanvas(width: 40, height: 40, background: .white)
        canvas.strokeLine(from: (0, 0), to: (40, 17), lineWidth: 2, color: .black)
        let greys = Set(canvas.pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)).filter { $0 != 0 && $0 != 255 }
        #expect(greys.count > 5)
    }

    @Test func dashedLinesLeaveGaps() {
        var canvas = RGBACanvas(width: 40, height: 5, background: .white)
        canvas.strokeLine(from: (0, 2.5), to: (40, 2.5), lineWidth: 1, color: .black, dash: (4, 4))
        #expect(canvas.color(x: 1, y: 2) == .black)
        #expect(canvas.color(x: 6, y: 2) == .white)
        #expect(canvas.color(x: 9, y: 2) == .black)
    }

    @Test func polylineJointsAreNotDrawnTwice() {
        // A translucent colour shows double drawing as a darker joint.
        var canvas = RGBACanvas(width: 30, height: 30, background: .white)
        let color = PlotColor(red: 0, green: 0, blue: 0, alpha: 128)
        canvas.strokePolyline([(2, 15), (15, 15), (28, 15)], lineWidth: 3, color: color)
        #expect(canvas.color(x: 15, y: 14) == canvas.color(x: 8, y: 14))
    }

    @Test func filledRectCoversPixelsWhoseCentresAreInside() {
        var canvas = RGBACanvas(width: 6, height: 6, background: .white)
        canvas.fillRect(minX: 1, minY: 2, maxX: 3, maxY: 4, color: .black)
        let black = (0..<36).filter { canvas.color(x: $0 % 6, y: $0 / 6) == .black }.map { ($0 % 6, $0 / 6) }
        #expect(black.map(\.0) == [1, 2, 1, 2])
        #expect(black.map(\.1) == [2, 2, 3, 3])
    }

    @Test func circlesAreFilledAtTheCentreAndEmptyBeyondTheRadius() {
        var canvas = RGBACanvas(width: 21, height: 21, background: .white)
        canvas.fillCircle(center: (10.5, 10.5), radius: 5, color: .black)
        #expect(canvas.color(x: 10, y: 10) == .black)
        #expect(canvas.color(x: 10, y: 13) == .black)
        #expect(canvas.color(x: 10, y: 17) == .white)
        #expect(canvas.color(x: 17, y: 10) == .white)
    }
}

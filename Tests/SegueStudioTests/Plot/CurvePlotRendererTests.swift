import Testing
@testable import SegueStudio

@Suite struct CurvePlotRendererTests {
    static var diagonal: PlottableCurve { PlottableCurve(title: "linear", timeAxisTitle: "x", timeRange: 0...1, value: { $0 }) }

    static func pixels(of canvas: RGBACanvas, matching color: PlotColor) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.color(x: x, y: y) == color { found.append((x, y)) }
        }
        return found
    }

    @Test func canvasHasTheRequestedSizeAndAWhiteCorner() {
        let canvas = CurvePlotRenderer.render(Self.diagonal, width: 640, height: 400)
        #expect(canvas.width == 640 && canvas.height == 400)
        #expect(canvas.pixels.count == 640 * 400 * 4)
        #expect(canvas.color(x: 639, y: 0) == .white)
    }

    @Test func risingCurveRunsFromBottomLeftToTopRight() {
        let canvas = CurvePlotRenderer.render(Self.diagonal, width: 400, height: 300)
        let curve = Self.pixels(of: canvas, matching: .curve)
        #expect(curve.count > 250)
        let left = curve.min { $0.x < $1.x }!, right = curve.max { $0.x < $1.x }!
        #expect(left.y > right.y + 150)
    }

    @Test func renderingIsDeterministic() {
        let first = CurvePlotRenderer.render(Self.diagonal, width: 300, height: 200)
        let second = CurvePlotRenderer.render(Self.diagonal, width: 300, height: 200)
        #expect(first.pixels == second.pixels)
    }

    @Test func springPlotsMarkTheSettlingTimeWhenItIsInRange() {
        var spring = PlottableCurve(title: "spring", timeAxisTitle: "t (s)", timeRange: 0...1, value: { 1 - (1 - $0) * (1 - $0) })
        spring.settling = SettlingAnnotation(target: 1, tolerance: 0.001, time: 0.5)
        let marked = CurvePlotRenderer.render(spring, width: 800, height: 500)
        let orange = Self.pixels(of: marked, matching: .settlingMarker)
        // A dashed vertical line through the plot: many marker pixels in one column.
        let columns = Dictionary(grouping: orange, by: \.x).mapValues(\.count)
        #expect((columns.values.max() ?? 0) > 150)

        spring.settling?.time = 3  // beyond the plotted second: only a label
        let labelled = CurvePlotRenderer.render(spring, width: 800, height: 500)
        let labelColumns = Dictionary(grouping: Self.pixels(of: labelled, matching: .settlingMarker), by: \.x).mapValues(\.count)
        #expect((labelColumns.values.max() ?? 0) < 40)
        #expect(!labelColumns.isEmpty)
    }

    @Test func keyframePlotsDrawOneDotPerKey() {
        var keyframes = PlottableCurve(title: "keyframes", timeAxisTitle: "t (s)", timeRange: 0...2, value: { $0 })
        keyframes.keyPoints = [CurvePoint(t: 0, value: 0), CurvePoint(t: 1, value: 1), CurvePoint(t: 2, value: 2)]
        let canvas = CurvePlotRenderer.render(keyframes, width: 800, height: 500)
        let dots = Self.pixels(of: canvas, matching: .keyframeDot)
        // Three separate clusters of dot pixels, spread across the width.
        let clusters = Set(dots.map { $0.x / 100 })
        #expect(clusters.count == 3)
    }

    @Test func labelNumbersDropTrailingZeros() {
        #expect(CurvePlotRenderer.format(1.5) == "1.5")
        #expect(CurvePlotRenderer.format(2) == "2")
        #expect(CurvePlotRenderer.format(0.1234567) == "0.123")
        #expect(CurvePlotRenderer.format(-0.0001) == "0")
    }
}

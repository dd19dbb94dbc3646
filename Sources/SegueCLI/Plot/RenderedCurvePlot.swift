/// A rendered plot and where its parts are, in the canvas's pixels: the plot area
/// and the time axis, so a caller can mark a time on it (`x(forTime:)`).
struct RenderedCurvePlot {
    var canvas: RGBACanvas
    var plotLeft: Double
    var plotRight: Double
    var plotTop: Double
    var plotBottom: Double
    var timeAxis: PlotAxis

    /// The canvas x of time `t` (clamped to the axis).
    func x(forTime t: Double) -> Double {
        let fraction = min(max(timeAxis.fraction(of: t), 0), 1)
        return plotLeft + fraction * (plotRight - plotLeft)
    }
}

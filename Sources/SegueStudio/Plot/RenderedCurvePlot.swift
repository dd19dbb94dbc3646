/// A rendered plot and where its parts are, in the canvas's pixels: the plot area
/// and the time axis, so a caller can mark a time on it (`x(forTime:)`).
package struct RenderedCurvePlot {
    package var canvas: RGBACanvas
    package var plotLeft: Double
    package var plotRight: Double
    package var plotTop: Double
    package var plotBottom: Double
    package var timeAxis: PlotAxis

    /// The canvas x of time `t` (clamped to the axis).
    package func x(forTime t: Double) -> Double {
        let fraction = min(max(timeAxis.fraction(of: t), 0), 1)
        return plotLeft + fraction * (plotRight - plotLeft)
    }
}

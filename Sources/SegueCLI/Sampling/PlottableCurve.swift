/// A curve `segue curve` prints or plots: the function to evaluate, the interval to
/// evaluate it over, and what the plot labels and marks.
///
/// Commands build one from their validated arguments; `CurveSampler` evaluates it and
/// `CurveCSV` / `CurvePlotRenderer` turn the samples into bytes.
struct PlottableCurve {
    /// A one-line description for the plot's title, e.g. "spring  duration 1  damping 0.5".
    var title: String
    /// The horizontal axis title: "x" for timing functions, "t (s)" for curves in seconds.
    var timeAxisTitle: String
    /// The vertical axis title.
    var valueAxisTitle: String = "value"
    /// The interval of t sampled, first sample at its lower and last at its upper bound.
    var timeRange: ClosedRange<Double>
    /// The curve's value at t.
    var value: (Double) -> Double
    /// Values marked with dashed horizontal lines: 0 and 1 for normalised progress.
    var referenceValues: [Double] = []
    /// For springs: the settling band and time, drawn on the plot.
    var settling: SettlingAnnotation? = nil
    /// For keyframes: the key times and values, drawn as dots.
    var keyPoints: [CurvePoint] = []
}

/// A curve `segue curve` prints or plots: the function to evaluate, the interval to
/// evaluate it over, and what the plot labels and marks.
///
/// Commands build one from their validated arguments; `CurveSampler` evaluates it and
/// `CurveCSV` / `CurvePlotRenderer` turn the samples into bytes.
package struct PlottableCurve {
    /// A one-line description for the plot's title, e.g. "spring  duration 1  damping 0.5".
    package var title: String
    /// The horizontal axis title: "x" for timing functions, "t (s)" for curves in seconds.
    package var timeAxisTitle: String
    /// The vertical axis title.
    package var valueAxisTitle: String = "value"
    /// The interval of t sampled, first sample at its lower and last at its upper bound.
    package var timeRange: ClosedRange<Double>
    /// The curve's value at t.
    package var value: (Double) -> Double
    /// Values marked with dashed horizontal lines: 0 and 1 for normalised progress.
    package var referenceValues: [Double] = []
    /// For springs: the settling band and time, drawn on the plot.
    package var settling: SettlingAnnotation? = nil
    /// For keyframes: the key times and values, drawn as dots.
    package var keyPoints: [CurvePoint] = []

    package init(title: String, timeAxisTitle: String, valueAxisTitle: String = "value", timeRange: ClosedRange<Double>,
                 value: @escaping (Double) -> Double, referenceValues: [Double] = [], settling: SettlingAnnotation? = nil,
                 keyPoints: [CurvePoint] = []) {
        self.title = title
        self.timeAxisTitle = timeAxisTitle
        self.valueAxisTitle = valueAxisTitle
        self.timeRange = timeRange
        self.value = value
        self.referenceValues = referenceValues
        self.settling = settling
        self.keyPoints = keyPoints
    }
}

import SegueStudio
/// The validated output options of `segue curve`.
struct CurveOutputSettings: Equatable, Sendable {
    /// The number of evenly spaced CSV rows (≥ 2).
    var sampleCount: Int = CurveOutputSettings.defaultSampleCount
    var format: CurveOutputFormat = .csv
    /// The file to write, or nil for standard output (CSV only).
    var outputPath: String?
    /// The PNG's size in pixels.
    var width: Int = 800
    var height: Int = 500

    static let defaultSampleCount = 101
    /// Upper bound on `--samples`, so a typo cannot ask for gigabytes.
    static let maximumSampleCount = 1_000_000
    /// Bounds on `--size`: the plot's layout needs the minimum; the maximum keeps the
    /// image at 64 MiB of pixels.
    static let widthRange = CurvePlotRenderer.minimumWidth...4096
    static let heightRange = CurvePlotRenderer.minimumHeight...4096
}

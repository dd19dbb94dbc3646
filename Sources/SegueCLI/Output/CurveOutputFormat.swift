import SegueStudio
/// What `segue curve` writes: the samples as CSV text, or a plot as a PNG image.
enum CurveOutputFormat: String, CaseIterable, Sendable {
    case csv
    case png
}

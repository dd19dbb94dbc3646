import Foundation
import SegueStudio

/// The CSV form of sampled curves: a `t,value` header, then one row per sample, every
/// number in fixed-point with nine decimals (exact to 1e-9; never exponent notation,
/// never "-0"). Rows end with "\n".
enum CurveCSV {
    static let header = "t,value"

    /// The whole CSV text for `samples`.
    static func render(_ samples: [CurvePoint]) -> String {
        var text = header + "\n"
        text.reserveCapacity(samples.count * 28 + 8)
        for sample in samples {
            text += format(sample.t)
            text += ","
            text += format(sample.value)
            text += "\n"
        }
        return text
    }

    /// One number: `%.9f`, with negative zero written as zero. Non-finite values (which
    /// the curves never produce) are written as `nan`, `inf` or `-inf`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let text = String(format: "%.9f", value)
        return text == "-0.000000000" ? "0.000000000" : text
    }
}

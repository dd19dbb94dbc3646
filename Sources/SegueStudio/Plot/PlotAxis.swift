import Foundation

/// One axis of a plot: the interval it shows and "nice" tick values in it (multiples
/// of 1, 2 or 5 × 10ⁿ), with labels printed to just enough decimals for the step.
package struct PlotAxis: Equatable {
    /// The interval the axis spans, lower < upper.
    package let lower: Double
    package let upper: Double
    /// The step between ticks.
    package let step: Double
    /// The tick values in [lower, upper], ascending.
    package let ticks: [Double]

    /// An axis over [minimum, maximum], padded on both sides by `padding` × the span,
    /// with about `targetTickCount` ticks. A degenerate or non-finite interval is
    /// widened so the axis always has a positive span.
    package init(minimum: Double, maximum: Double, padding: Double = 0, targetTickCount: Int = 6) {
        var low = minimum.isFinite ? minimum : 0
        var high = maximum.isFinite ? maximum : 1
        if high < low { swap(&low, &high) }
        if high - low <= 1e-12 * max(1, abs(high)) {
            let widen = max(0.5, abs(high) * 0.1)
            low -= widen
            high += widen
        }
        let pad = (high - low) * padding
        lower = low - pad
        upper = high + pad

        let rawStep = (upper - lower) / Double(max(targetTickCount, 1))
        let magnitude = pow(10, (log10(rawStep)).rounded(.down))
        let normalized = rawStep / magnitude
        let niceFactor: Double = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10
        step = niceFactor * magnitude

        let tolerance = step * 1e-9
        let first = (lower / step - 1e-9).rounded(.up)
        var ticks: [Double] = []
        var index = first
        while index * step <= upper + tolerance, ticks.count < 1000 {
            ticks.append(index * step)
            index += 1
        }
        self.ticks = ticks
    }

    /// Decimal places that show every tick exactly: 0 for steps ≥ 1, 1 for 0.1 … 0.5, …
    package var decimals: Int {
        max(0, min(15, Int((-log10(step) - 1e-9).rounded(.up))))
    }

    /// The label for a tick: fixed-point with `decimals` places, never "-0".
    package func label(for value: Double) -> String {
        let text = String(format: "%.\(decimals)f", value)
        let isZero = text.allSatisfy { $0 == "-" || $0 == "0" || $0 == "." }
        return isZero && text.hasPrefix("-") ? String(text.dropFirst()) : text
    }

    /// Where `value` falls between lower (0) and upper (1).
    package func fraction(of value: Double) -> Double {
        (value - lower) / (upper - lower)
    }
}

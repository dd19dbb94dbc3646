// Arc-length pacing for `.cubicPaced`: each segment's length measured once at init,
// and the map from "fraction of the segment's length" back to the curve parameter.

extension KeyframeTrack {
    /// Sub-intervals per segment in the arc-length table.
    static var arcLengthSubdivisions: Int { 64 }

    /// 5-point Gauss–Legendre nodes on [−1, 1] and their weights.
    private static var gaussNodes: (Double, Double, Double) { (0, 0.538_469_310_105_683_1, 0.906_179_845_938_664_0) }
    private static var gaussWeights: (Double, Double, Double) {
        (0.568_888_888_888_888_9, 0.478_628_670_499_366_5, 0.236_926_885_056_189_1)
    }

    /// Each segment's arc length, and per segment the arc-length table: at
    /// u = j / arcLengthSubdivisions, the cumulative length normalised to run from 0 to 1
    /// and the slope du/ds there (for the Hermite inverse in `curveParameter`). A
    /// segment of zero or non-finite length gets the identity table, u = s.
    static func measureArcLengths(
        values: [Value], startTangents: [Value], endTangents: [Value]
    ) -> (segmentLengths: [Double], table: [Double], slopes: [Double]) {
        let steps = arcLengthSubdivisions
        let segments = values.count - 1
        guard segments > 0 else { return ([], [], []) }
        var lengths: [Double] = []
        lengths.reserveCapacity(segments)
        var table: [Double] = []
        table.reserveCapacity(segments * (steps + 1))
        var slopes: [Double] = []
        slopes.reserveCapacity(segments * (steps + 1))
        let (x0, x1, x2) = gaussNodes
        let (w0, w1, w2) = gaussWeights
        let width = 1 / Double(steps)
        for segment in 0..<segments {
            let p0 = values[segment], p1 = values[segment + 1]
            let m0 = startTangents[segment], m1 = endTangents[segment]
            func speed(_ u: Double) -> Double {
                hermiteDerivative(from: p0, to: p1, startTangent: m0, endTangent: m1, at: u).vectorLength
            }
            var cumulative = [0.0]
            cumulative.reserveCapacity(steps + 1)
            var speeds = [speed(0)]
            speeds.reserveCapacity(steps + 1)
            var total = 0.0
            for step in 0..<steps {
                let centre = (Double(step) + 0.5) * width
                let half = width / 2
                let integral = w0 * speed(centre + half * x0)
                    + w1 * (speed(centre - half * x1) + speed(centre + half * x1))
                    + w2 * (speed(centre - half * x2) + speed(centre + half * x2))
                total += integral * half
                cumulative.append(total)
                speeds.append(speed(Double(step + 1) * width))
            }
            lengths.append(total)
            if total > 0 && total.isFinite {
                for entry in 0...steps {
                    table.append(entry == steps ? 1 : cumulative[entry] / total)
                    // du/ds with s normalised to [0, 1]; infinite where the curve stops.
                    slopes.append(speeds[entry] > 0 ? total / speeds[entry] : .infinity)
                }
            } else {
                for entry in 0...steps {
                    table.append(Double(entry) / Double(steps))
                    slopes.append(1)
                }
            }
        }
        return (lengths, table, slopes)
    }

    /// The curve parameter u in `segment` at which `arcLengthFraction` of the segment's
    /// length has been travelled: a binary search in the segment's table, then a cubic
    /// Hermite interpolation of u(s) within the sub-interval from the sampled slopes
    /// du/ds, each limited to three times the secant slope (Fritsch–Carlson) so that
    /// u(s) stays monotonic where the curve momentarily stops.
    func curveParameter(segment: Int, arcLengthFraction s: Double) -> Double {
        let steps = Self.arcLengthSubdivisions
        let base = segment * (steps + 1)
        // The last table entry j in 0..<steps with table[base + j] ≤ s.
        var low = 0, high = steps
        while high - low > 1 {
            let middle = (low + high) / 2
            if arcLengthTable[base + middle] <= s { low = middle } else { high = middle }
        }
        let lower = arcLengthTable[base + low]
        let upper = arcLengthTable[base + low + 1]
        let width = 1 / Double(steps)
        let start = Double(low) * width
        let span = upper - lower
        guard span > 0 else { return start }
        let t = min(max((s - lower) / span, 0), 1)
        // Tangents in t units: span · du/ds, limited to [0, 3·width].
        let m0 = min(span * arcLengthSlopes[base + low], 3 * width)
        let m1 = min(span * arcLengthSlopes[base + low + 1], 3 * width)
        let t2 = t * t, t3 = t2 * t
        return start + (t3 - 2 * t2 + t) * m0 + (3 * t2 - 2 * t3) * width + (t3 - t2) * m1
    }
}

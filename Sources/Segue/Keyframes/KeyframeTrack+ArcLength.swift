// Arc-length pacing for `.cubicPaced`: each segment's length measured once at init,
// and the map from "fraction of the segment's length" back to the curve parameter.

extension KeyframeTrack {
    /// Sub-intervals per segment in the arc-length table.
    static var arcLengthSubdivisions: Int { 32 }

    /// 5-point Gauss–Legendre nodes on [−1, 1] and their weights.
    private static var gaussNodes: (Double, Double, Double) { (0, 0.538_469_310_105_683_1, 0.906_179_845_938_664_0) }
    private static var gaussWeights: (Double, Double, Double) {
        (0.568_888_888_888_888_9, 0.478_628_670_499_366_5, 0.236_926_885_056_189_1)
    }

    /// Each segment's arc length, and per segment the cumulative lengths at
    /// u = j / arcLengthSubdivisions normalised to run from 0 to 1 (a segment of zero or
    /// non-finite length gets the identity table, u = s).
    static func measureArcLengths(
        values: [Value], startTangents: [Value], endTangents: [Value]
    ) -> (segmentLengths: [Double], table: [Double]) {
        let steps = arcLengthSubdivisions
        let segments = values.count - 1
        guard segments > 0 else { return ([], []) }
        var lengths: [Double] = []
        lengths.reserveCapacity(segments)
        var table: [Double] = []
        table.reserveCapacity(segments * (steps + 1))
        let (x0, x1, x2) = gaussNodes
        let (w0, w1, w2) = gaussWeights
        for segment in 0..<segments {
            let p0 = values[segment], p1 = values[segment + 1]
            let m0 = startTangents[segment], m1 = endTangents[segment]
            func speed(_ u: Double) -> Double {
                hermiteDerivative(from: p0, to: p1, startTangent: m0, endTangent: m1, at: u).vectorLength
            }
            let firstEntry = table.count
            table.append(0)
            var cumulative = 0.0
            let width = 1 / Double(steps)
            for step in 0..<steps {
                let centre = (Double(step) + 0.5) * width
                let half = width / 2
                let integral = w0 * speed(centre + half * x0)
                    + w1 * (speed(centre - half * x1) + speed(centre + half * x1))
                    + w2 * (speed(centre - half * x2) + speed(centre + half * x2))
                cumulative += integral * half
                table.append(cumulative)
            }
            lengths.append(cumulative)
            for entry in 0...steps {
                table[firstEntry + entry] = cumulative > 0 && cumulative.isFinite
                    ? table[firstEntry + entry] / cumulative
                    : Double(entry) / Double(steps)
            }
            table[firstEntry + steps] = 1
        }
        return (lengths, table)
    }

    /// The curve parameter u in `segment` at which `arcLengthFraction` of the segment's
    /// length has been travelled: a binary search in the segment's table, then linear
    /// within the sub-interval.
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
        let within = upper > lower ? (s - lower) / (upper - lower) : 0
        return (Double(low) + min(max(within, 0), 1)) / Double(steps)
    }
}

/// Evaluates a curve at evenly spaced times: the pure core of `segue curve`.
package enum CurveSampler {
    /// `count` samples (count ≥ 2) at t = lower + (upper − lower)·i/(count − 1); the first
    /// is exactly at the lower bound and the last exactly at the upper bound.
    package static func samples(of curve: PlottableCurve, count: Int) -> [CurvePoint] {
        samples(count: count, over: curve.timeRange, curve.value)
    }

    /// `count` evenly spaced samples of `value` over `range`, both ends included.
    package static func samples(count: Int, over range: ClosedRange<Double>, _ value: (Double) -> Double) -> [CurvePoint] {
        precondition(count >= 2, "validated by CurveOutputOptions")
        let span = range.upperBound - range.lowerBound
        return (0..<count).map { index in
            let t = index == count - 1 ? range.upperBound : range.lowerBound + span * Double(index) / Double(count - 1)
            return CurvePoint(t: t, value: value(t))
        }
    }
}

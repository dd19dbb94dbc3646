/// The evaluation core behind `CAKeyframeAnimation` and `UIView.animateKeyframes`: a
/// list of values with the times they are reached, evaluated at a fraction of the
/// animation's duration.
///
/// The fraction is the one the animation's own timing has already produced (its media
/// timing and its `timingFunction`); the track applies only what belongs to the
/// keyframes themselves: key times, the per-segment `timingFunctions` and the
/// calculation mode. Everything that does not depend on the fraction — effective key
/// times, paced key times, spline tangents, arc-length tables — is computed once at
/// init, so `value(at:)` is closed-form and allocation-free.
///
/// The calculation modes follow Core Animation:
/// - `.linear`: straight lines between consecutive values at their key times; each
///   segment's `timingFunctions` entry, when given, eases the segment-local fraction.
/// - `.discrete`: each value holds from its key time until the next key time.
/// - `.paced`: straight lines at constant speed; key times are proportional to the
///   cumulative distance `vectorDistance` between values, and `keyTimes` and
///   `timingFunctions` are ignored.
/// - `.cubic`: a Kochanek–Bartels spline through the values, evaluated per segment as a
///   cubic Hermite curve in segment-local time (see "Spline choices" below).
/// - `.cubicPaced`: the same spline shape travelled at constant speed along its arc
///   length; `keyTimes` and `timingFunctions` are ignored.
///
/// Rules shared by every mode:
/// - With `keyTimes` nil, key times are evenly spaced: value i is reached at i/(n − 1).
///   For `.discrete` the duration is instead split into n equal intervals, value i
///   showing from i/n (as SMIL, on which Core Animation's keyframes are modelled,
///   divides a discrete animation).
/// - Before the first key time the first value holds, from the last key time on the last
///   value holds: a fraction below 0 gives the first value, above 1 the last, and so does
///   a first key time above 0 or a last key time below 1 (Core Animation documents that
///   they "must" be 0 and 1 but does not say what happens otherwise). A NaN fraction
///   gives the first value.
/// - Two equal key times make a jump: at that time the later value already shows (the
///   track is continuous from the right).
/// - A single value is a constant.
///
/// ### Spline choices (Core Animation does not document them)
/// - Tangents are Kochanek–Bartels. At key i with tension t, continuity c and bias b
///   (the entries of `tensionValues`, `continuityValues`, `biasValues` at i; 0 when
///   absent, which makes a Catmull-Rom spline; each in [−1, 1], the domain Kochanek and
///   Bartels define), with the backward difference
///   B = Pᵢ − Pᵢ₋₁ and the forward difference F = Pᵢ₊₁ − Pᵢ:
///   outgoing (start of segment i) = (1−t)(1+b)(1+c)/2 · B + (1−t)(1−b)(1−c)/2 · F,
///   incoming (end of segment i − 1) = (1−t)(1+b)(1−c)/2 · B + (1−t)(1−b)(1+c)/2 · F.
///   Tension 1 gives zero tangents; continuity −1 (with b = 0) gives straight segments.
/// - End tangents: the missing neighbour of the first and last value is the reflection
///   of the other neighbour (P₋₁ = 2P₀ − P₁), so B = F there and the Catmull-Rom end
///   tangent is P₁ − P₀. Two values therefore move along the straight line at constant
///   speed, as `.linear` does. A jump (two equal key times) splits the spline: the keys
///   on either side of it are treated as ends.
/// - Uneven key times: with Δ₋ and Δ₊ the durations of the segments before and after
///   key i, the outgoing tangent is multiplied by 2Δ₊/(Δ₋ + Δ₊) and the incoming one by
///   2Δ₋/(Δ₋ + Δ₊) (Kochanek and Bartels' own adjustment). With c = 0 the velocity in
///   time is then continuous at every interior key (C1), whatever the spacing.
/// - `.cubicPaced` shapes the spline as if the keys were evenly spaced (so it follows the
///   same path as `.cubic` without key times), measures each segment's arc length with
///   a fixed 5-point Gauss–Legendre rule on 64 sub-intervals, spaces the key times by arc
///   length and, within a segment, maps arc length back to the curve parameter through
///   that table (a monotonic cubic Hermite inverse using the sampled speeds). On smooth
///   paths the distance travelled is proportional to time to within about 1e-8 of the
///   path's length, and the speed is constant to within about 1e-5 of itself.
public struct KeyframeTrack<Value: VectorInterpolatable>: Sendable where Value: Sendable {
    /// The keyframe values, in order.
    public let values: [Value]
    /// The effective key times, one per value: when each value is reached (for
    /// `.discrete`, when it starts showing). Evenly spaced when none were given; for the
    /// paced modes, the arc-length times computed at init.
    public let keyTimes: [Double]
    /// The calculation mode the track evaluates.
    public let calculationMode: CAAnimationCalculationMode
    /// The per-segment timing functions in effect: nil for linear segments, always nil
    /// for the modes that ignore them (discrete, paced, cubicPaced).
    public let timingFunctions: [UnitBezier]?

    enum Interpolation: Sendable {
        case discrete, linear, cubic, cubicPaced
    }

    /// What `value(at:)` does between key times.
    let interpolation: Interpolation
    /// Cubic modes: the Hermite tangent at the start of each segment, in segment-local
    /// parameter units (already scaled for uneven key times).
    let startTangents: [Value]
    /// Cubic modes: the Hermite tangent at the end of each segment.
    let endTangents: [Value]
    /// `.cubicPaced`: per segment, `arcLengthSubdivisions + 1` cumulative arc lengths at
    /// u = j / arcLengthSubdivisions, normalised so each segment runs from 0 to 1.
    let arcLengthTable: [Double]
    /// `.cubicPaced`: du/ds at each entry of `arcLengthTable` (s normalised).
    let arcLengthSlopes: [Double]

    /// Makes a track, or throws naming the first thing wrong with the parameters.
    ///
    /// - Parameters:
    ///   - values: The keyframe values; at least one, all finite, and no two neighbours
    ///     so far apart that their difference overflows.
    ///   - keyTimes: The fraction of the duration at which each value is reached: one per
    ///     value (for `.discrete`, one per value or one more), non-decreasing, in [0, 1].
    ///     Nil spaces them evenly. Ignored by `.paced` and `.cubicPaced`.
    ///   - timingFunctions: One curve per segment (values.count − 1), applied to the
    ///     segment-local fraction; nil means linear. Ignored by `.discrete`, `.paced`
    ///     and `.cubicPaced`.
    ///   - calculationMode: One of the five Core Animation modes.
    ///   - tensionValues: Kochanek–Bartels tension per value, in [−1, 1] (cubic modes only).
    ///   - continuityValues: Kochanek–Bartels continuity per value, in [−1, 1] (cubic modes only).
    ///   - biasValues: Kochanek–Bartels bias per value, in [−1, 1] (cubic modes only).
    public init(
        values: [Value],
        keyTimes: [Double]? = nil,
        timingFunctions: [UnitBezier]? = nil,
        calculationMode: CAAnimationCalculationMode = .linear,
        tensionValues: [Double]? = nil,
        continuityValues: [Double]? = nil,
        biasValues: [Double]? = nil
    ) throws(KeyframeTrackError) {
        if let problem = Self.valuesProblem(values) { throw problem }
        if let problem = Self.calculationModeProblem(calculationMode) { throw problem }
        if calculationMode.usesKeyTimes, let keyTimes,
           let problem = Self.keyTimesProblem(keyTimes, valueCount: values.count, mode: calculationMode) {
            throw problem
        }
        if calculationMode.usesTimingFunctions, let timingFunctions,
           let problem = Self.timingFunctionsProblem(timingFunctions, valueCount: values.count) {
            throw problem
        }
        if calculationMode.usesSplineParameters {
            for (name, parameters) in [("tensionValues", tensionValues),
                                       ("continuityValues", continuityValues),
                                       ("biasValues", biasValues)] {
                if let parameters,
                   let problem = Self.splineParameterProblem(name, parameters, valueCount: values.count) {
                    throw problem
                }
            }
        }
        self.init(checkedValues: values, keyTimes: keyTimes, timingFunctions: timingFunctions,
                  calculationMode: calculationMode, tensionValues: tensionValues,
                  continuityValues: continuityValues, biasValues: biasValues)
    }

    /// Builds the track from parameters that passed validation (or were repaired by
    /// `lenient`): non-empty finite values, a known mode, and key times, timing
    /// functions and spline parameters that are either nil or valid for that mode.
    init(
        checkedValues values: [Value],
        keyTimes: [Double]?,
        timingFunctions: [UnitBezier]?,
        calculationMode: CAAnimationCalculationMode,
        tensionValues: [Double]?,
        continuityValues: [Double]?,
        biasValues: [Double]?
    ) {
        let count = values.count
        self.values = values
        self.calculationMode = calculationMode
        var startTangents: [Value] = []
        var endTangents: [Value] = []
        var arcLengthTable: [Double] = []
        var arcLengthSlopes: [Double] = []
        var effectiveTimingFunctions: [UnitBezier]? = nil
        var effectiveKeyTimes: [Double]

        let splineParameters = KochanekBartelsParameters(
            count: count, tension: tensionValues, continuity: continuityValues, bias: biasValues)

        switch calculationMode {
        case .discrete:
            interpolation = .discrete
            if let keyTimes {
                effectiveKeyTimes = Array(keyTimes.prefix(count))
            } else {
                effectiveKeyTimes = (0..<count).map { Double($0) / Double(count) }
            }
        case .paced:
            interpolation = .linear
            var segmentLengths: [Double] = []
            segmentLengths.reserveCapacity(max(count - 1, 0))
            for index in values.indices.dropLast() {
                segmentLengths.append(values[index + 1].vectorDistance(to: values[index]))
            }
            effectiveKeyTimes = Self.pacedKeyTimes(segmentLengths: segmentLengths)
        case .cubic:
            interpolation = .cubic
            effectiveKeyTimes = keyTimes ?? Self.evenlySpacedKeyTimes(count: count)
            effectiveTimingFunctions = timingFunctions
            let intervals = zip(effectiveKeyTimes.dropFirst(), effectiveKeyTimes).map { $0 - $1 }
            (startTangents, endTangents) = Self.kochanekBartelsTangents(
                values: values, intervals: intervals, parameters: splineParameters)
        case .cubicPaced:
            interpolation = .cubicPaced
            let uniform = [Double](repeating: 1, count: max(count - 1, 0))
            (startTangents, endTangents) = Self.kochanekBartelsTangents(
                values: values, intervals: uniform, parameters: splineParameters)
            let measured = Self.measureArcLengths(
                values: values, startTangents: startTangents, endTangents: endTangents)
            arcLengthTable = measured.table
            arcLengthSlopes = measured.slopes
            effectiveKeyTimes = Self.pacedKeyTimes(segmentLengths: measured.segmentLengths)
        default: // .linear (unknown modes were rejected or replaced by linear before)
            interpolation = .linear
            effectiveKeyTimes = keyTimes ?? Self.evenlySpacedKeyTimes(count: count)
            effectiveTimingFunctions = timingFunctions
        }
        self.keyTimes = effectiveKeyTimes
        self.timingFunctions = effectiveTimingFunctions
        self.startTangents = startTangents
        self.endTangents = endTangents
        self.arcLengthTable = arcLengthTable
        self.arcLengthSlopes = arcLengthSlopes
    }

    /// The value at `fraction` of the animation's duration (after the animation's own
    /// timing function). Closed-form and allocation-free: a binary search for the
    /// segment, the segment's timing function, then the mode's interpolation.
    public func value(at fraction: Double) -> Value {
        let last = values.count - 1
        // Also catches NaN: the first value holds before the first key time.
        guard fraction >= keyTimes[0] else { return values[0] }
        if interpolation == .discrete {
            return values[firstKeyTime(after: fraction) - 1]
        }
        guard fraction < keyTimes[last] else { return values[last] }
        // keyTimes[0] ≤ fraction < keyTimes[last], so the segment has a positive length.
        let segment = firstKeyTime(after: fraction) - 1
        let start = keyTimes[segment]
        let local = (fraction - start) / (keyTimes[segment + 1] - start)
        switch interpolation {
        case .linear:
            let eased = timingFunctions?[segment].solve(local) ?? local
            return Value.interpolate(from: values[segment], to: values[segment + 1], fraction: eased)
        case .cubic:
            let eased = timingFunctions?[segment].solve(local) ?? local
            return hermite(segment: segment, at: eased)
        case .cubicPaced:
            return hermite(segment: segment, at: curveParameter(segment: segment, arcLengthFraction: local))
        case .discrete:
            return values[segment] // handled above; kept for exhaustiveness
        }
    }

    /// The index of the first key time strictly greater than `fraction` (binary search;
    /// `keyTimes.count` when there is none).
    func firstKeyTime(after fraction: Double) -> Int {
        var low = 0, high = keyTimes.count
        while low < high {
            let middle = (low + high) / 2
            if keyTimes[middle] > fraction { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Evenly spaced key times for `count` values: i/(count − 1), exactly 0 and 1 at the
    /// ends; [0] for a single value.
    static func evenlySpacedKeyTimes(count: Int) -> [Double] {
        guard count > 1 else { return [0] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Key times proportional to the cumulative segment lengths, from exactly 0 to
    /// exactly 1. Evenly spaced when the total length is zero or not finite (all values
    /// equal, or lengths too large to add).
    static func pacedKeyTimes(segmentLengths: [Double]) -> [Double] {
        let total = segmentLengths.reduce(0, +)
        guard total > 0, total.isFinite else {
            return evenlySpacedKeyTimes(count: segmentLengths.count + 1)
        }
        var times = [0.0]
        times.reserveCapacity(segmentLengths.count + 1)
        var travelled = 0.0
        for length in segmentLengths.dropLast() {
            travelled += length
            times.append(min(travelled / total, 1))
        }
        if !segmentLengths.isEmpty { times.append(1) }
        return times
    }
}

extension CAAnimationCalculationMode {
    /// Whether `keyTimes` matter in this mode (not in the paced ones).
    var usesKeyTimes: Bool { self == .linear || self == .discrete || self == .cubic }
    /// Whether per-segment timing functions matter in this mode.
    var usesTimingFunctions: Bool { self == .linear || self == .cubic }
    /// Whether tension, continuity and bias matter in this mode.
    var usesSplineParameters: Bool { self == .cubic || self == .cubicPaced }
}

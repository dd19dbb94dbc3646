import Foundation
import Segue

/// The timing curve of one running animation, as the curve panel plots it; two
/// animations with equal curves share a plot.
///
/// - `CABasicAnimation`: its timing function (a cubic Bézier; linear when nil)
///   over its duration, as progress 0…1.
/// - `CASpringAnimation`: the spring's response (progress, overshoot included) over
///   its `settlingDuration` (its duration when the spring never settles within a
///   minute), with the settling band.
/// - `CAKeyframeAnimation`: its timeline — the key values at their key times,
///   joined by the calculation mode and the per-segment timing functions, after the
///   animation's own timing function. Numbers plot as themselves; other values
///   (points, rects, transforms, colours) as how far each is from the first value,
///   relative to the farthest (0…1), so a transform's keyframes plot as "how much of
///   the change has happened". Paced modes are paced on that scalar.
enum AnimationTimingCurve: Equatable {
    case bezier(controlPoints: [Double], duration: Double)
    case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
                allowsOverdamping: Bool, duration: Double)
    case keyframes(values: [Double], keyTimes: [Double]?, isNumeric: Bool, mode: String,
                   timing: [Double], segmentTimings: [[Double]]?, duration: Double)

    /// The duration Core Animation gives an animation whose `duration` is 0 outside
    /// a transaction that sets one.
    static let defaultDuration = 0.25
    /// The longest a spring is plotted over.
    static let longestSpring = 60.0

    /// The curve of a property animation (nil for other kinds).
    init?(_ animation: CAAnimation) {
        let duration = animation.duration > 0 && animation.duration.isFinite ? animation.duration : Self.defaultDuration
        if let spring = animation as? CASpringAnimation {
            self = .spring(mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.damping),
                           initialVelocity: Double(spring.initialVelocity), allowsOverdamping: spring.allowsOverdamping,
                           duration: duration)
        } else if animation is CABasicAnimation {
            self = .bezier(controlPoints: Self.controlPoints(of: animation.timingFunction), duration: duration)
        } else if let keyframes = animation as? CAKeyframeAnimation {
            let raw = keyframes.values ?? []
            let numbers = raw.map(Self.number)
            let isNumeric = !numbers.isEmpty && numbers.allSatisfy { $0 != nil }
            let values = isNumeric ? numbers.map { $0! } : Self.relativeDistances(raw)
            self = .keyframes(values: values, keyTimes: keyframes.keyTimes?.map(\.doubleValue), isNumeric: isNumeric,
                              mode: keyframes.calculationMode.rawValue,
                              timing: Self.controlPoints(of: keyframes.timingFunction),
                              segmentTimings: keyframes.timingFunctions?.map { Self.controlPoints(of: $0) },
                              duration: duration)
        } else {
            return nil
        }
    }

    /// The function's control points (x1, y1, x2, y2); linear for nil.
    static func controlPoints(of function: CAMediaTimingFunction?) -> [Double] {
        guard let function else { return [0, 0, 1, 1] }
        var first: [Float] = [0, 0], second: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &first)
        function.getControlPoint(at: 2, values: &second)
        return [Double(first[0]), Double(first[1]), Double(second[0]), Double(second[1])]
    }

    static func timingFunction(_ points: [Double]) -> CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(points[0]), Float(points[1]), Float(points[2]), Float(points[3]))
    }

    /// A number from a value an animation holds, or nil.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// A value's components, for measuring how far apart two values are.
    static func components(_ value: Any) -> [Double] {
        if let number = number(value) { return [number] }
        switch value {
        case let p as CGPoint: return [Double(p.x), Double(p.y)]
        case let s as CGSize: return [Double(s.width), Double(s.height)]
        case let r as CGRect: return [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
        case let t as CATransform3D:
            return [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
        case let c as CGColor: return (c.components ?? []).map(Double.init)
        default: return []
        }
    }

    /// Each value's distance from the first, over the largest such distance (all 0
    /// when nothing changes).
    static func relativeDistances(_ values: [Any]) -> [Double] {
        guard let first = values.first else { return [] }
        let origin = components(first)
        let distances = values.map { value -> Double in
            let c = components(value)
            guard c.count == origin.count else { return 0 }
            return zip(c, origin).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        }
        let largest = distances.max() ?? 0
        return largest > 0 ? distances.map { $0 / largest } : distances.map { _ in 0 }
    }

    /// The simple duration, seconds.
    var duration: Double {
        switch self {
        case let .bezier(_, duration), let .spring(_, _, _, _, _, duration), let .keyframes(_, _, _, _, _, _, duration): duration
        }
    }

    /// The spring these parameters describe (springs only).
    var springCurve: SpringCurve? {
        guard case let .spring(mass, stiffness, damping, velocity, overdamping, _) = self else { return nil }
        return SpringCurve.caSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
                                    allowsOverdamping: overdamping)
    }

    /// The plotted time interval: the duration, or a spring's settling duration.
    var timeRange: ClosedRange<Double> {
        if let spring = springCurve {
            let settling = spring.settlingDuration
            return 0...(settling.isFinite && settling > 0 && settling <= Self.longestSpring ? settling : duration)
        }
        return 0...duration
    }

    /// The curve as `segue curve` plots it.
    func plottable() -> PlottableCurve {
        switch self {
        case let .bezier(points, duration):
            let function = Self.timingFunction(points)
            return PlottableCurve(title: "basic: \(Self.bezierName(points)), \(CurveTitle.number(duration)) s",
                                  timeAxisTitle: "t (s)", valueAxisTitle: "progress", timeRange: timeRange,
                                  value: { function.progress(at: $0 / duration) }, referenceValues: [0, 1])
        case let .spring(mass, stiffness, damping, _, _, _):
            let spring = springCurve!
            return PlottableCurve(
                title: "spring: mass \(CurveTitle.number(mass, decimals: 2)), stiffness \(CurveTitle.number(stiffness, decimals: 2)), "
                    + "damping \(CurveTitle.number(damping, decimals: 2))",
                timeAxisTitle: "t (s)", valueAxisTitle: "progress", timeRange: timeRange,
                value: { spring.value(at: $0) }, referenceValues: [0, 1],
                settling: SettlingAnnotation(target: 1, tolerance: SettlingAnnotation.springTolerance,
                                             time: spring.settlingDuration))
        case let .keyframes(values, keyTimes, isNumeric, mode, timing, segmentTimings, duration):
            let function = Self.timingFunction(timing)
            let track = Self.track(values: values, keyTimes: keyTimes, mode: mode, segmentTimings: segmentTimings)
            let title = "keyframes: \(values.count) values, \(CurveTitle.words(mode)), \(CurveTitle.number(duration)) s"
            guard let track else {
                return PlottableCurve(title: title, timeAxisTitle: "t (s)", timeRange: timeRange, value: { _ in 0 })
            }
            return PlottableCurve(title: title, timeAxisTitle: "t (s)", valueAxisTitle: isNumeric ? "value" : "change",
                                  timeRange: timeRange, value: { track.value(at: function.progress(at: $0 / duration)) },
                                  referenceValues: isNumeric ? [] : [0, 1],
                                  keyPoints: KeyframeKeyPoints.keyPoints(of: track, timing: function, duration: duration))
        }
    }

    /// The keyframe track as Core Animation would build it; evenly spaced linear
    /// keyframes when the animation's own settings are inconsistent.
    static func track(values: [Double], keyTimes: [Double]?, mode: String, segmentTimings: [[Double]]?) -> KeyframeTrack<Double>? {
        let functions: [UnitBezier]? = segmentTimings?.map { timingFunction($0).unitBezier }
        let calculationMode = CAAnimationCalculationMode(rawValue: mode)
        if let track = try? KeyframeTrack<Double>(values: values, keyTimes: keyTimes, timingFunctions: functions,
                                                  calculationMode: calculationMode, tensionValues: nil,
                                                  continuityValues: nil, biasValues: nil) {
            return track
        }
        return try? KeyframeTrack<Double>(values: values.isEmpty ? [0] : values, keyTimes: nil, timingFunctions: nil,
                                          calculationMode: .linear, tensionValues: nil, continuityValues: nil,
                                          biasValues: nil)
    }

    /// "easeInEaseOut" for the named curves, else the control points.
    static func bezierName(_ points: [Double]) -> String {
        let names: [(String, [Double])] = [("linear", [0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]),
                                           ("easeOut", [0, 0, 0.58, 1]), ("easeInEaseOut", [0.42, 0, 0.58, 1]),
                                           ("default", [0.25, 0.1, 0.25, 1])]
        if let name = names.first(where: { zip($0.1, points).allSatisfy { abs($0 - $1) < 1e-4 } }) { return name.0 }
        return "bezier(" + points.map { CurveTitle.number($0) }.joined(separator: ", ") + ")"
    }
}

// TEMPORARY: stand-ins for the curve APIs other branches are writing, with the
// contract's signatures, so the CLI builds before they land. Delete on merge.
import Foundation
import Segue

struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let linear = Self(rawValue: "linear"), easeIn = Self(rawValue: "easeIn"), easeOut = Self(rawValue: "easeOut")
    static let easeInEaseOut = Self(rawValue: "easeInEaseOut"), `default` = Self(rawValue: "default")
}

final class CAMediaTimingFunction: NSObject, Sendable {
    let bezier: UnitBezier
    init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: bezier = UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        case .easeOut: bezier = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
        case .easeInEaseOut: bezier = UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        case .default: bezier = UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        default: bezier = .linear
        }
    }
    init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        bezier = UnitBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
    }
    func progress(at fraction: Double) -> Double { bezier.solve(fraction) }
}

enum SpringParameterError: Error { case invalid(String) }

struct SpringCurve: Sendable {
    var omega0: Double, zeta: Double, v: Double
    static func uiView(duration: Double, dampingRatio: Double, initialVelocity: Double) -> SpringCurve {
        let z = min(max(dampingRatio, 1.19e-7), 0.999999)
        let w = log(z / (0.001 * (1 - z * z).squareRoot())) / (z * duration)
        return SpringCurve(omega0: w, zeta: z, v: initialVelocity)
    }
    init(omega0: Double, zeta: Double, v: Double) { self.omega0 = omega0; self.zeta = zeta; self.v = v }
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) throws(SpringParameterError) {
        guard mass > 0, stiffness > 0, damping >= 0 else { throw .invalid("mass and stiffness must be > 0") }
        omega0 = (stiffness / mass).squareRoot(); zeta = min(damping / (2 * (stiffness * mass).squareRoot()), 0.999999); v = initialVelocity
    }
    static func bounce(duration: Double, bounce: Double, initialVelocity: Double) throws(SpringParameterError) -> SpringCurve {
        guard duration > 0, bounce > -1, bounce <= 1 else { throw .invalid("bounce must be in (-1, 1]") }
        return SpringCurve(omega0: 2 * .pi / duration, zeta: min(bounce >= 0 ? 1 - bounce : 1 / (1 + bounce), 0.999999), v: initialVelocity)
    }
    func value(at t: Double) -> Double {
        let wd = omega0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega0 * t) * (cos(wd * t) + (zeta * omega0 - v) / wd * sin(wd * t))
    }
    var settlingDuration: Double {
        let wd = omega0 * (1 - zeta * zeta).squareRoot()
        return log((1 + abs((zeta * omega0 - v) / wd)) / 0.001) / (zeta * omega0)
    }
}

struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let linear = Self(rawValue: "linear"), discrete = Self(rawValue: "discrete"), paced = Self(rawValue: "paced")
    static let cubic = Self(rawValue: "cubic"), cubicPaced = Self(rawValue: "cubicPaced")
}

enum KeyframeTrackError: Error { case invalid(String) }

struct KeyframeTrack<Value: Sendable>: Sendable {
    var values: [Double], keyTimes: [Double], discrete: Bool
    init(values: [Value], keyTimes: [Double]?, timingFunctions: [CAMediaTimingFunction]?, calculationMode: CAAnimationCalculationMode,
         tensionValues: [Double]?, continuityValues: [Double]?, biasValues: [Double]?) throws(KeyframeTrackError) {
        guard !values.isEmpty else { throw .invalid("values must not be empty") }
        self.values = values.map { $0 as! Double }
        let n = values.count
        self.keyTimes = keyTimes ?? (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        discrete = calculationMode == .discrete
    }
    func value(at fraction: Double) -> Double {
        guard values.count > 1 else { return values[0] }
        if fraction <= keyTimes[0] { return values[0] }
        for i in 1..<values.count where fraction < keyTimes[i] {
            if discrete { return values[i - 1] }
            let u = (fraction - keyTimes[i - 1]) / (keyTimes[i] - keyTimes[i - 1])
            return values[i - 1] + (values[i] - values[i - 1]) * u
        }
        return values[values.count - 1]
    }
}

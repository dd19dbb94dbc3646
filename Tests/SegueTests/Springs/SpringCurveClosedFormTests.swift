import Foundation
import Testing
@testable import Segue

/// The reference's closed forms for p(t), written out directly (cos + B·sin, r1 and r2 as
/// given), independently of SpringCurve's folded coefficients.
private func referenceProgress(mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double, at t: Double) -> Double {
    let w0 = (k / m).squareRoot()
    let z = c / (2 * (k * m).squareRoot())
    if z < 1 {
        let wd = w0 * (1 - z * z).squareRoot()
        return 1 - exp(-z * w0 * t) * (cos(wd * t) + ((z * w0 - v) / wd) * sin(wd * t))
    }
    if z == 1 {
        return 1 - exp(-w0 * t) * (1 + (w0 - v) * t)
    }
    let r1 = -w0 * (z - (z * z - 1).squareRoot())
    let r2 = -w0 * (z + (z * z - 1).squareRoot())
    let c1 = (r2 + v) / (r1 - r2)
    let c2 = -(r1 + v) / (r1 - r2)
    return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
}

/// The derivative of the reference forms, differentiated by hand.
private func referenceVelocity(mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double, at t: Double) -> Double {
    let w0 = (k / m).squareRoot()
    let z = c / (2 * (k * m).squareRoot())
    if z < 1 {
        let wd = w0 * (1 - z * z).squareRoot()
        let sigma = z * w0
        let b = (sigma - v) / wd
        return exp(-sigma * t) * (v * cos(wd * t) + (sigma * b + wd) * sin(wd * t))
    }
    if z == 1 {
        return exp(-w0 * t) * (v + w0 * (w0 - v) * t)
    }
    let r1 = -w0 * (z - (z * z - 1).squareRoot())
    let r2 = -w0 * (z + (z * z - 1).squareRoot())
    let c1 = (r2 + v) / (r1 - r2)
    let c2 = -(r1 + v) / (r1 - r2)
    return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
}

/// (mass, stiffness, damping, initial velocity) covering the three regimes, with and
/// without velocity toward and away from the target.
private let springs: [(Double, Double, Double, Double)] = [
    (1, 100, 10, 0), (1, 100, 10, 3), (1, 100, 10, -4), (2, 300, 5, 12), (0.5, 40, 0.4, 0),
    (1, 100, 20, 0), (1, 100, 20, 5), (1, 100, 20, -5), (4, 25, 20, 30),
    (1, 100, 30, 0), (1, 100, 30, 8), (1, 100, 30, -2), (3, 10, 60, 1),
]

private let times: [Double] = [0.001, 0.01, 0.05, 0.1, 0.173, 0.25, 0.5, 0.75, 1, 1.5, 2.5, 4, 7]

@Suite struct SpringCurveClosedFormTests {
    @Test(arguments: springs)
    func valueMatchesTheReferenceClosedForm(mass: Double, stiffness: Double, damping: Double, velocity: Double) throws {
        let curve = try SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        for t in times {
            let expected = referenceProgress(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, at: t)
            #expect(abs(curve.value(at: t) - expected) < 1e-9, "t = \(t)")
        }
    }

    @Test(arguments: springs)
    func velocityMatchesTheReferenceDerivative(mass: Double, stiffness: Double, damping: Double, velocity: Double) throws {
        let curve = try SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        for t in times {
            let expected = referenceVelocity(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, at: t)
            #expect(abs(curve.velocity(at: t) - expected) < 1e-8, "t = \(t)")
        }
    }

    @Test(arguments: springs)
    func velocityMatchesAFiniteDifferenceOfValue(mass: Double, stiffness: Double, damping: Double, velocity: Double) throws {
        let curve = try SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        let h = 1e-6
        for t in times {
            let difference = (curve.value(at: t + h) - curve.value(at: t - h)) / (2 * h)
            #expect(abs(curve.velocity(at: t) - difference) < 1e-5 * max(1, abs(difference)), "t = \(t)")
        }
    }

    @Test(arguments: springs)
    func startsAtZeroWithTheInitialVelocityAndSettlesAtOne(mass: Double, stiffness: Double, damping: Double, velocity: Double) throws {
        let curve = try SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        #expect(curve.value(at: 0) == 0)
        #expect(abs(curve.velocity(at: 0) - velocity) < 1e-9)
        #expect(abs(curve.value(at: 200) - 1) < 1e-9)
        #expect(abs(curve.velocity(at: 200)) < 1e-9)
        #expect(curve.value(at: .infinity) == 1)
        #expect(curve.velocity(at: .infinity) == 0)
    }

    @Test(arguments: springs)
    func obeysTheSpringEquation(mass: Double, stiffness: Double, damping: Double, velocity: Double) throws {
        // m·p'' = −k·(p − 1) − c·p', with p'' from a central difference of the velocity.
        let curve = try SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        let h = 1e-6
        for t in times {
            let acceleration = (curve.velocity(at: t + h) - curve.velocity(at: t - h)) / (2 * h)
            let force = -stiffness * (curve.value(at: t) - 1) - damping * curve.velocity(at: t)
            #expect(abs(mass * acceleration - force) < 1e-4 * max(1, abs(force)), "t = \(t)")
        }
    }

    @Test func regimeFollowsTheDampingRatio() throws {
        let under = try SpringCurve(mass: 1, stiffness: 100, damping: 10)
        let critical = try SpringCurve(mass: 1, stiffness: 100, damping: 20)
        let over = try SpringCurve(mass: 1, stiffness: 100, damping: 30)
        #expect(under.dampingRatio == 0.5)
        #expect(critical.dampingRatio == 1)
        #expect(over.dampingRatio == 1.5)
        #expect(under.undampedAngularFrequency == 10)
        // Only the under-damped spring overshoots.
        #expect((0..<400).map { under.value(at: Double($0) / 100) }.max()! > 1)
        #expect((0..<400).map { critical.value(at: Double($0) / 100) }.max()! < 1)
        #expect((0..<400).map { over.value(at: Double($0) / 100) }.max()! < 1)
    }

    @Test func dampingRatioWithinToleranceOfOneIsEvaluatedAsCritical() throws {
        let exact = try SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
        let offsets: [Double] = [-1e-10, 1e-10, -2e-9, 2e-9, -1e-7, 1e-7]
        for damping in offsets.map({ 20 * (1 + $0) }) {
            let near = try SpringCurve(mass: 1, stiffness: 100, damping: damping, initialVelocity: 2)
            for t in times {
                #expect(abs(near.value(at: t) - exact.value(at: t)) < 1e-6, "c = \(damping), t = \(t)")
                #expect(abs(near.velocity(at: t) - exact.velocity(at: t)) < 1e-5, "c = \(damping), t = \(t)")
            }
        }
    }

    @Test func beforeTheStartTheSpringHasNotMoved() throws {
        let curve = try SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5)
        #expect(curve.value(at: -0.5) == 0)
        #expect(curve.value(at: -.infinity) == 0)
        #expect(curve.value(at: .nan) == 0)
        #expect(curve.velocity(at: -0.5) == 0)
        #expect(curve.velocity(at: .nan) == 0)
    }

    @Test func undampedSpringOscillatesForeverButIsNeverNaN() throws {
        let curve = try SpringCurve(mass: 1, stiffness: 4, damping: 0)
        #expect(curve.dampingRatio == 0)
        // p = 1 − cos(2t).
        for t in times {
            #expect(abs(curve.value(at: t) - (1 - cos(2 * t))) < 1e-9)
        }
        for t in [1e10, 1e300, .greatestFiniteMagnitude, .infinity] {
            #expect(curve.value(at: t).isFinite)
            #expect(curve.velocity(at: t).isFinite)
        }
    }

    @Test(arguments: springs)
    func hugeTimesGiveOneNotNaN(mass: Double, stiffness: Double, damping: Double, velocity: Double) throws {
        let curve = try SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        for t in [1e6, 1e200, .greatestFiniteMagnitude] {
            #expect(curve.value(at: t) == 1)
            #expect(curve.velocity(at: t) == 0)
        }
    }

    @Test func extremeButValidParametersNeverGiveNaN() throws {
        let extremes: [(Double, Double, Double, Double)] = [
            (1e-12, 1e12, 1, 0), (1e6, 1e-6, 1e-3, 1e3), (1, 1e-300, 1, 0), (1, 1, 1e150, 0),
            (1, 1e10, 1e-10, -1e6), (1, 100, 20 * (1 + 1e-15), 1e3),
        ]
        for (m, k, c, v) in extremes {
            let curve = try SpringCurve(mass: m, stiffness: k, damping: c, initialVelocity: v)
            for t in [0, 1e-9, 1e-3, 0.1, 1, 10, 1e6, .infinity] {
                #expect(curve.value(at: t).isFinite, "\(curve) at \(t)")
                #expect(curve.velocity(at: t).isFinite, "\(curve) at \(t)")
            }
        }
    }
}

import Foundation
import Testing
@testable import Segue

/// Runs `body` and returns its result with the diagnostics it reported.
private func collectingDiagnostics<T>(_ body: () -> T) -> (T, [String]) {
    let collector = SegueDiagnostics.Collector()
    let result = SegueDiagnostics.$sink.withValue(collector.sink) { body() }
    return (result, collector.messages)
}

/// The closed form for ω0 with v = 0 and ζ < 1: ln(ζ / (ε·√(1 − ζ²))) / (ζ·T).
private func closedFormOmega0(duration t: Double, dampingRatio z: Double) -> Double {
    log(z / (0.001 * (1 - z * z).squareRoot())) / (z * t)
}

@Suite struct UIViewSpringMappingTests {
    @Test func referenceSpringMatchesEveryReferenceValue() {
        let (curve, messages) = collectingDiagnostics {
            SpringCurve.uiView(duration: 1, dampingRatio: 0.5, initialVelocity: 0)
        }
        #expect(messages.isEmpty)
        #expect(curve.mass == 1)
        #expect(abs(curve.undampedAngularFrequency - 12.716898) < 1e-6)
        #expect(abs(curve.stiffness - 161.7195) < 5e-5)
        #expect(abs(curve.damping - 12.7169) < 5e-5)
        #expect(abs(curve.dampingRatio - 0.5) < 1e-12)
        #expect(abs(curve.value(at: 0.1) - 0.487823) < 1e-6)
        #expect(abs(curve.value(at: 0.25) - 1.144223) < 1e-6)
        #expect(abs(curve.value(at: 0.5) - 0.987155) < 1e-6)
        #expect(abs(curve.value(at: 1.0) - 1.000969) < 1e-6)
    }

    @Test func referenceSpringIsTheClosedFormsStiffnessAndDamping() {
        let curve = SpringCurve.uiView(duration: 1, dampingRatio: 0.5, initialVelocity: 0)
        let omega0 = closedFormOmega0(duration: 1, dampingRatio: 0.5)
        #expect(abs(curve.stiffness - omega0 * omega0) < 1e-6)
        #expect(abs(curve.damping - omega0) < 1e-6)
    }

    @Test(arguments: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10])
    func withoutVelocityOmega0IsTheClosedForm(duration: Double) {
        for zeta in [0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9, 0.99] {
            let curve = SpringCurve.uiView(duration: duration, dampingRatio: zeta, initialVelocity: 0)
            let expected = closedFormOmega0(duration: duration, dampingRatio: zeta)
            #expect(abs(curve.undampedAngularFrequency - expected) < 1e-6 * max(1, expected), "ζ = \(zeta)")
            #expect(abs(curve.dampingRatio - zeta) < 1e-12)
        }
    }

    @Test(arguments: [0.1, 0.5, 1, 2])
    func criticallyDampedOmega0SolvesTheCriticalEnvelopeEquation(duration: Double) {
        for velocity in [-10.0, -1, 0, 1, 3] {
            let curve = SpringCurve.uiView(duration: duration, dampingRatio: 1, initialVelocity: velocity)
            let w = curve.undampedAngularFrequency
            let envelope = ((w - velocity) * duration + 1) * exp(-w * duration)
            #expect(abs(envelope - 0.001) < 1e-9, "v = \(velocity)")
            #expect(abs(curve.dampingRatio - 1) < 1e-12)
        }
    }

    @Test(arguments: [0.2, 0.5, 0.8])
    func withVelocityOmega0SolvesTheUnderDampedEnvelopeEquation(zeta: Double) {
        for velocity in [-5.0, -1, 0.5, 2] {
            let curve = SpringCurve.uiView(duration: 0.6, dampingRatio: zeta, initialVelocity: velocity)
            let w = curve.undampedAngularFrequency
            let wd = w * (1 - zeta * zeta).squareRoot()
            let envelope = abs((zeta * w - velocity) / wd) * exp(-zeta * w * 0.6)
            #expect(abs(envelope - 0.001) < 1e-9, "v = \(velocity)")
            #expect(curve.initialVelocity == velocity)
            #expect(abs(curve.velocity(at: 0) - velocity) < 1e-9)
        }
    }

    @Test func manyDurationsRatiosAndVelocitiesGiveFinitePositiveSprings() {
        let durations = [0.01, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 2, 5, 10]
        let ratios = [1.19e-7, 1e-4, 1e-3, 0.002, 0.01, 0.05, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 0.999999, 1]
        let velocities = [-1e6, -1000, -100, -20, -5, -1, 0, 0.5, 1, 2, 5, 10, 20, 50, 100, 1000, 1e6]
        let (failures, messages) = collectingDiagnostics { () -> [String] in
            var failures: [String] = []
            for t in durations {
                for z in ratios {
                    for v in velocities {
                        let curve = SpringCurve.uiView(duration: t, dampingRatio: z, initialVelocity: v)
                        let w = curve.undampedAngularFrequency
                        var ok = w.isFinite && w > 0 && curve.stiffness.isFinite && curve.damping.isFinite
                        ok = ok && abs(curve.dampingRatio - z) < 1e-9 && curve.initialVelocity == v
                        for i in 0...20 {
                            let time = t * Double(i) / 10
                            ok = ok && curve.value(at: time).isFinite && curve.velocity(at: time).isFinite
                        }
                        if !ok { failures.append("T \(t) ζ \(z) v \(v): \(curve)") }
                    }
                }
            }
            return failures
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(messages.isEmpty, "\(messages.prefix(5))")
    }

    @Test func newtonStepsFollowUIKitWhereTheyStayValid() throws {
        let omega0 = try #require(UIViewSpringMapping.newton(duration: 1, dampingRatio: 0.5, initialVelocity: 0))
        #expect(abs(omega0 - 12.716898) < 1e-6)
        // Only 12 iterations: from 5 with v = 20 and ζ = 0.01 they have not converged, and UIKit
        // uses the value all the same.
        let unconverged = try #require(UIViewSpringMapping.newton(duration: 0.8, dampingRatio: 0.01, initialVelocity: 20))
        let curve = SpringCurve.uiView(duration: 0.8, dampingRatio: 0.01, initialVelocity: 20)
        #expect(curve.undampedAngularFrequency == unconverged)
    }

    @Test func zeroDerivativeFallsBackToTheLargestRoot() {
        // ζ = 1, v = 1, T = 5: Newton starts at 5/T = v, where the derivative vanishes.
        #expect(UIViewSpringMapping.newton(duration: 5, dampingRatio: 1, initialVelocity: 1) == nil)
        let curve = SpringCurve.uiView(duration: 5, dampingRatio: 1, initialVelocity: 1)
        let w = curve.undampedAngularFrequency
        #expect(w > 1)
        #expect(abs(((w - 1) * 5 + 1) * exp(-w * 5) - 0.001) < 1e-12)
    }

    @Test func negativeIterateFallsBackToTheLargestRoot() {
        // ζ = 1, v = 20, T = 0.8: v·T = 16 > ln 1000, so there is no root: ω0 = v, p = 1 − e^(−vt).
        #expect(UIViewSpringMapping.newton(duration: 0.8, dampingRatio: 1, initialVelocity: 20) == nil)
        let curve = SpringCurve.uiView(duration: 0.8, dampingRatio: 1, initialVelocity: 20)
        #expect(curve.undampedAngularFrequency == 20)
        #expect(abs(curve.value(at: 0.3) - (1 - exp(-6))) < 1e-12)
        // ζ = 1, v = 2, T = 2: v·T = 4 < ln 1000: the largest root, beyond ω = v.
        let rooted = SpringCurve.uiView(duration: 2, dampingRatio: 1, initialVelocity: 2)
        let w = rooted.undampedAngularFrequency
        #expect(abs(((w - 2) * 2 + 1) * exp(-w * 2) - 0.001) < 1e-12)
    }

    @Test func ratioTooSmallToReachEpsilonUsesTheStartingGuess() {
        // ζ/√(1 − ζ²) < ε with v = 0: the envelope is below ε for every ω0.
        #expect(UIViewSpringMapping.newton(duration: 1, dampingRatio: 1e-4, initialVelocity: 0) == nil)
        let curve = SpringCurve.uiView(duration: 1, dampingRatio: 1e-4, initialVelocity: 0)
        #expect(curve.undampedAngularFrequency == 5)
        let tiny = SpringCurve.uiView(duration: 0.25, dampingRatio: 0, initialVelocity: 0)
        #expect(tiny.undampedAngularFrequency == 20)
        #expect(abs(tiny.dampingRatio - UIViewSpringMapping.minimumDampingRatio) < 1e-20)
    }

    @Test func largestRootSolvesTheEquationWhereverOneExists() {
        for (t, z, v) in [(1.0, 0.3, 50.0), (0.5, 0.05, 100), (2, 0.7, -30), (0.1, 0.5, 1000), (1, 0.001, 5)] {
            let w = UIViewSpringMapping.largestRoot(duration: t, dampingRatio: z, initialVelocity: v)
            let envelope = UIViewSpringMapping.envelope(w, duration: t, dampingRatio: z, initialVelocity: v)
            #expect(abs(envelope - 0.001) < 1e-9, "T \(t) ζ \(z) v \(v)")
            // Beyond it the envelope stays below ε.
            for factor in [1.01, 1.5, 3, 10] {
                let beyond = UIViewSpringMapping.envelope(w * factor, duration: t, dampingRatio: z, initialVelocity: v)
                #expect(beyond < 0.001)
            }
        }
    }

    @Test func dampingRatioAboveOneIsCriticalSilently() {
        let (curve, messages) = collectingDiagnostics {
            SpringCurve.uiView(duration: 0.5, dampingRatio: 1.8, initialVelocity: 0)
        }
        #expect(messages.isEmpty)
        #expect(curve == SpringCurve.uiView(duration: 0.5, dampingRatio: 1, initialVelocity: 0))
    }

    @Test func durationIsClampedToUIKitsRangeSilently() {
        let (pair, messages) = collectingDiagnostics {
            (SpringCurve.uiView(duration: 25, dampingRatio: 0.5, initialVelocity: 0),
             SpringCurve.uiView(duration: 0.001, dampingRatio: 0.5, initialVelocity: 0))
        }
        #expect(messages.isEmpty)
        #expect(pair.0 == SpringCurve.uiView(duration: 10, dampingRatio: 0.5, initialVelocity: 0))
        #expect(pair.1 == SpringCurve.uiView(duration: 0.01, dampingRatio: 0.5, initialVelocity: 0))
    }

    @Test func invalidDurationIsReplacedAndReported() {
        for (given, used) in [(Double.nan, 0.5), (0, 0.01), (-2, 0.01), (.infinity, 10), (-.infinity, 0.01)] {
            let (curve, messages) = collectingDiagnostics {
                SpringCurve.uiView(duration: given, dampingRatio: 0.5, initialVelocity: 0)
            }
            #expect(messages.count == 1, "T = \(given)")
            #expect(messages.first?.contains("duration") == true)
            #expect(curve == SpringCurve.uiView(duration: used, dampingRatio: 0.5, initialVelocity: 0))
        }
    }

    @Test func invalidDampingRatioIsReplacedAndReported() {
        let (nanCurve, nanMessages) = collectingDiagnostics {
            SpringCurve.uiView(duration: 1, dampingRatio: .nan, initialVelocity: 0)
        }
        #expect(nanMessages.count == 1)
        #expect(nanMessages.first?.contains("damping ratio") == true)
        #expect(nanCurve == SpringCurve.uiView(duration: 1, dampingRatio: 1, initialVelocity: 0))
        let (negativeCurve, negativeMessages) = collectingDiagnostics {
            SpringCurve.uiView(duration: 1, dampingRatio: -0.3, initialVelocity: 0)
        }
        #expect(negativeMessages.count == 1)
        #expect(abs(negativeCurve.dampingRatio - UIViewSpringMapping.minimumDampingRatio) < 1e-20)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteVelocityIsReplacedByZeroAndReported(velocity: Double) {
        let (curve, messages) = collectingDiagnostics {
            SpringCurve.uiView(duration: 1, dampingRatio: 0.5, initialVelocity: velocity)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("velocity") == true)
        #expect(curve == SpringCurve.uiView(duration: 1, dampingRatio: 0.5, initialVelocity: 0))
    }

    @Test func velocityTooLargeForTheSpringIsDroppedAndReported() {
        let (curve, messages) = collectingDiagnostics {
            SpringCurve.uiView(duration: 1, dampingRatio: 0.999_999_99, initialVelocity: 1e307)
        }
        #expect(messages.count == 1)
        #expect(curve.initialVelocity == 0)
        #expect(curve.value(at: 0.5).isFinite)
    }
}

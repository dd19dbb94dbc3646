import Foundation
import Testing
@testable import Segue

/// Whether `t` is a whole number of tenths of a second.
private func isMultipleOfATenth(_ t: Double) -> Bool {
    abs(t * 10 - (t * 10).rounded()) < 1e-9
}

@Suite struct SpringSettlingDurationTests {
    @Test func coreAnimationDefaultsSettleAtTheClosedForm() throws {
        // m 1, k 100, c 10: ζ = 0.5, ω0 = 10, ωd = 10·√0.75.
        let curve = try SpringCurve(mass: 1, stiffness: 100, damping: 10)
        let b = 5 / (10 * 0.75.squareRoot())
        let expected = log((1 + b) / 0.001) / 5
        #expect(abs(curve.settlingDuration - expected) < 1e-9)
        #expect(abs(curve.settlingDuration - 1.4727003) < 1e-6)
        #expect(SpringCurve.caSpring().settlingDuration == curve.settlingDuration)
    }

    @Test(arguments: [-6.0, -1, 2, 5, 30])
    func underDampedSettlingUsesTheInitialVelocity(velocity: Double) throws {
        let curve = try SpringCurve(mass: 2, stiffness: 300, damping: 8, initialVelocity: velocity)
        let w0 = (300.0 / 2).squareRoot()
        let z = 8 / (2 * (300.0 * 2).squareRoot())
        let wd = w0 * (1 - z * z).squareRoot()
        let expected = log((1 + abs((z * w0 - velocity) / wd)) / 0.001) / (z * w0)
        #expect(abs(curve.settlingDuration - expected) < 1e-9)
    }

    @Test func undampedSpringNeverSettles() throws {
        #expect(try SpringCurve(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    }

    @Test func criticallyDampedSpringSettlesAtTheFirstSettledTenth() throws {
        // 1 − p = e^(−10t)·(1 + 10t): 0.00123 at 0.9 s, 0.00050 at 1.0 s.
        let curve = try SpringCurve(mass: 1, stiffness: 100, damping: 20)
        #expect(curve.settlingDuration == 1.0)
    }

    @Test(arguments: [
        (1.0, 100.0, 20.0, 0.0), (1, 100, 20, 5), (1, 100, 20, -3), (1, 100, 20, 60),
        (1, 100, 30, 0), (1, 100, 30, 4), (1, 100, 50, 25), (2, 50, 40, -1), (1, 400, 40, 0),
    ])
    func criticalAndOverDampedSettleOnATenthAndStaySettledAfterIt(
        mass: Double, stiffness: Double, damping: Double, velocity: Double
    ) throws {
        let curve = try SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        let settling = curve.settlingDuration
        #expect(curve.dampingRatio >= 1)
        #expect(settling > 0)
        #expect(isMultipleOfATenth(settling))
        // Settled from there on: densely sampled, well past the 1 s the rule looks ahead.
        for i in 0...1_000 {
            let t = settling + Double(i) * 0.01
            #expect(abs(1 - curve.value(at: t)) < 0.001, "t = \(t)")
        }
        // The tenth before was not the start of a settled run.
        let before = (settling * 10).rounded() / 10 - 0.1
        let runBefore = (0...11).allSatisfy { abs(1 - curve.value(at: before + Double($0) * 0.1)) < 0.001 }
        #expect(!runBefore)
    }

    @Test func passingThroughTheTargetBeforeOvershootingRestartsTheSettledRun() throws {
        // ω0 = 10, v = 20: 1 − p = e^(−10t)·(1 − 10t) is 0 at the 0.1 s step, then the spring
        // overshoots by e^(−2) ≈ 0.135 at 0.2 s. The settled sample at 0.1 s must not count.
        let curve = try SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 20)
        #expect(abs(1 - curve.value(at: 0.1)) < 1e-12)
        #expect(abs(1 - curve.value(at: 0.2) + exp(-2)) < 1e-12)
        let settling = curve.settlingDuration
        #expect(settling > 0.2)
        #expect(isMultipleOfATenth(settling))
    }

    @Test func extremelyOverDampedSpringReportsTheSearchBound() throws {
        // r1 ≈ −1/(2·10⁶): it takes about 1.4·10⁷ s to settle.
        let curve = try SpringCurve(mass: 1, stiffness: 1, damping: 1e6)
        #expect(curve.settlingDuration == 10_000)
    }
}

import Testing
@testable import Segue

@Suite struct BounceSpringTests {
    @Test(arguments: [(0.5, 0.3), (1.2, 0), (0.35, 0.9), (2, 1)])
    func nonNegativeBounceGivesDampingRatioOneMinusBounce(duration: Double, bounce: Double) throws {
        let curve = try SpringCurve.bounce(duration: duration, bounce: bounce)
        let zeta = 1 - bounce
        let omega = 2 * Double.pi / duration
        #expect(curve.mass == 1)
        #expect(abs(curve.stiffness - omega * omega) < 1e-9 * omega * omega)
        #expect(abs(curve.damping - 4 * Double.pi * zeta / duration) < 1e-12)
        #expect(abs(curve.dampingRatio - zeta) < 1e-12)
    }

    @Test(arguments: [(0.5, -0.5), (1, -0.2), (0.8, -0.9)])
    func negativeBounceOverDamps(duration: Double, bounce: Double) throws {
        let curve = try SpringCurve.bounce(duration: duration, bounce: bounce)
        let zeta = 1 / (1 + bounce)
        #expect(zeta > 1)
        #expect(abs(curve.dampingRatio - zeta) < 1e-12)
        #expect(abs(curve.damping - 4 * Double.pi * zeta / duration) < 1e-9)
        // Over-damping is allowed: the curve never overshoots.
        #expect((1...500).allSatisfy { curve.value(at: Double($0) / 100) < 1 })
    }

    @Test func halfSecondBounceOfAThirdHasTheExpectedCoefficients() throws {
        // d = 0.5, b = 0.3: k = (4π)² = 157.913670, c = 4π·0.7/0.5 = 17.592919.
        let curve = try SpringCurve.bounce(duration: 0.5, bounce: 0.3)
        #expect(abs(curve.stiffness - 157.913670) < 1e-6)
        #expect(abs(curve.damping - 17.592919) < 1e-6)
    }

    @Test(arguments: [(0.5, 0.3), (1.2, 0), (0.35, -0.6), (2, 1), (0.7, -0.05)])
    func perceptualDurationAndBounceRoundTrip(duration: Double, bounce: Double) throws {
        let curve = try SpringCurve.bounce(duration: duration, bounce: bounce)
        #expect(abs(curve.perceptualDuration - duration) < 1e-12)
        #expect(abs(curve.bounce - bounce) < 1e-12)
    }

    @Test func initialVelocityIsKept() throws {
        let curve = try SpringCurve.bounce(duration: 0.5, bounce: 0.2, initialVelocity: 3)
        #expect(curve.initialVelocity == 3)
        #expect(abs(curve.velocity(at: 0) - 3) < 1e-9)
    }

    @Test(arguments: [0, -1, Double.nan, .infinity, 1e-300, 1e300])
    func durationMustBeFinitePositiveAndUsable(duration: Double) {
        #expect { try SpringCurve.bounce(duration: duration, bounce: 0) } throws: { error in
            (error as? SpringParameterError)?.parameter == .duration
        }
    }

    @Test(arguments: [-1, -2, 1.0001, Double.nan, .infinity, -.infinity])
    func bounceMustBeAboveMinusOneAndAtMostOne(bounce: Double) {
        #expect(throws: SpringParameterError(parameter: .bounce, value: bounce, requirement: "must be in (-1, 1]")) {
            try SpringCurve.bounce(duration: 0.5, bounce: bounce)
        }
    }

    @Test func velocityMustBeFinite() {
        #expect { try SpringCurve.bounce(duration: 0.5, bounce: 0, initialVelocity: .nan) } throws: { error in
            (error as? SpringParameterError)?.parameter == .initialVelocity
        }
    }
}

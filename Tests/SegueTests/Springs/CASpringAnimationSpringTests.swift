import Testing
@testable import Segue

/// Runs `body` and returns its result with the diagnostics it reported.
private func collectingDiagnostics<T>(_ body: () -> T) -> (T, [String]) {
    let collector = SegueDiagnostics.Collector()
    let result = SegueDiagnostics.$sink.withValue(collector.sink) { body() }
    return (result, collector.messages)
}

@Suite struct CASpringAnimationSpringTests {
    @Test func defaultsAreCoreAnimationsAndHalfCriticallyDamped() throws {
        let (curve, messages) = collectingDiagnostics { SpringCurve.caSpring() }
        #expect(messages.isEmpty)
        #expect(curve == (try SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)))
        #expect(curve.dampingRatio == 0.5)
    }

    @Test func validValuesAreUsedAsGiven() throws {
        let curve = SpringCurve.caSpring(mass: 2, stiffness: 300, damping: 12, initialVelocity: -3)
        #expect(curve == (try SpringCurve(mass: 2, stiffness: 300, damping: 12, initialVelocity: -3)))
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity])
    func invalidMassIsReplacedByOneAndReported(mass: Double) {
        let (curve, messages) = collectingDiagnostics { SpringCurve.caSpring(mass: mass, stiffness: 200) }
        #expect(curve.mass == 1)
        #expect(curve.stiffness == 200)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("mass") == true)
    }

    @Test(arguments: [0, -50, Double.nan, -Double.infinity])
    func invalidStiffnessIsReplacedByOneHundredAndReported(stiffness: Double) {
        let (curve, messages) = collectingDiagnostics { SpringCurve.caSpring(stiffness: stiffness) }
        #expect(curve.stiffness == 100)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("stiffness") == true)
    }

    @Test(arguments: [-1, Double.nan, .infinity])
    func invalidDampingIsReplacedByTenAndReported(damping: Double) {
        let (curve, messages) = collectingDiagnostics { SpringCurve.caSpring(damping: damping) }
        #expect(curve.damping == 10)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("damping") == true)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteVelocityIsReplacedByZeroAndReported(velocity: Double) {
        let (curve, messages) = collectingDiagnostics { SpringCurve.caSpring(initialVelocity: velocity) }
        #expect(curve.initialVelocity == 0)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("initialVelocity") == true)
    }

    @Test func overDampingIsClampedToCriticalUnlessAllowed() {
        let (clamped, messages) = collectingDiagnostics { SpringCurve.caSpring(stiffness: 100, damping: 35) }
        #expect(messages.isEmpty)
        #expect(clamped.damping == 20)
        #expect(clamped.dampingRatio == 1)
        let allowed = SpringCurve.caSpring(stiffness: 100, damping: 35, allowsOverdamping: true)
        #expect(allowed.damping == 35)
        #expect(allowed.dampingRatio == 1.75)
        #expect(allowed.value(at: 0.3) < clamped.value(at: 0.3))
    }

    @Test func zeroDampingIsValid() {
        let (curve, messages) = collectingDiagnostics { SpringCurve.caSpring(damping: 0) }
        #expect(messages.isEmpty)
        #expect(curve.damping == 0)
    }

    @Test func valuesThatOverflowTogetherFallBackToTheDefaultSpring() {
        let (curve, messages) = collectingDiagnostics {
            SpringCurve.caSpring(mass: .leastNonzeroMagnitude, stiffness: 1e300, damping: 1, initialVelocity: 0)
        }
        #expect(messages.count == 1)
        #expect(curve == SpringCurve.caSpring())
    }

    @Test func velocityThatOverflowsIsDroppedAndReported() {
        let (curve, messages) = collectingDiagnostics {
            SpringCurve.caSpring(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-8), initialVelocity: 1e308)
        }
        #expect(messages.count == 1)
        #expect(curve.initialVelocity == 0)
        #expect(curve.stiffness == 100)
    }
}

import Testing
@testable import Segue

@Suite struct SpringCurveValidationTests {
    @Test(arguments: [0, -1, Double.nan, Double.infinity, -Double.infinity])
    func massMustBeFiniteAndPositive(mass: Double) {
        #expect(throws: SpringParameterError(parameter: .mass, value: mass, requirement: "must be finite and greater than 0")) {
            try SpringCurve(mass: mass, stiffness: 100, damping: 10)
        }
    }

    @Test(arguments: [0, -5, Double.nan, Double.infinity])
    func stiffnessMustBeFiniteAndPositive(stiffness: Double) {
        #expect(throws: SpringParameterError(parameter: .stiffness, value: stiffness, requirement: "must be finite and greater than 0")) {
            try SpringCurve(mass: 1, stiffness: stiffness, damping: 10)
        }
    }

    @Test(arguments: [-0.001, Double.nan, Double.infinity, -Double.infinity])
    func dampingMustBeFiniteAndNotNegative(damping: Double) {
        #expect(throws: SpringParameterError(parameter: .damping, value: damping, requirement: "must be finite and not negative")) {
            try SpringCurve(mass: 1, stiffness: 100, damping: damping)
        }
    }

    @Test(arguments: [Double.nan, Double.infinity, -Double.infinity])
    func initialVelocityMustBeFinite(velocity: Double) {
        #expect(throws: SpringParameterError(parameter: .initialVelocity, value: velocity, requirement: "must be finite")) {
            try SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: velocity)
        }
    }

    @Test func zeroDampingIsAllowed() throws {
        #expect(try SpringCurve(mass: 1, stiffness: 100, damping: 0).dampingRatio == 0)
    }

    @Test func errorDescriptionNamesTheParameterAndValue() {
        do {
            _ = try SpringCurve(mass: -2, stiffness: 100, damping: 10)
            Issue.record("expected an error")
        } catch {
            #expect(error.parameter == .mass)
            #expect(error.description.contains("mass"))
            #expect(error.description.contains("-2.0"))
        }
    }

    @Test func parametersWhoseRatioOverflowsAreRejected() {
        #expect { try SpringCurve(mass: .leastNonzeroMagnitude, stiffness: 1e300, damping: 1) } throws: { error in
            (error as? SpringParameterError)?.parameter == .stiffness
        }
        #expect { try SpringCurve(mass: 1e-300, stiffness: 1e-300, damping: 1e300) } throws: { error in
            (error as? SpringParameterError)?.parameter == .damping
        }
        #expect { try SpringCurve(mass: 1e-10, stiffness: 1, damping: 1e300) } throws: { error in
            (error as? SpringParameterError)?.parameter == .damping
        }
        #expect { try SpringCurve(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-8), initialVelocity: 1e308) } throws: { error in
            (error as? SpringParameterError)?.parameter == .initialVelocity
        }
    }

    @Test func errorsWithNaNValuesCompareEqual() {
        let a = SpringParameterError(parameter: .mass, value: .nan, requirement: "x")
        #expect(a == SpringParameterError(parameter: .mass, value: .nan, requirement: "x"))
        #expect(a != SpringParameterError(parameter: .mass, value: 1, requirement: "x"))
        #expect(a != SpringParameterError(parameter: .stiffness, value: .nan, requirement: "x"))
    }

    @Test func curvesAreEqualByTheirFourParameters() throws {
        let a = try SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1)
        let b = try SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != (try SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)))
        #expect(a.description.contains("stiffness: 100.0"))
    }
}

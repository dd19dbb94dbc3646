import Foundation
import Testing
@testable import Segue

/// Runs `body` and returns its result with the diagnostics it reported.
private func collectingDiagnostics<T>(_ body: () -> T) -> (T, [String]) {
    let collector = SegueDiagnostics.Collector()
    let result = SegueDiagnostics.$sink.withValue(collector.sink) { body() }
    return (result, collector.messages)
}

@Suite struct UISpringTimingParametersTests {
    @Test func defaultIsCriticallyDampedWithoutVelocity() {
        let (curve, messages) = collectingDiagnostics { UISpringTimingParameters().springCurve(forDuration: 0.6) }
        #expect(messages.isEmpty)
        #expect(abs(curve.dampingRatio - 1) < 1e-12)
        #expect(curve.initialVelocity == 0)
        #expect(curve == SpringCurve.uiView(duration: 0.6, dampingRatio: 1, initialVelocity: 0))
        #expect(UISpringTimingParameters().initialVelocity == .zero)
    }

    @Test func providesItselfAsSpringParametersAndNoCubic() {
        let parameters = UISpringTimingParameters(dampingRatio: 0.7)
        let provider: any UITimingCurveProvider = parameters
        #expect(provider.timingCurveType == .spring)
        #expect(provider.springTimingParameters === parameters)
        #expect(provider.cubicTimingParameters == nil)
    }

    @Test func dampingRatioFormUsesTheUIViewMappingWithTheAnimatorsDuration() {
        let parameters = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: -1))
        #expect(parameters.initialVelocity == CGVector(dx: 2, dy: -1))
        #expect(parameters.springCurve(forDuration: 1)
            == SpringCurve.uiView(duration: 1, dampingRatio: 0.5, initialVelocity: 2))
        #expect(parameters.springCurve(forDuration: 0.4, component: .dy)
            == SpringCurve.uiView(duration: 0.4, dampingRatio: 0.5, initialVelocity: -1))
        // Without velocity, the reference spring.
        let reference = UISpringTimingParameters(dampingRatio: 0.5).springCurve(forDuration: 1)
        #expect(abs(reference.value(at: 0.25) - 1.144223) < 1e-6)
    }

    @Test func massStiffnessDampingFormIgnoresTheDuration() throws {
        let parameters = UISpringTimingParameters(
            mass: 2, stiffness: 300, damping: 12, initialVelocity: CGVector(dx: 0.5, dy: 4))
        let short = parameters.springCurve(forDuration: 0.2)
        let long = parameters.springCurve(forDuration: 5)
        #expect(short == long)
        #expect(short == (try SpringCurve(mass: 2, stiffness: 300, damping: 12, initialVelocity: 0.5)))
        #expect(parameters.springCurve(forDuration: 1, component: .dy).initialVelocity == 4)
    }

    @Test func massStiffnessDampingFormClampsOverDampingToCritical() {
        let curve = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 50, initialVelocity: .zero)
            .springCurve(forDuration: 1)
        #expect(curve.damping == 20)
        #expect(curve.dampingRatio == 1)
    }

    @Test func invalidPhysicalValuesAreReplacedOnceWhenMade() {
        let (parameters, messages) = collectingDiagnostics {
            UISpringTimingParameters(mass: -1, stiffness: .nan, damping: 10, initialVelocity: .zero)
        }
        #expect(messages.count == 2)
        let (curve, later) = collectingDiagnostics { parameters.springCurve(forDuration: 1) }
        #expect(later.isEmpty)
        #expect(curve == SpringCurve.caSpring())
    }

    @Test func durationAndBounceFormIsTheBounceSpringAndIgnoresTheDuration() throws {
        let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0.3, initialVelocity: CGVector(dx: 1, dy: 0))
        let curve = parameters.springCurve(forDuration: 3)
        #expect(curve == (try SpringCurve.bounce(duration: 0.5, bounce: 0.3, initialVelocity: 1)))
        #expect(curve == parameters.springCurve(forDuration: 0.1))
        let overDamped = UISpringTimingParameters(duration: 0.5, bounce: -0.5).springCurve(forDuration: 1)
        #expect(abs(overDamped.dampingRatio - 2) < 1e-12)
    }

    @Test func invalidDurationAndBounceAreReplacedAndReported() throws {
        let (parameters, messages) = collectingDiagnostics {
            [UISpringTimingParameters(duration: -1, bounce: 0.2),
             UISpringTimingParameters(duration: 0.5, bounce: .nan),
             UISpringTimingParameters(duration: 0.5, bounce: 3),
             UISpringTimingParameters(duration: 0.5, bounce: -4)]
        }
        #expect(messages.count == 4)
        let curves = parameters.map { $0.springCurve(forDuration: 1) }
        #expect(curves[0] == (try SpringCurve.bounce(duration: 0.5, bounce: 0.2)))
        #expect(curves[1] == (try SpringCurve.bounce(duration: 0.5, bounce: 0)))
        #expect(curves[2] == (try SpringCurve.bounce(duration: 0.5, bounce: 1)))
        #expect(curves[3] == (try SpringCurve.bounce(duration: 0.5, bounce: -0.999)))
    }

    @Test func nanDampingRatioIsReplacedByCriticalAndReported() {
        let (parameters, messages) = collectingDiagnostics { UISpringTimingParameters(dampingRatio: .nan) }
        #expect(messages.count == 1)
        #expect(parameters.springCurve(forDuration: 1) == SpringCurve.uiView(duration: 1, dampingRatio: 1, initialVelocity: 0))
    }

    @Test func nonFiniteVelocityComponentIsReplacedByZeroAndReported() {
        let (parameters, messages) = collectingDiagnostics {
            UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: CGFloat.nan, dy: 3))
        }
        #expect(messages.count == 1)
        #expect(parameters.initialVelocity == CGVector(dx: 0, dy: 3))
    }

    @Test func equalWhenDescribingTheSameSpring() {
        let a = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 1, dy: 2))
        let b = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 1, dy: 2))
        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(a != UISpringTimingParameters(dampingRatio: 0.6))
        #expect(a != UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 1, dy: 2)))
    }
}

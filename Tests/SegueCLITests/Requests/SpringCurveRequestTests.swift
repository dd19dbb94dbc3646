import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

@Suite struct SpringCurveRequestTests {
    static func request(duration: String? = nil, damping: String? = nil, velocity: String? = nil, mass: String? = nil,
                        stiffness: String? = nil, dampingCoefficient: String? = nil, bounce: String? = nil) throws(OptionValueError) -> SpringCurveRequest {
        try SpringCurveRequest(duration: duration, damping: damping, velocity: velocity, mass: mass,
                               stiffness: stiffness, dampingCoefficient: dampingCoefficient, bounce: bounce)
    }

    @Test func uiViewSpringMatchesTheReferenceValues() throws {
        let curve = try Self.request(duration: "1", damping: "0.5").curve()
        #expect(curve.timeRange == 0...1)
        for (t, p) in [(0.1, 0.487823), (0.25, 1.144223), (0.5, 0.987155), (1.0, 1.000969)] {
            #expect(abs(curve.value(t) - p) < 1e-6, "p(\(t))")
        }
    }

    @Test func uiViewSamplesAreTheLibrarysSpringInSeconds() throws {
        let request = try Self.request(duration: "0.6", damping: "0.7", velocity: "2")
        #expect(request.form == .uiView(duration: 0.6, dampingRatio: 0.7, velocity: 2))
        let spring = SpringCurve.uiView(duration: 0.6, dampingRatio: 0.7, initialVelocity: 2)
        let samples = CurveSampler.samples(of: try request.curve(), count: 101)
        #expect(samples.last?.t == 0.6)
        for sample in samples { #expect(sample.value == spring.value(at: sample.t)) }
    }

    @Test func caSpringRunsForItsSettlingDurationByDefault() throws {
        let curve = try Self.request(mass: "1", stiffness: "200", dampingCoefficient: "8").curve()
        let spring = SpringCurve.caSpring(mass: 1, stiffness: 200, damping: 8)
        #expect(curve.timeRange == 0...spring.settlingDuration)
        #expect(curve.settling == SettlingAnnotation(target: 1, tolerance: 0.001, time: spring.settlingDuration))
        for sample in CurveSampler.samples(of: curve, count: 51) { #expect(sample.value == spring.value(at: sample.t)) }
    }

    @Test func caSpringTakesCoreAnimationDefaultsForMissingParametersAndAnExplicitDuration() throws {
        let request = try Self.request(duration: "3", stiffness: "300")
        #expect(request.form == .caSpring(mass: 1, stiffness: 300, damping: 10, velocity: 0, duration: 3))
        let spring = SpringCurve.caSpring(mass: 1, stiffness: 300, damping: 10)
        let curve = try request.curve()
        #expect(curve.timeRange == 0...3)
        #expect(curve.value(0.2) == spring.value(at: 0.2))
    }

    @Test func caSpringLowersOverDampingToCriticalAsCoreAnimationDoes() throws {
        let curve = try Self.request(mass: "1", stiffness: "100", dampingCoefficient: "50").curve()
        let critical = try SpringCurve(mass: 1, stiffness: 100, damping: 20)
        #expect(abs(curve.value(0.3) - critical.value(at: 0.3)) < 1e-12)
        #expect(curve.timeRange.upperBound == critical.settlingDuration)
        #expect(curve.title == "caspringanimation: mass 1, stiffness 100, damping 50 -> critical 20")
    }

    @Test func caSpringSettlingTimeIsCoreAnimationsFormula() throws {
        // ζ = 0.5, ω0 = 10: ln((1 + ζω0/ωd)/ε)/(ζω0) with ωd = 10·√0.75.
        let curve = try Self.request(mass: "1", stiffness: "100", dampingCoefficient: "10").curve()
        let expected = log((1 + 5 / (10 * 0.75.squareRoot())) / 0.001) / 5
        #expect(abs(curve.timeRange.upperBound - expected) < 1e-9)
    }

    @Test func undampedSpringNeedsAnExplicitDuration() throws {
        #expect(throws: OptionValueError("--duration is required: this spring's settlingDuration is inf s")) {
            try Self.request(dampingCoefficient: "0").curve()
        }
        #expect(try Self.request(duration: "2", dampingCoefficient: "0").curve().timeRange == 0...2)
    }

    @Test func bounceSpringIsTheLibrarysIOS17Spring() throws {
        let request = try Self.request(duration: "0.5", velocity: "-1", bounce: "0.3")
        #expect(request.form == .bounce(duration: 0.5, bounce: 0.3, velocity: -1))
        let spring = try SpringCurve.bounce(duration: 0.5, bounce: 0.3, initialVelocity: -1)
        let samples = CurveSampler.samples(of: try request.curve(), count: 21)
        #expect(samples.last?.t == 0.5)
        for sample in samples { #expect(sample.value == spring.value(at: sample.t)) }
    }

    @Test func springFormsCannotBeMixed() {
        #expect(throws: OptionValueError("spring forms cannot be mixed: --damping (UIView) with --bounce (iOS 17)")) {
            try Self.request(duration: "1", damping: "0.5", bounce: "0.2")
        }
        #expect(throws: OptionValueError("spring forms cannot be mixed: --damping (UIView) with --mass (CASpringAnimation)")) {
            try Self.request(duration: "1", damping: "0.5", mass: "1")
        }
        #expect(throws: OptionValueError("spring forms cannot be mixed: --bounce (iOS 17) with --stiffness/--damping-coefficient (CASpringAnimation)")) {
            try Self.request(duration: "1", stiffness: "100", dampingCoefficient: "10", bounce: "0")
        }
    }

    @Test func aSpringNeedsOneForm() {
        #expect(throws: OptionValueError("spring needs --damping (UIView), --bounce (iOS 17) or --mass/--stiffness/--damping-coefficient (CASpringAnimation)")) {
            try Self.request(duration: "1")
        }
    }

    @Test func uiViewAndBounceFormsNeedADuration() {
        #expect(throws: OptionValueError("--duration is required with --damping (the UIView spring is derived from it)")) {
            try Self.request(damping: "0.5")
        }
        #expect(throws: OptionValueError("--duration is required with --bounce")) {
            try Self.request(bounce: "0.5")
        }
    }

    @Test func uiViewDurationMustBeInUIKitsRange() {
        #expect(throws: OptionValueError("--duration must be in [0.01, 10] with --damping (UIKit clamps a spring's duration to it), got \"20\"")) {
            try Self.request(duration: "20", damping: "0.5")
        }
    }

    @Test func dampingRatioMustBeANonNegativeNumber() {
        for text in ["abc", "-0.5", "nan"] {
            #expect(throws: OptionValueError("--damping must be a number >= 0, got \"\(text)\"")) {
                try Self.request(duration: "1", damping: text)
            }
        }
    }

    @Test func aDampingRatioAboveOneIsAcceptedAndCriticallyDampedAsUIKitClampsIt() throws {
        let curve = try Self.request(duration: "1", damping: "1.5").curve()
        let critical = SpringCurve.uiView(duration: 1, dampingRatio: 1, initialVelocity: 0)
        for t in [0.1, 0.3, 0.6, 1.0] {
            #expect(abs(curve.value(t) - critical.value(at: t)) < 1e-12)
            #expect(curve.value(t) <= 1)
        }
        #expect(curve.title == "uiview spring: duration 1, damping 1.5 -> critical 1")
    }

    @Test func aDampingRatioOfZeroIsAcceptedAsUIKitsSmallestRatio() throws {
        let curve = try Self.request(duration: "1", damping: "0").curve()
        #expect(curve.value(0.5).isFinite)
    }

    @Test func numbersAreCheckedPerOption() {
        #expect(throws: OptionValueError("--duration must be a number > 0, got \"0\"")) {
            try Self.request(duration: "0", damping: "0.5")
        }
        #expect(throws: OptionValueError("--velocity must be a number, got \"fast\"")) {
            try Self.request(duration: "1", damping: "0.5", velocity: "fast")
        }
        #expect(throws: OptionValueError("--mass must be a number > 0, got \"-1\"")) {
            try Self.request(mass: "-1")
        }
        #expect(throws: OptionValueError("--stiffness must be a number > 0, got \"0\"")) {
            try Self.request(stiffness: "0")
        }
        #expect(throws: OptionValueError("--damping-coefficient must be a number >= 0, got \"-2\"")) {
            try Self.request(dampingCoefficient: "-2")
        }
        #expect(throws: OptionValueError("--bounce must be a number in (-1, 1], got \"-1\"")) {
            try Self.request(duration: "1", bounce: "-1")
        }
    }

    @Test func titlesNameTheFormAndItsParameters() throws {
        #expect(try Self.request(duration: "1", damping: "0.5").curve().title == "uiview spring: duration 1, damping 0.5")
        #expect(try Self.request(duration: "0.5", bounce: "0.25").curve().title == "spring: duration 0.5, bounce 0.25")
    }
}

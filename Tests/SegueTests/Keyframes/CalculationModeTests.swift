import Testing
@testable import Segue

@Suite struct CalculationModeTests {
    @Test func rawValuesAreCoreAnimationsNames() {
        #expect(CAAnimationCalculationMode.linear.rawValue == "linear")
        #expect(CAAnimationCalculationMode.discrete.rawValue == "discrete")
        #expect(CAAnimationCalculationMode.paced.rawValue == "paced")
        #expect(CAAnimationCalculationMode.cubic.rawValue == "cubic")
        #expect(CAAnimationCalculationMode.cubicPaced.rawValue == "cubicPaced")
    }

    @Test func modesMadeFromRawValuesEqualTheNamedOnes() {
        #expect(CAAnimationCalculationMode(rawValue: "cubicPaced") == .cubicPaced)
        #expect(CAAnimationCalculationMode("paced") == .paced)
        #expect(Set(CAAnimationCalculationMode.allKnown).count == 5)
    }

    @Test func onlyTheFiveCoreAnimationModesAreKnown() {
        #expect(CAAnimationCalculationMode.allKnown.allSatisfy { $0.isKnown })
        #expect(!CAAnimationCalculationMode("bouncy").isKnown)
        #expect(CAAnimationCalculationMode("bouncy").description == "bouncy")
    }
}

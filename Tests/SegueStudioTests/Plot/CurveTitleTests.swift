import Testing
@testable import SegueStudio

/// `CurveTitle.number`: numbers as a person types them, to six decimals or fewer
/// (the curve panel's spring titles use two: "stiffness 61.69", not "61.685028").
@Suite struct CurveTitleTests {
    @Test func trailingZerosAndTheDotAreDropped() {
        #expect(CurveTitle.number(1.5) == "1.5")
        #expect(CurveTitle.number(100) == "100")
        #expect(CurveTitle.number(-0.0000001) == "0")
    }

    @Test func fewerDecimalsRound() {
        #expect(CurveTitle.number(61.685028, decimals: 2) == "61.69")
        #expect(CurveTitle.number(10, decimals: 0) == "10")
        #expect(CurveTitle.number(2.999, decimals: 2) == "3")
    }
}

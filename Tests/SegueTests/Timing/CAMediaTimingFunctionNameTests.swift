import Testing
@testable import Segue

@Suite struct CAMediaTimingFunctionNameTests {
    @Test func predefinedNamesHaveCoreAnimationsRawValues() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
    }

    @Test func namesWrappingTheSameStringAreEqual() {
        #expect(CAMediaTimingFunctionName(rawValue: "easeIn") == .easeIn)
        #expect(CAMediaTimingFunctionName("easeOut") == .easeOut)
        #expect(Set([CAMediaTimingFunctionName.linear, CAMediaTimingFunctionName("linear")]).count == 1)
    }

    @Test func predefinedNamesHaveTheReferenceControlPoints() throws {
        let expected: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 1, 1]),
            (.easeIn, [0.42, 0, 1, 1]),
            (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]),
            (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (name, points) in expected {
            let found = try #require(name.controlPoints)
            #expect([found.c1x, found.c1y, found.c2x, found.c2y] == points)
        }
    }

    @Test func unknownNameHasNoControlPoints() {
        #expect(CAMediaTimingFunctionName("bounceInOut").controlPoints == nil)
    }
}

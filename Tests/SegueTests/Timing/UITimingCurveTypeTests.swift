import Testing
@testable import Segue

@Suite struct UITimingCurveTypeTests {
    @Test func rawValuesAreUIKits() {
        #expect(UITimingCurveType.builtin.rawValue == 0)
        #expect(UITimingCurveType.cubic.rawValue == 1)
        #expect(UITimingCurveType.spring.rawValue == 2)
        #expect(UITimingCurveType.composed.rawValue == 3)
    }
}

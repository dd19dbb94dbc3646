import Foundation
import Testing
@testable import Segue

/// `CABasicAnimation`'s from/to/by resolve to fixed ends when two are set, and the
/// value under the animation matters only where Core Animation's rules read it:
/// relative ends or an additive animation. `readsCurrent(additive:)` says exactly
/// that, so a caller may skip reading the value under it.
@Suite struct BasicValuesTests {
    @Test func fixedEndsNotAdditiveIgnoreTheValueUnderThem() {
        let values = BasicValues<Double>(from: 10, to: 30, by: nil, captured: nil)
        #expect(!values.readsCurrent(additive: false))
        #expect(values.value(progress: 0.25, current: 0, additive: false, iteration: 0) == 15)
        #expect(values.value(progress: 0.25, current: 1_000, additive: false, iteration: 0) == 15)
    }

    @Test func additiveOrRelativeEndsReadTheValueUnderThem() {
        let fixed = BasicValues<Double>(from: 10, to: 30, by: nil, captured: nil)
        #expect(fixed.readsCurrent(additive: true))
        #expect(fixed.value(progress: 0.25, current: 100, additive: true, iteration: 0) == 115)
        let relative = BasicValues<Double>(from: nil, to: 30, by: nil, captured: nil)
        #expect(relative.readsCurrent(additive: false))
        #expect(relative.value(progress: 0.5, current: 10, additive: false, iteration: 0) == 20)
    }
}

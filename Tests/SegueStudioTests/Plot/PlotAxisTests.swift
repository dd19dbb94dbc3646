import Testing
@testable import SegueStudio

@Suite struct PlotAxisTests {
    @Test func unitIntervalGetsTicksEveryPointTwoLabelledToOneDecimal() {
        let axis = PlotAxis(minimum: 0, maximum: 1, targetTickCount: 5)
        #expect(axis.step == 0.2)
        #expect(axis.ticks.count == 6)
        #expect(axis.ticks.map(axis.label(for:)) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
    }

    @Test func labelsUseJustEnoughDecimalsForTheStep() {
        let tenths = PlotAxis(minimum: 0, maximum: 0.5, targetTickCount: 5)
        #expect(tenths.step == 0.1)
        #expect(tenths.ticks.map(tenths.label(for:)) == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5"])
        let fives = PlotAxis(minimum: -5, maximum: 10, targetTickCount: 3)
        #expect(fives.step == 5)
        #expect(fives.ticks.map(fives.label(for:)) == ["-5", "0", "5", "10"])
        let hundredths = PlotAxis(minimum: 0, maximum: 0.1, targetTickCount: 5)
        #expect(hundredths.label(for: 0.02) == "0.02")
    }

    @Test func stepsAreOneTwoOrFiveTimesAPowerOfTen() {
        for (minimum, maximum) in [(0.0, 1.7), (-5.0, 10.0), (0.0, 0.003), (100.0, 12345.0), (-1.0, -0.2)] {
            let axis = PlotAxis(minimum: minimum, maximum: maximum)
            let mantissa = axis.step / pow10(floorLog10(axis.step))
            #expect([1.0, 2.0, 5.0, 10.0].contains { abs($0 - mantissa) < 1e-9 }, "step \(axis.step)")
            #expect(axis.ticks.allSatisfy { $0 >= axis.lower - 1e-9 && $0 <= axis.upper + 1e-9 })
            #expect((2...12).contains(axis.ticks.count))
        }
    }

    @Test func paddingWidensTheIntervalOnBothSides() {
        let axis = PlotAxis(minimum: 0, maximum: 10, padding: 0.1)
        #expect(axis.lower == -1)
        #expect(axis.upper == 11)
        #expect(axis.fraction(of: 5) == 0.5)
    }

    @Test func aConstantOrNonFiniteRangeStillHasASpan() {
        let constant = PlotAxis(minimum: 3, maximum: 3)
        #expect(constant.lower < 3 && constant.upper > 3)
        let broken = PlotAxis(minimum: .nan, maximum: .infinity)
        #expect(broken.lower.isFinite && broken.upper.isFinite && broken.lower < broken.upper)
    }

    @Test func labelsNeverShowNegativeZero() {
        let axis = PlotAxis(minimum: -1, maximum: 1)
        #expect(axis.label(for: -1e-17) == axis.label(for: 0))
        #expect(!axis.label(for: -1e-17).hasPrefix("-"))
    }

    private func floorLog10(_ value: Double) -> Double { (log10(value) + 1e-12).rounded(.down) }
    private func pow10(_ exponent: Double) -> Double { pow(10, exponent) }
}

import Foundation

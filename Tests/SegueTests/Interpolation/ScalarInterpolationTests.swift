import Foundation
import Testing
@testable import Segue

@Suite struct ScalarInterpolationTests {
    @Test func doubleMovesAlongTheStraightLineAndExtrapolatesBeyondTheEnds() {
        #expect(Double.interpolate(from: 2, to: 6, fraction: 0) == 2)
        #expect(Double.interpolate(from: 2, to: 6, fraction: 0.25) == 3)
        #expect(Double.interpolate(from: 2, to: 6, fraction: 1) == 6)
        #expect(Double.interpolate(from: 2, to: 6, fraction: 1.5) == 8)
        #expect(Double.interpolate(from: 2, to: 6, fraction: -0.5) == 0)
    }

    @Test func doubleVectorOperationsAreArithmeticAndLengthIsAbsoluteValue() {
        #expect(Double.vectorZero == 0)
        #expect(Double.vectorSum(1.5, 2) == 3.5)
        #expect(Double.vectorDifference(1.5, 2) == -0.5)
        #expect((-3.0).vectorScaled(by: 0.5) == -1.5)
        #expect((-3.0).vectorLength == 3)
        #expect(2.0.vectorDistance(to: -1) == 3)
    }

    @Test func floatInterpolatesInDoubleAndRoundsOnce() {
        let value = Float.interpolate(from: 0.1, to: 0.7, fraction: 1.0 / 3.0)
        let exact = Double(Float(0.1)) + (Double(Float(0.7)) - Double(Float(0.1))) / 3
        #expect(value == Float(exact))
        #expect(Float.interpolate(from: 1, to: 3, fraction: 1.5) == 4)
    }

    @Test func floatVectorOperations() {
        #expect(Float.vectorZero == 0)
        #expect(Float.vectorSum(1, 2) == 3)
        #expect(Float.vectorDifference(1, 2) == -1)
        #expect(Float(4).vectorScaled(by: 0.25) == 1)
        #expect(Float(-2.5).vectorLength == 2.5)
    }

    @Test func cgFloatVectorOperationsAndInterpolation() {
        #expect(CGFloat.vectorZero == 0)
        #expect(CGFloat.vectorSum(1, 2) == 3)
        #expect(CGFloat.vectorDifference(1, 2) == -1)
        #expect(CGFloat(4).vectorScaled(by: 0.25) == 1)
        #expect(CGFloat(-2.5).vectorLength == 2.5)
        #expect(CGFloat.interpolate(from: 10, to: 20, fraction: 0.3) == 13)
        #expect(CGFloat.interpolate(from: 10, to: 20, fraction: -0.2) == 8)
    }
}

import Foundation
import Testing
@testable import Segue
import SegueTestSupport

@Suite struct RGBAColorTests {
    @Test func interpolatesStraightComponentsNotPremultiplied() {
        let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
        let halfway = RGBAColor.interpolate(from: red, to: .clear, fraction: 0.5)
        // Straight interpolation: red stays at 0.5 while alpha fades; premultiplied
        // interpolation would give red 0.5 / alpha 0.5 = 1 when un-premultiplied.
        #expect(halfway == RGBAColor(red: 0.5, green: 0, blue: 0, alpha: 0.5))
        let quarter = RGBAColor.interpolate(from: RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8),
                                            to: RGBAColor(red: 0.6, green: 0, blue: 1, alpha: 0),
                                            fraction: 0.25)
        #expect(abs(quarter.red - 0.3) < 1e-12)
        #expect(abs(quarter.green - 0.3) < 1e-12)
        #expect(abs(quarter.blue - 0.7) < 1e-12)
        #expect(abs(quarter.alpha - 0.6) < 1e-12)
    }

    @Test func overshootingInterpolationIsKeptRawAndClampedOnlyOnRequest() {
        let overshoot = RGBAColor.interpolate(from: .black, to: .white, fraction: 1.25)
        #expect(overshoot == RGBAColor(red: 1.25, green: 1.25, blue: 1.25, alpha: 1))
        #expect(overshoot.clamped == .white)
        let under = RGBAColor.interpolate(from: .white, to: .clear, fraction: 1.5)
        #expect(under.clamped == .clear)
    }

    @Test func clampedMapsNaNToZeroAndKeepsInRangeComponents() {
        let color = RGBAColor(red: .nan, green: 0.25, blue: -.infinity, alpha: .infinity)
        #expect(color.clamped == RGBAColor(red: 0, green: 0.25, blue: 0, alpha: 1))
        #expect(!color.isFinite)
        #expect(RGBAColor.white.isFinite)
    }

    @Test func namedColorsAndGray() {
        #expect(RGBAColor.black == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(RGBAColor.white == RGBAColor(red: 1, green: 1, blue: 1))
        #expect(RGBAColor.clear == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(RGBAColor(gray: 0.5, alpha: 0.25) == RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
    }

    @Test func vectorOperationsAreComponentWiseOverFourComponents() {
        let a = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let b = RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)
        let sum = RGBAColor.vectorSum(a, b)
        #expect(abs(sum.red - 0.6) < 1e-12 && abs(sum.green - 0.7) < 1e-12)
        #expect(abs(sum.blue - 0.8) < 1e-12 && abs(sum.alpha - 0.9) < 1e-12)
        let difference = RGBAColor.vectorDifference(b, a)
        #expect(abs(difference.red - 0.4) < 1e-12 && abs(difference.alpha - 0.1) < 1e-12)
        #expect(b.vectorScaled(by: 2) == RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(RGBAColor.vectorZero == .clear)
        #expect(RGBAColor.white.vectorLength == 2)
        #expect(RGBAColor.black.vectorDistance(to: .white) == 3.0.squareRoot())
    }

    @Test func premultipliedScalesColorByAlpha() {
        let color = RGBAColor(red: 0.8, green: 0.4, blue: 1, alpha: 0.5)
        #expect(color.premultiplied == RGBAColor(red: 0.4, green: 0.2, blue: 0.5, alpha: 0.5))
    }

    @Test func hashingFollowsEquality() {
        let set: Set<RGBAColor> = [.black, RGBAColor(red: 0, green: 0, blue: 0), .white]
        #expect(set.count == 2)
    }

    /// `rgba8` rounds each clamped component exactly as `(c * 255).rounded()`:
    /// checked at every half-step k + 0.5 and one ulp either side of it, at random
    /// values, and outside [0, 1] and not finite.
    @Test func rgba8RoundsHalvesAwayFromZeroLikeRounded() {
        func reference(_ value: Double) -> UInt8 {
            guard value.isFinite else { return 0 }
            return UInt8((min(max(value, 0), 1) * 255).rounded())
        }
        var values: [Double] = [0, -0.0, 1, 0.5, -1, 2, .nan, .infinity, -.infinity, .ulpOfOne, 1 - .ulpOfOne / 2,
                                .leastNonzeroMagnitude, 0.49999999999999994 / 255]
        for step in 0..<255 {
            let half = (Double(step) + 0.5) / 255
            values += [half, half.nextUp, half.nextDown, Double(step) / 255, (Double(step) / 255).nextUp]
            // The value whose product with 255 lands exactly on the half, when there is one.
            var lands = half
            for _ in 0..<4 where lands * 255 != Double(step) + 0.5 {
                lands = lands * 255 < Double(step) + 0.5 ? lands.nextUp : lands.nextDown
            }
            values += [lands, lands.nextUp, lands.nextDown]
        }
        var generator = SeededGenerator(seed: 0x5e9_0e19)
        for _ in 0..<20_000 { values.append(Double.random(in: -0.1...1.1, using: &generator)) }
        for value in values {
            let bytes = RGBAColor(red: value, green: value, blue: value, alpha: value).rgba8
            #expect(bytes.0 == reference(value) && bytes.3 == reference(value), "\(value)")
        }
    }
}

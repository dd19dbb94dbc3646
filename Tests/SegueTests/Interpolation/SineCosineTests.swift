import Foundation
import Testing
@testable import Segue

/// `sineAndCosine` is `sin` and `cos` in one call: the same values, bit for bit.
@Suite struct SineCosineTests {
    @Test(arguments: [0.0, -0.0, 1e-300, 0.5, -1.25, Double.pi / 2, Double.pi, 3 * Double.pi / 4, 1e6, -123_456.789])
    func givesExactlySinAndCos(_ angle: Double) {
        let (sine, cosine) = sineAndCosine(angle)
        #expect(sine.bitPattern == sin(angle).bitPattern)
        #expect(cosine.bitPattern == cos(angle).bitPattern)
    }

    @Test func nonFiniteAnglesGiveNaNAsSinAndCosDo() {
        for angle in [Double.infinity, -Double.infinity, Double.nan] {
            let (sine, cosine) = sineAndCosine(angle)
            #expect(sine.isNaN && cosine.isNaN)
        }
    }
}

import Foundation
import Testing
@testable import Segue

/// `CATransform3DIsExactlyIdentity` answers what `CATransform3DIsIdentity` does
/// for every transform: one entry changed at a time to values that compare
/// equal to 0 or 1 or not (−0, NaN, infinities, the smallest subnormal).
@Suite struct CATransform3DIsExactlyIdentityTests {
    @Test func itAgreesWithCATransform3DIsIdentityEntryByEntry() {
        #expect(MemoryLayout<CATransform3D>.size == 16 * MemoryLayout<Double>.size)
        #expect(CATransform3DIsExactlyIdentity(CATransform3DIdentity))
        let specials: [Double] = [0, -0.0, 1, -1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
                                  1 + .ulpOfOne, 1 - .ulpOfOne / 2, 2, 1e-300]
        for entry in 0..<16 {
            for special in specials {
                var t = CATransform3DIdentity
                withUnsafeMutableBytes(of: &t) { $0.storeBytes(of: special, toByteOffset: entry * 8, as: Double.self) }
                #expect(CATransform3DIsExactlyIdentity(t) == CATransform3DIsIdentity(t), "entry \(entry) = \(special)")
            }
        }
        #expect(!CATransform3DIsExactlyIdentity(CATransform3DMakeRotation(0.5, 0, 1, 0)))
        #expect(CATransform3DIsExactlyIdentity(CATransform3DMakeRotation(0, 0, 1, 0)))
    }
}

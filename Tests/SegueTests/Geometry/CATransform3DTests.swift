import Foundation
import Testing
@testable import Segue

@Suite struct CATransform3DTests {
    typealias Support = GeometryTestSupport

    @Test func initWithNoArgumentsIsAllZerosLikeAppleNotTheIdentity() {
        let zero = CATransform3D()
        #expect(Support.entries(zero).allSatisfy { $0 == 0 })
        #expect(!CATransform3DIsIdentity(zero))
    }

    @Test func memberwiseInitTakesTheSixteenEntriesRowByRow() {
        let t = CATransform3D(
            m11: 1, m12: 2, m13: 3, m14: 4,
            m21: 5, m22: 6, m23: 7, m24: 8,
            m31: 9, m32: 10, m33: 11, m34: 12,
            m41: 13, m42: 14, m43: 15, m44: 16
        )
        #expect(Support.entries(t) == (1...16).map(Double.init))
    }

    @Test func identityHasAUnitDiagonal() {
        #expect(Support.entries(CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    }

    @Test func isIdentityIsExact() {
        var almost = CATransform3DIdentity
        almost.m43 = 1e-300
        #expect(!CATransform3DIsIdentity(almost))
    }

    @Test func equalToTransformComparesEveryEntryExactly() {
        let t = Support.transform((1...16).map(Double.init))
        #expect(CATransform3DEqualToTransform(t, t))
        for index in 0..<16 {
            var entries = Support.entries(t)
            entries[index] += 0.5
            #expect(!CATransform3DEqualToTransform(t, Support.transform(entries)))
        }
    }

    @Test func codableIsAnUnkeyedListOfSixteenEntriesInRowOrder() throws {
        let t = Support.transform((1...16).map(Double.init))
        let data = try JSONEncoder().encode(t)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]")
        let decoded = try JSONDecoder().decode(CATransform3D.self, from: data)
        #expect(CATransform3DEqualToTransform(decoded, t))
    }

    @Test func decodingFifteenEntriesThrows() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CATransform3D.self, from: Data("[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15]".utf8))
        }
    }
}

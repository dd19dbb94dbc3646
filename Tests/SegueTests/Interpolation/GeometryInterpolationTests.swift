import Foundation
import Testing
@testable import Segue

@Suite struct GeometryInterpolationTests {
    @Test func pointInterpolatesEachCoordinateAlongAStraightLine() {
        let from = CGPoint(x: 10, y: -4), to = CGPoint(x: 30, y: 4)
        #expect(CGPoint.interpolate(from: from, to: to, fraction: 0.25) == CGPoint(x: 15, y: -2))
        #expect(CGPoint.interpolate(from: from, to: to, fraction: 1.5) == CGPoint(x: 40, y: 8))
    }

    @Test func pointVectorOperationsAndEuclideanLength() {
        #expect(CGPoint.vectorZero == .zero)
        #expect(CGPoint.vectorSum(CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 5)) == CGPoint(x: 4, y: 7))
        #expect(CGPoint.vectorDifference(CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 5)) == CGPoint(x: -2, y: -3))
        #expect(CGPoint(x: 2, y: -6).vectorScaled(by: 0.5) == CGPoint(x: 1, y: -3))
        #expect(CGPoint(x: 3, y: -4).vectorLength == 5)
        #expect(CGPoint(x: 1, y: 1).vectorDistance(to: CGPoint(x: 4, y: 5)) == 5)
    }

    @Test func sizeInterpolatesWidthAndHeight() {
        let size = CGSize.interpolate(from: CGSize(width: 100, height: 50), to: CGSize(width: 200, height: 0), fraction: 0.5)
        #expect(size == CGSize(width: 150, height: 25))
        #expect(CGSize.vectorZero == .zero)
        #expect(CGSize.vectorSum(CGSize(width: 1, height: 2), CGSize(width: 3, height: 4)) == CGSize(width: 4, height: 6))
        #expect(CGSize.vectorDifference(CGSize(width: 1, height: 2), CGSize(width: 3, height: 4)) == CGSize(width: -2, height: -2))
        #expect(CGSize(width: 6, height: 8).vectorScaled(by: 0.5) == CGSize(width: 3, height: 4))
        #expect(CGSize(width: 6, height: 8).vectorLength == 10)
    }

    @Test func rectInterpolatesAsTheFourVectorOfOriginAndSize() {
        let from = CGRect(x: 0, y: 10, width: 100, height: 40)
        let to = CGRect(x: 20, y: -10, width: 300, height: 0)
        let quarter = CGRect.interpolate(from: from, to: to, fraction: 0.25)
        #expect(quarter == CGRect(x: 5, y: 5, width: 150, height: 30))
        let overshoot = CGRect.interpolate(from: from, to: to, fraction: 1.5)
        #expect(overshoot == CGRect(x: 30, y: -20, width: 400, height: -20))
    }

    @Test func rectKeepsItsStoredComponentsWithoutStandardizing() {
        let negative = CGRect(x: 10, y: 10, width: -4, height: -2)
        let doubled = negative.vectorScaled(by: 2)
        #expect(doubled.origin == CGPoint(x: 20, y: 20))
        #expect(doubled.size == CGSize(width: -8, height: -4))
        let halfway = CGRect.interpolate(from: .vectorZero, to: negative, fraction: 0.5)
        #expect(halfway.size == CGSize(width: -2, height: -1))
    }

    @Test func rectVectorOperationsAndFourDimensionalLength() {
        let a = CGRect(x: 1, y: 2, width: 3, height: 4)
        let b = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(CGRect.vectorSum(a, b) == CGRect(x: 11, y: 22, width: 33, height: 44))
        #expect(CGRect.vectorDifference(b, a) == CGRect(x: 9, y: 18, width: 27, height: 36))
        #expect(CGRect.vectorZero == CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(abs(a.vectorLength - 30.0.squareRoot()) < 1e-12)
        #expect(CGRect(x: 1, y: -1, width: 1, height: -1).vectorLength == 2)
    }

    @Test func vectorInterpolatesDxAndDy() {
        let from = CGVector(dx: 0.0, dy: 2.0), to = CGVector(dx: 4.0, dy: -2.0)
        #expect(CGVector.interpolate(from: from, to: to, fraction: 0.5) == CGVector(dx: 2.0, dy: 0.0))
        #expect(CGVector.vectorZero == .zero)
        #expect(CGVector.vectorSum(from, to) == CGVector(dx: 4.0, dy: 0.0))
        #expect(CGVector.vectorDifference(from, to) == CGVector(dx: -4.0, dy: 4.0))
        #expect(to.vectorScaled(by: -0.5) == CGVector(dx: -2.0, dy: 1.0))
        #expect(CGVector(dx: -3.0, dy: 4.0).vectorLength == 5)
    }
}

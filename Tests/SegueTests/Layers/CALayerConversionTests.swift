import Foundation
import Testing
@testable import Segue

/// Converting points between layers with no common ancestor goes through each
/// layer's root, the roots' own geometry included, as Core Animation does.
@MainActor @Suite struct CALayerConversionTests {
    func root(at frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        return layer
    }

    @Test func layersInTwoTreesConvertThroughEachRootsPlace() {
        let left = root(at: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = root(at: CGRect(x: 200, y: 0, width: 100, height: 100))
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        right.addSublayer(child)
        // (250, 15) in the shared space is right's (50, 15) and the child's (40, 5).
        #expect(left.convert(CGPoint(x: 250, y: 15), to: child) == CGPoint(x: 40, y: 5))
        #expect(child.convert(CGPoint(x: 40, y: 5), to: left) == CGPoint(x: 250, y: 15))
    }

    @Test func aScaledRootScalesConversionsOutOfItsTree() {
        let big = root(at: CGRect(x: 0, y: 0, width: 100, height: 100))
        big.transform = CATransform3DMakeScale(2, 2, 1)
        let other = root(at: CGRect(x: 0, y: 0, width: 100, height: 100))
        // big's centre (50, 50) stays at (50, 50); its (60, 50) lands at (70, 50).
        #expect(big.convert(CGPoint(x: 60, y: 50), to: other) == CGPoint(x: 70, y: 50))
        #expect(other.convert(CGPoint(x: 70, y: 50), to: big) == CGPoint(x: 60, y: 50))
    }

    @Test func layersInOneTreeStillConvertThroughTheirCommonAncestorOnly() {
        let top = root(at: CGRect(x: 500, y: 500, width: 100, height: 100))
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        b.frame = CGRect(x: 30, y: 0, width: 10, height: 10)
        top.addSublayer(a)
        top.addSublayer(b)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -20, y: 0))
    }
}

import Foundation
import Testing
@testable import Segue

/// `UICollectionViewLayoutAttributes`: derived geometry, copy semantics and the
/// interpolation transitions use.
@MainActor
@Suite("UICollectionViewLayoutAttributes")
struct LayoutAttributesTests {
    /// Attributes with a subclass property, copied and compared as UIKit asks.
    final class TintedAttributes: UICollectionViewLayoutAttributes {
        var tint: CGFloat = 0
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! TintedAttributes
            copy.tint = tint
            return copy
        }
        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? TintedAttributes else { return false }
            return other.tint == tint && super.isEqual(object)
        }
    }

    @Test("frame, center, size and bounds are one geometry")
    func derivedGeometry() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(attributes.center == CGPoint(x: 60, y: 45))
        #expect(attributes.size == CGSize(width: 100, height: 50))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        attributes.center = CGPoint(x: 0, y: 0)
        #expect(attributes.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        attributes.bounds = CGRect(x: 7, y: 7, width: 10, height: 20)
        #expect(attributes.frame == CGRect(x: -5, y: -10, width: 10, height: 20))
        #expect(attributes.indexPath.item == 3 && attributes.indexPath.section == 1)
        #expect(attributes.representedElementCategory == .cell)
        #expect(attributes.representedElementKind == nil)
    }

    @Test("transform is the affine part of transform3D, and sets it")
    func affineTransform() {
        let attributes = UICollectionViewLayoutAttributes()
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(attributes.transform3D.m11 == 2 && attributes.transform3D.m22 == 3 && attributes.transform3D.m33 == 1)
        attributes.transform3D = CATransform3DMakeTranslation(5, 6, 7)
        #expect(attributes.transform == CGAffineTransform(translationX: 5, y: 6))
    }

    @Test("supplementary and decoration attributes carry their kind")
    func kinds() {
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2))
        #expect(header.representedElementCategory == .supplementaryView && header.representedElementKind == "header")
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: IndexPath(item: 0, section: 0))
        #expect(decoration.representedElementCategory == .decorationView && decoration.representedElementKind == "shelf")
    }

    @Test("copy() gives an equal, independent object of the same class, subclass values included")
    func copySemantics() {
        let original = TintedAttributes(forCellWith: IndexPath(item: 1, section: 0))
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.alpha = 0.5
        original.zIndex = 7
        original.isHidden = true
        original.tint = 0.25
        let copy = original.copy() as! TintedAttributes
        #expect(copy !== original)
        #expect(copy.isEqual(original))
        #expect(copy.tint == 0.25 && copy.zIndex == 7 && copy.isHidden && copy.alpha == 0.5)
        copy.alpha = 1
        copy.tint = 1
        #expect(original.alpha == 0.5 && original.tint == 0.25)
        #expect(!copy.isEqual(original))
        #expect(!UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0)).isEqual(original),
                "attributes of another class are not equal")
    }

    @Test("interpolation at 0, 0.25, 0.5 and 1: centre and size linear (so the frame too, about the centre), alpha linear, transform slerped")
    func interpolation() {
        let from = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 0))
        from.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        from.alpha = 1
        let to = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 0))
        to.frame = CGRect(x: 200, y: 400, width: 300, height: 100)
        to.alpha = 0
        to.zIndex = 3
        to.transform3D = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let expectations: [(CGFloat, CGRect, CGFloat, CGFloat)] = [
            (0, CGRect(x: 0, y: 0, width: 100, height: 100), 1, 0),
            (0.25, CGRect(x: 50, y: 100, width: 150, height: 100), 0.75, .pi / 8),
            (0.5, CGRect(x: 100, y: 200, width: 200, height: 100), 0.5, .pi / 4),
            (1, CGRect(x: 200, y: 400, width: 300, height: 100), 0, .pi / 2),
        ]
        for (progress, frame, alpha, angle) in expectations {
            let mid = from.interpolated(to: to, progress: progress)
            #expect(approximatelyEqual(mid.frame, frame), "frame at \(progress): \(mid.frame)")
            #expect(abs(mid.alpha - alpha) < 1e-9, "alpha at \(progress)")
            #expect(abs(mid.transform3D.m11 - cos(angle)) < 1e-6 && abs(mid.transform3D.m12 - sin(angle)) < 1e-6,
                    "rotation at \(progress): \(mid.transform3D)")
            #expect(mid.zIndex == 3)
            #expect(mid.indexPath == IndexPath(item: 4, section: 0))
        }
        #expect(from.frame == CGRect(x: 0, y: 0, width: 100, height: 100), "the ends are not changed")
    }

    @Test("a hidden end fades: alpha counts 0 there and the result is hidden only when both ends are")
    func hiddenEnds() {
        let shown = UICollectionViewLayoutAttributes()
        shown.alpha = 0.8
        let hidden = UICollectionViewLayoutAttributes()
        hidden.isHidden = true
        let mid = hidden.interpolated(to: shown, progress: 0.5)
        #expect(!mid.isHidden)
        #expect(abs(mid.alpha - 0.4) < 1e-9)
        #expect(hidden.interpolated(to: hidden, progress: 0.5).isHidden)
    }

    @Test("interpolation keeps the subclass and its own values")
    func subclassInterpolation() {
        let from = TintedAttributes()
        from.tint = 0.75
        let mid = from.interpolated(to: UICollectionViewLayoutAttributes(), progress: 0.5)
        #expect((mid as? TintedAttributes)?.tint == 0.75)
    }

    @Test("IndexPath(item:section:) and row/section accessors")
    func indexPaths() {
        var path = IndexPath(item: 5, section: 2)
        #expect(path.item == 5 && path.section == 2 && path.row == 5)
        path.item = 6
        #expect(path == IndexPath(row: 6, section: 2))
        #expect(IndexPath(item: 0, section: 1) > IndexPath(item: 9, section: 0))
    }
}

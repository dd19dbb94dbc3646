import Foundation
import Testing
import Segue
@testable import SegueSDL

/// masksToBounds clips sublayers to the masking layer's bounds in its own plane,
/// however it is rotated or tilted.
@MainActor @Suite(.serialized) struct MasksToBoundsPixelTests {
    typealias F = CompositorFixtures
    let size = CGSize(width: 400, height: 400)

    /// A 200×100 masking layer (no background) at the centre, rotated, holding a
    /// green sublayer much larger than itself.
    func scene(_ transform: CATransform3D, perspective: Double? = nil) -> (CALayer, CALayer) {
        let root = F.stage(size, perspective: perspective)
        let mask = F.layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), position: CGPoint(x: 200, y: 200))
        mask.transform = transform
        mask.masksToBounds = true
        let child = F.layer(bounds: CGRect(x: 0, y: 0, width: 600, height: 600), position: CGPoint(x: 100, y: 50),
                            background: F.green)
        mask.addSublayer(child)
        root.addSublayer(mask)
        return (root, mask)
    }

    @Test func rotated45DegreesNothingShowsOutsideTheRotatedBounds() throws {
        let (root, mask) = scene(CoreAnimationMath.rotation(45, 0, 0, 1))
        let image = try F.render(root, size: size)
        F.writeIfAsked(image, "masked-rotated-45")
        let probe = PixelProbe(image: image)
        let outline = CoreAnimationMath.corners(mask)
        var outside = 0, insideMissing = 0
        for y in 0..<400 {
            for x in 0..<400 {
                let centre = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let lit = PixelProbe.lit(probe.bytes(x, y))
                if lit && !CoreAnimationMath.contains(outline, centre, slack: 1) { outside += 1 }
                if !lit && CoreAnimationMath.contains(outline, centre, slack: -1) { insideMissing += 1 }
            }
        }
        #expect(outside == 0)
        #expect(insideMissing == 0)
        // The area is the rotated rectangle's, 20 000 px², within its edge pixels.
        let area = probe.count { PixelProbe.lit($0) }
        #expect(abs(area - 20_000) < 600, "\(area)")
        // A pixel inside the axis-aligned box but outside the rotated rectangle stays background.
        #expect(!PixelProbe.lit(probe.bytes(120, 130)))
    }

    @Test func aTiltedMaskClipsInItsOwnPlane() throws {
        let (root, mask) = scene(CoreAnimationMath.rotation(60, 1, 0, 0), perspective: 500)
        let probe = PixelProbe(image: try F.render(root, size: size))
        let outline = CoreAnimationMath.corners(mask)
        var outside = 0
        for y in 0..<400 {
            for x in 0..<400 where PixelProbe.lit(probe.bytes(x, y))
                && !CoreAnimationMath.contains(outline, CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5), slack: 1) {
                outside += 1
            }
        }
        #expect(outside == 0)
        #expect(probe.count { PixelProbe.lit($0) } > 5_000)
    }

    @Test func nestedMasksIntersect() throws {
        let root = F.stage(size)
        let outer = F.layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 200, y: 200))
        outer.masksToBounds = true
        let inner = F.layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 200, y: 200))
        inner.transform = CoreAnimationMath.rotation(45, 0, 0, 1)
        inner.masksToBounds = true
        let fill = F.layer(bounds: CGRect(x: 0, y: 0, width: 800, height: 800), position: CGPoint(x: 100, y: 100), background: F.green)
        inner.addSublayer(fill)
        outer.addSublayer(inner)
        root.addSublayer(outer)
        let probe = PixelProbe(image: try F.render(root, size: size))
        // Outer covers x, y in 100…300; inner is a diamond centred at (300, 300)
        // with half-diagonal 141: only its top-left quarter overlaps.
        #expect(probe.matches(290, 290, F.green))
        #expect(!PixelProbe.lit(probe.bytes(310, 290)))  // inside the diamond, outside the outer mask
        #expect(!PixelProbe.lit(probe.bytes(170, 170)))  // inside the outer mask, outside the diamond
        #expect(probe.matches(250, 250, F.green))
        let box = try #require(probe.boundingBox(where: PixelProbe.lit))
        #expect(box.maxX == 299 && box.maxY == 299)
    }

    @Test func withoutMasksToBoundsSublayersOverflow() throws {
        let (root, mask) = scene(CoreAnimationMath.rotation(45, 0, 0, 1))
        mask.masksToBounds = false
        #expect(PixelProbe(image: try F.render(root, size: size)).count { PixelProbe.lit($0) } == 160_000)
    }

    @Test func masksClipTheLayersOwnContents() throws {
        let root = F.stage(CGSize(width: 100, height: 100))
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: 50, y: 50))
        layer.contents = F.quadrants(width: 20, height: 10)  // 2:1, so aspect fill overflows sideways
        layer.contentsGravity = .resizeAspectFill
        root.addSublayer(layer)
        let overflowing = try #require(PixelProbe(image: try F.render(root, size: CGSize(width: 100, height: 100)))
            .boundingBox(where: PixelProbe.lit))
        #expect(overflowing.minX == 10 && overflowing.maxX == 89)
        layer.masksToBounds = true
        let clipped = try #require(PixelProbe(image: try F.render(root, size: CGSize(width: 100, height: 100)))
            .boundingBox(where: PixelProbe.lit))
        #expect(clipped.minX == 30 && clipped.maxX == 69 && clipped.minY == 30 && clipped.maxY == 69)
    }
}

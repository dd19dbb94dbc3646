import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Tilted quads land where Core Animation's matrix chain says, within a pixel.
@MainActor @Suite(.serialized) struct ProjectedCornerPixelTests {
    typealias F = CompositorFixtures

    enum Perspective: CaseIterable { case superlayerSublayerTransform, ownTransform }

    /// A white 200×120 card at the centre of a black 400×400 stage, rotated about
    /// an axis with m34 = −1/500 either on the stage's sublayerTransform or in the
    /// card's own transform.
    func scene(degrees: Double, axis: (CGFloat, CGFloat, CGFloat), perspective: Perspective) -> (CALayer, CALayer) {
        let root = F.stage(CGSize(width: 400, height: 400), perspective: perspective == .superlayerSublayerTransform ? 500 : nil)
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 120), position: CGPoint(x: 200, y: 200),
                           background: F.white)
        let rotation = CoreAnimationMath.rotation(degrees, axis.0, axis.1, axis.2)
        card.transform = perspective == .ownTransform
            ? CATransform3DConcat(rotation, CoreAnimationMath.perspective(500)) : rotation
        root.addSublayer(card)
        return (root, card)
    }

    @Test(arguments: [30.0, 60.0], [Perspective.superlayerSublayerTransform, .ownTransform])
    func cornersOfQuadsTiltedAboutX(degrees: Double, perspective: Perspective) throws {
        try check(scene(degrees: degrees, axis: (1, 0, 0), perspective: perspective), "x\(Int(degrees))-\(perspective)")
    }

    @Test(arguments: [30.0, 60.0], [Perspective.superlayerSublayerTransform, .ownTransform])
    func cornersOfQuadsTiltedAboutY(degrees: Double, perspective: Perspective) throws {
        try check(scene(degrees: degrees, axis: (0, 1, 0), perspective: perspective), "y\(Int(degrees))-\(perspective)")
    }

    @Test func perspectiveMakesTheFarEdgeShorter() throws {
        let (root, card) = scene(degrees: 60, axis: (1, 0, 0), perspective: .superlayerSublayerTransform)
        let corners = CoreAnimationMath.corners(card)
        let top = corners[1].x - corners[0].x, bottom = corners[2].x - corners[3].x
        #expect(top < 0.85 * bottom)  // the top edge went away from the viewer
        let probe = PixelProbe(image: try F.render(root, size: CGSize(width: 400, height: 400)))
        let box = try #require(probe.boundingBox(where: PixelProbe.lit))
        func litWidth(_ y: Int) -> Int { (0..<400).filter { PixelProbe.lit(probe.bytes($0, y)) }.count }
        #expect(Double(litWidth(box.minY + 1)) < 0.85 * Double(litWidth(box.maxY - 1)))
    }

    func check(_ scene: (CALayer, CALayer), _ name: String) throws {
        let (root, card) = scene
        let image = try F.render(root, size: CGSize(width: 400, height: 400))
        F.writeIfAsked(image, "corners-\(name)")
        let probe = PixelProbe(image: image)
        let corners = CoreAnimationMath.corners(card)
        try #require(corners.count == 4)
        let box = try #require(probe.boundingBox(where: PixelProbe.lit))
        // The extreme lit pixels span the projected corners (pixel x covers x…x+1).
        let xs = corners.map(\.x), ys = corners.map(\.y)
        #expect(abs(Double(box.minX) - xs.min()!) <= 1, "left edge \(box.minX) vs \(xs.min()!)")
        #expect(abs(Double(box.maxX + 1) - xs.max()!) <= 1, "right edge \(box.maxX + 1) vs \(xs.max()!)")
        #expect(abs(Double(box.minY) - ys.min()!) <= 1, "top edge \(box.minY) vs \(ys.min()!)")
        #expect(abs(Double(box.maxY + 1) - ys.max()!) <= 1, "bottom edge \(box.maxY + 1) vs \(ys.max()!)")
        // Each corner has a lit pixel within a pixel of it, and the pixels two
        // pixels outside it, away from the centre, are background.
        let centre = CGPoint(x: xs.reduce(0, +) / 4, y: ys.reduce(0, +) / 4)
        for corner in corners {
            var found = false
            for y in Int((corner.y - 1.5).rounded(.down))...Int((corner.y + 1.5).rounded(.up)) {
                for x in Int((corner.x - 1.5).rounded(.down))...Int((corner.x + 1.5).rounded(.up))
                where (0..<400).contains(x) && (0..<400).contains(y) && PixelProbe.lit(probe.bytes(x, y))
                    && hypot(Double(x) + 0.5 - corner.x, Double(y) + 0.5 - corner.y) <= 1.5 {
                    found = true
                }
            }
            #expect(found, "no lit pixel within 1 px of corner \(corner) bbox \(box)")
            let dx = corner.x - centre.x, dy = corner.y - centre.y, length = hypot(dx, dy)
            let outside = (x: Int(corner.x + 2.5 * dx / length), y: Int(corner.y + 2.5 * dy / length))
            #expect(!PixelProbe.lit(probe.bytes(outside.x, outside.y)), "pixel outside corner \(corner) is lit")
        }
    }
}

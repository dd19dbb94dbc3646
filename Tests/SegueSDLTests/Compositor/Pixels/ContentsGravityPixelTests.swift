import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Contents are fitted into the bounds per contentsGravity and contentsScale.
@MainActor @Suite(.serialized) struct ContentsGravityPixelTests {
    typealias F = CompositorFixtures
    let size = CGSize(width: 200, height: 200)

    /// The lit box of a 40×20 image in a 100×100 layer whose bounds span 50…150.
    func box(_ gravity: CALayerContentsGravity, scale: CGFloat = 1) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let root = F.stage(size)
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100))
        layer.contents = F.quadrants(width: 40, height: 20)
        layer.contentsGravity = gravity
        layer.contentsScale = scale
        root.addSublayer(layer)
        let image = try F.render(root, size: size)
        return PixelProbe(image: image).boundingBox(where: PixelProbe.lit)
    }

    @Test func resizeFillsTheBoundsAndTheImageIsNotMirrored() throws {
        let root = F.stage(size)
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100))
        layer.contents = F.quadrants(width: 40, height: 20)
        root.addSublayer(layer)
        let probe = PixelProbe(image: try F.render(root, size: size))
        #expect(probe.matches(60, 60, F.red) && probe.matches(140, 60, F.green))
        #expect(probe.matches(60, 140, F.blue) && probe.matches(140, 140, F.white))
        let b = try #require(probe.boundingBox(where: PixelProbe.lit))
        #expect(b.minX == 50 && b.maxX == 149 && b.minY == 50 && b.maxY == 149)
    }

    @Test func centreAndContentsScale() throws {
        let centre = try #require(try box(.center))
        #expect(centre.minX == 80 && centre.maxX == 119 && centre.minY == 90 && centre.maxY == 109)
        let retina = try #require(try box(.center, scale: 2))
        #expect(retina.minX == 90 && retina.maxX == 109 && retina.minY == 95 && retina.maxY == 104)
    }

    @Test func aspectGravities() throws {
        let fit = try #require(try box(.resizeAspect))
        #expect(fit.minX == 50 && fit.maxX == 149 && fit.minY == 75 && fit.maxY == 124)
        let fill = try #require(try box(.resizeAspectFill))  // overflows: no masksToBounds
        #expect(fill.minX == 0 && fill.maxX == 199 && fill.minY == 50 && fill.maxY == 149)
    }

    @Test func edgeGravitiesWithCoreAnimationsYUpNames() throws {
        let bottom = try #require(try box(.bottom))  // the minimum-y edge: the visual top
        #expect(bottom.minY == 50 && bottom.maxY == 69 && bottom.minX == 80)
        let top = try #require(try box(.top))
        #expect(top.minY == 130 && top.maxY == 149)
        let left = try #require(try box(.left))
        #expect(left.minX == 50 && left.maxX == 89 && left.minY == 90)
        let topRight = try #require(try box(.topRight))
        #expect(topRight.maxX == 149 && topRight.maxY == 149 && topRight.minX == 110 && topRight.minY == 130)
    }
}

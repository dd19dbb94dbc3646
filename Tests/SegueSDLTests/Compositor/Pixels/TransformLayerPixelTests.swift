import Foundation
import Testing
import Segue
@testable import SegueSDL

/// CATransformLayer keeps its sublayers in 3D: no flattening, depth ordering.
@MainActor @Suite(.serialized) struct TransformLayerPixelTests {
    typealias F = CompositorFixtures
    let size = CGSize(width: 400, height: 400)

    func centroid(_ probe: PixelProbe, of colour: RGBAColor) -> CGPoint? {
        var sx = 0.0, sy = 0.0, n = 0.0
        for y in 0..<probe.image.height {
            for x in 0..<probe.image.width where probe.matches(x, y, colour, tolerance: 8) {
                sx += Double(x) + 0.5; sy += Double(y) + 0.5; n += 1
            }
        }
        return n > 0 ? CGPoint(x: sx / n, y: sy / n) : nil
    }

    /// A 200×200 container rotated 60° about y holding a 40×40 red square at its
    /// centre lifted 100 points off its plane.
    func scene(transformLayer: Bool) -> (CALayer, CALayer) {
        let root = F.stage(size, perspective: 500)
        let container = F.layer(transformLayer: transformLayer, bounds: CGRect(x: 0, y: 0, width: 200, height: 200),
                                position: CGPoint(x: 200, y: 200))
        container.transform = CoreAnimationMath.rotation(60, 0, 1, 0)
        let square = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: 100, y: 100), background: F.red)
        square.zPosition = 100
        container.addSublayer(square)
        root.addSublayer(container)
        return (root, square)
    }

    @Test func aSublayerOutOfThePlaneLandsWhereTheUnflattenedMatrixSays() throws {
        let (root, square) = scene(transformLayer: true)
        let image = try F.render(root, size: size)
        F.writeIfAsked(image, "transform-layer")
        let found = try #require(centroid(PixelProbe(image: image), of: F.red))
        let expected = try #require(CoreAnimationMath.project(square, CGPoint(x: 20, y: 20)))
        // The centre of a projected square is not the projection of its centre,
        // but within a pixel for a square this small; and far from the flattened spot.
        #expect(abs(found.x - expected.x) <= 1.5 && abs(found.y - expected.y) <= 1.5, "\(found) vs \(expected)")
        #expect(expected.x > 260)
    }

    @Test func anOrdinaryLayerFlattensItsSublayersIntoItsPlane() throws {
        let (root, square) = scene(transformLayer: false)
        let found = try #require(centroid(PixelProbe(image: try F.render(root, size: size)), of: F.red))
        // Flattened: the zPosition is dropped before the container's rotation.
        let expected = try #require(CoreAnimationMath.project(square, CGPoint(x: 20, y: 20)))
        #expect(abs(found.x - expected.x) <= 1.5 && abs(found.y - expected.y) <= 1.5, "\(found) vs \(expected)")
        #expect(abs(expected.x - 200) < 1)
    }

    @Test func sublayersOfATransformLayerAreDrawnFarToNear() throws {
        // Two squares at the same place, 50 points apart in depth; turning the
        // transform layer round brings the one listed first (and lifted) to the back.
        for (degrees, front) in [(0.0, F.green), (180, F.red)] {
            let root = F.stage(CGSize(width: 200, height: 200), perspective: 500)
            let container = F.layer(transformLayer: true, bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
                                    position: CGPoint(x: 100, y: 100))
            container.transform = CoreAnimationMath.rotation(degrees, 0, 1, 0)
            let lifted = F.layer(bounds: CGRect(x: 0, y: 0, width: 60, height: 60), position: CGPoint(x: 50, y: 50), background: F.green)
            lifted.zPosition = 25
            let sunk = F.layer(bounds: CGRect(x: 0, y: 0, width: 60, height: 60), position: CGPoint(x: 50, y: 50), background: F.red)
            sunk.zPosition = -25
            container.sublayers = [lifted, sunk]
            root.addSublayer(container)
            let probe = PixelProbe(image: try F.render(root, size: CGSize(width: 200, height: 200)))
            #expect(probe.matches(100, 100, front), "\(degrees)°")
        }
    }

    @Test func aTransformLayerDrawsNothingOfItsOwn() throws {
        let root = F.stage(CGSize(width: 100, height: 100))
        let layer = F.layer(transformLayer: true, bounds: CGRect(x: 0, y: 0, width: 60, height: 60),
                            position: CGPoint(x: 50, y: 50), background: F.red)
        layer.borderWidth = 4
        layer.borderColor = CGColor(rgba: F.white)
        layer.contents = F.quadrants(width: 4, height: 4)
        root.addSublayer(layer)
        #expect(PixelProbe(image: try F.render(root, size: CGSize(width: 100, height: 100))).count { PixelProbe.lit($0) } == 0)
    }
}

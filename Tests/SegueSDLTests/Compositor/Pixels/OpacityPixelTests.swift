import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Opacity multiplies down the tree; hidden and transparent subtrees are skipped.
@MainActor @Suite(.serialized) struct OpacityPixelTests {
    typealias F = CompositorFixtures
    let size = CGSize(width: 60, height: 60)

    func nest(_ opacities: [Float], leaf: RGBAColor = CompositorFixtures.white) -> CALayer {
        let root = F.stage(size)
        var parent = root
        for (index, opacity) in opacities.enumerated() {
            let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40),
                                position: index == 0 ? CGPoint(x: 30, y: 30) : CGPoint(x: 20, y: 20),
                                background: index == opacities.count - 1 ? leaf : nil)
            layer.opacity = opacity
            parent.addSublayer(layer)
            parent = layer
        }
        return root
    }

    @Test func halfInsideHalfIsAQuarter() throws {
        let probe = PixelProbe(image: try F.render(nest([0.5, 0.5]), size: size))
        // White at 25% over black: 64 of 255 (SDL blends in 8 bits).
        #expect(probe.matches(30, 30, F.colour(64, 64, 64), tolerance: 2))
        #expect(probe.matches(5, 5, F.black, tolerance: 0))
    }

    @Test func opacityMultipliesThroughEveryLevel() throws {
        let probe = PixelProbe(image: try F.render(nest([0.5, 0.5, 0.5]), size: size))
        #expect(probe.matches(30, 30, F.colour(32, 32, 32), tolerance: 2))
        let colourAlpha = F.colour(255, 255, 255, 0.5)
        let both = PixelProbe(image: try F.render(nest([0.5], leaf: colourAlpha), size: size))
        #expect(both.matches(30, 30, F.colour(64, 64, 64), tolerance: 2))  // colour alpha × opacity
    }

    @Test func overATransparentBackgroundTheImageKeepsStraightAlpha() throws {
        let root = nest([0.5], leaf: F.red)
        let probe = PixelProbe(image: try F.render(root, size: size, background: nil))
        let p = probe.bytes(30, 30)
        #expect(abs(p.0 - 255) <= 2 && p.1 == 0 && p.2 == 0 && abs(p.3 - 128) <= 2)
        #expect(probe.bytes(5, 5) == (0, 0, 0, 0))
        // Two 50% layers over nothing: alpha 75%, colour still pure.
        let two = nest([0.5, 1], leaf: F.red)
        let extra = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: 30, y: 30), background: F.red)
        extra.opacity = 0.5
        two.addSublayer(extra)
        let q = PixelProbe(image: try F.render(two, size: size, background: nil)).bytes(30, 30)
        #expect(abs(q.0 - 255) <= 3 && q.1 == 0 && abs(q.3 - 191) <= 3)
    }

    @Test func hiddenAndTransparentSubtreesAreSkipped() throws {
        let root = nest([1, 1])
        let top = root.sublayers![0]
        top.isHidden = true
        let canvas = try OffscreenCanvas(pixelWidth: 60, pixelHeight: 60)
        let hidden = PixelProbe(image: try canvas.render(root, backgroundColor: F.black))
        #expect(hidden.count { PixelProbe.lit($0) } == 0)
        #expect(canvas.statistics.quads == 0 && canvas.statistics.layersVisited == 2)
        top.isHidden = false
        top.opacity = 0
        #expect(PixelProbe(image: try canvas.render(root, backgroundColor: F.black)).count { PixelProbe.lit($0) } == 0)
        #expect(canvas.statistics.quads == 0)
        top.opacity = 1
        _ = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.statistics.quads == 1 && canvas.statistics.layersVisited == 3)
    }
}

import Foundation
import Testing
import Segue
@testable import SegueSDL

/// cornerRadius rounds the background, the border and — with masksToBounds — the
/// contents and sublayers.
@MainActor @Suite(.serialized) struct CornerRadiusPixelTests {
    typealias F = CompositorFixtures
    let size = CGSize(width: 120, height: 120)

    func rounded(_ radius: CGFloat, background: RGBAColor? = CompositorFixtures.red) -> (CALayer, CALayer) {
        let root = F.stage(size)
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 60, y: 60), background: background)
        layer.cornerRadius = radius
        root.addSublayer(layer)
        return (root, layer)
    }

    /// True when pixel (x, y) of the layer (bounds at 10…110) is inside its
    /// rounded rectangle with `radius`, by more than a pixel either way.
    func expectShape(_ probe: PixelProbe, radius: Double, colour: RGBAColor, sourceLocation: SourceLocation = #_sourceLocation) {
        var wrong = 0
        for y in 10..<110 {
            for x in 10..<110 {
                let px = Double(x - 10) + 0.5, py = Double(y - 10) + 0.5
                let cx = min(max(px, radius), 100 - radius), cy = min(max(py, radius), 100 - radius)
                let distance = hypot(px - cx, py - cy)
                if distance < radius - 1 && !probe.matches(x, y, colour) { wrong += 1 }
                if distance > radius + 1 && PixelProbe.lit(probe.bytes(x, y)) { wrong += 1 }
            }
        }
        #expect(wrong == 0, sourceLocation: sourceLocation)
    }

    @Test func theBackgroundIsRounded() throws {
        let (root, _) = rounded(30)
        let image = try F.render(root, size: size)
        F.writeIfAsked(image, "corner-radius")
        let probe = PixelProbe(image: image)
        expectShape(probe, radius: 30, colour: F.red)
        #expect(!PixelProbe.lit(probe.bytes(12, 12)) && !PixelProbe.lit(probe.bytes(107, 107)))
        #expect(probe.matches(60, 11, F.red) && probe.matches(11, 60, F.red) && probe.matches(60, 60, F.red))
    }

    @Test func theRadiusIsClampedToHalfTheShorterSide() throws {
        let (root, _) = rounded(500)
        expectShape(PixelProbe(image: try F.render(root, size: size)), radius: 50, colour: F.red)
    }

    @Test func sublayersAreRoundedOnlyWhenMasking() throws {
        let (root, layer) = rounded(30, background: nil)
        layer.addSublayer(F.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 50, y: 50), background: F.green))
        #expect(PixelProbe(image: try F.render(root, size: size)).matches(11, 11, F.green))
        layer.masksToBounds = true
        expectShape(PixelProbe(image: try F.render(root, size: size)), radius: 30, colour: F.green)
    }

    @Test func contentsAreRoundedWhenMasking() throws {
        let (root, layer) = rounded(25, background: nil)
        layer.contents = CGImage(width: 10, height: 10, filledWith: F.blue)
        #expect(PixelProbe(image: try F.render(root, size: size)).matches(11, 11, F.blue))
        layer.masksToBounds = true
        let image = try F.render(root, size: size)
        F.writeIfAsked(image, "corner-radius-contents")
        expectShape(PixelProbe(image: image), radius: 25, colour: F.blue)
    }

    @Test func theBorderFollowsTheCorner() throws {
        let (root, layer) = rounded(30, background: nil)
        layer.borderWidth = 8
        layer.borderColor = CGColor(rgba: F.white)
        let image = try F.render(root, size: size)
        F.writeIfAsked(image, "corner-radius-border")
        let probe = PixelProbe(image: image)
        #expect(probe.matches(60, 13, F.white) && probe.matches(13, 60, F.white) && probe.matches(106, 60, F.white))
        #expect(!PixelProbe.lit(probe.bytes(60, 20)) && !PixelProbe.lit(probe.bytes(60, 60)))
        #expect(!PixelProbe.lit(probe.bytes(12, 12)))       // outside the rounded corner
        // On the diagonal of the top-left corner the ring runs from 30·(1 − 1/√2) ≈ 8.8
        // to 8.8 + 8 points in from each side (the inner radius is 22).
        #expect(probe.matches(10 + 12, 10 + 12, F.white))
        #expect(!PixelProbe.lit(probe.bytes(10 + 20, 10 + 20)))
    }
}

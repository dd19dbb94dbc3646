import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Layers seen from behind are drawn mirrored when double-sided, culled otherwise.
@MainActor @Suite(.serialized) struct BackFacePixelTests {
    typealias F = CompositorFixtures
    let size = CGSize(width: 200, height: 200)

    func card(_ transform: CATransform3D, doubleSided: Bool = true) -> (CALayer, CALayer) {
        let root = F.stage(size, perspective: 500)
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 120, height: 80), position: CGPoint(x: 100, y: 100))
        card.contents = F.quadrants(width: 120, height: 80)
        card.transform = transform
        card.isDoubleSided = doubleSided
        root.addSublayer(card)
        return (root, card)
    }

    @Test func aDoubleSidedCardFlippedAboutYShowsItsMirroredBack() throws {
        let (root, _) = card(CoreAnimationMath.rotation(180, 0, 1, 0))
        let image = try F.render(root, size: size)
        F.writeIfAsked(image, "back-face-y180")
        let probe = PixelProbe(image: image)
        // Red was top-left; seen from behind it is top-right.
        #expect(probe.matches(140, 75, F.red))
        #expect(probe.matches(60, 75, F.green))
        #expect(probe.matches(140, 125, F.blue))
        #expect(probe.matches(60, 125, F.white))
    }

    @Test func singleSidedCardsAreCulledOnlyWhenFacingAway() throws {
        for (degrees, visible) in [(0.0, true), (60, true), (89, true), (91, false), (120, false), (180, false), (300, true)] {
            let (root, _) = card(CoreAnimationMath.rotation(degrees, 1, 0, 0), doubleSided: false)
            let lit = PixelProbe(image: try F.render(root, size: size)).count { PixelProbe.lit($0) }
            #expect((lit > 0) == visible, "\(degrees)°: \(lit) lit pixels")
            let (both, _) = card(CoreAnimationMath.rotation(degrees, 1, 0, 0), doubleSided: true)
            #expect(PixelProbe(image: try F.render(both, size: size)).count { PixelProbe.lit($0) } > 0, "\(degrees)° double-sided")
        }
    }

    @Test func aCulledLayerTakesItsSublayersWithIt() throws {
        let (root, card) = card(CoreAnimationMath.rotation(180, 0, 1, 0), doubleSided: false)
        card.addSublayer(F.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 60, y: 40), background: F.green))
        #expect(PixelProbe(image: try F.render(root, size: size)).count { PixelProbe.lit($0) } == 0)
    }

    @Test func facingIsJudgedInThePlaneTheLayerIsFlattenedInto() throws {
        // A flipped ordinary superlayer flattens its sublayers first: a
        // single-sided sublayer facing its superlayer still shows (mirrored with
        // it), as in Core Animation. In a CATransformLayer it would be culled.
        for isTransformLayer in [false, true] {
            let root = F.stage(size, perspective: 500)
            let parent = F.layer(transformLayer: isTransformLayer, bounds: CGRect(x: 0, y: 0, width: 120, height: 80),
                                 position: CGPoint(x: 100, y: 100))
            parent.transform = CoreAnimationMath.rotation(180, 0, 1, 0)
            let child = F.layer(bounds: CGRect(x: 0, y: 0, width: 120, height: 80), position: CGPoint(x: 60, y: 40), background: F.green)
            child.isDoubleSided = false
            parent.addSublayer(child)
            root.addSublayer(parent)
            let lit = PixelProbe(image: try F.render(root, size: size)).count { PixelProbe.lit($0) }
            #expect((lit > 0) == !isTransformLayer, "transform layer \(isTransformLayer): \(lit) lit pixels")
        }
    }
}

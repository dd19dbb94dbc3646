import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Painter's order: a layer, then its sublayers in tree order (siblings stably by
/// zPosition), then its border.
@MainActor @Suite(.serialized) struct PaintersOrderPixelTests {
    typealias F = CompositorFixtures
    let size = CGSize(width: 100, height: 100)

    func square(_ colour: RGBAColor, at x: CGFloat, zPosition: CGFloat = 0) -> CALayer {
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: x, y: 50), background: colour)
        layer.zPosition = zPosition
        return layer
    }

    @Test func laterSiblingsDrawOverEarlierOnes() throws {
        let root = F.stage(size)
        root.sublayers = [square(F.red, at: 40), square(F.green, at: 60)]
        let probe = PixelProbe(image: try F.render(root, size: size))
        #expect(probe.matches(30, 50, F.red))
        #expect(probe.matches(50, 50, F.green))  // the overlap
        #expect(probe.matches(70, 50, F.green))
    }

    @Test func zPositionReordersSiblingsAndTiesKeepTreeOrder() throws {
        let root = F.stage(size)
        root.sublayers = [square(F.red, at: 40, zPosition: 1), square(F.green, at: 60), square(F.blue, at: 50, zPosition: 1)]
        let image = try F.render(root, size: size)
        let probe = PixelProbe(image: image)
        // red (z 1) and blue (z 1, later in the tree) are above green (z 0); blue is above red.
        #expect(probe.matches(50, 50, F.blue))
        #expect(probe.matches(75, 50, F.green))
        #expect(probe.matches(25, 50, F.red))
        root.sublayers![2].zPosition = -1
        let again = PixelProbe(image: try F.render(root, size: size))
        #expect(again.matches(45, 50, F.red))   // blue went to the back
        #expect(again.matches(55, 50, F.red))   // red (z 1) is over green (z 0)
    }

    @Test func zPositionDoesNotLiftASublayerAboveItsSuperlayersSiblings() throws {
        // zPosition orders siblings only: a child with a high zPosition stays
        // inside its parent's place in the painting order (no perspective here).
        let root = F.stage(size)
        let parent = square(F.red, at: 40)
        let child = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: 20, y: 20), background: F.blue)
        child.zPosition = 100
        parent.addSublayer(child)
        root.sublayers = [parent, square(F.green, at: 60)]
        let probe = PixelProbe(image: try F.render(root, size: size))
        #expect(probe.matches(50, 50, F.green))
        #expect(probe.matches(30, 50, F.blue))
    }

    @Test func sublayersDrawOverTheirSuperlayerAndTheBorderOverBoth() throws {
        let root = F.stage(size)
        let parent = F.layer(bounds: CGRect(x: 0, y: 0, width: 80, height: 80), position: CGPoint(x: 50, y: 50), background: F.red)
        parent.borderWidth = 6
        parent.borderColor = CGColor(rgba: F.white)
        let child = F.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 40, y: 40), background: F.green)
        parent.addSublayer(child)
        root.addSublayer(parent)
        let probe = PixelProbe(image: try F.render(root, size: size))
        #expect(probe.matches(50, 50, F.green))   // the child covers the parent
        #expect(probe.matches(12, 50, F.white))   // the border (x 10…16) covers the child
        #expect(probe.matches(87, 50, F.white))
        #expect(probe.matches(50, 12, F.white))
        #expect(probe.matches(17, 50, F.green))
        #expect(probe.matches(5, 50, F.green))    // the child overflows (no masking)
    }
}

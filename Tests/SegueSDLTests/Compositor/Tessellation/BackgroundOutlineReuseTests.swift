import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Rounded backgrounds reuse the last outline only when it was made from the same
/// bounds, radius and segment count: each background's vertices are bit for bit
/// those a tessellator that drew nothing else gives it.
@MainActor @Suite struct BackgroundOutlineReuseTests {
    typealias F = CompositorFixtures

    /// A rounded, coloured layer of `size` at `x`, under a perspective stage when asked.
    func card(_ size: CGSize, x: Double, radius: Double, turn: Double) -> CALayer {
        let card = F.layer(bounds: CGRect(origin: .zero, size: size), position: CGPoint(x: x, y: 120),
                           background: F.colour(200, 90, 40))
        card.cornerRadius = radius
        card.transform = CATransform3DMakeRotation(turn, 0, 1, 0)
        return card
    }

    func vertexBits(_ t: LayerTreeTessellator, surface index: Int) -> [UInt32] {
        let s = t.frame.surfaces[index]
        return (s.vertexStart..<(s.vertexStart + s.vertexCount)).flatMap {
            [t.frame.vertices[$0].x.bitPattern, t.frame.vertices[$0].y.bitPattern]
        }
    }

    @Test func eachBackgroundHasTheOutlineItWouldHaveAlone() throws {
        // Same size and radius (shared outline), another size, another radius, the
        // first again, and one turned so far its corners get fewer segments.
        let specs: [(CGSize, Double, Double)] = [(CGSize(width: 60, height: 80), 10, 0.2),
                                                 (CGSize(width: 60, height: 80), 10, 0.3),
                                                 (CGSize(width: 50, height: 80), 10, 0.2),
                                                 (CGSize(width: 60, height: 80), 6, 0.2),
                                                 (CGSize(width: 60, height: 80), 10, 0.2),
                                                 (CGSize(width: 60, height: 80), 10, 1.45)]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = F.stage(CGSize(width: 800, height: 240), perspective: 500)
        for (index, (size, radius, turn)) in specs.enumerated() {
            root.addSublayer(card(size, x: 60 + 120 * Double(index), radius: radius, turn: turn))
        }
        CATransaction.commit()
        let together = LayerTreeTessellator()
        together.cullsHiddenSurfaces = false
        together.build(root, scale: 2, viewportWidth: 1600, viewportHeight: 480)
        try #require(together.frame.surfaces.count == specs.count)

        for (index, (size, radius, turn)) in specs.enumerated() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let alone = F.stage(CGSize(width: 800, height: 240), perspective: 500)
            alone.addSublayer(card(size, x: 60 + 120 * Double(index), radius: radius, turn: turn))
            CATransaction.commit()
            let single = LayerTreeTessellator()
            single.cullsHiddenSurfaces = false
            single.build(alone, scale: 2, viewportWidth: 1600, viewportHeight: 480)
            try #require(single.frame.surfaces.count == 1)
            #expect(vertexBits(together, surface: index) == vertexBits(single, surface: 0), "card \(index)")
        }
    }
}

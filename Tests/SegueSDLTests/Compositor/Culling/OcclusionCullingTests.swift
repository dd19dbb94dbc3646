import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Surfaces that cannot show are not drawn: outside the target, or entirely under
/// an opaque surface drawn after them — counted with and without a cover.
@MainActor @Suite struct OcclusionCullingTests {
    typealias F = CompositorFixtures

    func build(_ root: CALayer, culling: Bool = true, size: Double = 200) -> LayerTreeTessellator {
        let tessellator = LayerTreeTessellator()
        tessellator.cullsHiddenSurfaces = culling
        tessellator.build(root, scale: 1, viewportWidth: size, viewportHeight: size)
        return tessellator
    }

    /// A 200×200 stage with a small red card under whatever `cover` is.
    func scene(cover: CALayer?) -> (root: CALayer, card: CALayer) {
        let root = F.stage(CGSize(width: 200, height: 200))
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: 100, y: 100),
                           background: F.red)
        root.addSublayer(card)
        if let cover { root.addSublayer(cover) }
        return (root, card)
    }

    func cover(_ rect: CGRect, _ colour: RGBAColor = F.blue) -> CALayer {
        F.layer(bounds: CGRect(origin: .zero, size: rect.size), position: CGPoint(x: rect.midX, y: rect.midY),
                background: colour)
    }

    @Test func aLayerUnderAnOpaqueCoverIsNotDrawn() {
        let without = build(scene(cover: nil).root).statistics
        #expect(without.quads == 1 && without.culledLayers == 0)
        let with = build(scene(cover: cover(CGRect(x: 50, y: 50, width: 100, height: 100))).root)
        #expect(with.statistics.quads == 1)
        #expect(with.statistics.culledLayers == 1)
        #expect(with.frame.batches.count == 1 && with.frame.triangleCount == 2)
        // Turned off, both are drawn.
        let unculled = build(scene(cover: cover(CGRect(x: 50, y: 50, width: 100, height: 100))).root, culling: false)
        #expect(unculled.statistics.quads == 2 && unculled.statistics.culledLayers == 0)
    }

    @Test func aCoverExactlyTheSizeOfTheLayerHidesIt() {
        let (root, _) = scene(cover: cover(CGRect(x: 80, y: 80, width: 40, height: 40)))
        #expect(build(root).statistics.quads == 1)
    }

    @Test func aPartlyCoveredLayerIsDrawn() {
        let (root, _) = scene(cover: cover(CGRect(x: 50, y: 50, width: 60, height: 100)))
        let t = build(root)
        #expect(t.statistics.quads == 2 && t.statistics.culledLayers == 0)
    }

    @Test func aCoverBelowTheLayerHidesNothing() {
        let (root, card) = scene(cover: nil)
        root.insertSublayer(cover(CGRect(x: 50, y: 50, width: 100, height: 100)), at: 0)
        #expect(build(root).statistics.quads == 2)
        _ = card
    }

    @Test func translucencyInTheCoverKeepsWhatIsUnder() {
        // A translucent colour, a layer opacity below 1, an ancestor's opacity.
        let translucentColour = cover(CGRect(x: 50, y: 50, width: 100, height: 100), F.colour(0, 0, 255, 0.9))
        #expect(build(scene(cover: translucentColour).root).statistics.quads == 2)

        let faded = cover(CGRect(x: 50, y: 50, width: 100, height: 100))
        faded.opacity = 0.99
        #expect(build(scene(cover: faded).root).statistics.quads == 2)

        let group = F.layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
        group.opacity = 0.5
        group.addSublayer(cover(CGRect(x: 50, y: 50, width: 100, height: 100)))
        #expect(build(scene(cover: group).root).statistics.quads == 2)
    }

    @Test func contentsCoverOnlyWhenEveryPixelIsOpaque() {
        let opaque = cover(CGRect(x: 50, y: 50, width: 100, height: 100))
        opaque.backgroundColor = nil
        opaque.contents = F.checkerboard(cells: 2, cellSize: 4)
        let t = build(scene(cover: opaque).root)
        #expect(t.statistics.quads == 1 && t.frame.batches.count == 1 && t.frame.batches[0].image != nil)

        let holes = cover(CGRect(x: 50, y: 50, width: 100, height: 100))
        holes.backgroundColor = nil
        holes.contents = F.checkerboard(cells: 2, cellSize: 4, first: F.colour(0, 0, 0, 0))
        #expect(build(scene(cover: holes).root).statistics.quads == 2)
    }

    @Test func roundedCornersAreNotCover() {
        // A 100×100 cover with a 40-point radius: a card in its corner pokes out of
        // the rounded outline, one in the middle does not.
        let rounded = cover(CGRect(x: 50, y: 50, width: 100, height: 100))
        rounded.cornerRadius = 40
        let (root, card) = scene(cover: rounded)
        card.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        card.position = CGPoint(x: 56, y: 56)
        #expect(build(root).statistics.quads == 2)
        card.position = CGPoint(x: 100, y: 100)
        #expect(build(root).statistics.quads == 1)
    }

    @Test func aMaskedCoverHidesOnlyWhatShowsOfIt() {
        // The cover is 160×160 but its superlayer masks it to 60×60 at the left.
        let mask = F.layer(bounds: CGRect(x: 0, y: 0, width: 60, height: 60), position: CGPoint(x: 50, y: 100))
        mask.masksToBounds = true
        mask.addSublayer(cover(CGRect(x: -50, y: -50, width: 160, height: 160)))
        let (root, card) = scene(cover: mask)
        // The card at (100, 100) lies under the unmasked part of the big cover only.
        #expect(build(root).statistics.quads == 2)
        card.position = CGPoint(x: 50, y: 100)
        #expect(build(root).statistics.quads == 1)
    }

    @Test func zPositionDecidesWhatIsAbove() {
        let root = F.stage(CGSize(width: 200, height: 200))
        let big = cover(CGRect(x: 20, y: 20, width: 160, height: 160))
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: 100, y: 100),
                           background: F.red)
        root.sublayers = [big, card]
        #expect(build(root).statistics.quads == 2)
        // Lifting the cover above the card (it stays first in tree order) hides the card.
        big.zPosition = 1
        let t = build(root)
        #expect(t.statistics.quads == 1 && t.statistics.culledLayers == 1)
    }

    @Test func aTurnedCoverIsTestedByItsOutlineNotItsBox() {
        // A square turned 45°: its box holds a card at the box's corner, its outline does not.
        let diamond = cover(CGRect(x: 40, y: 40, width: 120, height: 120))
        diamond.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let (root, card) = scene(cover: diamond)
        card.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        card.position = CGPoint(x: 30, y: 30)
        #expect(build(root).statistics.quads == 2)
        card.position = CGPoint(x: 100, y: 100)
        #expect(build(root).statistics.quads == 1)
        // Mirrored (seen from behind, double-sided) it hides the same.
        diamond.transform = CATransform3DRotate(diamond.transform, .pi, 0, 1, 0)
        #expect(build(root).statistics.quads == 1)
    }

    @Test func aPerspectiveCoverHidesWhatIsInsideItsProjection() {
        let root = F.stage(CGSize(width: 200, height: 200), perspective: 400)
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 100, y: 100),
                           background: F.red)
        let tilted = cover(CGRect(x: 20, y: 20, width: 160, height: 160))
        tilted.backgroundColor = nil
        tilted.contents = F.checkerboard(cells: 8, cellSize: 8)
        tilted.transform = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)
        root.sublayers = [card, tilted]
        let t = build(root)
        // The tilted image is subdivided into many cells, yet hides the card as one outline.
        #expect(t.frame.triangleCount > 2)
        #expect(t.statistics.quads == 1 && t.statistics.culledLayers == 1)
    }

    @Test func layersOutsideTheTargetAreNotDrawn() {
        let root = F.stage(CGSize(width: 200, height: 200))
        let off = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: -30, y: 100),
                          background: F.red)
        let edge = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: 210, y: 100),
                           background: F.green)
        let far = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: 100, y: 5000),
                          background: F.blue)
        root.sublayers = [off, edge, far]
        let t = build(root)
        #expect(t.statistics.quads == 1)  // only the one straddling the right edge
        #expect(t.statistics.culledLayers == 2)
        #expect(t.frame.vertices.allSatisfy { $0.x > 150 })
    }

    @Test func cullingChangesNoPixel() throws {
        // A busy tree: a rounded, masked, rotated, perspective, translucent mix.
        let root = F.stage(CGSize(width: 120, height: 90), perspective: 300, background: F.colour(30, 30, 40))
        for index in 0..<12 {
            let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 30 + 4 * index, height: 24 + 3 * index),
                                position: CGPoint(x: 20 + 8 * index, y: 20 + 5 * index),
                                background: F.colour(40 * (index % 6), 255 - 20 * index, 30 * (index % 4), index % 3 == 0 ? 0.7 : 1))
            layer.cornerRadius = CGFloat(index % 4) * 3
            layer.transform = CATransform3DMakeRotation(CGFloat(index) * 0.2, index % 2 == 0 ? 0 : 1, 1, 0.3)
            if index == 5 { layer.contents = F.checkerboard(cells: 3, cellSize: 5) }
            root.addSublayer(layer)
        }
        // Something wholly under an opaque card drawn later, and something off the target.
        let under = F.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 10), position: CGPoint(x: 72, y: 48), background: F.green)
        under.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
        let off = F.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 10), position: CGPoint(x: 150, y: 48), background: F.green)
        let full = F.layer(bounds: CGRect(x: 0, y: 0, width: 50, height: 40), position: CGPoint(x: 70, y: 50), background: F.white)
        full.cornerRadius = 6
        root.sublayers! += [under, off, full]
        let canvas = try OffscreenCanvas(pixelWidth: 120, pixelHeight: 90)
        let culled = try canvas.render(root, backgroundColor: F.black)
        let culledStatistics = canvas.statistics
        canvas.compositor.cullsHiddenSurfaces = false
        let everything = try canvas.render(root, backgroundColor: F.black)
        #expect(culledStatistics.culledLayers >= 2)
        #expect(culledStatistics.pixelsFilled < canvas.statistics.pixelsFilled)
        #expect(culled.pixels == everything.pixels)
    }
}

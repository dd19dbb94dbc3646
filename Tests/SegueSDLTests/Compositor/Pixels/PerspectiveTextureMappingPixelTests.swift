import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Texture mapping is perspective-correct: a checkerboard's rows foreshorten.
///
/// The checkerboard has 512 texels across the 256-point card, finer than the
/// screen: SDL's software renderer samples each triangle's texels as indices and
/// pulls the triangle's largest texture coordinate in by one texel, so it is only
/// accurate to a texel; with texels under a pixel that stays within the tolerance.
@MainActor @Suite(.serialized) struct PerspectiveTextureMappingPixelTests {
    typealias F = CompositorFixtures
    static let dark = CompositorFixtures.colour(30, 30, 200)
    static let light = CompositorFixtures.colour(240, 220, 60)

    /// A 256×256 card with an 8×8 checkerboard, tilted `degrees` about x under
    /// m34 = −1/500 at the centre of a black 400×400 stage.
    func card(degrees: Double) -> (CALayer, CALayer) {
        let root = F.stage(CGSize(width: 400, height: 400), perspective: 500)
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 256, height: 256), position: CGPoint(x: 200, y: 200))
        card.contents = F.checkerboard(cells: 8, cellSize: 64, first: Self.dark, second: Self.light)
        card.transform = CoreAnimationMath.rotation(degrees, 1, 0, 0)
        root.addSublayer(card)
        return (root, card)
    }

    /// The y of each change between dark and light cells down the column `x`.
    func transitions(_ probe: PixelProbe, x: Int) -> [Int] {
        var result: [Int] = []
        var previous: Bool?
        for y in 0..<probe.image.height {
            let p = probe.bytes(x, y)
            guard PixelProbe.lit(p) else { previous = nil; continue }
            let isDark = p.2 > p.0
            if let previous, previous != isDark { result.append(y) }
            previous = isDark
        }
        return result
    }

    @Test func rowBoundariesLandWhereProjectionPutsThem() throws {
        let (root, card) = card(degrees: 60)
        let image = try F.render(root, size: CGSize(width: 400, height: 400))
        F.writeIfAsked(image, "checkerboard-60")
        let probe = PixelProbe(image: image)
        // Down the screen column x = 208, which stays inside the fifth checker column
        // (local x 128…160) from the far edge to the near one.
        let found = transitions(probe, x: 208)
        try #require(found.count == 7, "found \(found)")
        for (index, y) in found.enumerated() {
            let boundary = try #require(CoreAnimationMath.project(card, CGPoint(x: 144, y: Double(32 * (index + 1)))))
            #expect(abs(Double(y) - boundary.y) <= 1.5, "boundary \(index + 1) at \(y), expected \(boundary.y)")
        }
        // Far (top) rows are shorter than near (bottom) rows.
        let heights = zip(found.dropFirst(), found).map { $0 - $1 }
        #expect(heights.first! < heights.last!)
        #expect(Double(heights.first!) < 0.7 * Double(heights.last!))
        // An affine mapping would have put the middle boundary halfway between the
        // card's top and bottom edges; the true one is well above that.
        let top = try #require(CoreAnimationMath.project(card, CGPoint(x: 144, y: 0)))
        let bottom = try #require(CoreAnimationMath.project(card, CGPoint(x: 144, y: 256)))
        #expect((top.y + bottom.y) / 2 - Double(found[3]) > 8)
    }

    @Test func columnBoundariesStayStraightAcrossTheGrid() throws {
        let tolerance = 1.5
        let (root, card) = card(degrees: 60)
        let canvas = try OffscreenCanvas(pixelWidth: 400, pixelHeight: 400)
        let probe = PixelProbe(image: try canvas.render(root, backgroundColor: F.black))
        // Along a horizontal line through the middle of each checker row, the
        // dark/light changes sit where the projection of x = 32k says.
        for row in 0..<8 {
            let localY = Double(row * 32 + 16)
            let centre = try #require(CoreAnimationMath.project(card, CGPoint(x: 128, y: localY)))
            let y = Int(centre.y)
            var changes: [Int] = []
            var previous: Bool?
            for x in 0..<400 {
                let p = probe.bytes(x, y)
                guard PixelProbe.lit(p) else { previous = nil; continue }
                let isDark = p.2 > p.0
                if let previous, previous != isDark { changes.append(x) }
                previous = isDark
            }
            try #require(changes.count == 7, "row \(row): \(changes)")
            for (index, x) in changes.enumerated() {
                let boundary = try #require(CoreAnimationMath.project(card, CGPoint(x: Double(32 * (index + 1)), y: localY)))
                #expect(abs(Double(x) - boundary.x) <= tolerance, "row \(row) boundary \(index + 1) at \(x), expected \(boundary.x) changes \(changes)")
            }
        }
    }

    @Test func anUntiltedCardShowsEvenRows() throws {
        let (root, card) = card(degrees: 0)
        let probe = PixelProbe(image: try F.render(root, size: CGSize(width: 400, height: 400)))
        let column = try #require(CoreAnimationMath.project(card, CGPoint(x: 8, y: 0)))
        let found = transitions(probe, x: Int(column.x))
        #expect(found == [104, 136, 168, 200, 232, 264, 296])
    }
}

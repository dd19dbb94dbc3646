import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Images are summarised once — fully opaque or not, and the block of texels that
/// is not fully transparent — and only that block is drawn.
@MainActor @Suite struct ImageCoverageTests {
    typealias F = CompositorFixtures

    /// A `width` × `height` transparent image with opaque red texels in `block`.
    func image(width: Int, height: Int, block: (x: Range<Int>, y: Range<Int>)?, alpha: UInt8 = 255) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if let block {
            for y in block.y {
                for x in block.x {
                    let i = (y * width + x) * 4
                    bytes[i] = 255
                    bytes[i + 3] = alpha
                }
            }
        }
        return CGImage(width: width, height: height, rgbaPixels: bytes)!
    }

    @Test func coverageFindsTheVisibleBlockAndOpacity() {
        let cache = ImageOpacityCache()
        let block = cache.coverage(of: image(width: 20, height: 10, block: (5..<9, 2..<5)))
        #expect(block == .init(isOpaque: false, minX: 5, minY: 2, maxX: 9, maxY: 5))
        let faint = cache.coverage(of: image(width: 4, height: 4, block: (3..<4, 0..<1), alpha: 1))
        #expect(faint == .init(isOpaque: false, minX: 3, minY: 0, maxX: 4, maxY: 1))
        let empty = cache.coverage(of: image(width: 6, height: 6, block: nil))
        #expect(empty.isEmpty && !empty.isOpaque)
        let full = cache.coverage(of: F.checkerboard(cells: 2, cellSize: 3))
        #expect(full == .init(isOpaque: true, minX: 0, minY: 0, maxX: 6, maxY: 6))
        #expect(cache.isOpaque(F.checkerboard(cells: 2, cellSize: 3)))
    }

    @Test func onlyTheVisibleBlockIsDrawnWithATexelOfMargin() {
        let root = F.stage(CGSize(width: 400, height: 200))
        let label = F.layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), position: CGPoint(x: 100, y: 50))
        label.contents = image(width: 20, height: 10, block: (5..<9, 2..<5))
        root.addSublayer(label)
        let t = LayerTreeTessellator()
        t.build(root, scale: 1, viewportWidth: 400, viewportHeight: 200)
        let xs = t.frame.vertices.map(\.x), ys = t.frame.vertices.map(\.y)
        // Texels 4…9 × 1…5 of 20 × 10 over 200 × 100 points.
        #expect(xs.min() == 40 && xs.max() == 100 && ys.min() == 10 && ys.max() == 60)
        let us = t.frame.vertices.map(\.u), vs = t.frame.vertices.map(\.v)
        #expect(us.min() == 0.2 && us.max() == 0.5 && vs.min() == 0.1 && vs.max() == 0.6)
        #expect(t.statistics.pixelsFilled == 60 * 50)

        label.contents = image(width: 20, height: 10, block: nil)
        t.build(root, scale: 1, viewportWidth: 400, viewportHeight: 200)
        #expect(t.statistics.quads == 0 && t.frame.vertices.isEmpty)
    }

    /// Renders a sprite whose visible block is a part of the image, trimmed and —
    /// with one almost invisible texel in each corner, so nothing can be trimmed —
    /// whole, and counts the pixels that differ by more than 2 in a channel.
    func trimmedAgainstWhole(transform: CATransform3D, perspective: Double?, scale: Int = 1) throws -> (differing: Int, drawn: Int) {
        let root = F.stage(CGSize(width: 90, height: 60), perspective: perspective, background: F.colour(20, 40, 60))
        let sprite = F.layer(bounds: CGRect(x: 0, y: 0, width: 70, height: 44), position: CGPoint(x: 45, y: 30))
        var bytes = [UInt8](repeating: 0, count: 14 * 11 * 4)
        for y in 3..<8 {
            for x in 4..<11 {
                let i = (y * 14 + x) * 4
                bytes[i] = UInt8(20 * x); bytes[i + 1] = UInt8(25 * y); bytes[i + 2] = 200; bytes[i + 3] = UInt8(100 + 12 * x)
            }
        }
        sprite.contents = CGImage(width: 14, height: 11, rgbaPixels: bytes)
        sprite.transform = transform
        root.addSublayer(sprite)
        let size = CGSize(width: 90, height: 60)
        let trimmed = PixelProbe(image: try F.render(root, size: size, scale: CGFloat(scale)))
        var whole = bytes
        for (x, y) in [(0, 0), (13, 0), (0, 10), (13, 10)] { whole[(y * 14 + x) * 4 + 3] = 1 }
        sprite.contents = CGImage(width: 14, height: 11, rgbaPixels: whole)
        let full = PixelProbe(image: try F.render(root, size: size, scale: CGFloat(scale)))
        var differing = 0, drawn = 0
        for y in 0..<(60 * scale) {
            for x in 0..<(90 * scale) {
                let p = trimmed.bytes(x, y), q = full.bytes(x, y)
                if abs(p.0 - q.0) > 2 || abs(p.1 - q.1) > 2 || abs(p.2 - q.2) > 2 { differing += 1 }
                if p.2 > 100 { drawn += 1 }
            }
        }
        return (differing, drawn)
    }

    @Test func trimmingChangesNoPixelOfAFlatImage() throws {
        let result = try trimmedAgainstWhole(transform: CATransform3DIdentity, perspective: nil)
        #expect(result.drawn > 400 && result.differing == 0, "\(result)")
    }

    @Test func trimmingChangesNoPixelOfAnImageInPerspective() throws {
        // Turned in perspective the trimmed and the whole image are cut into
        // different grids. Where the cells are a texel each (here, 20 pixels a
        // texel) the two pictures are the same; with cells of several texels SDL's
        // software renderer maps each triangle's texels a little differently
        // (LayerCompositor), so two different grids differ at texel edges there.
        let result = try trimmedAgainstWhole(transform: CATransform3DMakeRotation(0.6, 1, 1, 0), perspective: 200, scale: 4)
        #expect(result.drawn > 4000 && result.differing == 0, "\(result)")
    }
}

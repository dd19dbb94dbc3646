import CSDL2
import Foundation
import Testing
import Segue
import SegueTestSupport
@testable import SegueSDL

/// Runs of opaque colour surfaces filled by the compositor itself
/// (`LayerCompositor.rasterisesSolidRuns`, `TransformedTextureResampler.fillSolid`):
/// the same pixels SDL's software renderer fills, which runs it leaves to SDL, and
/// what it does with bad input.
@MainActor @Suite(.serialized) struct SolidRunFillTests {
    typealias F = CompositorFixtures

    /// Renders `root` on a software surface, filling solid runs itself or not.
    func render(_ root: CALayer, size: (Int, Int), filling: Bool) throws -> (image: CGImage, painted: Int) {
        let canvas = try OffscreenCanvas(pixelWidth: size.0, pixelHeight: size.1)
        #expect(!canvas.compositor.rasterisesSolidRuns, "off on a surface unless asked")
        canvas.compositor.rasterisesSolidRuns = filling
        canvas.compositor.flattensStaticContent = false
        let image = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.compositor.lastError == nil)
        return (image, canvas.statistics.paintedRuns)
    }

    /// Cards of many colours, rounded and turned in perspective about both axes,
    /// overlapping, some partly outside: the stress scene's fronts and more.
    func cards(angle: CGFloat, size: (Int, Int)) -> CALayer {
        let root = F.stage(CGSize(width: size.0, height: size.1), perspective: 300)
        for index in 0..<12 {
            let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 18 + index % 4 * 7, height: 26 + index % 3 * 5),
                               position: CGPoint(x: -6 + CGFloat(index % 4) * 27.3, y: 9 + CGFloat(index / 4) * 29.6),
                               background: F.colour(40 + index * 17, 250 - index * 13, (index * 71) % 256))
            card.cornerRadius = CGFloat(index % 3) * 3.5
            card.transform = CATransform3DRotate(CATransform3DMakeRotation(angle + CGFloat(index) * 0.31, 0, 1, 0),
                                                 0.2 * CGFloat(index % 5), 1, 0, 0)
            root.addSublayer(card)
        }
        return root
    }

    @Test func solidRunsAreTheSamePixelsAsSDLsFilling() throws {
        for step in 0..<10 {
            let root = cards(angle: CGFloat(step) * 0.29, size: (96, 90))
            let filled = try render(root, size: (96, 90), filling: true)
            let sdl = try render(root, size: (96, 90), filling: false)
            #expect(filled.painted > 0, "filled by the compositor")
            #expect(sdl.painted == 0)
            let differing = (0..<(96 * 90)).filter {
                filled.image.pixels[$0 * 4..<$0 * 4 + 3] != sdl.image.pixels[$0 * 4..<$0 * 4 + 3]
            }
            #expect(differing.isEmpty, "step \(step): \(differing.count) pixels differ: \(differing.prefix(8).map { ($0 % 96, $0 / 96) })")
        }
    }

    @Test func translucentAndShadedRunsAreLeftToSDL() throws {
        let root = F.stage(CGSize(width: 40, height: 40))
        let translucent = F.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 20, y: 20),
                                  background: F.colour(200, 100, 50, 0.5))
        translucent.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
        root.addSublayer(translucent)
        let filled = try render(root, size: (40, 40), filling: true)
        let sdl = try render(root, size: (40, 40), filling: false)
        #expect(filled.painted == 0, "a translucent run is SDL's")
        #expect(filled.image.pixels == sdl.image.pixels)
    }

    /// Calls `fillSolid` on a fresh software canvas's compositor's resampler.
    func fillSolid(_ vertices: [SDL_Vertex], _ indices: [Int32], target: (Int32, Int32) = (32, 32)) throws
        -> (texture: OpaquePointer?, rect: SDL_Rect)? {
        let canvas = try OffscreenCanvas(pixelWidth: Int(max(target.0, 1)), pixelHeight: Int(max(target.1, 1)))
        let resampler = TransformedTextureResampler(renderer: canvas.renderer)
        defer { resampler.releaseTextures() }
        return try vertices.withUnsafeBufferPointer { drawn in
            try indices.withUnsafeBufferPointer { indices in
                let prepared = try resampler.fillSolid(drawn: drawn, indices: indices,
                                                       targetWidth: target.0, targetHeight: target.1)
                #expect(resampler.preparedRunCount == (prepared == nil ? 0 : 1), "placed, waiting to be painted")
                resampler.paintPreparedRuns()
                #expect(resampler.preparedRunCount == 0)
                return prepared
            }
        }
    }

    func vertex(_ x: Float, _ y: Float, alpha: UInt8 = 255, red: UInt8 = 90) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: red, g: 20, b: 30, a: alpha),
                   tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    @Test func badRunsAreRefusedAndDrawnTheOrdinaryWay() throws {
        let square = [vertex(2, 2), vertex(20, 2), vertex(20, 20), vertex(2, 20)]
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        let drawn = try fillSolid(square, indices)
        #expect(drawn.map { [$0.rect.x, $0.rect.y, $0.rect.w, $0.rect.h] } == [2, 2, 18, 18])
        #expect(try fillSolid(square, [0, 1, 7]) == nil, "an index past the vertices")
        #expect(try fillSolid(square, [0, -1, 2]) == nil, "a negative index")
        #expect(try fillSolid(square, [0, 1]) == nil, "no whole triangle")
        #expect(try fillSolid([vertex(2.5, 2), vertex(20, 2), vertex(20, 20)], [0, 1, 2]) == nil, "not whole pixels")
        #expect(try fillSolid([vertex(.nan, 2), vertex(20, 2), vertex(20, 20)], [0, 1, 2]) == nil, "not a number")
        #expect(try fillSolid([vertex(2, 2), vertex(20, 2, alpha: 128), vertex(20, 20)], [0, 1, 2]) == nil, "translucent")
        #expect(try fillSolid([vertex(2, 2), vertex(20, 2, red: 91), vertex(20, 20)], [0, 1, 2]) == nil, "shaded")
        #expect(try fillSolid([vertex(40, 40), vertex(60, 40), vertex(60, 60)], [0, 1, 2]) == nil, "outside the target")
        #expect(try fillSolid(square, indices, target: (0, 0)) == nil, "an empty target")
        // Two small triangles in opposite corners: mostly empty rectangle, SDL's.
        let spread = [vertex(0, 0), vertex(4, 0), vertex(0, 4), vertex(1000, 1000), vertex(1004, 1000), vertex(1000, 1004)]
        #expect(try fillSolid(spread, [0, 1, 2, 3, 4, 5], target: (1024, 1024)) == nil, "spread over the target")
    }

    /// The rows `forEachSpan` gives for `triangle` within the rectangle from
    /// `origin`, `width` × `height`.
    func spans(_ triangle: [(Float, Float)], origin: (Int, Int) = (0, 0), width: Int = 8, height: Int = 8)
        -> [Int: Range<Int>] {
        var rows: [Int: Range<Int>] = [:]
        var scratch = [UInt8](repeating: 0, count: width * height * 4)
        scratch.withUnsafeMutableBytes { bytes in
            let target = TransformedTextureResampler.RunPixels(base: bytes.baseAddress!, origin: origin, width: width,
                                                               height: height, pixelsPerRow: width)
            let points = triangle.map { SDL_FPoint(x: $0.0, y: $0.1) }
            TransformedTextureResampler.forEachSpan(of: (points[0], points[1], points[2]), within: target) { y, span in
                rows[y] = span
            }
        }
        return rows
    }

    @Test func rowsComeFromTheEdgesUnderTheTopLeftRule() {
        // A right triangle whose long edge runs through pixel centres, (1.5, 2.5) and
        // others: it is the triangle's bottom right edge, so those centres are
        // outside, as SDL decides (its top-left rule).
        #expect(spans([(0, 0), (4, 0), (0, 4)]) == [0: 0..<3, 1: 0..<2, 2: 0..<1])
        #expect(spans([(0, 0), (0, 4), (4, 0)]) == [0: 0..<3, 1: 0..<2, 2: 0..<1], "either winding")
        // The same triangle mirrored: its long edge is now its top left.
        #expect(spans([(4, 4), (0, 4), (4, 0)]) == [0: 3..<4, 1: 2..<4, 2: 1..<4, 3: 0..<4])
        // Clipped to the rectangle given.
        #expect(spans([(4, 4), (0, 4), (4, 0)], origin: (2, 2), width: 1, height: 1) == [2: 2..<3])
        // Collinear, or outside: nothing.
        #expect(spans([(0, 0), (2, 2), (4, 4)]).isEmpty)
        #expect(spans([(20, 20), (24, 20), (20, 24)]).isEmpty)
    }

    @Test func rowsAreEveryCentreInsideAllThreeEdges() {
        // 400 triangles of a seeded generator, small and large, slivers and level
        // or upright edges among them, clipped to a rectangle: each row's span is
        // exactly the centres inside all three edges (as SDL tests them).
        var random = SeededGenerator(seed: 0x5EED_0028)
        for index in 0..<400 {
            let extent = index % 4 == 0 ? 40 : 12
            var corners = (0..<3).map { _ in (Int(random.next() % UInt64(extent)) - 4, Int(random.next() % UInt64(extent)) - 4) }
            if index % 5 == 0 { corners[1].1 = corners[0].1 }  // a level edge
            if index % 7 == 0 { corners[2].0 = corners[1].0 }  // an upright edge
            let (p, q, r) = (corners[0], corners[1], corners[2])
            let area = (q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0)
            let wound = area < 0 ? [p, r, q] : [p, q, r]
            let edges = (0..<3).map { PixelCentreEdge(from: wound[$0], to: wound[($0 + 1) % 3]) }
            var expected: [Int: Range<Int>] = [:]
            if area != 0 {
                for y in 0..<30 {
                    let inside = (0..<30).filter { x in edges.allSatisfy { $0.value(x: x, y: y) >= 0 } }
                    if let first = inside.first { expected[y] = first..<(inside.last! + 1) }
                }
            }
            let got = spans(corners.map { (Float($0.0), Float($0.1)) }, width: 30, height: 30)
            #expect(got == expected, "triangle \(corners)")
        }
    }
}

import Foundation
import Segue
import Testing
@testable import SegueSDL

/// The compositor's exploded view on a small tree: a window-sized root holding a
/// container with a "from" (red) and a "to" (blue) page on top of each other, as a
/// transition's container holds them.
@MainActor
@Suite("ExplodedView: one subtree drawn as stacked, outlined sheets")
struct ExplodedViewPixelTests {
    static let size = CGSize(width: 320, height: 200)
    static let red = CompositorFixtures.colour(220, 40, 40)
    static let blue = CompositorFixtures.colour(40, 80, 220)
    static let background = CompositorFixtures.colour(20, 20, 20)

    /// root → container → (from: red page, to: blue page), both covering the root.
    func tree() -> (root: CALayer, from: CALayer, to: CALayer) {
        let root = CompositorFixtures.stage(Self.size)
        let container = CompositorFixtures.stage(Self.size)
        container.name = "container"
        let from = CompositorFixtures.stage(Self.size, background: Self.red)
        let to = CompositorFixtures.stage(Self.size, background: Self.blue)
        root.addSublayer(container)
        container.addSublayer(from)
        container.addSublayer(to)
        return (root, from, to)
    }

    func render(_ root: CALayer, _ exploded: ExplodedView?) throws -> CGImage {
        let canvas = try OffscreenCanvas(pixelWidth: Int(Self.size.width), pixelHeight: Int(Self.size.height))
        canvas.explodedView = exploded
        return try canvas.render(root, backgroundColor: Self.background)
    }

    /// The fraction of pixels within `tolerance` of `colour` (per channel, 0…255).
    func fraction(of colour: RGBAColor, in image: CGImage, tolerance: Double = 12) -> Double {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                guard let pixel = image.pixel(x: x, y: y) else { continue }
                if abs(pixel.red - colour.red) * 255 <= tolerance, abs(pixel.green - colour.green) * 255 <= tolerance,
                   abs(pixel.blue - colour.blue) * 255 <= tolerance { count += 1 }
            }
        }
        return Double(count) / Double(image.width * image.height)
    }

    /// The fraction of pixels differing by more than `tolerance` in any channel.
    func difference(_ a: CGImage, _ b: CGImage, tolerance: Double = 8) -> Double {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                guard let p = a.pixel(x: x, y: y), let q = b.pixel(x: x, y: y) else { continue }
                if max(abs(p.red - q.red), abs(p.green - q.green), abs(p.blue - q.blue), abs(p.alpha - q.alpha)) * 255 > tolerance {
                    count += 1
                }
            }
        }
        return Double(count) / Double(a.width * a.height)
    }

    @Test("flat, the to page hides the from page; exploded, the from page shows beside it on its own sheet")
    func sheetsSeparate() throws {
        let (root, _, _) = tree()
        let flat = try render(root, nil)
        #expect(fraction(of: Self.red, in: flat) == 0)
        #expect(fraction(of: Self.blue, in: flat) > 0.99)

        let exploded = try render(root, ExplodedView(root: root, showsLabels: false))
        #expect(fraction(of: Self.red, in: exploded) > 0.01)     // the from page is no longer covered
        #expect(fraction(of: Self.blue, in: exploded) > 0.2)
        #expect(fraction(of: Self.background, in: exploded) > 0.1) // the stack is turned and shrunk
    }

    @Test("every layer's bounds are outlined, hidden and transparent ones dimmed")
    func outlines() throws {
        let (root, from, _) = tree()
        let exploded = try render(root, ExplodedView(root: root, showsLabels: false))
        let cyan = ExplodedWalkState.palette[0], orange = ExplodedWalkState.palette[1]
        #expect(fraction(of: cyan, in: exploded, tolerance: 40) > 0.001)     // the root's outline
        #expect(fraction(of: orange, in: exploded, tolerance: 40) > 0.001)   // the container's

        from.isHidden = true
        let hidden = try render(root, ExplodedView(root: root, showsLabels: false))
        #expect(fraction(of: Self.red, in: hidden) == 0)
        // The hidden page's outline (depth 2, green) is still drawn, dimmed over the background.
        let green = ExplodedWalkState.palette[2]
        let dimmed = RGBAColor(red: Self.background.red + (green.red - Self.background.red) * ExplodedWalkState.dimming,
                               green: Self.background.green + (green.green - Self.background.green) * ExplodedWalkState.dimming,
                               blue: Self.background.blue + (green.blue - Self.background.blue) * ExplodedWalkState.dimming)
        #expect(fraction(of: dimmed, in: hidden, tolerance: 20) > 0.0005)
    }

    @Test("labels name the layers: layer.name, else the type")
    func labels() throws {
        let (root, _, _) = tree()
        let without = try render(root, ExplodedView(root: root, showsLabels: false))
        let with = try render(root, ExplodedView(root: root))
        #expect(difference(with, without) > 0.002)
        #expect(ExplodedLayerName.name(of: root.sublayers![0]) == "container")
        #expect(ExplodedLayerName.name(of: CATransformLayer()) == "CATransformLayer")
    }

    @Test("orbiting changes the picture")
    func orbit() throws {
        let (root, _, _) = tree()
        let a = try render(root, ExplodedView(root: root))
        let b = try render(root, ExplodedView(root: root, yaw: 30 * .pi / 180, pitch: -20 * .pi / 180))
        #expect(difference(a, b) > 0.2)
    }

    @Test("progress 0 is the flat picture; a hair above 0 is within tolerance of it")
    func progressZeroIsFlat() throws {
        let (root, _, _) = tree()
        let flat = try render(root, nil)
        #expect(difference(flat, try render(root, ExplodedView(root: root, progress: 0))) == 0)
        #expect(difference(flat, try render(root, ExplodedView(root: root, progress: 0.001))) < 0.01)
    }

    @Test("layers outside the exploded subtree are drawn flat")
    func outsideTheSubtree() throws {
        let (root, _, _) = tree()
        let container = root.sublayers![0]
        let stage = CompositorFixtures.stage(Self.size)
        let badge = CompositorFixtures.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20),
                                             position: CGPoint(x: 10, y: 10), background: CompositorFixtures.green)
        stage.addSublayer(root)
        stage.addSublayer(badge)
        let image = try render(stage, ExplodedView(root: container, showsLabels: false))
        let corner = try #require(image.pixel(x: 5, y: 5))
        #expect(corner.green > 0.95 && corner.red < 0.05)
    }

    @Test("a warm exploded frame allocates no new label images and keeps its counts")
    func warmFrames() throws {
        let (root, _, _) = tree()
        let tessellator = LayerTreeTessellator()
        tessellator.explodedView = ExplodedView(root: root)
        tessellator.build(root, scale: 1, viewportWidth: 320, viewportHeight: 200)
        let first = tessellator.statistics
        let labels = tessellator.explodedState.labelImages.count
        tessellator.build(root, scale: 1, viewportWidth: 320, viewportHeight: 200)
        #expect(tessellator.statistics == first)
        #expect(tessellator.explodedState.labelImages.count == labels)
        #expect(labels == 4)
        #expect(first.layersVisited == 4)
    }

    @Test("non-finite parameters draw something sane, never NaN geometry")
    func badParameters() throws {
        let (root, _, _) = tree()
        let tessellator = LayerTreeTessellator()
        tessellator.explodedView = ExplodedView(root: root, spacing: .nan, yaw: .infinity, pitch: .nan, zoom: -3,
                                                eyeDistance: 0, progress: .infinity)
        tessellator.build(root, scale: 1, viewportWidth: 320, viewportHeight: 200)
        #expect(tessellator.frame.vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }
}

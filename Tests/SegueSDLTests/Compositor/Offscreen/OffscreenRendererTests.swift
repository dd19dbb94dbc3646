import Foundation
import Testing
import Segue
@testable import SegueSDL

/// The headless path: validation, scale, layout and display, clear colour.
@MainActor @Suite(.serialized) struct OffscreenRendererTests {
    typealias F = CompositorFixtures

    func square() -> CALayer {
        F.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 10, y: 10), background: F.red)
    }

    @Test(arguments: [CGSize(width: 0, height: 10), CGSize(width: 10, height: -1), CGSize(width: CGFloat.nan, height: 10),
                      CGSize(width: 10, height: CGFloat.infinity)])
    func sizesMustBePositiveAndFinite(size: CGSize) {
        #expect {
            _ = try OffscreenRenderer().render(square(), size: size)
        } throws: { error in
            guard case OffscreenRenderError.invalidSize = error else { return false }
            return "\(error)".contains("positive and finite")
        }
    }

    @Test(arguments: [0.0, -2, .nan, .infinity])
    func scalesMustBePositiveAndFinite(scale: Double) {
        #expect {
            _ = try OffscreenRenderer().render(square(), size: CGSize(width: 10, height: 10), scale: CGFloat(scale))
        } throws: { error in
            guard case OffscreenRenderError.invalidScale = error else { return false }
            return "\(error)".contains("scale must be positive and finite")
        }
        let canvas = try? OffscreenCanvas(pixelWidth: 4, pixelHeight: 4)
        #expect(throws: OffscreenRenderError.self) { try canvas?.draw(square(), scale: CGFloat(scale)) }
    }

    @Test func hugeImagesAreRefusedBeforeAnythingIsAllocated() {
        #expect {
            _ = try OffscreenRenderer().render(square(), size: CGSize(width: 10_000, height: 10), scale: 2)
        } throws: { error in
            guard case OffscreenRenderError.tooLarge(let width, _) = error else { return false }
            return width == 20_000 && "\(error)".contains("16384")
        }
        #expect(throws: OffscreenRenderError.self) { try OffscreenCanvas(pixelWidth: 0, pixelHeight: 10) }
    }

    @Test func imagesOverThirtySixMegapixelsAreRefusedWhateverTheirSides() {
        #expect(OffscreenCanvas.accepts(pixelWidth: 6000, pixelHeight: 6000))
        #expect(OffscreenCanvas.accepts(pixelWidth: 16_384, pixelHeight: 2_000))
        #expect(!OffscreenCanvas.accepts(pixelWidth: 8000, pixelHeight: 8000))
        #expect(!OffscreenCanvas.accepts(pixelWidth: 16_384, pixelHeight: 16_384))
        #expect {
            _ = try OffscreenCanvas(pixelWidth: 8000, pixelHeight: 8000)
        } throws: { error in
            "\(error)".contains("8000×8000 pixels") && "\(error)".contains("36 megapixels")
        }
    }

    @Test func scaleIsPixelsPerPoint() throws {
        let image = try F.render(square(), size: CGSize(width: 20, height: 15), scale: 2)
        #expect(image.width == 40 && image.height == 30)
        let box = try #require(PixelProbe(image: image).boundingBox(where: PixelProbe.lit))
        #expect(box.minX == 10 && box.maxX == 29 && box.minY == 10 && box.maxY == 29)
        // Fractional sizes round to whole pixels, at least one.
        #expect(try F.render(square(), size: CGSize(width: 10.4, height: 0.2)).width == 10)
        #expect(try F.render(square(), size: CGSize(width: 10.4, height: 0.2)).height == 1)
    }

    @Test func theBackgroundColourFillsTheImageAndNilIsTransparent() throws {
        let colour = F.colour(10, 20, 30)
        let probe = PixelProbe(image: try F.render(CALayer(), size: CGSize(width: 4, height: 4), background: colour))
        #expect(probe.matches(0, 0, colour, tolerance: 0) && probe.matches(3, 3, colour, tolerance: 0))
        let clear = PixelProbe(image: try F.render(CALayer(), size: CGSize(width: 4, height: 4), background: nil))
        #expect(clear.bytes(2, 2) == (0, 0, 0, 0))
        // A translucent background is kept as it is (straight alpha).
        let glass = PixelProbe(image: try F.render(CALayer(), size: CGSize(width: 4, height: 4), background: F.colour(200, 100, 50, 0.5)))
        let p = glass.bytes(1, 1)
        #expect(abs(p.0 - 200) <= 2 && abs(p.1 - 100) <= 2 && abs(p.2 - 50) <= 2 && abs(p.3 - 128) <= 1)
    }

    final class Painter: NSObject, CALayerDelegate {
        var displays = 0
        var layouts = 0
        func display(_ layer: CALayer) {
            displays += 1
            layer.contents = CGImage(width: 2, height: 2, filledWith: CompositorFixtures.blue)
        }
        func layoutSublayers(of layer: CALayer) {
            layouts += 1
            layer.sublayers?.first?.frame = layer.bounds
        }
    }

    @Test func theTreeIsLaidOutAndDisplayedFirst() throws {
        let painter = Painter()
        let root = F.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 10, y: 10))
        let child = F.layer(bounds: .zero, position: .zero)
        child.delegate = painter
        root.delegate = painter
        root.addSublayer(child)
        root.setNeedsLayout()
        child.setNeedsDisplay()
        let probe = PixelProbe(image: try F.render(root, size: CGSize(width: 20, height: 20)))
        // The root lays out; its layout gives the child new bounds, which marks the
        // child for layout too (Core Animation marks a layer on a bounds change), so
        // the shared delegate lays out twice in the same pass.
        #expect(painter.layouts == 2 && painter.displays == 1)
        #expect(probe.matches(1, 1, F.blue) && probe.matches(18, 18, F.blue))
        CATransaction.flush()
    }
}

import CSDL2
import Foundation
import Testing
import Segue
@testable import SegueSDL

/// The compositor on a renderer of the test's own: failures, statistics, textures.
@MainActor @Suite(.serialized) struct LayerCompositorTests {
    typealias F = CompositorFixtures

    /// Runs `body` with a software renderer on a 64×64 surface.
    func withRenderer(_ body: (OpaquePointer) throws -> Void) throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ABGR8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        try body(renderer)
    }

    @Test func aBadScaleIsReportedOnceAndDrawsNothing() throws {
        try withRenderer { renderer in
            let compositor = LayerCompositor(renderer: renderer)
            #expect(compositor.roundsToWholePixels)  // SDL's software renderer
            let root = F.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 5, y: 5), background: F.red)
            let collector = SegueDiagnostics.Collector()
            SegueDiagnostics.$sink.withValue(collector.sink) {
                compositor.draw(root, scale: 0)
                compositor.draw(root, scale: .nan)
                compositor.draw(root, scale: .nan)
            }
            #expect(compositor.lastError?.contains("positive, finite scale") == true)
            #expect(compositor.statistics == CompositorStatistics())
            // One report per distinct failure, not one per frame.
            #expect(collector.messages.count == 2)
            #expect(collector.messages.allSatisfy { $0.hasPrefix("compositor: ") })
            compositor.draw(root, scale: 1)
            #expect(compositor.lastError == nil && compositor.statistics.quads == 1 && compositor.statistics.drawCalls == 1)
        }
    }

    @Test func theRenderersBlendModeIsRestored() throws {
        try withRenderer { renderer in
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_ADD)
            LayerCompositor(renderer: renderer).draw(F.layer(bounds: CGRect(x: 0, y: 0, width: 4, height: 4),
                                                            position: .zero, background: F.red), scale: 1)
            var mode = SDL_BLENDMODE_NONE
            SDL_GetRenderDrawBlendMode(renderer, &mode)
            #expect(mode == SDL_BLENDMODE_ADD)
        }
    }

    @Test func texturesCanBeReleasedAndComeBack() throws {
        try withRenderer { renderer in
            let compositor = LayerCompositor(renderer: renderer)
            let root = F.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 5, y: 5))
            root.contents = F.quadrants(width: 2, height: 2)
            compositor.draw(root, scale: 1)
            #expect(compositor.cachedTextureCount == 1 && compositor.statistics.textureUploads == 1)
            compositor.releaseTextures()
            #expect(compositor.cachedTextureCount == 0)
            compositor.draw(root, scale: 1)
            #expect(compositor.cachedTextureCount == 1 && compositor.statistics.textureUploads == 1)
            compositor.releaseTextures()  // before the renderer goes
        }
    }

    @Test func nonFiniteLayerValuesSkipThatLayerOnly() throws {
        let root = F.stage(CGSize(width: 60, height: 20))
        let bad = [CALayer(), CALayer(), CALayer(), CALayer()]
        for (index, layer) in bad.enumerated() {
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.position = CGPoint(x: 10, y: 10)
            layer.backgroundColor = CGColor(rgba: F.red)
            layer.addSublayer(F.layer(bounds: CGRect(x: 0, y: 0, width: 4, height: 4), position: .zero, background: F.red))
            switch index {
            case 0: layer.position = CGPoint(x: CGFloat.nan, y: 10)
            case 1: var t = CATransform3DIdentity; t.m22 = .infinity; layer.transform = t
            case 2: layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
            default: var t = CATransform3DIdentity; t.m11 = .nan; layer.sublayerTransform = t; layer.position = CGPoint(x: 50, y: 10)
            }
        }
        let good = F.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 30, y: 10), background: F.green)
        root.sublayers = bad + [good]
        let probe = PixelProbe(image: try F.render(root, size: CGSize(width: 60, height: 20)))
        #expect(probe.matches(30, 10, F.green))
        // The last bad layer itself is fine; only its sublayers' matrices are NaN.
        #expect(probe.matches(50, 10, F.red))
        #expect(probe.count { PixelProbe.lit($0) } == 200)
    }
}

import CSDL2
import Foundation
import Segue
@testable import SegueSDL
import Testing

/// The host's renderer by default (`.auto`) and the software renderer's own
/// filtering of turned images in a window (`LayerCompositor.resamplesTransformedTextures`),
/// on SDL's `offscreen` video driver. Serialized: SDL must not be initialised and
/// shut down concurrently.
@MainActor
@Suite(.serialized) struct SDLHostSoftwareFilteringTests {
    final class Log {
        var messages: [String] = []
    }

    func makeHost(size: CGSize = CGSize(width: 320, height: 200), renderer: SDLRendererChoice, log: Log) throws -> SDLHost {
        var configuration = SDLHostConfiguration(title: "Segue software filtering test", size: size)
        configuration.videoDriver = "offscreen"
        configuration.renderer = renderer
        configuration.clock = ManualClock(start: 10)
        configuration.idleWakeInterval = 0.002
        configuration.log = { log.messages.append($0) }
        return try SDLHost(configuration: configuration)
    }

    /// How many bytes differ between two screenshots of one size (a count, so a
    /// failure does not print every pixel).
    static func differingBytes(_ a: CGImage, _ b: CGImage) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    /// An opaque 64 × 64 image of one-texel rows, alternately white and black.
    static let stripes = CompositorFixtures.stripes(width: 64)

    @Test func autoIsTheDefaultAndSaysWhatItChose() throws {
        #expect(SDLHostConfiguration(title: "").renderer == .auto)
        let log = Log()
        var configuration = SDLHostConfiguration(title: "Segue default renderer test", size: CGSize(width: 64, height: 64))
        configuration.videoDriver = "offscreen"
        configuration.log = { log.messages.append($0) }
        let host = try SDLHost(configuration: configuration)
        defer { host.close() }
        let expected = SDLRendererChoice.auto.resolved(on: .current())
        #expect(log.messages.first == "renderer: \(expected.renderer.rawValue) (\(expected.reason))", "\(log.messages)")
        #expect(host.compositor.resamplesTransformedTextures == (host.rendererName == "software"))
        #expect(host.compositor.rasterisesSolidRuns == (host.rendererName == "software"))
        #expect(host.compositor.copiesOpaqueImageRuns == (host.rendererName == "software"))
    }

    @Test func theSoftwareWindowFiltersATurnedImageAndSurvivesResizingMidTurn() throws {
        let log = Log()
        let host = try makeHost(renderer: .software, log: log)
        defer { host.close() }
        #expect(host.rendererName == "software")
        #expect(host.compositor.resamplesTransformedTextures, "on for the software renderer in a window")
        #expect(host.compositor.rasterisesSolidRuns, "on for the software renderer in a window")
        #expect(host.compositor.copiesOpaqueImageRuns, "on for the software renderer in a window")
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        layer.position = CGPoint(x: 160, y: 100)
        layer.contents = Self.stripes
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        layer.transform = CATransform3DConcat(CATransform3DMakeRotation(acos(0.25), 1, 0, 0), perspective)
        host.rootLayer.addSublayer(layer)
        host.runFrame()
        #expect(host.compositor.lastError == nil)
        #expect(host.compositor.paintsIntoTarget)
        #expect(host.compositor.statistics.paintedRuns >= 1)
        #expect(host.compositor.resampledTextureCount == 0, "painted into the window's surface")
        // Squeezed four times, the rows average to grey instead of single rows.
        let image = try host.screenshot()
        let grey = try #require(image.pixel(x: 160, y: 100))
        #expect(abs(grey.red - 0.5) < 0.1, "\(grey)")
        // Painted into textures that SDL copies instead, the picture is the same.
        host.compositor.paintsIntoTarget = false
        host.setNeedsRedraw()
        host.runFrame()
        #expect(host.compositor.resampledTextureCount == 1)
        let copied = try host.screenshot()
        #expect(Self.differingBytes(copied, image) == 0)
        host.compositor.paintsIntoTarget = true
        // The window changes size while the image is turned (and again, smaller
        // than the image's place): every frame draws, no error.
        for (width, height) in [(500, 260), (40, 30), (320, 200)] {
            SDL_SetWindowSize(host.sdlWindow, Int32(width), Int32(height))
            layer.position = CGPoint(x: width / 2, y: height / 2)
            let frames = host.drawnFrameCount
            host.runFrame()
            #expect(host.drawnFrameCount == frames + 1)
            #expect(host.compositor.lastError == nil, "\(width)×\(height): \(host.compositor.lastError ?? "")")
            #expect(try host.screenshot().width == width)
        }
    }

    @Test func runsPaintedIntoTheWindowKeepTheirOrderWithWhatSDLQueues() throws {
        // SDL's renderer on a window queues its drawing until it is flushed: the
        // clear, the translucent images between the opaque cards painted in place,
        // and the ones over them must all land in draw order.
        let log = Log()
        let host = try makeHost(renderer: .software, log: log)
        defer { host.close() }
        host.rootLayer.addSublayer(CompositorFixtures.turnedCards(angle: 0.4))
        host.runFrame()
        #expect(host.compositor.lastError == nil)
        #expect(host.compositor.statistics.paintedRuns > host.compositor.resampledTextureCount,
                "runs painted into the window, others through textures")
        let inPlace = try host.screenshot()
        host.compositor.paintsIntoTarget = false
        host.setNeedsRedraw()
        host.runFrame()
        let copied = try host.screenshot()
        #expect(Self.differingBytes(inPlace, copied) == 0)
    }
}

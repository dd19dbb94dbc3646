import CSDL2
import Foundation
import Segue
@testable import SegueSDL
import Testing

/// The host in-process on SDL's `offscreen` video driver (no X server needed).
/// Serialized: SDL must not be initialised and shut down concurrently.
@MainActor
@Suite(.serialized) struct SDLHostTests {
    final class Log {
        var messages: [String] = []
    }

    let clock = ManualClock(start: 50)
    let log = Log()
    let screenshots: URL

    init() throws {
        screenshots = FileManager.default.temporaryDirectory.appendingPathComponent("segue-host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    }

    func makeHost(size: CGSize = CGSize(width: 320, height: 200), driver: String = "offscreen",
                  renderer: SDLRendererChoice = .accelerated) throws -> SDLHost {
        var configuration = SDLHostConfiguration(title: "Segue host test", size: size)
        configuration.videoDriver = driver
        configuration.renderer = renderer
        configuration.clock = clock
        configuration.idleWakeInterval = 0.002
        configuration.screenshotDirectory = screenshots.path
        configuration.clearColor = RGBAColor(red: 1, green: 0, blue: 0)
        let log = self.log
        configuration.log = { log.messages.append($0) }
        return try SDLHost(configuration: configuration)
    }

    static func push(_ event: SDL_Event) {
        var event = event
        #expect(SDL_PushEvent(&event) == 1, "SDL_PushEvent: \(String(cString: SDL_GetError()))")
    }

    static func keyDown(_ code: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
        HostEventTranslatorTests.key(SDL_KEYDOWN, code, mod: mod)
    }

    @Test func opensWithTheRootCoveringTheWindowAndInstallsLoopAndText() throws {
        let host = try makeHost()
        defer { host.close() }
        #expect(host.size == CGSize(width: 320, height: 200))
        #expect(host.scale == 1)
        #expect(host.rootLayer.bounds == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(host.rootLayer.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(FixedTimestepLoop.main === host.loop)
        #expect(host.loop.rootLayers.contains { $0 === host.rootLayer })
        #expect(TextRendering.installedRasterizer === host.textRasterizer)
        #expect(!host.rendererName.isEmpty)
        #expect(host.title == "Segue host test")
        host.close()
        #expect(TextRendering.installedRasterizer == nil)
        #expect(host.isQuitRequested)
    }

    @Test func screenshotIsTheFrameAtScalePixelsAndOpaque() throws {
        let host = try makeHost()
        defer { host.close() }
        let image = try host.screenshot()
        #expect(image.width == 320 && image.height == 200)
        for (x, y) in [(0, 0), (319, 199), (160, 100)] {
            let pixel = try #require(image.pixel(x: x, y: y))
            #expect(pixel.red == 1 && pixel.green == 0 && pixel.blue == 0 && pixel.alpha == 1)
        }
        host.clearColor = RGBAColor(red: 0, green: 0, blue: 1)
        #expect(try host.screenshot().pixel(x: 10, y: 10)?.blue == 1)
        let path = screenshots.appendingPathComponent("shot.png").path
        try host.saveScreenshot(toFile: path)
        let saved = try SDLImageLoader.image(contentsOfFile: path)
        #expect(saved.pixels == (try host.screenshot()).pixels, "the file holds the frame's pixels exactly")
    }

    @Test func drawsOnDemandOnly() throws {
        let host = try makeHost()
        defer { host.close() }
        host.runFrame()
        #expect(host.drawnFrameCount == 1, "the first frame is drawn")
        host.runFrame()
        host.runFrame()
        #expect(host.drawnFrameCount == 1, "nothing changed: nothing drawn")
        host.rootLayer.backgroundColor = CGColor(rgba: RGBAColor(red: 0, green: 1, blue: 0))
        host.runFrame()
        #expect(host.drawnFrameCount == 2, "a model change is drawn")
        host.runFrame()
        #expect(host.drawnFrameCount == 2)
        host.setNeedsRedraw()
        host.runFrame()
        #expect(host.drawnFrameCount == 3)
    }

    @Test func drawsEveryAnimatingFrameThenStops() throws {
        let host = try makeHost()
        defer { host.close() }
        host.runFrame()
        let layer = CALayer()
        host.rootLayer.addSublayer(layer)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 0.5
        layer.add(animation, forKey: "fade")
        let before = host.drawnFrameCount
        for _ in 0..<20 {
            clock.advance(by: 1.0 / 60)
            host.runFrame()
        }
        #expect(host.drawnFrameCount - before == 20, "each animating frame is drawn")
        #expect(host.loop.wantsContinuousTicks)
        for _ in 0..<20 {
            clock.advance(by: 1.0 / 60)
            host.runFrame()
        }
        #expect(!host.loop.wantsContinuousTicks, "the animation ended")
        let after = host.drawnFrameCount
        clock.advance(by: 1)
        host.runFrame()
        host.runFrame()
        #expect(host.drawnFrameCount == after, "idle again")
    }

    @Test func drawsEveryFrameWhenAsked() throws {
        let host = try makeHost()
        defer { host.close() }
        host.drawsEveryFrame = true
        var reported: [Int] = []
        host.frameHandler = { reported.append($0) }
        for _ in 0..<3 { host.runFrame() }
        #expect(reported == [1, 2, 3])
    }

    @Test func quitEventEndsRun() throws {
        let host = try makeHost()
        defer { host.close() }
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        Self.push(quit)
        host.run()
        #expect(host.isQuitRequested)
    }

    @Test func escapeAndControlQEndRun() throws {
        for event in [Self.keyDown(SDLK_ESCAPE), Self.keyDown(SDLK_q, mod: KMOD_LCTRL)] {
            let host = try makeHost()
            Self.push(event)
            host.run()
            #expect(host.isQuitRequested)
            host.close()
        }
    }

    @Test func inputReachesTheHandlerInPoints() throws {
        let host = try makeHost()
        defer { host.close() }
        var received: [HostInputEvent] = []
        host.inputHandler = { received.append($0) }
        Self.push(HostEventTranslatorTests.button(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 40, y: 50))
        Self.push(Self.keyDown(SDLK_SPACE))
        host.runFrame()
        #expect(received == [.pointerDown(.left, location: CGPoint(x: 40, y: 50), clickCount: 1),
                             .keyDown(.space, modifiers: [], isRepeat: false)])
    }

    @Test func resizeMovesTheRootAndReportsPointsAndScale() throws {
        let host = try makeHost()
        defer { host.close() }
        host.runFrame()
        var reports: [(CGSize, CGFloat)] = []
        var events: [HostInputEvent] = []
        host.resizeHandler = { reports.append(($0, $1)) }
        host.inputHandler = { events.append($0) }
        let frames = host.drawnFrameCount
        let window: OpaquePointer? = host.sdlWindow
        #expect(window != nil)
        SDL_SetWindowSize(window, 500, 260)
        host.runFrame()
        #expect(host.size == CGSize(width: 500, height: 260))
        #expect(host.rootLayer.bounds.size == CGSize(width: 500, height: 260))
        #expect(host.rootLayer.position == CGPoint(x: 250, y: 130))
        #expect(host.rootLayer.animationKeys() == nil, "the root follows without animating")
        #expect(reports.count == 1 && reports.first?.0 == CGSize(width: 500, height: 260) && reports.first?.1 == 1)
        #expect(events == [.resized(size: CGSize(width: 500, height: 260), scale: 1)])
        #expect(host.drawnFrameCount == frames + 1, "a resize redraws")
        #expect(try host.screenshot().width == 500)
    }

    @Test func f12SavesNumberedScreenshotsAndLogsThePath() throws {
        let host = try makeHost()
        defer { host.close() }
        host.runFrame()
        Self.push(Self.keyDown(SDLK_F12))
        host.runFrame()
        Self.push(Self.keyDown(SDLK_F12))
        host.runFrame()
        let first = screenshots.appendingPathComponent("segue-screenshot-001.png").path
        let second = screenshots.appendingPathComponent("segue-screenshot-002.png").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: screenshots.path).sorted()
                == ["segue-screenshot-001.png", "segue-screenshot-002.png"])
        #expect(log.messages.contains("saved screenshot \(first)"))
        #expect(log.messages.contains("saved screenshot \(second)"))
        #expect(try SDLImageLoader.image(contentsOfFile: first).pixel(x: 1, y: 1)?.red == 1)
        try? FileManager.default.removeItem(at: screenshots)
    }

    @Test func closedHostRunsNoMoreFrames() throws {
        let host = try makeHost()
        host.close()
        host.run()
        host.runFrame()
        #expect(host.drawnFrameCount == 0)
        #expect(throws: SDLHostError.self) { _ = try host.screenshot() }
    }

    @Test func fallsBackToTheSoftwareRendererAndSaysWhy() throws {
        // SDL's dummy video driver has no OpenGL, so no accelerated renderer.
        let host = try makeHost(driver: "dummy")
        defer { host.close() }
        #expect(host.rendererName == "software")
        #expect(log.messages.contains { $0.hasPrefix("no accelerated renderer (") && $0.hasSuffix("); falling back to SDL's software renderer") },
                "\(log.messages)")
        host.runFrame()
        #expect(host.drawnFrameCount == 1)
        #expect(try host.screenshot().pixel(x: 3, y: 3)?.red == 1)
    }

    @Test func theSoftwareRendererIsUsedWhenAskedForWithoutTryingOpenGL() throws {
        let before = SDL_GetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION).map { String(cString: $0) }
        let host = try makeHost(renderer: .software)
        defer { host.close() }
        #expect(host.rendererName == "software")
        #expect(log.messages.isEmpty, "asked for, not fallen back to: \(log.messages)")
        // The framebuffer hint is SDL's again once the renderer exists.
        #expect(SDL_GetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION).map { String(cString: $0) } == before)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        layer.backgroundColor = CGColor(rgba: RGBAColor(red: 0, green: 0, blue: 1))
        host.rootLayer.addSublayer(layer)
        host.runFrame()
        #expect(host.drawnFrameCount == 1)
        let image = try host.screenshot()
        #expect(image.pixel(x: 3, y: 3)?.red == 1)
        #expect(image.pixel(x: 20, y: 20)?.blue == 1)
    }

    @Test func unblocksTerminationSignalsSoSDLCanQuitOnThem() throws {
        var signals = sigset_t(), previous = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_BLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        #expect(TerminationSignals.isBlocked(SIGTERM))
        let host = try makeHost()
        defer { host.close() }
        #expect(!TerminationSignals.isBlocked(SIGTERM))
        #expect(!TerminationSignals.isBlocked(SIGINT))
    }

    @Test func badWindowSizeIsAnError() {
        var configuration = SDLHostConfiguration(title: "x", size: CGSize(width: 0, height: 10))
        configuration.videoDriver = "offscreen"
        #expect(throws: SDLHostError.self) { _ = try SDLHost(configuration: configuration) }
    }

    @Test func unknownVideoDriverReportsSDLsReason() {
        var configuration = SDLHostConfiguration(title: "x", size: CGSize(width: 10, height: 10))
        configuration.videoDriver = "no-such-driver"
        do {
            _ = try SDLHost(configuration: configuration)
            Issue.record("opened on a driver that does not exist")
        } catch let error as SDLHostError {
            #expect(error.operation == "SDL_Init(SDL_INIT_VIDEO)")
            #expect(error.reason.contains("no-such-driver"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

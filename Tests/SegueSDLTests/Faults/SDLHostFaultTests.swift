import CSDL2
import Foundation
import Segue
@testable import SegueSDL
import Testing

/// Window and time faults in the middle of a transition, in a real SDL host on the
/// `offscreen` driver (part of the serialized host suite: SDL is initialised by
/// one test at a time). Each fault arrives as the SDL event the window system
/// would send (`SDL_PushEvent`), or as a real resize, or as the clock jumping; the
/// transition must end in the state it would have reached without the fault, and
/// the window must show it.
extension SDLHostTests {
    // MARK: Helpers

    /// The fault scene in a fresh host, first frame drawn.
    func faultScene(in host: SDLHost) -> FaultTestScene {
        let scene = FaultTestScene()
        host.present(scene.window)
        host.runFrame()
        return scene
    }

    /// Runs `body` with the fault scene in a fresh host (`makeHost(driver:)`), its
    /// first frame drawn; tears the scene down and closes the host after it.
    func withFaultScene(driver: String = "offscreen",
                        _ body: (SDLHost, FaultTestScene) throws -> Void) throws {
        let host = try makeHost(driver: driver)
        defer { host.close() }
        let scene = faultScene(in: host)
        defer { scene.tearDown(on: host.loop) }
        try body(host, scene)
    }

    /// Runs frames at 60 Hz on the test's clock for `seconds`.
    func runFrames(_ host: SDLHost, seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            clock.advance(by: 1.0 / 60)
            host.runFrame()
        }
    }

    static func windowEvent(_ kind: SDL_WindowEventID) -> SDL_Event {
        HostEventTranslatorTests.window(kind)
    }

    static func event(_ type: SDL_EventType) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        return event
    }

    static func leftButtonMotion(x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = x
        event.motion.y = y
        event.motion.state = 1 << (UInt32(SDL_BUTTON_LEFT) - 1)
        return event
    }

    /// The appearance callbacks of a completed full-screen presentation of the
    /// modal (docs/UIKIT-BEHAVIOUR.md, "Transition anatomy and callback order").
    static let presentedAppearance = ["root.viewWillAppear", "root.viewDidAppear",
                                      "root.viewWillDisappear", "modal.viewWillAppear",
                                      "modal.viewDidAppear", "root.viewDidDisappear"]

    /// Checks the modal is presented, at rest, filling a window of `size`, and that
    /// the window shows it: white page, green picture in the middle. The frame is
    /// kept as `segue-fault-<name>.png` in the temporary directory.
    func expectPresented(_ scene: FaultTestScene, host: SDLHost, size: CGSize, name: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(!scene.window.isRunningTransition, sourceLocation: sourceLocation)
        let modal = try #require(scene.modal, sourceLocation: sourceLocation)
        let bounds = CGRect(origin: .zero, size: size)
        #expect(modal.view.frame == bounds, sourceLocation: sourceLocation)
        let shown = modal.view.layer.presentationProperties
        #expect(shown.position == CGPoint(x: size.width / 2, y: size.height / 2), sourceLocation: sourceLocation)
        #expect(shown.bounds.size == size, sourceLocation: sourceLocation)
        #expect(scene.appearance == Self.presentedAppearance, sourceLocation: sourceLocation)
        try host.saveScreenshot(toFile: FileManager.default.temporaryDirectory.appendingPathComponent("segue-fault-\(name).png").path)
        let shot = try host.screenshot()
        #expect(shot.width == Int(size.width) && shot.height == Int(size.height), sourceLocation: sourceLocation)
        let corner = try #require(shot.pixel(x: Int(size.width) - 2, y: Int(size.height) - 2), sourceLocation: sourceLocation)
        #expect(corner.red > 0.95 && corner.green > 0.95 && corner.blue > 0.95,
                "the white page reaches the far corner: \(corner)", sourceLocation: sourceLocation)
        let middle = try #require(shot.pixel(x: Int(size.width / 2), y: Int(size.height / 2)), sourceLocation: sourceLocation)
        #expect(middle.green > 0.7 && middle.red < 0.1 && middle.blue < 0.1,
                "the green picture is drawn: \(middle)", sourceLocation: sourceLocation)
    }

    // MARK: Faults

    @Test func resizeMidTransitionEndsFillingTheNewSize() throws {
        // SDL's dummy driver and software renderer: the offscreen driver's GL
        // surface keeps its first size, so its pixels cannot show a resize.
        try withFaultScene(driver: "dummy") { host, scene in
            scene.root.presentModal()
            runFrames(host, seconds: 0.25)
            #expect(scene.window.isRunningTransition)
            SDL_SetWindowSize(host.sdlWindow, 400, 300)
            runFrames(host, seconds: 0.3)
            #expect(host.size == CGSize(width: 400, height: 300))
            try expectPresented(scene, host: host, size: CGSize(width: 400, height: 300), name: "resize")
        }
    }

    @Test func minimizedMidTransitionDrawsNothingKeepsTimeAndCompletes() throws {
        try withFaultScene { host, scene in
            scene.root.presentModal()
            runFrames(host, seconds: 0.1)
            let drawn = host.drawnFrameCount
            let start = clock.now(), startTime = host.loop.mediaTime
            Self.push(Self.windowEvent(SDL_WINDOWEVENT_MINIMIZED))
            runFrames(host, seconds: 1)
            #expect(host.isMinimized)
            #expect(host.drawnFrameCount == drawn, "nothing is drawn while minimized")
            #expect(!scene.window.isRunningTransition, "the transition finished on time while minimized")
            #expect(host.loop.droppedTime == 0)
            #expect(abs((host.loop.mediaTime - startTime) - (clock.now() - start)) < host.loop.tickInterval + 1e-9,
                    "media time kept up with the clock")
            Self.push(Self.windowEvent(SDL_WINDOWEVENT_RESTORED))
            host.runFrame()
            #expect(!host.isMinimized)
            #expect(host.drawnFrameCount == drawn + 1, "restoring draws the current state at once")
            try expectPresented(scene, host: host, size: CGSize(width: 320, height: 200), name: "minimize")
        }
    }

    @Test func hiddenThenShownBehavesAsMinimizedThenRestored() throws {
        try withFaultScene { host, scene in
            Self.push(Self.windowEvent(SDL_WINDOWEVENT_HIDDEN))
            host.rootLayer.backgroundColor = CGColor(rgba: RGBAColor(red: 0, green: 1, blue: 0))
            let drawn = host.drawnFrameCount
            runFrames(host, seconds: 0.1)
            #expect(host.isMinimized && host.drawnFrameCount == drawn)
            Self.push(Self.windowEvent(SDL_WINDOWEVENT_SHOWN))
            host.runFrame()
            #expect(!host.isMinimized && host.drawnFrameCount == drawn + 1)
        }
    }

    @Test func focusLossMidDragCancelsTheGestureAndReleasesThePointer() throws {
        try withFaultScene { host, scene in
            Self.push(HostEventTranslatorTests.button(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 160, y: 190))
            runFrames(host, seconds: 1.0 / 60)
            for y in stride(from: Int32(180), through: 110, by: -10) {
                Self.push(Self.leftButtonMotion(x: 160, y: y))
                runFrames(host, seconds: 1.0 / 60)
            }
            #expect(scene.window.isRunningTransition, "the drag is presenting interactively")
            #expect(scene.root.pan.state == .changed)
            let appearanceBefore = scene.appearance
            Self.push(Self.windowEvent(SDL_WINDOWEVENT_FOCUS_LOST))
            runFrames(host, seconds: 1.0 / 60)
            #expect(scene.root.panStates.last == .cancelled)
            #expect(scene.root.pan.state == .possible, "the recognizer is ready for the next gesture")
            runFrames(host, seconds: 0.6)
            #expect(!scene.window.isRunningTransition)
            #expect(scene.root.presentedViewController == nil, "the cancelled presentation left nothing behind")
            #expect(scene.root.view.window === scene.window)
            #expect(scene.window.subviews == [scene.root.view])
            #expect(Array(scene.appearance.dropFirst(appearanceBefore.count))
                    == ["modal.viewWillDisappear", "modal.viewDidDisappear", "root.viewWillAppear", "root.viewDidAppear"])

            // The button still reads as held when focus comes back, then comes up: no
            // touch is down any more, so neither starts anything.
            let states = scene.root.panStates
            Self.push(Self.leftButtonMotion(x: 160, y: 60))
            Self.push(HostEventTranslatorTests.button(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, x: 160, y: 60))
            runFrames(host, seconds: 0.1)
            #expect(scene.root.panStates == states)
            #expect(!scene.window.isRunningTransition)
            let middle = try #require(try host.screenshot().pixel(x: 160, y: 100))
            #expect(middle.blue > 0.95 && middle.red < 0.05, "the blue page is back: \(middle)")
        }
    }

    @Test func renderDeviceResetMidTransitionRecreatesTheTextures() throws {
        try withFaultScene { host, scene in
            scene.root.presentModal()
            runFrames(host, seconds: 0.25)
            #expect(scene.window.isRunningTransition)
            let textures = host.compositor.cachedTextureCount
            #expect(textures >= 2, "the picture and the label are textures")
            let drawn = host.drawnFrameCount
            Self.push(Self.event(SDL_RENDER_DEVICE_RESET))
            runFrames(host, seconds: 1.0 / 60)
            #expect(host.drawnFrameCount == drawn + 1)
            #expect(host.compositor.statistics.textureUploads == textures, "every texture was made again")
            #expect(host.compositor.cachedTextureCount == textures)
            #expect(host.compositor.lastError == nil)
            runFrames(host, seconds: 0.3)
            #expect(host.compositor.statistics.textureUploads == 0, "once made again they are reused")
            try expectPresented(scene, host: host, size: CGSize(width: 320, height: 200), name: "device-reset")
        }
    }

    @Test func renderTargetsResetRedrawsWithoutUploading() throws {
        try withFaultScene { host, scene in
            scene.root.presentModal()
            runFrames(host, seconds: 0.6)
            let drawn = host.drawnFrameCount
            runFrames(host, seconds: 0.1)
            #expect(host.drawnFrameCount == drawn, "idle")
            Self.push(Self.event(SDL_RENDER_TARGETS_RESET))
            host.runFrame()
            #expect(host.drawnFrameCount == drawn + 1, "the frame is drawn again")
            #expect(host.compositor.statistics.textureUploads == 0)
            try expectPresented(scene, host: host, size: CGSize(width: 320, height: 200), name: "targets-reset")
        }
    }

    @Test func renderTargetsResetDrawsTheFlattenedContentAgain() throws {
        try withFaultScene { host, scene in
            scene.root.presentModal()
            runFrames(host, seconds: 0.6)
            // Drawn every frame at rest: the third unchanged frame is flattened.
            host.drawsEveryFrame = true
            runFrames(host, seconds: 4.0 / 60)
            #expect(host.compositor.statistics.flattenedBatches > 0)
            #expect(!host.compositor.statistics.flattenedThisFrame)
            // The renderer lost its target textures' pixels: the unchanged frame is drawn
            // into the texture again, not copied from what is left of it.
            Self.push(Self.event(SDL_RENDER_TARGETS_RESET))
            host.runFrame()
            #expect(host.compositor.statistics.flattenedThisFrame)
            #expect(host.compositor.lastError == nil)
            host.drawsEveryFrame = false
            try expectPresented(scene, host: host, size: CGSize(width: 320, height: 200), name: "targets-reset-flattened")
        }
    }

    @Test func quitMidTransitionEndsRunAtOnce() throws {
        try withFaultScene { host, scene in
            scene.root.presentModal()
            runFrames(host, seconds: 0.2)
            let drawn = host.drawnFrameCount
            Self.push(Self.event(SDL_QUIT))
            host.run()
            #expect(host.isQuitRequested)
            #expect(host.drawnFrameCount == drawn, "no frame is drawn after the quit")
            #expect(scene.window.isRunningTransition, "nothing is forced: the program decides what to save")
            host.close()
            host.runFrame()
            #expect(host.drawnFrameCount == drawn)
        }
    }

    @Test func twoSecondStallRunsOneCatchUpAndTheTransitionEndsAtItsEnd() throws {
        try withFaultScene { host, scene in
            scene.root.presentModal()
            runFrames(host, seconds: 0.1)
            let ticks = host.loop.tickCount, drawn = host.drawnFrameCount
            clock.advance(by: 2)
            host.runFrame()
            #expect(host.lastTickCount == host.loop.maximumTicksPerAdvance, "a quarter second of ticks, not 480")
            #expect(host.loop.tickCount - ticks == 60)
            #expect(abs(host.loop.droppedTime - 1.75) < 1e-6)
            #expect(host.drawnFrameCount == drawn + 1, "one frame after the stall")
            // 0.1 s + 0.25 s of the 0.5 s linear slide: the page is 30 % below its place.
            let modal = try #require(scene.modal)
            #expect(scene.window.isRunningTransition)
            #expect(abs(modal.view.layer.presentationProperties.position.y - (100 + 0.3 * 200)) < 2)
            runFrames(host, seconds: 0.2)
            try expectPresented(scene, host: host, size: CGSize(width: 320, height: 200), name: "stall")
        }
    }
}

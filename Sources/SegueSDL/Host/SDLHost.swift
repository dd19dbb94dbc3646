import CSDL2
import Foundation
import Segue

/// A real SDL window showing a layer tree: the place where UIKit's `UIWindow`,
/// its screen and the app's run loop meet Linux.
///
/// The host initialises SDL's video subsystem, opens a resizable, high-DPI-aware
/// window (`SDL_WINDOW_ALLOW_HIGHDPI`; `scale` is drawable pixels per window point,
/// what `UIScreen.scale` reports), and creates the renderer
/// `SDLHostConfiguration.renderer` asks for — by default `.auto`: an accelerated
/// renderer with vsync where the machine has a GPU, else SDL's software renderer,
/// logging which and why; an accelerated renderer SDL cannot make falls back to
/// the software renderer with the reason logged. It installs a `FixedTimestepLoop` on its clock as
/// `FixedTimestepLoop.main` with `rootLayer` attached, and an SDL2_ttf
/// `SDLTextRasterizer` as `TextRendering.installedRasterizer`.
///
/// `run()` loops until quit. Each iteration pumps SDL's events, advances the loop
/// (simulated time catches up with the clock, so animations run in real seconds
/// whatever the frame rate), lays out and displays the tree, and — only when the
/// loop reports a visible change, or after a resize or expose — clears, draws the
/// tree with the `LayerCompositor`, presents and tells the loop it displayed. When
/// nothing animates and nothing changed it blocks in `SDL_WaitEventTimeout`, so an
/// idle window costs next to no CPU; while something animates every frame is drawn.
///
/// While the window is minimized or hidden nothing is drawn: the loop keeps
/// ticking on the clock (so a transition under way finishes on time, as it would
/// with the window visible), waking every `idleWakeInterval`, and the first frame
/// after the window is restored shows the current state. When the render device
/// is reset (`SDL_RENDER_DEVICE_RESET`, e.g. a Direct3D device lost) every cached
/// texture is destroyed and uploaded again by the next frame; a render-targets
/// reset only redraws (Segue draws into the window, not into target textures).
///
/// The window's close button, SIGINT/SIGTERM (which SDL turns into `SDL_QUIT`;
/// the host unblocks both in case the parent left them blocked), Escape and
/// Ctrl+Q end `run()`; F12 saves a numbered screenshot into
/// `configuration.screenshotDirectory`. Other input goes to `inputHandler` as
/// `HostInputEvent`s in points. A resize makes the root layer's bounds follow the
/// window and calls `resizeHandler` with the size in points and the scale.
///
/// Segue differs from an iOS app's run loop in one way: while idle the main queue
/// (`DispatchQueue.main`, `@MainActor` tasks, timers) is serviced every
/// `idleWakeInterval` (0.1 s by default), not the moment work arrives.
///
/// **Profiling** (Segue extension). Every iteration is measured phase by phase in
/// `phases` (a `FramePhaseRecorder` on the host's monotonic clock): input,
/// ticks, layout, commit, presentation tree, and for a drawn frame geometry build
/// and draw (marked by the compositor) and present. Setting `trace` writes the
/// same marks, the running transitions and animations, and the compositor's
/// counters to a Chrome trace file. `launchDuration` is the time from the
/// process's start to the first present.
///
/// **Pacing.** The loop's fixed timestep (240 Hz) is independent of the display:
/// each iteration runs the ticks due by the clock, so animations follow real time
/// whatever the frame rate. Input is handled after the ticks due at its arrival
/// and committed before the frame is drawn (`FixedTimestepLoop.refresh()`), so
/// the frame presented next shows it. With vsync the present waits for the
/// vertical blank; without it frames are spaced by 90% of the refresh interval.
@MainActor
public final class SDLHost {
    /// The layer the window shows; its bounds follow the window's size in points.
    public let rootLayer: CALayer
    /// The loop ticking the tree (also installed as `FixedTimestepLoop.main`).
    public let loop: FixedTimestepLoop
    /// The text rasterizer (also installed as `TextRendering.installedRasterizer`).
    public let textRasterizer: SDLTextRasterizer
    /// The window's size in points.
    public private(set) var size: CGSize
    /// Drawable pixels per point (2 on a high-DPI display, 1 under X11).
    public private(set) var scale: CGFloat
    /// SDL's name for the renderer in use ("opengl", "software", …).
    public let rendererName: String
    /// Whether the renderer waits for the vertical blank when presenting.
    public let isVsyncEnabled: Bool
    /// The colour each frame is cleared to before the tree is drawn.
    public var clearColor: RGBAColor { didSet { needsRedraw = true } }
    /// Receives input the host does not consume itself.
    public var inputHandler: ((HostInputEvent) -> Void)?
    /// Called after the window changed size, with its size in points and the scale
    /// (the root layer's bounds have already followed).
    public var resizeHandler: ((CGSize, CGFloat) -> Void)?
    /// Called after each frame is presented, with the number of frames drawn so far.
    public var frameHandler: ((Int) -> Void)?
    /// Called once per `runFrame()` iteration, after the loop's ticks ran and the
    /// input was handled, before layout, display and drawing — whether or not the
    /// iteration then draws. What a HUD reads `lastTickDuration`,
    /// `lastTickCount`, `lastFrameInterval` and `compositor.statistics` in.
    public var tickHandler: (() -> Void)?
    /// Wall-clock seconds this iteration spent in `loop.advance()` (running ticks),
    /// measured on the host's pacing clock. Segue extension, for the demo's HUD.
    public private(set) var lastTickDuration: Double = 0
    /// Ticks `loop.advance()` ran this iteration.
    public private(set) var lastTickCount = 0
    /// Wall-clock seconds between the starts of the last two drawn frames (0 until
    /// two have been drawn): the frame pace, whose inverse is the frame rate.
    public private(set) var lastFrameInterval: Double = 0
    /// Draw every frame even when nothing changed (paced by vsync or the display's
    /// refresh rate), for scripts that count frames. Off by default: the host draws
    /// on demand.
    public var drawsEveryFrame = false
    /// Frames drawn and presented so far.
    public private(set) var drawnFrameCount = 0
    /// The display's refresh rate in Hz (60 when SDL does not know it); the frame
    /// budget is its inverse.
    public let refreshRate: Double
    /// Where each frame's time went (Segue extension): read `lastDrawnFrame` for
    /// the last presented frame's phases.
    public let phases: FramePhaseRecorder
    /// A Chrome trace being written (Segue extension): the frames' phases, the
    /// running transitions and animations, and the counters. Set it before `run()`;
    /// finish it after.
    public var trace: FrameTrace? {
        get { phases.trace }
        set { phases.trace = newValue }
    }
    /// When the process started, on the host's monotonic clock (nil where it
    /// cannot be read; see `ProcessStartTime`).
    public let processStartTime: Double? = ProcessStartTime.monotonicSeconds()
    /// When the first frame's present returned, on the host's monotonic clock.
    public private(set) var firstPresentTime: Double?
    /// Seconds from the process's start to the end of the first present (the
    /// launch time a user sees), once the first frame is presented.
    public var launchDuration: Double? {
        guard let start = processStartTime, let end = firstPresentTime else { return nil }
        return end - start
    }
    /// Whether the window is minimized or hidden, so frames are not drawn (time
    /// still runs).
    public private(set) var isMinimized = false
    /// Whether `requestQuit()` was called or a quit event arrived; `run()` returns
    /// at the end of the iteration.
    public private(set) var isQuitRequested = false

    private let configuration: SDLHostConfiguration
    private let resources = SDLHostResources()
    private let pacingClock = SystemClock()
    /// The shortest time between two drawn frames when presenting does not wait for
    /// the vertical blank: 90% of the display's refresh interval.
    private let minimumFrameSpacing: Double
    private var lastFrameStart = -Double.infinity
    private var needsRedraw = true
    private var screenshotRequested = false
    /// The number F12's next screenshot tries first.
    var nextScreenshotNumber = 1
    private var event = SDL_Event()
    private var translator = HostEventTranslator()

    /// Opens the window. Throws `SDLHostError` when SDL cannot initialise its video
    /// subsystem, there is no display (with what to do about it), or the window or
    /// renderer cannot be created; `SDLTextRasterizerError` when the fonts are
    /// missing.
    public init(configuration: SDLHostConfiguration) throws {
        SDLThreadState.releaseWhenThreadEnds()
        guard configuration.size.width >= 1, configuration.size.height >= 1,
              configuration.size.width <= 16384, configuration.size.height <= 16384 else {
            throw SDLHostError(operation: "SDL_CreateWindow", reason: "the window size \(Int(configuration.size.width))×\(Int(configuration.size.height)) points is outside 1…16384")
        }
        self.configuration = configuration
        self.clearColor = configuration.clearColor
        let trace = configuration.trace
        let stepClock = SystemClock()
        var stepStart = stepClock.now()
        /// Ends a launch step in the trace (what the launch slice is made of).
        func step(_ name: String) {
            let now = stepClock.now()
            trace?.launchStep(name, from: stepStart, to: now)
            stepStart = now
        }
        self.textRasterizer = try SDLTextRasterizer(fontFiles: configuration.fontFiles)
        step("load fonts")

        TerminationSignals.unblock()
        try Self.initializeVideo(driver: configuration.videoDriver)
        resources.isVideoInitialized = true
        try Self.requireDisplay(explicitDriver: configuration.videoDriver)
        step("SDL_Init")

        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        if configuration.isResizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let x = configuration.position.map { Int32(clamping: Int($0.x.rounded())) } ?? centered
        let y = configuration.position.map { Int32(clamping: Int($0.y.rounded())) } ?? centered
        guard let window = SDL_CreateWindow(configuration.title, x, y,
                                            Int32(configuration.size.width.rounded()),
                                            Int32(configuration.size.height.rounded()), flags) else {
            throw SDLHostError.sdl("SDL_CreateWindow")
        }
        resources.window = window
        step("create window")

        let renderer = try Self.makeRenderer(for: window, choice: configuration.renderer, vsync: configuration.prefersVsync,
                                              log: configuration.log)
        resources.renderer = renderer
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name {
            rendererName = String(cString: name)
            isVsyncEnabled = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        } else {
            rendererName = "unknown"
            isVsyncEnabled = false
        }
        var mode = SDL_DisplayMode()
        let refreshRate = SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60
        self.refreshRate = refreshRate
        minimumFrameSpacing = 0.9 / refreshRate

        step("create renderer")
        phases = FramePhaseRecorder(clock: pacingClock)
        phases.trace = trace
        let compositor = LayerCompositor(renderer: renderer)
        compositor.phaseRecorder = phases
        resources.compositor = compositor
        rootLayer = CALayer()
        rootLayer.name = "SDLHost.root"
        loop = FixedTimestepLoop(clock: configuration.clock)
        size = configuration.size
        scale = 1
        (size, scale) = currentGeometry()
        applyRootGeometry()
        loop.attach(rootLayer)
        FixedTimestepLoop.main = loop
        TextRendering.installedRasterizer = textRasterizer
    }

    /// Opens a window with a title and a size in points and the default settings.
    public convenience init(title: String, size: CGSize = CGSize(width: 1024, height: 700)) throws {
        try self.init(configuration: SDLHostConfiguration(title: title, size: size))
    }

    /// The compositor drawing the tree into the window's renderer.
    public var compositor: LayerCompositor { resources.compositor! }

    /// The window's title.
    public var title: String {
        get { resources.window.flatMap { SDL_GetWindowTitle($0) }.map { String(cString: $0) } ?? configuration.title }
        set { if let window = resources.window { SDL_SetWindowTitle(window, newValue) } }
    }

    /// Where the window's top-left corner is now, in screen coordinates
    /// (`SDL_GetWindowPosition`; what `SDLHostConfiguration.position` asks for).
    public var windowPosition: CGPoint {
        guard let window = resources.window else { return configuration.position ?? .zero }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return CGPoint(x: CGFloat(x), y: CGFloat(y))
    }

    /// The smallest size, in points, the user can resize the window to
    /// (`SDL_SetWindowMinimumSize`); nil: SDL's own. A window already smaller (its
    /// size was asked for explicitly) keeps its size, and can only be made smaller
    /// still than `minimumSize` down to that size.
    public var minimumSize: CGSize? {
        didSet {
            guard let window = resources.window, let minimumSize else { return }
            SDL_SetWindowMinimumSize(window, Int32(min(minimumSize.width, size.width).rounded(.up)),
                                     Int32(min(minimumSize.height, size.height).rounded(.up)))
        }
    }

    /// The window while the host is open.
    var sdlWindow: OpaquePointer? { resources.window }
    /// The renderer while the host is open (for reading pixels).
    var rendererForCapture: OpaquePointer? { resources.renderer }
    /// Where F12 saves screenshots.
    var screenshotDirectory: String { configuration.screenshotDirectory }
    /// Reports through the configuration's log.
    func log(_ message: String) { configuration.log(message) }

    // MARK: Running

    /// Runs frames until the window is closed, Escape or Ctrl+Q is pressed, SDL
    /// reports SIGINT/SIGTERM, or `requestQuit()` is called.
    public func run() {
        while !isQuitRequested { runFrame() }
    }

    /// Ends `run()` after the current iteration.
    public func requestQuit() {
        isQuitRequested = true
    }

    /// Makes the next iteration draw even if nothing changed.
    public func setNeedsRedraw() {
        needsRedraw = true
    }

    /// One iteration of the run loop: wait (when idle, or to pace frames), pump
    /// events, advance the loop, lay out and display, and draw if needed. Each
    /// step is marked in `phases`.
    public func runFrame() {
        SDLThreadState.releaseWhenThreadEnds()
        guard resources.renderer != nil else { isQuitRequested = true; return }
        let wantsFrame = !isMinimized && (drawsEveryFrame || needsRedraw || screenshotRequested || loop.needsDisplay)
        var hasWaitedEvent = false
        phases.beginWait()
        // Minimized, there is nothing to show: wake only to keep time running (each
        // advance catches up the whole wait, shorter than the loop's catch-up limit).
        if isMinimized || (!wantsFrame && !loop.wantsContinuousTicks) {
            hasWaitedEvent = SDL_WaitEventTimeout(&event, Self.milliseconds(configuration.idleWakeInterval)) != 0
        } else {
            var remaining = lastFrameStart + minimumFrameSpacing - pacingClock.now()
            if !wantsFrame {
                // Animating, but nothing new to draw because no tick fell due (slowed
                // time runs fewer ticks than frames): sleep until the next tick is due
                // instead of spinning.
                remaining = max(remaining, min(loop.clockTimeUntilNextTick, configuration.idleWakeInterval))
            }
            if remaining > 0.001 {
                hasWaitedEvent = SDL_WaitEventTimeout(&event, Self.milliseconds(remaining)) != 0
            }
        }
        phases.beginFrame()
        // Bring simulated time up to now before input handlers run, so changes they
        // make begin at the time of the input, not at the start of an idle wait.
        phases.mark(.ticks)
        var ticks = loop.advance()
        phases.mark(.input)
        if hasWaitedEvent { handle(event) }
        while !isQuitRequested && SDL_PollEvent(&event) != 0 { handle(event) }
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
        phases.mark(.ticks)
        ticks += loop.advance()
        phases.mark(.layout)
        lastTickCount = ticks
        lastTickDuration = phases.current[.ticks]
        tickHandler?()
        rootLayer.layoutAndDisplayIfNeeded()
        // Changes made since the last tick (input, layout) commit now, so a frame
        // never shows an animation's end value before its first tick.
        if CATransaction.hasUncommittedChanges {
            phases.mark(.commit)
            CATransaction.flush()
            phases.mark(.presentationTree)
            loop.refresh()
        }
        phases.endPhase()
        guard !isQuitRequested, !isMinimized, drawsEveryFrame || needsRedraw || screenshotRequested || loop.needsDisplay else {
            phases.endFrame(drawn: false, ticks: ticks)
            return
        }
        drawFrame()
        phases.endFrame(drawn: true, ticks: ticks, counters: frameCounters)
        if firstPresentTime == nil, let end = phases.lastDrawnFrame?.end {
            firstPresentTime = end
            trace?.endLaunch(at: end)
        }
    }

    /// The compositor's counters for the frame just drawn.
    private var frameCounters: FrameCounters {
        let drawn = compositor.statistics
        return FrameCounters(layers: drawn.layersVisited, quads: drawn.quads, triangles: drawn.triangles,
                             drawCalls: drawn.drawCalls, textureUploads: drawn.textureUploads,
                             pixelsFilled: drawn.pixelsFilled, culledLayers: drawn.culledLayers)
    }

    private func drawFrame() {
        guard let renderer = resources.renderer else { return }
        let start = pacingClock.now()
        if lastFrameStart.isFinite { lastFrameInterval = start - lastFrameStart }
        lastFrameStart = start
        phases.mark(.draw)
        renderTree()
        if screenshotRequested {
            screenshotRequested = false
            saveNumberedScreenshot()
        }
        phases.mark(.present)
        SDL_RenderPresent(renderer)
        phases.endPhase()
        loop.didDisplay()
        needsRedraw = false
        drawnFrameCount += 1
        frameHandler?(drawnFrameCount)
    }

    /// Clears the back buffer and draws the tree into it (no present).
    func renderTree() {
        guard let renderer = resources.renderer else { return }
        let (red, green, blue, alpha) = clearColor.rgba8
        if SDL_SetRenderDrawColor(renderer, red, green, blue, alpha) != 0 || SDL_RenderClear(renderer) != 0 {
            configuration.log("SDL_RenderClear failed: \(sdlErrorText())")
        }
        resources.compositor?.draw(rootLayer, scale: scale)
    }

    // MARK: Events

    private func handle(_ event: SDL_Event) {
        guard let action = translator.action(for: event) else { return }
        switch action {
        case .quit:
            isQuitRequested = true
        case .redraw:
            isMinimized = false
            needsRedraw = true
        case .minimized:
            isMinimized = true
        case .renderDeviceReset:
            resources.compositor?.releaseTextures()
            needsRedraw = true
        case .renderTargetsReset:
            resources.compositor?.renderTargetsWereReset()
            isMinimized = false
            needsRedraw = true
        case .screenshot:
            screenshotRequested = true
        case .windowSizeChanged:
            windowSizeChanged()
        case .input(let input):
            let location = input.pointerLocation
            let waited = SDL_GetTicks() &- event.common.timestamp
            phases.recordInput(input.traceName, x: location.map { Double($0.x) }, y: location.map { Double($0.y) },
                               queuedFor: waited < 60_000 ? Double(waited) / 1000 : nil)
            inputHandler?(input)
        }
    }

    private func windowSizeChanged() {
        let (newSize, newScale) = currentGeometry()
        needsRedraw = true
        guard newSize != size || newScale != scale else { return }
        size = newSize
        scale = newScale
        applyRootGeometry()
        rootLayer.setNeedsLayout()
        resizeHandler?(size, scale)
        inputHandler?(.resized(size: size, scale: scale))
    }

    /// The window's size in points and its drawable's pixels per point.
    private func currentGeometry() -> (CGSize, CGFloat) {
        guard let window = resources.window, let renderer = resources.renderer else { return (size, scale) }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight) != 0 {
            configuration.log("SDL_GetRendererOutputSize failed: \(sdlErrorText()); assuming scale 1")
            pixelWidth = width
        }
        let points = CGSize(width: CGFloat(max(width, 1)), height: CGFloat(max(height, 1)))
        let pixelScale = width > 0 && pixelWidth > 0 ? CGFloat(pixelWidth) / CGFloat(width) : 1
        return (points, pixelScale)
    }

    /// Puts the root layer over the whole window, without animating.
    private func applyRootGeometry() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.bounds = CGRect(origin: .zero, size: size)
        rootLayer.position = CGPoint(x: size.width * rootLayer.anchorPoint.x, y: size.height * rootLayer.anchorPoint.y)
        CATransaction.commit()
    }

    // MARK: Teardown

    /// Destroys the window and renderer and shuts SDL down (`SDL_Quit`); uninstalls
    /// the text rasterizer if it is still the installed one. Also happens when the
    /// host is released. Afterwards `run()` returns at once.
    public func close() {
        SDLThreadState.releaseWhenThreadEnds()
        if TextRendering.installedRasterizer === textRasterizer {
            TextRendering.installedRasterizer = nil
        }
        resources.release()
        isQuitRequested = true
    }

    // MARK: Setup steps

    /// What to do without a display, appended to the no-display errors.
    static let displayHint = "start a virtual display with \"Xvfb :99 &\" and run with DISPLAY=:99, or set SDL_VIDEODRIVER=offscreen to run without a visible window"

    /// `SDL_Init(SDL_INIT_VIDEO)` on the driver asked for. On Linux with no choice
    /// made and no Wayland compositor, X11 is the only display there can be: with
    /// `DISPLAY` unset the host fails at once with what to do, and with it set SDL
    /// is told to use X11 (rather than probing Wayland, whose library prints to
    /// standard error when it finds nothing).
    private static func initializeVideo(driver: String?) throws {
        var chosen = driver
        let environment = ProcessInfo.processInfo.environment
        #if os(Linux)
        if chosen == nil && environment["SDL_VIDEODRIVER"] == nil && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            guard let display = environment["DISPLAY"], !display.isEmpty else {
                throw SDLHostError(operation: "opening a window", reason: "no display: DISPLAY is unset", hint: displayHint)
            }
            chosen = "x11"
        }
        #endif
        // The hint is only read by SDL_Init; put back what was there ("" is SDL's
        // own choice) so a later host in the process starts from the same state.
        let previous = SDL_GetHint(SDL_HINT_VIDEODRIVER).map { String(cString: $0) } ?? ""
        if let chosen { SDL_SetHint(SDL_HINT_VIDEODRIVER, chosen) }
        // Before SDL_Init, so SDL keeps it as the handler it restores at SDL_Quit:
        // a wakeup SDL sent to a window destroyed at quit is not a fatal X error
        // (`segue_x_error_handler` in Sources/CSDL2/shim.h).
        let driverName = chosen ?? environment["SDL_VIDEODRIVER"]
        if driverName == nil || driverName == "x11" { _ = segue_install_x_error_handler() }
        defer { if chosen != nil { SDL_SetHint(SDL_HINT_VIDEODRIVER, previous) } }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            var hint: String?
            if driver == nil, let display = environment["DISPLAY"], !display.isEmpty {
                hint = "is an X server running at DISPLAY=\(display)? " + displayHint
            } else if driver == nil {
                hint = displayHint
            }
            throw SDLHostError.sdl("SDL_Init(SDL_INIT_VIDEO)", hint: hint)
        }
    }

    /// Refuses SDL's silent fallback to a headless driver when the caller did not
    /// ask for one: a window nobody can see would run forever.
    private static func requireDisplay(explicitDriver: String?) throws {
        let environment = ProcessInfo.processInfo.environment
        guard explicitDriver == nil, environment["SDL_VIDEODRIVER"] == nil,
              let name = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }),
              name == "offscreen" || name == "dummy" else { return }
        let reason = if let display = environment["DISPLAY"], !display.isEmpty {
            "cannot connect to the display at DISPLAY=\(display) (SDL fell back to its \"\(name)\" driver)"
        } else {
            "no display: DISPLAY is unset (SDL fell back to its \"\(name)\" driver)"
        }
        throw SDLHostError(operation: "opening a window", reason: reason, hint: displayHint)
    }

    /// The renderer `choice` stands for on this machine, for `window` (`WindowCanvas`
    /// makes its own the same way): `.auto` resolved and logged in one
    /// line, an accelerated renderer falling back to the software one with the
    /// reason logged, the software renderer without framebuffer acceleration.
    static func makeRenderer(for window: OpaquePointer, choice requested: SDLRendererChoice, vsync: Bool,
                             log: (String) -> Void) throws(SDLHostError) -> OpaquePointer {
        var choice = requested
        if requested == .auto {
            let reason: String
            (choice, reason) = requested.resolved(on: .current())
            log("renderer: \(choice.rawValue) (\(reason))")
        }
        if choice == .accelerated {
            var flags = SDL_RENDERER_ACCELERATED.rawValue
            if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
            if let renderer = SDL_CreateRenderer(window, -1, flags) { return renderer }
            log("no accelerated renderer (\(sdlErrorText())); falling back to SDL's software renderer")
        }
        // The software renderer draws into the window's surface. SDL would make that
        // surface through an OpenGL texture where it can ("framebuffer acceleration"),
        // loading the very driver the software renderer is chosen to avoid; the hint,
        // read when the surface is made, asks for the window system's own framebuffer
        // (XShm on X11). SDL decides once per SDL_Init, so the hint is put back at once
        // and a later host starts from SDL's default.
        let previous = SDL_GetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION).map { String(cString: $0) }
        if choice == .software { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        defer {
            if choice == .software {
                if let previous { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, previous) } else { SDL_ResetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION) }
            }
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw SDLHostError.sdl("SDL_CreateRenderer(SDL_RENDERER_SOFTWARE)")
        }
        return renderer
    }

    nonisolated static func milliseconds(_ seconds: Double) -> Int32 {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int32(min((seconds * 1000).rounded(.up), 60_000))
    }
}

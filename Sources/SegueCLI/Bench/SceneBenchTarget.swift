import CSDL2
import Foundation
import Segue
import SegueFiles
import SegueSDL
import SegueStudio

/// Where `segue bench --scene` draws: SDL's software renderer on a surface
/// (headless, no `SDL_Init`; its compositor filters turned images as it does in a
/// software-rendered window, `LayerCompositor.resamplesTransformedTextures`), or a real window with the renderer `--renderer`
/// picks (auto by default, as `segue demo`) and
/// no vsync (so "present" is the cost of presenting, not a wait for the display).
/// Both draw at one pixel per point.
@MainActor
final class SceneBenchTarget {
    /// The renderer frames are drawn with.
    let renderer: OpaquePointer
    /// The compositor drawing into `renderer`.
    let compositor: LayerCompositor
    /// "software renderer on a 1024×700 surface", "opengl renderer in a 1024×700 window, no vsync".
    let description: String

    private let canvas: OffscreenCanvas?
    private var window: OpaquePointer?
    private var ownsVideo = false
    private var event = SDL_Event()

    /// A headless target of `width` × `height` pixels.
    init(surfaceWidth width: Int, height: Int) throws(SceneBenchError) {
        let canvas: OffscreenCanvas
        do {
            canvas = try OffscreenCanvas(pixelWidth: width, pixelHeight: height)
        } catch {
            throw SceneBenchError("cannot make a \(width)×\(height) surface: \(error)")
        }
        self.canvas = canvas
        renderer = canvas.renderer
        compositor = canvas.compositor
        // The work a window with the software renderer (`auto` without a GPU) does:
        // its compositor filters turned, minified images itself, which a surface's
        // does not unless asked. What a surface cannot show is said in the report.
        compositor.resamplesTransformedTextures = true
        description = "SDL software renderer on a \(width)×\(height) surface (headless; turned images filtered as "
            + "in a software-rendered window; presenting to a display left out: measure it with --window)"
    }

    /// A window of `width` × `height` points titled `title`, drawn by `renderer`
    /// (resolved as `SDLHost` does, without vsync).
    init(windowWidth width: Int, height: Int, title: String, renderer choice: SDLRendererChoice = .auto) throws(SceneBenchError) {
        canvas = nil
        let environment = ProcessInfo.processInfo.environment
        if environment["SDL_VIDEODRIVER"] == nil, (environment["DISPLAY"] ?? "").isEmpty,
           (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            throw SceneBenchError("--window needs a display and DISPLAY is unset: start one (Xvfb :99 & DISPLAY=:99), or leave --window out to measure headless")
        }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw SceneBenchError("SDL_Init(SDL_INIT_VIDEO) failed: \(Self.sdlError()); --window needs a display (Xvfb :99 & DISPLAY=:99), or leave it out to measure headless")
        }
        ownsVideo = true
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), SDL_WINDOW_SHOWN.rawValue) else {
            let message = Self.sdlError()
            SDL_Quit()
            throw SceneBenchError("SDL_CreateWindow failed: \(message)")
        }
        let renderer: OpaquePointer
        do {
            renderer = try SDLHost.makeRenderer(for: window, choice: choice, vsync: false) { message in
                // A log line that cannot be written changes nothing about the run.
                try? StandardOutput.writeError("segue: \(message)\n")
            }
        } catch {
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw SceneBenchError("\(error)")
        }
        self.window = window
        self.renderer = renderer
        compositor = LayerCompositor(renderer: renderer)
        var info = SDL_RendererInfo()
        let name = SDL_GetRendererInfo(renderer, &info) == 0 ? info.name.map { String(cString: $0) } ?? "unknown" : "unknown"
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        description = "SDL \(name) renderer in a \(pixelWidth)×\(pixelHeight) window, no vsync"
    }

    isolated deinit {
        compositor.releaseTextures()
        if let window {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
        }
        if ownsVideo { SDL_Quit() }
    }

    /// Clears to opaque black.
    func clear() {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
    }

    /// Shows the frame: `SDL_RenderPresent` in a window; on the surface, where
    /// nothing is shown, `SDL_RenderFlush` (anything SDL still queued is drawn).
    func present() {
        if window != nil {
            SDL_RenderPresent(renderer)
        } else {
            SDL_RenderFlush(renderer)
        }
    }

    /// Handles the window's pending events (so the window manager sees it
    /// respond); false once the window was asked to close.
    func pumpEvents() -> Bool {
        guard window != nil else { return true }
        var open = true
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_QUIT.rawValue { open = false }
        }
        return open
    }

    private static func sdlError() -> String {
        guard let message = SDL_GetError() else { return "no error message" }
        let text = String(cString: message)
        return text.isEmpty ? "no error message" : text
    }
}

/// Why `segue bench --scene` could not measure (exit 1).
struct SceneBenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

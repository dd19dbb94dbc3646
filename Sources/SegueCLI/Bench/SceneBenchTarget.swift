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
    /// The renderer frames are drawn with (an `SDL_Renderer *`).
    let renderer: OpaquePointer
    /// The compositor drawing into `renderer`.
    let compositor: LayerCompositor
    /// "software renderer on a 1024×700 surface", "opengl renderer in a 1024×700 window, no vsync".
    let description: String

    private let canvas: OffscreenCanvas?
    private let window: WindowCanvas?

    /// A headless target of `width` × `height` pixels.
    init(surfaceWidth width: Int, height: Int) throws(SceneBenchError) {
        let canvas: OffscreenCanvas
        do {
            canvas = try OffscreenCanvas(pixelWidth: width, pixelHeight: height)
        } catch {
            throw SceneBenchError("cannot make a \(width)×\(height) surface: \(error)")
        }
        self.canvas = canvas
        window = nil
        renderer = canvas.renderer
        compositor = canvas.compositor
        // The work a window with the software renderer (`auto` without a GPU) does:
        // its compositor filters turned, minified images itself, which a surface's
        // does not unless asked, fills runs of opaque colour surfaces and copies runs
        // of opaque images itself. What a surface cannot show is said in the report.
        compositor.resamplesTransformedTextures = true
        compositor.rasterisesSolidRuns = true
        compositor.copiesOpaqueImageRuns = true
        // Left out, and said: presenting (the X server's copy of the frame) and the
        // window's pixel format (an X11 window's surface is XRGB8888, this one
        // ABGR8888, so SDL blends with other code).
        description = "SDL software renderer on a \(width)×\(height) ABGR8888 surface (headless; turned images filtered, "
            + "opaque colour runs filled and opaque image runs copied by the compositor, as in a software-rendered window; left out: presenting to a display, and a window's own pixel format "
            + "(XRGB8888 under X11): measure them with --window)"
    }

    /// A window of `width` × `height` points titled `title`, drawn by `renderer`
    /// (resolved as `SDLHost` does, without vsync).
    init(windowWidth width: Int, height: Int, title: String, renderer choice: SDLRendererChoice = .auto) throws(SceneBenchError) {
        let environment = ProcessInfo.processInfo.environment
        if environment["SDL_VIDEODRIVER"] == nil, (environment["DISPLAY"] ?? "").isEmpty,
           (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            throw SceneBenchError("--window needs a display and DISPLAY is unset: start one (Xvfb :99 & DISPLAY=:99), or leave --window out to measure headless")
        }
        let window: WindowCanvas
        do {
            window = try WindowCanvas(width: width, height: height, title: title, renderer: choice) { message in
                // A log line that cannot be written changes nothing about the run.
                try? StandardOutput.writeError("segue: \(message)\n")
            }
        } catch where error.operation == "SDL_Init(SDL_INIT_VIDEO)" {
            throw SceneBenchError("\(error); --window needs a display (Xvfb :99 & DISPLAY=:99), or leave it out to measure headless")
        } catch {
            throw SceneBenchError("\(error)")
        }
        canvas = nil
        self.window = window
        renderer = window.renderer
        compositor = window.compositor
        description = "SDL \(window.rendererName) renderer in a \(window.pixelWidth)×\(window.pixelHeight) window, no vsync"
    }

    /// Clears to opaque black.
    func clear() {
        if let window {
            window.clear()
        } else {
            try? canvas?.clear(to: .black)
        }
    }

    /// Shows the frame: presented in a window; on the surface, where nothing is
    /// shown, flushed (anything SDL still queued is drawn).
    func present() {
        if let window {
            window.present()
        } else {
            try? canvas?.flush()
        }
    }

    /// Handles the window's pending events (so the window manager sees it
    /// respond); false once the window was asked to close.
    func pumpEvents() -> Bool {
        window?.pumpEvents() ?? true
    }
}

/// Why `segue bench --scene` could not measure (exit 1).
struct SceneBenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

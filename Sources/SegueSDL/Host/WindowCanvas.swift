import CSDL2
import Foundation
import Segue

/// An SDL window with a renderer and a ``LayerCompositor`` and nothing else — no
/// run loop, no input, no vsync — for tools that time drawing in a real window
/// (`segue bench --scene … --window`), where ``OffscreenCanvas`` is the headless
/// counterpart (Segue extension). The renderer is chosen as `SDLHost` chooses it
/// (`SDLRendererChoice`); without vsync, presenting costs what presenting costs
/// instead of waiting for the display. Initialises SDL's video subsystem and
/// closes it again when released.
@MainActor
public final class WindowCanvas {
    /// The window's renderer (an `SDL_Renderer *`), for tools that replay recorded
    /// draw calls on it.
    public let renderer: OpaquePointer
    /// The compositor drawing into the window.
    public let compositor: LayerCompositor
    /// SDL's name for the renderer ("opengl", "software").
    public let rendererName: String
    /// The drawable's size in pixels.
    public let pixelWidth: Int
    /// The drawable's height in pixels.
    public let pixelHeight: Int

    private let window: OpaquePointer
    private var event = SDL_Event()

    /// A shown window of `width` × `height` points titled `title`, centred, drawn
    /// by `choice` (`auto`: accelerated when there is a GPU), logging the renderer
    /// `auto` picked and any fallback through `log`.
    ///
    /// - Throws: `SDLHostError` naming the SDL call that failed (`SDL_Init` fails
    ///   without a display).
    public init(width: Int, height: Int, title: String, renderer choice: SDLRendererChoice = .auto,
                log: (String) -> Void) throws(SDLHostError) {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw .sdl("SDL_Init(SDL_INIT_VIDEO)") }
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), SDL_WINDOW_SHOWN.rawValue) else {
            let error = SDLHostError.sdl("SDL_CreateWindow")
            SDL_Quit()
            throw error
        }
        let renderer: OpaquePointer
        do {
            renderer = try SDLHost.makeRenderer(for: window, choice: choice, vsync: false, log: log)
        } catch {
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw error
        }
        self.window = window
        self.renderer = renderer
        compositor = LayerCompositor(renderer: renderer)
        var info = SDL_RendererInfo()
        rendererName = SDL_GetRendererInfo(renderer, &info) == 0 ? info.name.map { String(cString: $0) } ?? "unknown" : "unknown"
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
        self.pixelWidth = Int(pixelWidth)
        self.pixelHeight = Int(pixelHeight)
    }

    isolated deinit {
        compositor.releaseTextures()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Clears the back buffer to opaque black.
    public func clear() {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
    }

    /// Shows the frame (`SDL_RenderPresent`).
    public func present() {
        SDL_RenderPresent(renderer)
    }

    /// Handles the window's pending events, so the window manager sees it respond;
    /// false once the window was asked to close (`SDL_QUIT`).
    public func pumpEvents() -> Bool {
        var open = true
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_QUIT.rawValue { open = false }
        }
        return open
    }
}

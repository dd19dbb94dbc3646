import Foundation
import Segue
import SegueFiles

/// How an `SDLHost` opens its window and runs. Every field has a default, so
/// `SDLHostConfiguration(title: "Demo")` opens a 1024 × 700 point window.
public struct SDLHostConfiguration {
    /// The window title.
    public var title: String
    /// The window's size in points (screen coordinates; a high-DPI drawable has
    /// `scale` times as many pixels).
    public var size: CGSize
    /// Whether the user can resize the window (default true).
    public var isResizable = true
    /// Where the window's top-left corner opens, in screen coordinates (Segue
    /// extension, SDL_CreateWindow's x and y); nil (the default) centres it. A window
    /// manager may still place it elsewhere.
    public var position: CGPoint?
    /// An SDL video driver to use instead of SDL's choice ("x11", "wayland", or
    /// "offscreen"/"dummy" to run with no display). When nil (the default) SDL
    /// picks, and the host refuses to run on the headless drivers SDL falls back to
    /// without a display, so a missing `DISPLAY` is an error rather than an
    /// invisible window. The `SDL_VIDEODRIVER` environment variable also counts as
    /// an explicit choice.
    public var videoDriver: String?
    /// Whether to ask for a renderer that waits for the display's vertical blank
    /// (default true); where it is not offered, frames are paced by the clock.
    public var prefersVsync = true
    /// Which SDL renderer draws the window (Segue extension): `.auto` (the
    /// default: accelerated only where a GPU render node is readable, else the
    /// software renderer; the host logs which it chose and why), `.accelerated` or
    /// `.software`; see `SDLRendererChoice` for what each costs.
    public var renderer: SDLRendererChoice = .auto
    /// The colour each frame is cleared to before the layer tree is drawn.
    public var clearColor = RGBAColor(red: 0.09, green: 0.10, blue: 0.13)
    /// The clock the host's `FixedTimestepLoop` reads (the system's monotonic clock
    /// by default; tests pass a `ManualClock`).
    public var clock: any MonotonicClock = SystemClock()
    /// How long the host sleeps at most while nothing animates and no input
    /// arrives before it looks at the clock and the main queue again (default 0.1 s).
    public var idleWakeInterval: Double = 0.1
    /// A Chrome trace to write from the start (Segue extension): the host records
    /// its launch steps in it — fonts, `SDL_Init`, window, renderer — and becomes
    /// its frame source (`SDLHost.trace`). nil by default.
    public var trace: FrameTrace?
    /// Where F12 saves numbered screenshots (default: the working directory).
    public var screenshotDirectory: String = FileManager.default.currentDirectoryPath
    /// The fonts the text rasterizer draws with.
    public var fontFiles = TextFontFiles.located()
    /// Where the host reports what it did (the renderer it fell back to, saved
    /// screenshots). Standard error, prefixed `segue: `, by default; a line that
    /// cannot be written there is dropped (the program's status is decided elsewhere).
    public var log: @MainActor (String) -> Void = { message in
        try? StandardOutput.writeError("segue: \(message)\n")
    }

    /// A configuration with a title and a window size in points.
    public init(title: String, size: CGSize = CGSize(width: 1024, height: 700)) {
        self.title = title
        self.size = size
    }
}

import Foundation
import Segue
import SegueSDL

/// What one frame of the studio cost and showed, handed to every tool after the
/// frame's ticks ran (the HUD shows it). Times are wall-clock seconds measured by
/// the host (`init(host:)` reads the SDL host's figures); a `HeadlessHost` test
/// passes what it likes.
struct StudioFrameStats: Equatable {
    /// Frames drawn before this one.
    var frameNumber = 0
    /// Seconds from the previous frame's start to this one's.
    var frameTime: Double = 0
    /// Seconds spent running the loop's ticks this frame.
    var tickTime: Double = 0
    /// Ticks run this frame.
    var ticks = 0
    /// Layers in the drawn tree at the last draw.
    var layerCount = 0
    /// Quads the compositor drew at the last draw.
    var quadCount = 0
    /// The loop's media time after the ticks.
    var mediaTime: Double = 0
    /// Triangles, draw calls and texture uploads at the last draw, and the pixels
    /// it filled when the compositor counts them (the HUD's counters).
    var triangleCount = 0
    var drawCallCount = 0
    var textureUploadCount = 0
    var pixelsFilled: Int?
    /// Layers the compositor culled at the last draw (outside the window or under
    /// opaque layers).
    var culledLayerCount = 0
    /// The drawable's pixels (overdraw = pixels filled / window pixels).
    var windowPixels = 0
    /// The last drawn frame's phases (the HUD's graph), nil before one is drawn.
    var lastDrawnFrame: FrameTiming?
    /// The frame budget: one refresh interval, in seconds.
    var frameBudget: Double = 1.0 / 60
    /// Seconds from the process's start to the first present, once known.
    var launchDuration: Double?
}

extension StudioFrameStats {
    /// The SDL host's figures for the iteration that just ran its ticks: frames
    /// drawn so far, the pace of the last two drawn frames, the time and number of
    /// this iteration's ticks, the compositor's layers and quads at its last draw,
    /// and the loop's media time.
    @MainActor
    init(host: SDLHost) {
        let drawn = host.compositor.statistics
        self.init(frameNumber: host.drawnFrameCount, frameTime: host.lastFrameInterval, tickTime: host.lastTickDuration,
                  ticks: host.lastTickCount, layerCount: drawn.layersVisited, quadCount: drawn.quads,
                  mediaTime: host.loop.mediaTime)
        triangleCount = drawn.triangles
        drawCallCount = drawn.drawCalls
        textureUploadCount = drawn.textureUploads
        pixelsFilled = drawn.pixelsFilled
        culledLayerCount = drawn.culledLayers
        windowPixels = drawn.targetPixels
        lastDrawnFrame = host.phases.lastDrawnFrame
        frameBudget = 1 / host.refreshRate
        launchDuration = host.launchDuration
    }
}

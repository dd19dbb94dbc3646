import Foundation

/// What one frame of the demo cost and showed, handed to every tool after the
/// frame's ticks ran (the HUD shows it). Times are wall-clock seconds measured by
/// the host; a `HeadlessHost` test passes what it likes.
struct DemoFrameStats: Equatable {
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
}

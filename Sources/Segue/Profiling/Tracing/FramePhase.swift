/// The steps of one frame of a Segue host, in the order they run (Segue
/// extension; they mirror what Core Animation's render loop does between two
/// vsyncs on iOS: handle events, run the app's updates, lay out, commit, build
/// the render tree, draw, present).
///
/// A phase may run more than once in a frame (the SDL host runs ticks both before
/// and after handling input); a frame's timing adds the runs up.
public enum FramePhase: Int, CaseIterable, Sendable {
    /// Input events are handled (pointer, keys, window events) and the main queue
    /// (`DispatchQueue.main`, timers) is serviced.
    case input
    /// `FixedTimestepLoop.advance()`: every due tick — display links, the implicit
    /// transaction, layer-tree evaluation and animation callbacks.
    case ticks
    /// The host's per-frame handler (the demo's tools updating their views), then
    /// `layoutAndDisplayIfNeeded()` (layout passes and `display()`/text drawing).
    case layout
    /// `CATransaction.flush()` of changes made since the last tick (input, layout),
    /// so animations added this frame get their begin time before drawing.
    case commit
    /// The layer trees evaluated again at the current tick's time
    /// (`FixedTimestepLoop.refresh()`): the presentation values this frame draws.
    case presentationTree
    /// The compositor walks the presentation tree and builds the frame's triangles.
    case geometryBuild
    /// The render target is cleared, textures uploaded and the geometry submitted
    /// (`SDL_RenderClear`, `SDL_RenderGeometry`).
    case draw
    /// `SDL_RenderPresent`: the frame goes to the window (with vsync, this includes
    /// waiting for the vertical blank).
    case present

    /// The phase's name in traces and the HUD ("presentation tree").
    public var name: String {
        switch self {
        case .input: "input"
        case .ticks: "ticks"
        case .layout: "layout"
        case .commit: "commit"
        case .presentationTree: "presentation tree"
        case .geometryBuild: "geometry build"
        case .draw: "draw"
        case .present: "present"
        }
    }
}

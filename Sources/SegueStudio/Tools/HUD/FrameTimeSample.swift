import Segue

/// One frame in the HUD's graph: its time split the way the bar is stacked —
/// the engine's part (input, ticks, layout, commit, presentation tree), the
/// compositor's (geometry build and draw) and the present (which, with vsync,
/// includes waiting for the vertical blank). Seconds.
struct FrameTimeSample: Equatable {
    var update: Double = 0
    var render: Double = 0
    var present: Double = 0

    /// The whole frame.
    var total: Double { update + render + present }

    /// The parts of a measured frame.
    init(_ timing: FrameTiming) {
        update = timing[.input] + timing[.ticks] + timing[.layout] + timing[.commit] + timing[.presentationTree]
        render = timing[.geometryBuild] + timing[.draw]
        present = timing[.present]
    }

    init(update: Double = 0, render: Double = 0, present: Double = 0) {
        self.update = update
        self.render = render
        self.present = present
    }
}

import Foundation
import Segue

/// The heads-up display (H): what each frame cost and showed — frame time and fps
/// (averaged over the last 32 frames), the time the loop's ticks took and how many
/// ran, the compositor's counters at the last draw (layers, quads, triangles, draw
/// calls, texture uploads, culled layers and overdraw — pixels filled over window
/// pixels; from `StudioFrameStats`, filled by the host), the running transition's state
/// and percent, the speed time runs at, resident memory and the launch time (process
/// start to first present) — and a graph of the last 120 frames' times, split into
/// engine, compositor and present, against the frame budget (`FrameTimeGraphView`).
/// Hidden until H is pressed; while hidden it is not in the overlay at all.
///
/// The frame lines and the graph count only frames in which things move (ticks
/// ran while something animates) or input arrived: a frame drawn just because the
/// HUD itself changed, an idle wake-up, or time paused leaves them as they are —
/// otherwise each new figure would ask for another frame, for ever. Hidden, the
/// HUD keeps its history but changes no view (a change would make the host draw).
/// Each line is a `UILabel`; a line's text is built and set only when a figure it
/// shows changed at the precision shown, so text is not
/// rasterized again for nothing; the graph's history is a fixed ring buffer and
/// its bars are made once, so a steady frame allocates nothing.
@MainActor
final class HUDTool: StudioTool {
    /// Frames averaged for frame time and fps.
    static let window = 32
    /// Frames the graph shows.
    static let graphColumns = 120
    /// Updates between two readings of resident memory.
    static let memoryInterval = 30
    /// Graph height in points.
    static let graphHeight: CGFloat = 64

    /// The panel, in the overlay's top-left corner.
    let panel = UIView()
    /// One label per line: frame, ticks, drawing, transition, speed, more drawing
    /// counters, memory and launch.
    let lines: [UILabel] = (0..<7).map { _ in UILabel() }
    /// The frame-time graph and the caption saying what its colours are.
    let graph = FrameTimeGraphView(columns: HUDTool.graphColumns)
    let legend = UILabel()
    /// The frames the graph shows.
    private(set) var history = FrameTimeHistory(capacity: HUDTool.graphColumns)
    private var graphedFrame = 0
    private var updatesSinceMemory = HUDTool.memoryInterval
    private var residentBytes: Int?
    private var loop: FixedTimestepLoop!
    private(set) var inspector: TransitionInspector!
    private var frameTimes = [Double](repeating: 0, count: HUDTool.window)
    private var frameTimeCount = 0
    private var frameTimeNext = 0
    private var frameTimeSum = 0.0
    /// The figures each line shows, at its precision; a line changes only with them.
    private var shown = [SIMD4<Int>](repeating: SIMD4(repeating: .min), count: 7)

    /// Whether the HUD is open (H), perhaps collapsed to its title bar.
    private(set) var isVisible = false
    /// Whether the panel itself shows (open, and not collapsed to its bar): only
    /// then do its lines and graph change.
    private var panelShows: Bool { !panel.isHidden }
    /// The panel's title bar, shown instead where the scene leaves it no room.
    let collapsedBar = StudioCollapsedPanelBar(title: "HUD")
    /// Where the panel goes when shown. A hidden panel leaves the overlay
    /// altogether, so its graph's bars cost the loop's ticks and the compositor's
    /// walk nothing.
    private weak var overlay: UIView?
    /// The panel's place among the overlay's subviews (the tools' installation order).
    private var panelIndex = 0

    init() {
        panel.backgroundColor = UIColor(white: 0.05, alpha: 0.78)
        panel.layer.cornerRadius = 8
        panel.layer.name = "HUDTool"
        panel.isHidden = true
        panel.isUserInteractionEnabled = false
        for label in lines {
            label.font = .systemFont(ofSize: 12)
            label.textColor = UIColor(red: 0.7, green: 1, blue: 0.7, alpha: 1)
            panel.addSubview(label)
        }
        panel.addSubview(graph)
        legend.font = .systemFont(ofSize: 10)
        legend.textColor = UIColor(white: 0.85, alpha: 1)
        legend.text = "bars: blue engine · green compositor · grey present"
        panel.addSubview(legend)
    }

    /// A new scene: watch its transitions instead.
    func sceneDidChange(_ scene: any StudioScene) {
        guard let loop = inspector?.loop else { return }
        inspector.invalidate()
        inspector = TransitionInspector(window: scene.transitionWindow, loop: loop)
    }

    func install(in shell: StudioShell) {
        loop = shell.loop
        inspector = TransitionInspector(window: shell.scene.transitionWindow, loop: shell.loop)
        overlay = shell.overlay
        panelIndex = shell.overlay.subviews.count
        collapsedBar.onOpen = { [weak shell] in shell?.arrangePanels() }
        shell.overlay.addSubview(collapsedBar)
        update(StudioFrameStats())
    }

    func layout(in bounds: CGRect) {
        place(at: CGPoint(x: 12, y: 12))
    }

    /// The panel's size: its lines, the graph and the legend.
    private var panelSize: CGSize {
        CGSize(width: 330, height: 6 + CGFloat(lines.count) * 18 + 4 + Self.graphHeight + 22)
    }

    /// The panel's height with its lines alone (the graph and legend left out).
    private var linesOnlyHeight: CGFloat { 6 + CGFloat(lines.count) * 18 + 6 }

    /// At the window's top left; where there is less room, the lines alone, and
    /// where there is not room for them beside the scene's controls, its title bar.
    var panelRequests: [StudioPanelRequest] {
        guard isVisible else { return [] }
        return [collapsedBar.collapsing(StudioPanelRequest(name: "hud", width: panelSize.width, preferredHeight: panelSize.height,
                                                           minimumHeight: linesOnlyHeight, horizontal: .leading, vertical: .top))]
    }

    func placePanels(in frames: [CGRect]) {
        guard let frame = frames.first, let request = panelRequests.first else { return }
        let wasShowing = panelShows
        guard !collapsedBar.place(panel, for: request, at: frame) else { return }
        place(at: frame.origin, height: frame.height)
        // Out of its bar, the panel's lines fill on the next frame.
        if !wasShowing { shown = shown.map { _ in SIMD4(repeating: .min) } }
    }

    /// Whether the graph and its legend show (the panel has their room).
    var showsGraph: Bool { !graph.isHidden }

    private func place(at origin: CGPoint, height: CGFloat? = nil) {
        UIView.performWithoutAnimation {
            let graphTop = 6 + CGFloat(lines.count) * 18 + 4
            let fullHeight = panelSize.height
            let withGraph = (height ?? fullHeight) >= fullHeight - 0.5
            graph.isHidden = !withGraph
            legend.isHidden = !withGraph
            panel.frame = CGRect(origin: origin, size: CGSize(width: panelSize.width, height: withGraph ? fullHeight : linesOnlyHeight))
            for (index, label) in lines.enumerated() {
                label.frame = CGRect(x: 10, y: 6 + CGFloat(index) * 18, width: 314, height: 18)
            }
            graph.frame = CGRect(x: 10, y: graphTop, width: CGFloat(Self.graphColumns) * 2, height: Self.graphHeight)
            legend.frame = CGRect(x: 10, y: graphTop + Self.graphHeight + 3, width: 314, height: 14)
            graph.show(history)
        }
    }

    func handleKey(_ key: StudioKey) -> Bool {
        guard key.matches("h") else { return false }
        UIView.performWithoutAnimation {
            isVisible.toggle()
            panel.isHidden = !isVisible
            if !isVisible {
                panel.removeFromSuperview()
                collapsedBar.reset()
            } else {
                if let overlay { overlay.insertSubview(panel, at: min(panelIndex, overlay.subviews.count)) }
                graph.show(history)
                // The next frame (at most an idle wake-up away) fills every line.
                shown = shown.map { _ in SIMD4(repeating: .min) }
            }
        }
        updatesSinceMemory = Self.memoryInterval
        return true
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("H", "HUD: frame time graph, fps, ticks, layers, quads, triangles, uploads, memory, transition, speed")]
    }

    func update(_ frame: StudioFrameStats) {
        // Frames in which nothing moves — no tick ran (a redraw for the HUD's own
        // text, time paused), or ticks ran with nothing animating (an idle wake-up)
        // — leave the frame figures and the graph as they are: otherwise each new
        // figure would ask for another frame, for ever.
        let isMoving = frame.ticks > 0 && loop.wantsContinuousTicks
        recordGraph(frame, isMoving: isMoving)
        let isFirst = panelShows && shown[0].x == .min
        if isMoving || isFirst { record(frameTime: frame.frameTime) }
        // Hidden, the HUD changes nothing: a change would make the host draw.
        guard panelShows else { return }
        updateCounters(frame)
        updateMemory(frame, isMoving: isMoving)
        updateState()
        guard isMoving || isFirst else { return }
        let meanFrame = frameTimeCount > 0 ? frameTimeSum / Double(frameTimeCount) : 0
        let fps = meanFrame > 0 ? 1 / meanFrame : 0
        // Line 0: frame time (0.1 ms) and fps.
        setLine(0, SIMD4(Int((meanFrame * 10_000).rounded()), Int(fps.rounded()), 0, 0)) { figures in
            String(format: "frame %.1f ms · %d fps", Double(figures[0]) / 10, figures[1])
        }
        // Line 1: tick time (0.01 ms), ticks this frame, ticks in all.
        setLine(1, SIMD4(Int((frame.tickTime * 100_000).rounded()), frame.ticks, loop.tickCount, 0)) { figures in
            String(format: "ticks %.2f ms · %d this frame · %d in all", Double(figures[0]) / 100, figures[1], figures[2])
        }
    }

    /// Lines 2 and 5: the compositor's counters at the last draw. They change only
    /// when a draw changed them, so showing them never asks for another frame.
    private func updateCounters(_ frame: StudioFrameStats) {
        // Line 2: layers, quads and triangles drawn.
        setLine(2, SIMD4(frame.layerCount, frame.quadCount, frame.triangleCount, 0)) { figures in
            "layers \(figures[0]) · quads \(figures[1]) · triangles \(figures[2])"
        }
        // Line 5: draw calls, uploads, culled layers and overdraw (pixels filled /
        // window pixels, 0.01×).
        let pixels = frame.pixelsFilled ?? -1
        let overdraw = pixels >= 0 && frame.windowPixels > 0
            ? Int((Double(pixels) / Double(frame.windowPixels) * 100).rounded()) : -1
        setLine(5, SIMD4(frame.drawCallCount, frame.textureUploadCount, frame.culledLayerCount, overdraw)) { figures in
            let fill = figures[3] < 0 ? "overdraw —" : String(format: "overdraw %.2f×", Double(figures[3]) / 100)
            return "calls \(figures[0]) · uploads \(figures[1]) · culled \(figures[2]) · " + fill
        }
    }

    /// Adds the last drawn frame to the graph, once, while things move or if input
    /// arrived in it, and lays the graph out when it shows.
    private func recordGraph(_ frame: StudioFrameStats, isMoving: Bool) {
        if frame.frameBudget > 0, frame.frameBudget.isFinite, graph.budget != frame.frameBudget {
            UIView.performWithoutAnimation { graph.budget = frame.frameBudget }
        }
        guard let drawn = frame.lastDrawnFrame, drawn.number > graphedFrame else { return }
        graphedFrame = drawn.number
        guard (isMoving && drawn.ticks > 0) || drawn.inputEvents > 0 else { return }
        history.append(FrameTimeSample(drawn))
        guard panelShows else { return }
        UIView.performWithoutAnimation { graph.show(history) }
    }

    /// Line 6: resident memory (MB, read when the HUD appears and every
    /// `memoryInterval` frames while things move) and the launch time (ms).
    private func updateMemory(_ frame: StudioFrameStats, isMoving: Bool) {
        if isMoving || updatesSinceMemory >= Self.memoryInterval {
            updatesSinceMemory += 1
            if updatesSinceMemory >= Self.memoryInterval {
                updatesSinceMemory = 0
                residentBytes = ResidentMemory.currentBytes()
            }
        }
        let megabytes = residentBytes.map { Int((Double($0) / 1_048_576).rounded()) } ?? -1
        let launch = frame.launchDuration.map { Int(($0 * 1000).rounded()) } ?? -1
        setLine(6, SIMD4(megabytes, launch, 0, 0)) { figures in
            let memory = figures[0] < 0 ? "memory —" : "memory \(figures[0]) MB"
            let first = figures[1] < 0 ? "" : " · first frame at \(figures[1]) ms"
            return memory + first
        }
    }

    /// The transition and speed lines.
    private func updateState() {
        // Line 3: the transition (phase, percent, scrubbing, which one).
        let phaseIndex = inspector.phase.map { Self.phases.firstIndex(of: $0) ?? 0 } ?? -1
        let percent = Int(((inspector.isRunning ? inspector.progress : inspector.transition?.progress ?? 0) * 100).rounded())
        setLine(3, SIMD4(phaseIndex, percent, inspector.isScrubbing ? 1 : 0, inspector.startCount)) { [inspector] _ in
            guard let transition = inspector?.transition else { return "transition: none yet" }
            let state = inspector?.isScrubbing == true ? "scrubbing" : transition.phase.rawValue
            return "\(transition.operation) \(state) \(Int((transition.progress * 100).rounded())) %"
        }
        // Line 4: the speed (0.001×).
        let scale = loop.timeScale
        setLine(4, SIMD4(Int((scale * 1000).rounded()), 0, 0, 0)) { _ in
            scale == 0 ? "time paused" : "speed " + StudioTimeControl.format(scale)
        }
    }

    private static let phases: [InspectedTransition.Phase] = [.animating, .interactive, .finishing, .cancelling, .completed, .cancelled]

    private func record(frameTime: Double) {
        let value = frameTime.isFinite && frameTime > 0 ? frameTime : 0
        guard value > 0 else { return }
        if frameTimeCount == Self.window {
            frameTimeSum -= frameTimes[frameTimeNext]
        } else {
            frameTimeCount += 1
        }
        frameTimes[frameTimeNext] = value
        frameTimeSum += value
        frameTimeNext = (frameTimeNext + 1) % Self.window
    }

    /// Sets line `index` to `text(figures)` only when the figures differ from those
    /// it shows.
    private func setLine(_ index: Int, _ figures: SIMD4<Int>, _ text: (SIMD4<Int>) -> String) {
        guard shown[index] != figures else { return }
        shown[index] = figures
        let string = text(figures)
        UIView.performWithoutAnimation { lines[index].text = string }
    }

    /// The lines' texts, top to bottom.
    var texts: [String] { lines.map { $0.text ?? "" } }
}

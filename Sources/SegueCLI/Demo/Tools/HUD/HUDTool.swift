import Foundation
import Segue

/// The heads-up display (H): what each frame cost and showed — frame time and fps
/// (averaged over the last 32 frames), the time the loop's ticks took and how many
/// ran, layers and quads drawn (from `DemoFrameStats`, filled by the host) — and the
/// running transition's state and percent, and the speed time runs at. Hidden until
/// H is pressed.
///
/// The frame lines count only frames in which ticks ran (a frame drawn just because
/// the HUD's text changed, or while time is paused, leaves them as they are).
/// Each line is a `UILabel`; a line's text is built and set only when a figure it
/// shows changed at the precision shown, so text is not rasterized again for
/// nothing and a steady frame allocates nothing.
@MainActor
final class HUDTool: DemoTool {
    /// Frames averaged for frame time and fps.
    static let window = 32

    /// The panel, in the overlay's top-left corner.
    let panel = UIView()
    /// One label per line: frame, ticks, drawing, transition, speed.
    let lines: [UILabel] = (0..<5).map { _ in UILabel() }
    private var loop: FixedTimestepLoop!
    private(set) var inspector: TransitionInspector!
    private var frameTimes = [Double](repeating: 0, count: HUDTool.window)
    private var frameTimeCount = 0
    private var frameTimeNext = 0
    private var frameTimeSum = 0.0
    /// The figures each line shows, at its precision; a line changes only with them.
    private var shown = [SIMD4<Int>](repeating: SIMD4(repeating: .min), count: 5)

    /// Whether the HUD shows.
    var isVisible: Bool { !panel.isHidden }

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
    }

    /// A new scene: watch its transitions instead.
    func sceneDidChange(_ scene: any DemoScene) {
        guard let loop = inspector?.loop else { return }
        inspector.invalidate()
        inspector = TransitionInspector(window: scene.transitionWindow, loop: loop)
    }

    func install(in shell: DemoShell) {
        loop = shell.loop
        inspector = TransitionInspector(window: shell.scene.transitionWindow, loop: shell.loop)
        shell.overlay.addSubview(panel)
        update(DemoFrameStats())
    }

    func layout(in bounds: CGRect) {
        UIView.performWithoutAnimation {
            panel.frame = CGRect(x: 12, y: 12, width: 260, height: CGFloat(lines.count) * 18 + 12)
            for (index, label) in lines.enumerated() {
                label.frame = CGRect(x: 10, y: 6 + CGFloat(index) * 18, width: 244, height: 18)
            }
        }
    }

    func handleKey(_ key: DemoKey) -> Bool {
        guard key.matches("h") else { return false }
        UIView.performWithoutAnimation { panel.isHidden.toggle() }
        return true
    }

    var helpLines: [DemoHelpLine] {
        [DemoHelpLine("H", "HUD: frame time, fps, ticks, layers and quads drawn, transition, speed")]
    }

    func update(_ frame: DemoFrameStats) {
        // Frames in which no tick ran (a redraw for the HUD's own text, time paused)
        // leave the frame figures as they are: otherwise each new figure would ask
        // for another frame, for ever.
        guard frame.ticks > 0 || shown[0].x == .min else { return updateState() }
        record(frameTime: frame.frameTime)
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
        // Line 2: layers and quads drawn.
        setLine(2, SIMD4(frame.layerCount, frame.quadCount, 0, 0)) { figures in
            "layers \(figures[0]) · quads \(figures[1])"
        }
        updateState()
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
            scale == 0 ? "time paused" : "speed " + DemoTimeControl.format(scale)
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

import Foundation
import Segue

/// The timeline at the bottom of the studio window: the running transition's
/// operation and controllers, its state and progress, and a knob to drag — dragging
/// holds time still and scrubs the transition through its container's clock
/// (`TransitionInspector`); letting go lets it run on from there. The bar shows
/// only while a transition runs (or is held by a scrub), so it never covers the
/// scene's own controls (a tab bar, a footer) when they can be used; otherwise a
/// small badge that lets touches through shows the speed when it is not 1×.
///
/// Keys: Space pauses and resumes time, S toggles slow animations (0.1×, like the
/// iOS Simulator's), `[` and `]` step the speed factor through 0.1, 0.25, 0.5, 1,
/// 1.5 and 2, Left and Right step one tick while paused. The bar shows the speed
/// and "paused".
@MainActor
final class TimelineTool: StudioTool {
    /// The bar's height in points.
    static let height: CGFloat = 46

    /// The bar, in the overlay.
    let bar = UIView()
    /// "present · SCViewController → SCModalViewController".
    let titleLabel = UILabel()
    /// "animating · 45 %", "completed".
    let stateLabel = UILabel()
    /// "1×", "0.1× slow", "paused · 1×".
    let speedLabel = UILabel()
    /// The track and knob.
    let track = TimelineTrackView(frame: .zero)
    /// "Speed 0.1× slow" while the bar is hidden and time is not at 1×; touches
    /// pass through it.
    let speedBadge = UILabel()
    private(set) var time: StudioTimeControl!
    private(set) var inspector: TransitionInspector!
    /// Whether a drag on the track holds the transition.
    private(set) var isScrubbing = false
    private var shownState: InspectedTransition?
    private var hasShownState = false
    private var shownSpeed = ""

    init() {
        bar.backgroundColor = UIColor(white: 0.08, alpha: 0.82)
        bar.layer.cornerRadius = 10
        bar.layer.name = "TimelineTool"
        for label in [titleLabel, stateLabel, speedLabel] {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .white
            bar.addSubview(label)
        }
        titleLabel.font = .boldSystemFont(ofSize: 13)
        speedLabel.textAlignment = .right
        stateLabel.textAlignment = .right
        bar.addSubview(track)
        track.onBegan = { [unowned self] fraction in beginScrub(at: fraction) }
        track.onMoved = { [unowned self] fraction in moveScrub(to: fraction) }
        track.onEnded = { [unowned self] in endScrub() }
        speedBadge.font = .boldSystemFont(ofSize: 12)
        speedBadge.textColor = .white
        speedBadge.textAlignment = .center
        speedBadge.backgroundColor = UIColor(white: 0.08, alpha: 0.82)
        speedBadge.layer.cornerRadius = 8
        speedBadge.layer.masksToBounds = true
        speedBadge.isUserInteractionEnabled = false
        speedBadge.layer.name = "TimelineTool.speedBadge"
    }

    /// A new scene: watch its transitions instead.
    func sceneDidChange(_ scene: any StudioScene) {
        guard let time else { return }
        if isScrubbing { endScrub() }
        inspector.invalidate()
        inspector = TransitionInspector(window: scene.transitionWindow, loop: time.loop)
        inspector.onChange = { [unowned self] in refresh() }
        hasShownState = false
        refresh()
    }

    func install(in shell: StudioShell) {
        time = StudioTimeControl(loop: shell.loop)
        inspector = TransitionInspector(window: shell.scene.transitionWindow, loop: shell.loop)
        // A transition starting or ending shows or hides the bar at once, not at the next frame.
        inspector.onChange = { [unowned self] in refresh() }
        shell.overlay.addSubview(bar)
        shell.overlay.addSubview(speedBadge)
        refresh()
    }

    /// The bar across the window's bottom while a transition runs, else the badge
    /// at the bottom right while the speed is not 1× — placed by the studio's
    /// panel layout clear of the scene's tab bar, captions and other panels.
    var panelRequests: [StudioPanelRequest] {
        if !bar.isHidden {
            return [StudioPanelRequest(name: "timeline", width: 0, preferredHeight: Self.height, horizontal: .full, vertical: .bottom)]
        }
        if !speedBadge.isHidden {
            return [StudioPanelRequest(name: "speed", width: Self.badgeWidth(for: speedBadge.text ?? ""), preferredHeight: 24,
                                       horizontal: .trailing, vertical: .bottom)]
        }
        return []
    }

    func placePanels(in frames: [CGRect]) {
        guard let frame = frames.first else { return }
        UIView.performWithoutAnimation {
            if !bar.isHidden { layoutBar(in: frame) } else { speedBadge.frame = frame }
        }
    }

    /// A badge wide enough for its text in its bold 12-point font, with padding.
    static func badgeWidth(for text: String) -> CGFloat {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 12)
        label.text = text
        return ceil(label.sizeThatFits(CGSize(width: 1000, height: 24)).width) + 24
    }

    func layout(in bounds: CGRect) {
        UIView.performWithoutAnimation {
            layoutBar(in: CGRect(x: 12, y: bounds.height - Self.height - 8, width: max(200, bounds.width - 24), height: Self.height))
            let badgeWidth = Self.badgeWidth(for: speedBadge.text ?? "")
            speedBadge.frame = CGRect(x: bounds.width - 12 - badgeWidth, y: bounds.height - 8 - 24, width: badgeWidth, height: 24)
        }
    }

    private func layoutBar(in frame: CGRect) {
        let width = frame.width
        bar.frame = frame
        titleLabel.frame = CGRect(x: 14, y: 3, width: width * 0.62 - 14, height: 18)
        speedLabel.frame = CGRect(x: width * 0.62, y: 3, width: width * 0.38 - 14, height: 18)
        stateLabel.frame = CGRect(x: width - 164, y: 22, width: 150, height: 20)
        track.frame = CGRect(x: 8, y: 21, width: max(0, width - 8 - 172), height: 22)
    }

    func handleKey(_ key: StudioKey) -> Bool {
        if key.matches("space") { time.togglePause() }
        else if key.matches("s") { time.toggleSlow() }
        else if key.matches("[") { time.stepSpeed(by: -1) }
        else if key.matches("]") { time.stepSpeed(by: 1) }
        else if key.matches("left") || key.matches("right") {
            guard time.stepTick() else { return false }
        } else {
            return false
        }
        refresh()
        return true
    }

    func update(_ frame: StudioFrameStats) {
        refresh()
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Space", "pause or resume time"),
         StudioHelpLine("S", "slow animations (0.1×), like the iOS Simulator"),
         StudioHelpLine("[ ]", "speed factor down / up: 0.1, 0.25, 0.5, 1, 1.5, 2×"),
         StudioHelpLine("Left / Right", "step one tick while paused"),
         StudioHelpLine("Drag the timeline", "scrub the running transition; let go to continue from there")]
    }

    // MARK: Scrubbing

    private func beginScrub(at fraction: Double) {
        time.isHeld = true
        isScrubbing = inspector.beginScrub()
        if isScrubbing { inspector.scrub(to: fraction) }
        refresh()
    }

    private func moveScrub(to fraction: Double) {
        guard isScrubbing else { return }
        inspector.scrub(to: fraction)
        refresh()
    }

    private func endScrub() {
        if isScrubbing { inspector.endScrub() }
        isScrubbing = false
        time.isHeld = false
        refresh()
    }

    // MARK: Showing

    /// Brings the labels and the knob up to date, touching a label only when its
    /// text changes (so text is rasterized again only then).
    func refresh() {
        let speed = time.text
        if speed != shownSpeed {
            shownSpeed = speed
            speedLabel.text = "Speed " + speed
            speedBadge.text = "Speed " + speed
        }
        let hidesBar = !(inspector.isRunning || isScrubbing)
        let hidesBadge = !hidesBar || time.isNormalSpeed
        if bar.isHidden != hidesBar || speedBadge.isHidden != hidesBadge {
            UIView.performWithoutAnimation {
                bar.isHidden = hidesBar
                speedBadge.isHidden = hidesBadge
            }
        }
        var state = inspector.transition
        // Percent granularity: the labels change at most a hundred times per transition.
        if var current = state { current.progress = (current.progress * 100).rounded() / 100; state = current }
        track.show(fraction: inspector.isRunning ? inspector.progress : state?.progress ?? 0)
        guard state != shownState || !hasShownState else { return }
        shownState = state
        hasShownState = true
        guard let state else {
            titleLabel.text = "No transition yet"
            stateLabel.text = ""
            return
        }
        titleLabel.text = Self.title(of: state)
        stateLabel.text = Self.stateText(of: state)
    }

    /// "present · SCViewController → SCModalViewController"; a transition between
    /// no controllers (a rotation of the interface) shows its context's name
    /// ("rotation portrait → landscapeLeft"), and one with a single controller names
    /// only that one.
    static func title(of state: InspectedTransition) -> String {
        let controllers: String
        switch (state.fromViewController, state.toViewController) {
        case (nil, nil): return state.name + (state.initiallyInteractive ? " (interactive)" : "")
        case (let from?, nil): controllers = " · \(from)"
        case (nil, let to?): controllers = " · \(to)"
        case (let from?, let to?): controllers = " · \(from) → \(to)"
        }
        return "\(state.operation)" + controllers + (state.initiallyInteractive ? " (interactive)" : "")
    }

    /// "animating 45 %", "scrubbing 30 %", "completed".
    static func stateText(of state: InspectedTransition) -> String {
        if state.phase.hasEnded { return state.phase.rawValue }
        let word = state.isScrubbing ? "scrubbing" : state.phase.rawValue
        return "\(word) \(Int((state.progress * 100).rounded())) %"
    }
}

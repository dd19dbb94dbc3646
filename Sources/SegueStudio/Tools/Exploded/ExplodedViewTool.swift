import Foundation
import Segue
import SegueSDL

/// The E tool: the scene window's layer tree exploded in 3D, like Xcode's view
/// debugger (see `ExplodedView`), while the scene keeps running and scrubbing.
///
/// E toggles; the explosion animates in and out over `animationDuration` (the
/// tool moves `ExplodedView.progress` along an ease-in-ease-out curve on the
/// loop's ticks). While exploded a transparent view over the whole overlay takes
/// every touch that begins on no other tool: dragging orbits the stack (right
/// turns it about the vertical axis, down tilts it about the horizontal one), and a
/// click selects the layer whose sheet is in front under the pointer
/// (`ExplodedView.layer(at:inTargetOf:scale:)`, the compositor's own geometry) —
/// its sheet is highlighted and an inspector panel describes it
/// (`ExplodedLayerDescription`); a click on no sheet clears the selection. − and =
/// (or the mouse wheel) change the spacing between levels. A caption at the
/// bottom says so. The caption and the inspector are panels of the studio's
/// layout, and the stack is fitted into the window less the inspector and a band
/// along the bottom for the caption and the timeline.
///
/// The tool does not draw the stack: whoever composites the frame reads
/// `explodedView` (the studio runner hands each change to the SDL host's
/// compositor through `onChange`; tests set it on an `OffscreenCanvas`).
@MainActor
final class ExplodedViewTool: StudioTool {
    /// Seconds to explode or come back flat.
    static let animationDuration = 0.4
    /// Radians of orbit per point dragged (a 400 pt drag turns 80°).
    static let orbitRate: CGFloat = 0.2 * .pi / 180
    /// Points between levels at first, and the range − and = keep to.
    static let defaultSpacing: CGFloat = 100
    static let spacingRange: ClosedRange<CGFloat> = 10...400
    /// The factor one press of − or = (or one wheel step) changes the spacing by.
    static let spacingStep: CGFloat = 1.25
    /// The caption's height, points.
    static let captionHeight: CGFloat = 26

    /// What the compositor draws for the scene: nil when flat.
    private(set) var explodedView: ExplodedView?
    /// Called after every change of `explodedView` (the runner passes it to the
    /// compositor and asks for a redraw).
    var onChange: ((ExplodedView?) -> Void)?
    /// Whether the tool is (or is animating towards) exploded.
    private(set) var isExploded = false
    /// Current orbit, radians.
    private(set) var yaw = ExplodedView.defaultYaw
    private(set) var pitch = ExplodedView.defaultPitch
    /// Points between levels.
    private(set) var spacing = ExplodedViewTool.defaultSpacing
    /// The layer selected by a click, while it stays in the scene's window.
    private(set) weak var selectedLayer: CALayer?
    /// The selected layer's level when it was clicked.
    private var selectedLevel: Int?
    /// Where the stack is fitted: the window less the caption, the inspector and
    /// the timeline (points).
    private(set) var fitArea: CGRect?

    let orbitView = ExplodedOrbitView(frame: .zero)
    /// The caption below the stack: the spacing and how to inspect.
    let caption = UIView()
    let captionLabel = UILabel()
    let inspector = ExplodedInspectorPanel(frame: .zero)
    private weak var shell: StudioShell?
    private var progress: Double = 0
    private var animationStart: (time: Double, progress: Double)?
    private var link: CADisplayLink?
    private let curve = CAMediaTimingFunction(name: .easeInEaseOut)

    init() {}

    func install(in shell: StudioShell) {
        self.shell = shell
        orbitView.isHidden = true
        orbitView.onDrag = { [unowned self] step in self.orbit(by: step) }
        orbitView.onClick = { [unowned self] point in self.select(at: point) }
        shell.overlay.insertSubview(orbitView, at: 0)
        caption.isHidden = true
        caption.backgroundColor = UIColor(red: 0.07, green: 0.08, blue: 0.11, alpha: 0.85)
        caption.layer.cornerRadius = 8
        caption.layer.name = "ExplodedCaption"
        captionLabel.font = .systemFont(ofSize: 12)
        captionLabel.textColor = UIColor(white: 0.92, alpha: 1)
        caption.addSubview(captionLabel)
        inspector.isHidden = true
        shell.overlay.addSubview(caption)
        shell.overlay.addSubview(inspector)
        updateCaption()
    }

    func layout(in bounds: CGRect) {
        UIView.performWithoutAnimation { orbitView.frame = bounds }
    }

    func handleKey(_ key: StudioKey) -> Bool {
        if key.matches("e") {
            toggle()
            return true
        }
        guard isExploded else { return false }
        if key.matches("-") || key.matches("keypad -") {
            changeSpacing(by: 1 / Self.spacingStep)
            return true
        }
        if key.matches("=") || key.matches("=", .shift) || key.matches("keypad +") {
            changeSpacing(by: Self.spacingStep)
            return true
        }
        return false
    }

    /// While exploded, the wheel changes the spacing (a step away from the user
    /// spreads the levels by `spacingStep`).
    func handleWheel(_ steps: CGVector, at location: CGPoint) -> Bool {
        guard isExploded, steps.dy != 0, steps.dy.isFinite else { return false }
        changeSpacing(by: pow(Self.spacingStep, steps.dy))
        return true
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("E", "exploded 3D layers (toggle); - / = spacing"),
         StudioHelpLine("Drag (exploded)", "orbit; click to inspect")]
    }

    /// A new scene: the exploded view (if any) follows its window's layers, and
    /// the selection (a layer of the old scene) is cleared.
    func sceneDidChange(_ scene: any StudioScene) {
        setSelection(nil, level: nil)
        publish()
    }

    /// The caption while exploded, and the inspector while a layer is selected.
    /// They keep clear of the other panels but not of the scene's controls: while
    /// exploded the scene is not drawn where its controls are.
    var panelRequests: [StudioPanelRequest] {
        guard isExploded else { return [] }
        var caption = StudioPanelRequest(name: "exploded-caption", width: captionWidth, preferredHeight: Self.captionHeight,
                                         horizontal: .leading, vertical: .bottom)
        caption.coversScene = true
        var requests = [caption]
        if let description = inspector.shown, selectedLayer != nil {
            let height = ExplodedInspectorPanel.height(for: description)
            var inspector = StudioPanelRequest(name: "exploded-inspector", width: ExplodedInspectorPanel.width,
                                               preferredHeight: height, minimumHeight: min(height, 120),
                                               horizontal: .trailing, vertical: .top)
            inspector.coversScene = true
            requests.append(inspector)
        }
        return requests
    }

    func placePanels(in frames: [CGRect]) {
        UIView.performWithoutAnimation {
            if frames.count > 0 {
                caption.frame = frames[0]
                captionLabel.frame = CGRect(origin: .zero, size: frames[0].size).insetBy(dx: 10, dy: 0)
            }
            if frames.count > 1 { inspector.frame = frames[1] }
        }
        updateFitArea()
    }

    /// Each frame: the inspector follows the selected layer's presentation values
    /// and animations, and the fit follows the panels (the timeline comes and goes).
    func update(_ frame: StudioFrameStats) {
        guard isExploded else { return }
        if let layer = selectedLayer, let shell, Self.layer(layer, isIn: shell.scene.window.layer) {
            inspector.show(ExplodedLayerDescription(layer, level: selectedLevel))
        } else if selectedLayer != nil || !inspector.isHidden {
            setSelection(nil, level: nil)
            publish()
        }
        updateFitArea()
    }

    /// Explodes the view, or brings it back flat, animating from where it is over
    /// 0.4 s of real time whatever the loop's speed — at once while time is paused,
    /// since the loop's display links do not run then.
    func toggle() {
        isExploded.toggle()
        orbitView.isHidden = !isExploded
        caption.isHidden = !isExploded
        if !isExploded { setSelection(nil, level: nil) }
        guard let shell else { return }
        shell.arrangePanels()
        if shell.loop.isTimeFrozen {
            link?.invalidate()
            link = nil
            animationStart = nil
            progress = isExploded ? 1 : 0
            publish()
            return
        }
        animationStart = (shell.loop.mediaTime, progress)
        if link == nil {
            let link = CADisplayLink { [weak self] link in self?.step(at: link.timestamp) }
            link.add(to: shell.loop)
            self.link = link
        }
        step(at: shell.loop.mediaTime)
    }

    /// Turns the stack by a drag of `step` points (clamped to ±80° either way).
    func orbit(by step: CGPoint) {
        let limit = ExplodedView.maximumAngle
        yaw = min(max(yaw + step.x * Self.orbitRate, -limit), limit)
        pitch = min(max(pitch + step.y * Self.orbitRate, -limit), limit)
        publish()
    }

    /// Whether `layer` is `root` or in its subtree.
    private static func layer(_ layer: CALayer, isIn root: CALayer) -> Bool {
        var node: CALayer? = layer
        while let current = node {
            if current === root { return true }
            node = current.superlayer
        }
        return false
    }

    /// Multiplies the spacing between levels by `factor`, within `spacingRange`.
    func changeSpacing(by factor: CGFloat) {
        spacing = min(max((spacing * factor).rounded(), Self.spacingRange.lowerBound), Self.spacingRange.upperBound)
        updateCaption()
        shell?.arrangePanels()
        publish()
    }

    /// Selects the layer whose sheet is in front at `point` (overlay points), or
    /// clears the selection when there is none.
    func select(at point: CGPoint) {
        guard isExploded, let view = explodedView, let shell else { return }
        let sheet = view.sheets(inTargetOf: shell.overlay.bounds.size).last { !$0.isHidden && $0.contains(point) }
        setSelection(sheet?.layer, level: sheet?.level)
        shell.arrangePanels()
        publish()
    }

    private func setSelection(_ layer: CALayer?, level: Int?) {
        selectedLayer = layer
        selectedLevel = level
        if let layer { inspector.show(ExplodedLayerDescription(layer, level: level)) }
        inspector.isHidden = layer == nil
    }

    /// The caption's text: what the view is and its keys.
    var captionText: String {
        "Spacing \(Int(spacing)) pt (− / =) · click a layer to inspect"
    }

    private var captionWidth: CGFloat {
        ceil(captionLabel.sizeThatFits(CGSize(width: 2000, height: Self.captionHeight)).width) + 20
    }

    private func updateCaption() {
        captionLabel.text = captionText
    }

    /// The window less the inspector (beside the stack) and a band along the bottom
    /// for the caption and the timeline (the timeline's room is kept whether or not
    /// a transition shows it, so the stack does not jump when one starts or ends),
    /// or up to the caption or the timeline where they sit higher; republished when
    /// it changes.
    private func updateFitArea() {
        guard let shell else { return }
        let bounds = shell.overlay.bounds
        let margin = StudioPanelLayout.margin
        let band = margin + TimelineTool.height + margin + Self.captionHeight + margin
        var area = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(bounds.height - band, 0))
        // Higher still when the scene's controls (a tab bar) lift them.
        let frames = shell.panelFrames
        for frame in [caption.isHidden ? nil : frames["exploded-caption"], frames["timeline"]].compactMap({ $0 })
            where frame.minY > bounds.midY {
            area.size.height = min(area.height, max(frame.minY - area.minY, 0))
        }
        if !inspector.isHidden, let frame = frames["exploded-inspector"], frame.minX > bounds.midX {
            area.size.width = max(frame.minX - area.minX, 0)
        }
        guard area != fitArea else { return }
        fitArea = area
        publish()
    }

    /// Advances the in/out animation to media time `time`.
    private func step(at time: Double) {
        guard let start = animationStart else { return }
        let target: Double = isExploded ? 1 : 0
        let span = abs(target - start.progress)
        let elapsed = time - start.time
        // Media time runs at timeScale × real time: scale the duration to keep 0.4 s real.
        let scale = max(shell?.loop.timeScale ?? 1, 0.01)
        let fraction = span > 0 ? min(max(elapsed / (Self.animationDuration * scale * span), 0), 1) : 1
        progress = start.progress + (target - start.progress) * curve.progress(at: fraction)
        if fraction >= 1 {
            progress = target
            animationStart = nil
            link?.invalidate()
            link = nil
        }
        publish()
    }

    private func publish() {
        guard let shell else { return }
        if progress <= 0 {
            explodedView = nil
        } else {
            var view = ExplodedView(root: shell.scene.window.layer, spacing: spacing, yaw: yaw, pitch: pitch,
                                    progress: CGFloat(progress))
            view.fitArea = fitArea
            view.fitMargin = 16
            view.selectedLayer = selectedLayer
            explodedView = view
        }
        onChange?(explodedView)
    }
}

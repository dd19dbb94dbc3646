import Foundation
import Segue

/// The C tool: a panel at the window's right plotting the timing curves of the
/// animations running in the scene window's layer tree — one plot per distinct
/// curve (Bézier timing functions, spring responses, keyframe timelines; see
/// `AnimationTimingCurve`), captioned with the layers and key paths on it, each with a
/// cursor at the animation's current time (through the layer's time space, so
/// pausing, slowing or scrubbing a transition moves it).
///
/// Each frame the panel looks for the scene's animations; the plots are rendered
/// only when the set of animations changes. When the animations end, the last
/// plots stay, marked ended, until new ones start.
@MainActor
final class CurvePanelTool: StudioTool {
    /// The panel's width, points.
    static let width: CGFloat = 340
    /// The smallest the first plot is scaled to fit a short panel (a small window).
    static let smallestPlotScale: CGFloat = 0.6

    let panel = UIView()
    let headerLabel = UILabel()
    let moreLabel = UILabel()
    /// The panel's title bar, shown instead where the scene leaves it no room.
    let collapsedBar = StudioCollapsedPanelBar(title: "Curves")
    /// The plots shown, top to bottom.
    private(set) var plotViews: [CurvePlotView] = []
    /// Whether the panel is showing.
    private(set) var isShowing = false
    /// Whether the plots are of animations that have ended.
    private(set) var hasEnded = false
    private weak var shell: StudioShell?
    private var signature: [ObjectIdentifier] = []
    private var hiddenCount = 0

    init() {}

    func install(in shell: StudioShell) {
        self.shell = shell
        panel.backgroundColor = UIColor(red: 0.07, green: 0.08, blue: 0.11, alpha: 0.88)
        panel.layer.cornerRadius = 10
        panel.layer.name = "CurvePanel"
        panel.isHidden = true
        headerLabel.font = .boldSystemFont(ofSize: 14)
        headerLabel.textColor = .white
        moreLabel.font = .systemFont(ofSize: 12)
        moreLabel.textColor = UIColor(white: 0.8, alpha: 1)
        panel.addSubview(headerLabel)
        panel.addSubview(moreLabel)
        shell.overlay.addSubview(panel)
        collapsedBar.onOpen = { [weak shell] in shell?.arrangePanels() }
        shell.overlay.addSubview(collapsedBar)
    }

    func handleKey(_ key: StudioKey) -> Bool {
        guard key.matches("c") else { return false }
        isShowing.toggle()
        panel.isHidden = !isShowing
        if isShowing { refresh() } else { collapsedBar.reset() }
        return true
    }

    func update(_ frame: StudioFrameStats) {
        if isShowing { refresh() }
    }

    func layout(in bounds: CGRect) {
        place(in: CGRect(x: bounds.maxX - Self.width - 12, y: 12, width: Self.width, height: max(bounds.height - 24, 60)))
    }

    /// At the window's right, as tall as its plots (at least one), shrinking to one
    /// plot — scaled down to 60 % if need be — where the scene's controls or other
    /// panels leave less room, and collapsing to its title bar where even that
    /// does not fit beside the scene's controls.
    var panelRequests: [StudioPanelRequest] {
        guard isShowing else { return [] }
        let plot = CurvePlotView.height + 8
        return [collapsedBar.collapsing(StudioPanelRequest(name: "curves", width: Self.width,
                                                           preferredHeight: 56 + CGFloat(max(plotViews.count, 1)) * plot,
                                                           minimumHeight: 56 + CurvePlotView.height * Self.smallestPlotScale + 8,
                                                           horizontal: .trailing, vertical: .top))]
    }

    func placePanels(in frames: [CGRect]) {
        guard let frame = frames.first, let request = panelRequests.first else { return }
        if !collapsedBar.place(panel, for: request, at: frame) { place(in: frame) }
    }

    private func place(in frame: CGRect) {
        UIView.performWithoutAnimation {
            panel.frame = frame
            headerLabel.frame = CGRect(x: 10, y: 6, width: Self.width - 20, height: 20)
        }
        if isShowing { arrangePlots() }
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("C", "curve panel: the running animations' timing curves with a cursor at the current time")]
    }

    /// Finds the scene's animations, rebuilds the plots when the set changed, and
    /// moves the cursors.
    func refresh() {
        guard let shell else { return }
        let found = RunningAnimation.scan(shell.scene.window.layer)
        let current = found.map(\.identity)
        if found.isEmpty {
            if !hasEnded { hasEnded = true; updateHeader() }
        } else if current != signature {
            signature = current
            hasEnded = false
            rebuild(found)
        }
        for view in plotViews { view.updateCursor() }
    }

    private func rebuild(_ found: [RunningAnimation]) {
        for view in plotViews { view.removeFromSuperview() }
        var groups: [(curve: AnimationTimingCurve, animations: [RunningAnimation])] = []
        for animation in found {
            if let index = groups.firstIndex(where: { $0.curve == animation.curve }) {
                groups[index].animations.append(animation)
            } else {
                groups.append((animation.curve, [animation]))
            }
        }
        let scale = max(UIScreen.main.scale, 1)
        plotViews = groups.map { CurvePlotView(curve: $0.curve, animations: $0.animations, scale: scale) }
        for view in plotViews { panel.addSubview(view) }
        arrangePlots()
    }

    /// Stacks the plots that fit under the header; the rest are counted.
    private func arrangePlots() {
        var y: CGFloat = 32
        hiddenCount = 0
        UIView.performWithoutAnimation {
            for (index, view) in plotViews.enumerated() {
                let room = panel.bounds.height - 24 - y
                // The first plot shrinks (down to `smallestPlotScale`) rather than
                // leave the panel empty; the others show at full size or not at all.
                var scale: CGFloat = 1
                if index == 0 && room < CurvePlotView.height {
                    scale = max(Self.smallestPlotScale, room / CurvePlotView.height)
                }
                let height = CurvePlotView.height * scale
                let fits = height <= room + 0.5
                view.isHidden = !fits
                if fits {
                    let size = CGSize(width: CurvePlotView.plotSize.width, height: CurvePlotView.height)
                    view.transform = .identity
                    view.bounds = CGRect(origin: .zero, size: size)
                    view.transform = scale < 1 ? CGAffineTransform(scaleX: scale, y: scale) : .identity
                    view.center = CGPoint(x: 10 + size.width * scale / 2, y: y + height / 2)
                    y += height + 8
                } else {
                    hiddenCount += 1
                }
            }
            moreLabel.frame = CGRect(x: 10, y: y, width: Self.width - 20, height: 18)
        }
        moreLabel.text = hiddenCount > 0 ? "+\(hiddenCount) more curves (enlarge the window)" : nil
        updateHeader()
    }

    private func updateHeader() {
        let count = plotViews.count
        let text: String
        if count == 0 {
            text = "Curves — no animations yet"
        } else {
            text = "Curves — \(count) \(count == 1 ? "curve" : "curves")" + (hasEnded ? " (ended)" : "")
        }
        if headerLabel.text != text { headerLabel.text = text }
    }
}

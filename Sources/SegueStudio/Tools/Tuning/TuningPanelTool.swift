import Foundation
import Segue

/// The tuning panel (T): sliders, built from Segue's own `UISlider`s and labels,
/// for the parameters of the scene's animator that the scene lists in its
/// `StudioTuning` — duration, damping ratio, initial velocity, curve, completion
/// speed. A change is written to the scene's tuning at once and takes effect on
/// the scene's next transition (a running one keeps the values it started with).
/// Reset puts the scene's own starting values back.
@MainActor
final class TuningPanelTool: StudioTool {
    /// The panel's width in points.
    static let width: CGFloat = 300
    static let rowHeight: CGFloat = 54
    static let margin: CGFloat = 16

    /// The panel view (hidden until T).
    let panel = UIView()
    private let titleLabel = UILabel()
    private let noteLabel = UILabel()
    private let resetButton = UIButton(type: .system)
    private var rows: [TuningPanelRow] = []
    /// The rows, scrolling (mouse wheel or drag) when the panel is given less
    /// height than they need (a small window with other panels open).
    let rowsView = UIScrollView()
    /// The panel's title bar, shown instead where the scene leaves it no room.
    let collapsedBar = StudioCollapsedPanelBar(title: "Tuning")
    private weak var shell: StudioShell?
    /// The tuning the rows edit, and its values when the panel first showed it.
    private weak var tuning: StudioTuning?
    private var startingValues: [StudioTuning.Parameter: Double] = [:]

    /// Whether the panel is showing (open with T, perhaps collapsed to its title bar).
    private(set) var isShowing = false

    init() {}

    func install(in shell: StudioShell) {
        self.shell = shell
        panel.isHidden = true
        panel.backgroundColor = UIColor(white: 0.08, alpha: 0.88)
        panel.layer.cornerRadius = 12
        panel.layer.name = "TuningPanel"
        titleLabel.font = .boldSystemFont(ofSize: 15)
        titleLabel.textColor = .white
        noteLabel.font = .systemFont(ofSize: 12)
        noteLabel.textColor = UIColor(white: 1, alpha: 0.6)
        resetButton.setTitle("Reset", for: .normal)
        resetButton.titleLabel?.font = .boldSystemFont(ofSize: 13)
        resetButton.addAction(UIAction { [weak self] _ in self?.reset() }, for: .touchUpInside)
        rowsView.layer.name = "TuningPanel.rows"
        for view in [titleLabel, noteLabel, resetButton, rowsView] as [UIView] { panel.addSubview(view) }
        shell.overlay.addSubview(panel)
        collapsedBar.onOpen = { [weak shell] in shell?.arrangePanels() }
        shell.overlay.addSubview(collapsedBar)
    }

    func handleKey(_ key: StudioKey) -> Bool {
        guard key.matches("t") else { return false }
        setShowing(!isShowing)
        return true
    }

    /// Shows or hides the panel; showing it (re)builds the rows for the current
    /// scene's tuning.
    func setShowing(_ showing: Bool) {
        isShowing = showing
        UIView.performWithoutAnimation { panel.isHidden = !showing }
        // Showing, the panel layout may collapse the panel to its bar at once.
        if showing { rebuildIfNeeded() } else { collapsedBar.reset() }
    }

    /// A new scene: the rows follow its tuning (at once if the panel is showing).
    func sceneDidChange(_ scene: any StudioScene) {
        if isShowing { rebuildIfNeeded() }
    }

    func layout(in bounds: CGRect) {
        place(in: CGRect(x: bounds.maxX - Self.width - Self.margin, y: Self.margin, width: Self.width, height: preferredHeight))
    }

    /// The panel's height with all its rows.
    private var preferredHeight: CGFloat { 64 + CGFloat(max(rows.count, 1)) * Self.rowHeight }

    /// At the window's top right, as tall as its rows; where there is less room
    /// it shrinks to two rows' height and the rows scroll, and where there is not
    /// room for that beside the scene's controls it collapses to its title bar.
    var panelRequests: [StudioPanelRequest] {
        guard isShowing else { return [] }
        return [collapsedBar.collapsing(StudioPanelRequest(name: "tuning", width: Self.width, preferredHeight: preferredHeight,
                                                           minimumHeight: 64 + CGFloat(min(max(rows.count, 1), 2)) * Self.rowHeight,
                                                           horizontal: .trailing, vertical: .top))]
    }

    func placePanels(in frames: [CGRect]) {
        guard let frame = frames.first, let request = panelRequests.first else { return }
        if !collapsedBar.place(panel, for: request, at: frame) { place(in: frame) }
    }

    private func place(in frame: CGRect) {
        UIView.performWithoutAnimation {
            panel.frame = frame
            titleLabel.frame = CGRect(x: 14, y: 10, width: Self.width - 90, height: 22)
            resetButton.frame = CGRect(x: Self.width - 74, y: 8, width: 60, height: 26)
            noteLabel.frame = CGRect(x: 14, y: 32, width: Self.width - 28, height: 18)
            rowsView.frame = CGRect(x: 0, y: 56, width: Self.width, height: max(0, frame.height - 56 - 8))
            rowsView.contentSize = CGSize(width: Self.width, height: CGFloat(rows.count) * Self.rowHeight)
            rowsView.isScrollEnabled = rowsView.contentSize.height > rowsView.bounds.height + 0.5
            if !rowsView.isScrollEnabled { rowsView.contentOffset = .zero }
            for (index, row) in rows.enumerated() {
                row.layout(in: CGRect(x: 14, y: CGFloat(index) * Self.rowHeight, width: Self.width - 28, height: Self.rowHeight))
            }
        }
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("T", "tuning panel: the scene's animator parameters, for the next transition")]
    }

    /// The row for a parameter, while the panel shows one.
    func row(for parameter: StudioTuning.Parameter) -> TuningPanelRow? {
        rows.first { $0.parameter == parameter }
    }

    // MARK: Rows

    private func rebuildIfNeeded() {
        guard let shell, shell.scene.tuning !== tuning else { return }
        let tuning = shell.scene.tuning
        self.tuning = tuning
        for row in rows { row.removeFromSuperview() }
        rows = tuning.parameters.map { TuningPanelRow(parameter: $0, tuning: tuning) }
        startingValues = Dictionary(uniqueKeysWithValues: tuning.parameters.map { ($0, tuning.value(of: $0)) })
        for row in rows { rowsView.addSubview(row.container) }
        titleLabel.text = "Tuning"
        noteLabel.text = rows.isEmpty ? "This scene has nothing to tune." : "Takes effect on the next transition."
        resetButton.isHidden = rows.isEmpty
        tuning.addObserver { [weak self, weak tuning] in
            guard let self, let tuning, tuning === self.tuning else { return }
            for row in self.rows { row.refresh() }
        }
        layout(in: shell.overlay.bounds)
        shell.arrangePanels(force: true)
    }

    private func reset() {
        guard let tuning else { return }
        for (parameter, value) in startingValues { tuning.set(parameter, to: value) }
        for row in rows { row.refresh() }
    }
}

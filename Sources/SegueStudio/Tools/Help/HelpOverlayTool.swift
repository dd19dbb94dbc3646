import Foundation
import Segue

/// The help overlay (? or F1): every key and mouse action of the studio — the host's,
/// each tool's and the current scene's — in a panel over the scene, built from
/// Segue's own labels. A click on it, or ? / F1 again, closes it; it is rebuilt
/// each time it opens, so it always lists the current scene's own actions.
@MainActor
final class HelpOverlayTool: StudioTool {
    /// The keys the host itself owns, listed first.
    static let hostLines = [StudioHelpLine("Esc / Ctrl+Q", "quit"),
                            StudioHelpLine("F12", "save a screenshot (PNG, numbered, in the working directory)")]
    static let rowHeight: CGFloat = 19
    static let inputColumnWidth: CGFloat = 170

    /// The panel (hidden until ? or F1).
    let panel = UIView()
    private let titleLabel = UILabel()
    private var rowLabels: [UILabel] = []
    private weak var shell: StudioShell?
    /// The lines shown, in order.
    private(set) var lines: [StudioHelpLine] = []

    /// Whether the overlay is showing.
    var isShowing: Bool { !panel.isHidden }

    init() {}

    func install(in shell: StudioShell) {
        self.shell = shell
        panel.isHidden = true
        panel.backgroundColor = UIColor(white: 0.06, alpha: 0.92)
        panel.layer.cornerRadius = 14
        panel.layer.name = "HelpOverlay"
        titleLabel.text = "Keys and mouse — ? or F1 closes"
        titleLabel.font = .boldSystemFont(ofSize: 16)
        titleLabel.textColor = .white
        panel.addSubview(titleLabel)
        let close = UITapGestureRecognizer(target: self, action: HelpOverlayTool.closeTapped)
        panel.addGestureRecognizer(close)
        shell.overlay.addSubview(panel)
    }

    func handleKey(_ key: StudioKey) -> Bool {
        guard key.matches("/", .shift) || key.matches("?") || key.matches("?", .shift) || key.matches("f1") else { return false }
        setShowing(!isShowing)
        return true
    }

    func sceneDidChange(_ scene: any StudioScene) {
        if isShowing { rebuild() }
    }

    func layout(in bounds: CGRect) {
        let width = min(760, bounds.width - 40)
        let height = min(bounds.height - 40, 56 + CGFloat(lines.count) * Self.rowHeight)
        UIView.performWithoutAnimation {
            panel.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
            titleLabel.frame = CGRect(x: 20, y: 14, width: width - 40, height: 22)
            for (index, label) in rowLabels.enumerated() {
                let row = CGFloat(index / 2), isInput = index % 2 == 0
                let x: CGFloat = isInput ? 20 : 20 + Self.inputColumnWidth
                let columnWidth = isInput ? Self.inputColumnWidth - 10 : width - 40 - Self.inputColumnWidth
                label.frame = CGRect(x: x, y: 44 + row * Self.rowHeight, width: columnWidth, height: Self.rowHeight)
                label.isHidden = label.frame.maxY > height - 6
            }
        }
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("? or F1", "this help")]
    }

    /// Shows (rebuilt for the current scene) or hides the overlay.
    func setShowing(_ showing: Bool) {
        if showing { rebuild() }
        UIView.performWithoutAnimation { panel.isHidden = !showing }
    }

    private func closeTapped(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended { setShowing(false) }
    }

    private func rebuild() {
        guard let shell else { return }
        lines = Self.hostLines + shell.helpLines
        for label in rowLabels { label.removeFromSuperview() }
        rowLabels = lines.flatMap { line -> [UILabel] in
            let input = UILabel(), action = UILabel()
            input.text = line.input
            input.font = .boldSystemFont(ofSize: 13)
            input.textColor = UIColor(red: 0.55, green: 0.78, blue: 1, alpha: 1)
            action.text = line.action
            action.font = .systemFont(ofSize: 13)
            action.textColor = UIColor(white: 1, alpha: 0.88)
            action.lineBreakMode = .byTruncatingTail
            return [input, action]
        }
        for label in rowLabels { panel.addSubview(label) }
        layout(in: shell.overlay.bounds)
    }
}

import Foundation
import Segue

/// The help overlay (? or F1): every key and mouse action of the studio — the current
/// scene's first, then the host's and each tool's — in an opaque panel over the
/// scene, built from Segue's own labels. Every line shows whole: an action too long
/// for its column wraps onto more lines, and when one column of rows is taller than
/// the window the rows flow into two. A click on it, or ? / F1 again, closes it; it
/// is rebuilt each time it opens, so it always lists the current scene's own actions.
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
        panel.backgroundColor = UIColor(white: 0.06, alpha: 1)
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
        let width = min(960, bounds.width - 24)
        let available = bounds.height - 24
        var arrangement = arrange(width: width, columns: 1)
        if arrangement.height > available && width >= 2 * (Self.inputColumnWidth + 160) {
            arrangement = arrange(width: width, columns: 2)
        }
        let height = min(available, arrangement.height)
        UIView.performWithoutAnimation {
            panel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                                 width: width, height: height)
            titleLabel.frame = CGRect(x: 20, y: 14, width: width - 40, height: 22)
            for (label, frame) in zip(rowLabels, arrangement.frames) {
                label.frame = frame
                label.isHidden = frame.maxY > height - 6
            }
        }
    }

    /// The rows' labels' frames in a panel `width` wide with `columns` columns of
    /// rows (filled top to bottom, then the next column), and the panel's height.
    private func arrange(width: CGFloat, columns: Int) -> (frames: [CGRect], height: CGFloat) {
        let gap: CGFloat = 24
        let columnWidth = (width - 40 - gap * CGFloat(columns - 1)) / CGFloat(columns)
        let actionWidth = max(40, columnWidth - Self.inputColumnWidth)
        let inputWidth = Self.inputColumnWidth - 10
        func height(of label: UILabel, width: CGFloat) -> CGFloat {
            label.textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 10_000), limitedToNumberOfLines: 0).height.rounded(.up)
        }
        let inputHeights = stride(from: 0, to: rowLabels.count, by: 2).map { height(of: rowLabels[$0], width: inputWidth) }
        let actionHeights = stride(from: 1, to: rowLabels.count, by: 2).map { height(of: rowLabels[$0], width: actionWidth) }
        let rowHeights = zip(inputHeights, actionHeights).map { max(Self.rowHeight, max($0, $1) + 3) }
        let total = rowHeights.reduce(0, +)
        var frames: [CGRect] = []
        var column = 0, y: CGFloat = 44, tallest: CGFloat = 44
        let perColumn = total / CGFloat(columns)
        for height in rowHeights {
            if column < columns - 1 && y - 44 >= perColumn - 0.5 { column += 1; y = 44 }
            let x = 20 + CGFloat(column) * (columnWidth + gap)
            frames.append(CGRect(x: x, y: y, width: inputWidth, height: height))
            frames.append(CGRect(x: x + Self.inputColumnWidth, y: y, width: actionWidth, height: height))
            y += height
            tallest = max(tallest, y)
        }
        return (frames, tallest + 12)
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
        lines = shell.scene.helpLines + Self.hostLines + shell.tools.flatMap(\.helpLines)
        for label in rowLabels { label.removeFromSuperview() }
        rowLabels = lines.flatMap { line -> [UILabel] in
            let input = UILabel(), action = UILabel()
            input.text = line.input
            input.font = .boldSystemFont(ofSize: 13)
            input.textColor = UIColor(red: 0.55, green: 0.78, blue: 1, alpha: 1)
            input.numberOfLines = 0
            input.lineBreakMode = .byWordWrapping
            action.text = line.action
            action.font = .systemFont(ofSize: 13)
            action.textColor = UIColor(white: 1, alpha: 0.88)
            action.numberOfLines = 0
            action.lineBreakMode = .byWordWrapping
            return [input, action]
        }
        for label in rowLabels { panel.addSubview(label) }
        layout(in: shell.overlay.bounds)
    }
}

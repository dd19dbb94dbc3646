import Foundation
import Segue

/// The help overlay (? or F1): every key and mouse action of the studio — the current
/// scene's first, then the host's and each tool's — in an opaque panel over the
/// scene, built from Segue's own labels. Every line shows whole: an action too long
/// for its column wraps onto more lines, when one column of rows is taller than the
/// window the rows flow into two, and when even two are taller (a small window) the
/// rows scroll (mouse wheel or drag) under the title. A click on it, or ? / F1 again, closes it; it
/// is rebuilt each time it opens, so it always lists the current scene's own actions.
@MainActor
final class HelpOverlayTool: StudioTool {
    /// The keys the host itself owns, listed first.
    static let hostLines = [StudioHelpLine("Esc / Ctrl+Q", "quit"),
                            StudioHelpLine("F12", "save a screenshot (PNG, numbered, in the working directory)")]
    static let rowHeight: CGFloat = 19

    /// The panel (hidden until ? or F1).
    let panel = UIView()
    private let titleLabel = UILabel()
    /// The rows, scrolling when the window is too small to show them all.
    let rowsView = UIScrollView()
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
        rowsView.layer.name = "HelpOverlay.rows"
        panel.addSubview(rowsView)
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
        let width = min(960, bounds.width - 40)
        let available = bounds.height - 40
        var arrangement = arrange(width: width, columns: 1)
        if arrangement.height > available && width >= 600 {
            let twoColumns = arrange(width: width, columns: 2)
            if twoColumns.height < arrangement.height { arrangement = twoColumns }
        }
        let height = min(available, arrangement.height + Self.rowsTop + 12)
        UIView.performWithoutAnimation {
            panel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                                 width: width, height: height)
            titleLabel.frame = CGRect(x: 20, y: 14, width: width - 40, height: 22)
            rowsView.frame = CGRect(x: 0, y: Self.rowsTop, width: width, height: max(0, height - Self.rowsTop - 6))
            rowsView.contentSize = CGSize(width: width, height: arrangement.height + 6)
            rowsView.contentOffset = .zero
            for (label, frame) in zip(rowLabels, arrangement.frames) { label.frame = frame }
        }
    }

    /// Where the rows start, below the title.
    static let rowsTop: CGFloat = 44

    /// Whether the rows are taller than the panel (a small window): they scroll.
    var scrolls: Bool { rowsView.contentSize.height > rowsView.bounds.height + 0.5 }

    /// The rows' labels' frames (in `rowsView`'s content) with `columns` columns of
    /// rows in a panel `width` wide, filled top to bottom and then the next column,
    /// and the rows' height. The keys' column is as wide as the widest key (at most
    /// two fifths of a column); a key or action too long for its column wraps.
    private func arrange(width: CGFloat, columns: Int) -> (frames: [CGRect], height: CGFloat) {
        let gap: CGFloat = 24, keyGap: CGFloat = 12
        let columnWidth = (width - 40 - gap * CGFloat(columns - 1)) / CGFloat(columns)
        func size(of label: UILabel, width: CGFloat) -> CGSize {
            let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 10_000), limitedToNumberOfLines: 0)
            return CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up))
        }
        let inputs = stride(from: 0, to: rowLabels.count, by: 2).map { rowLabels[$0] }
        let actions = stride(from: 1, to: rowLabels.count, by: 2).map { rowLabels[$0] }
        let widestInput = inputs.map { size(of: $0, width: 10_000).width }.max() ?? 0
        let inputWidth = max(60, min(widestInput + 2, (columnWidth * 0.4).rounded(.down)))
        let actionWidth = max(40, columnWidth - inputWidth - keyGap)
        let rowHeights = zip(inputs, actions).map { input, action in
            max(Self.rowHeight, max(size(of: input, width: inputWidth).height, size(of: action, width: actionWidth).height) + 3)
        }
        let total = rowHeights.reduce(0, +)
        var frames: [CGRect] = []
        var column = 0, y: CGFloat = 0, tallest: CGFloat = 0
        let perColumn = total / CGFloat(columns)
        for height in rowHeights {
            if column < columns - 1 && y >= perColumn - 0.5 { column += 1; y = 0 }
            let x = 20 + CGFloat(column) * (columnWidth + gap)
            frames.append(CGRect(x: x, y: y, width: inputWidth, height: height))
            frames.append(CGRect(x: x + inputWidth + keyGap, y: y, width: actionWidth, height: height))
            y += height
            tallest = max(tallest, y)
        }
        return (frames, tallest)
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
        for label in rowLabels { rowsView.addSubview(label) }
        layout(in: shell.overlay.bounds)
    }
}

import Foundation
import Segue

/// A tool panel collapsed to its title bar — Xcode's collapsed inspector section.
/// `StudioPanelLayout` gives a panel that collapses (its request has a
/// `collapsedSize`, set by `collapsing(_:)`) this bar's size where the scene's
/// controls leave no room for the panel's body; the tool then shows the bar in
/// place of its panel (`place(_:for:at:)`). The bar names the panel and says why it
/// is collapsed and how to see it: a click opens the panel over the scene — its
/// request no longer collapses and goes first, so the layout gives it the room it
/// needs, over the scene's controls if need be, and the other panels make do with
/// the rest — until the tool closes it (`reset()`) or another bar is clicked: one
/// panel at a time is open over the scene, as one section of an accordion.
@MainActor
final class StudioCollapsedPanelBar: UIControl {
    /// The bar's size in points: a title line and a detail line, narrower and much
    /// shorter than any panel, so that it finds room where the panel did not.
    static let size = CGSize(width: 250, height: 34)

    /// The panel's name, with a disclosure triangle.
    let titleLabel = UILabel()
    /// Why the panel is collapsed and what a click does.
    let detailLabel = UILabel()
    /// Whether a click on the bar opened the panel over the scene.
    private(set) var opensOverScene = false
    /// Called after a click opened the panel over the scene: the tool lays the
    /// panels out again.
    var onOpen: (() -> Void)?

    /// A hidden bar for the panel named `title`.
    init(title: String) {
        super.init(frame: .zero)
        isHidden = true
        backgroundColor = UIColor(white: 0.08, alpha: 0.9)
        layer.cornerRadius = 8
        layer.name = "CollapsedPanelBar.\(title)"
        titleLabel.font = .boldSystemFont(ofSize: 13)
        titleLabel.textColor = .white
        titleLabel.text = "\u{25B8} \(title)"
        detailLabel.font = .systemFont(ofSize: 10)
        detailLabel.textColor = UIColor(white: 1, alpha: 0.65)
        detailLabel.text = "No room here. Click to open over the scene."
        addSubview(titleLabel)
        addSubview(detailLabel)
        addAction(UIAction { [weak self] _ in self?.openOverScene() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// `request`, collapsing to this bar unless a click opened the panel over the
    /// scene (then it goes first instead).
    func collapsing(_ request: StudioPanelRequest) -> StudioPanelRequest {
        var request = request
        request.collapsedSize = opensOverScene ? nil : Self.size
        request.goesFirst = opensOverScene
        return request
    }

    /// Puts the bar at `frame` and hides `panel` when the layout collapsed `request`
    /// there; else hides the bar and shows `panel` (which the tool then places).
    /// Returns whether the panel is collapsed.
    @discardableResult
    func place(_ panel: UIView, for request: StudioPanelRequest, at frame: CGRect) -> Bool {
        let collapsed = request.isCollapsed(at: frame)
        UIView.performWithoutAnimation {
            isHidden = !collapsed
            panel.isHidden = collapsed
            if collapsed {
                self.frame = frame
                titleLabel.frame = CGRect(x: 10, y: 3, width: max(0, frame.width - 20), height: 16)
                detailLabel.frame = CGRect(x: 10, y: 18, width: max(0, frame.width - 20), height: 13)
            }
        }
        return collapsed
    }

    /// The panel closed: the bar hides, and the panel collapses again the next time
    /// it opens where there is no room.
    func reset() {
        opensOverScene = false
        UIView.performWithoutAnimation { isHidden = true }
    }

    /// Opens the panel over the scene, and lets the panel opened from another bar
    /// collapse again where it has no room.
    private func openOverScene() {
        for case let other as StudioCollapsedPanelBar in superview?.subviews ?? [] where other !== self {
            other.opensOverScene = false
        }
        opensOverScene = true
        onOpen?()
    }
}

import Foundation
import Segue

/// The cards of every scene of a `StudioSceneCatalog`, in its order, laid out in a grid of
/// `columns` columns that fills the view's bounds: the start screen's body and the
/// picker sidebar's list. A click on a card calls `onChoose` with its scene.
@MainActor
final class StudioSceneCardList: UIView {
    /// One card per scene, in the catalog's order.
    let cards: [StudioSceneCard]
    /// Called with the scene of the card clicked.
    var onChoose: ((String) -> Void)?
    /// Columns of the grid (at least one).
    var columns = 1 { didSet { setNeedsLayout() } }
    /// Space between cards, in points.
    var spacing: CGFloat = 12 { didSet { setNeedsLayout() } }
    /// The tallest a card grows when there is room.
    var maximumCardHeight: CGFloat = 120 { didSet { setNeedsLayout() } }

    init(catalog: StudioSceneCatalog, compact: Bool) {
        cards = catalog.entries.map { StudioSceneCard(entry: $0, compact: compact) }
        super.init(frame: .zero)
        layer.name = "StudioSceneCardList"
        for card in cards {
            addSubview(card)
            card.addAction(UIAction { [weak self, unowned card] _ in self?.onChoose?(card.sceneName) }, for: .touchUpInside)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The card of a scene.
    func card(for name: String) -> StudioSceneCard? {
        cards.first { $0.sceneName == name }
    }

    /// Marks the card of the scene shown now (nil: none).
    func markCurrent(_ name: String?) {
        for card in cards { card.isCurrent = card.sceneName == name }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let columnCount = max(1, columns)
        let rows = max(1, (cards.count + columnCount - 1) / columnCount)
        let width = max(0, (bounds.width - spacing * CGFloat(columnCount - 1)) / CGFloat(columnCount))
        let fitted = (bounds.height - spacing * CGFloat(rows - 1)) / CGFloat(rows)
        let height = max(0, min(maximumCardHeight, fitted))
        for (index, card) in cards.enumerated() {
            let column = index % columnCount, row = index / columnCount
            card.frame = CGRect(x: CGFloat(column) * (width + spacing), y: CGFloat(row) * (height + spacing),
                                width: width, height: height)
        }
    }
}

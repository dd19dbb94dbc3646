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
    /// Columns of the grid (at least one); more are used when the cards would
    /// otherwise be shorter than `minimumCardHeight` and each column can still be
    /// `minimumCardWidth` wide (a small window).
    var columns = 1 { didSet { setNeedsLayout() } }
    /// The shortest card that still shows its title and a line of its summary.
    var minimumCardHeight: CGFloat = 64 { didSet { setNeedsLayout() } }
    /// The narrowest a column gets when columns are added for height.
    var minimumCardWidth: CGFloat = 140 { didSet { setNeedsLayout() } }
    /// The columns of the last layout.
    private(set) var columnsLaidOut = 1
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
        func width(_ columns: Int) -> CGFloat { max(0, (bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)) }
        func rows(_ columns: Int) -> Int { max(1, (cards.count + columns - 1) / columns) }
        func height(_ columns: Int) -> CGFloat { (bounds.height - spacing * CGFloat(rows(columns) - 1)) / CGFloat(rows(columns)) }
        var columnCount = max(1, columns)
        while height(columnCount) < minimumCardHeight && rows(columnCount) > 1 && width(columnCount + 1) >= minimumCardWidth {
            columnCount += 1
        }
        columnsLaidOut = columnCount
        let width = width(columnCount)
        let height = max(0, min(maximumCardHeight, height(columnCount)))
        for (index, card) in cards.enumerated() {
            let column = index % columnCount, row = index / columnCount
            card.frame = CGRect(x: CGFloat(column) * (width + spacing), y: CGFloat(row) * (height + spacing),
                                width: width, height: height)
        }
    }
}

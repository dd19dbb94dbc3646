import Foundation
import Segue

/// The exploded view's inspector: a panel showing an `ExplodedLayerDescription`
/// — the selected layer's name as its title, then a key column and a value column,
/// one line per row. Its frame comes from the studio's panel layout.
@MainActor
final class ExplodedInspectorPanel: UIView {
    /// The panel's width in points.
    static let width: CGFloat = 320
    static let rowHeight: CGFloat = 17
    static let keyWidth: CGFloat = 84
    static let padding: CGFloat = 12
    static let titleHeight: CGFloat = 26

    let titleLabel = UILabel()
    private var keyLabels: [UILabel] = []
    private var valueLabels: [UILabel] = []
    /// What the panel shows.
    private(set) var shown: ExplodedLayerDescription?
    /// How many of its rows fit the panel's height (the rest are hidden).
    private(set) var fittingRowCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.07, green: 0.08, blue: 0.11, alpha: 0.9)
        layer.cornerRadius = 10
        layer.name = "ExplodedInspector"
        titleLabel.font = .boldSystemFont(ofSize: 14)
        titleLabel.textColor = UIColor(red: 1, green: 0.89, blue: 0.47, alpha: 1)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }

    /// The height that shows every row of `description`.
    static func height(for description: ExplodedLayerDescription) -> CGFloat {
        padding + titleHeight + CGFloat(description.rows.count) * rowHeight + padding
    }

    /// Shows `description` (labels are made or reused as the rows need).
    func show(_ description: ExplodedLayerDescription) {
        guard description != shown else { return }
        shown = description
        titleLabel.text = description.title
        while keyLabels.count < description.rows.count {
            let key = UILabel(), value = UILabel()
            key.font = .systemFont(ofSize: 12)
            key.textColor = UIColor(white: 0.62, alpha: 1)
            value.font = .systemFont(ofSize: 12)
            value.textColor = .white
            addSubview(key)
            addSubview(value)
            keyLabels.append(key)
            valueLabels.append(value)
        }
        for index in keyLabels.indices {
            let used = index < description.rows.count
            keyLabels[index].isHidden = !used
            valueLabels[index].isHidden = !used
            keyLabels[index].text = used ? description.rows[index].key : nil
            valueLabels[index].text = used ? description.rows[index].value : nil
        }
        arrangeRows()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        arrangeRows()
    }

    /// The rows that fit the panel's height, one under another; the rest hide.
    private func arrangeRows() {
        let padding = Self.padding
        UIView.performWithoutAnimation {
            titleLabel.frame = CGRect(x: padding, y: padding, width: bounds.width - 2 * padding, height: 20)
            let count = shown?.rows.count ?? 0
            fittingRowCount = 0
            for index in keyLabels.indices {
                let y = padding + Self.titleHeight + CGFloat(index) * Self.rowHeight
                let fits = index < count && y + Self.rowHeight <= bounds.height - padding / 2
                keyLabels[index].isHidden = !fits
                valueLabels[index].isHidden = !fits
                if fits { fittingRowCount += 1 }
                keyLabels[index].frame = CGRect(x: padding, y: y, width: Self.keyWidth - 4, height: Self.rowHeight)
                valueLabels[index].frame = CGRect(x: padding + Self.keyWidth, y: y,
                                                  width: bounds.width - 2 * padding - Self.keyWidth, height: Self.rowHeight)
            }
        }
    }
}

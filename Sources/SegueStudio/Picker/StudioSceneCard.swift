import Foundation
import Segue

/// One scene in the picker: a rounded card with the scene's title and its one-line
/// summary, as a `UIControl` so a click on it (touch up inside, with UIKit's
/// tracking slop) sends `.touchUpInside` — the picker adds its action there. The
/// labels do not take touches (a `UILabel`'s `isUserInteractionEnabled` is false,
/// as in UIKit), so the whole card is the hit target. Text that does not fit the
/// card ends in "…" (the summary wraps at words over the lines that fit), never
/// cut mid-word.
@MainActor
final class StudioSceneCard: UIControl {
    /// The name of the scene the card opens.
    let sceneName: String
    let titleLabel = UILabel()
    let summaryLabel = UILabel()
    /// Whether the card was made with the sidebar's smaller type.
    private let isCompactType: Bool

    /// The card's colours: resting, pressed, and marking the scene shown now.
    static let restingColor = UIColor(red: 0.16, green: 0.18, blue: 0.24, alpha: 1)
    static let pressedColor = UIColor(red: 0.24, green: 0.28, blue: 0.38, alpha: 1)
    static let accentColor = UIColor(red: 0.36, green: 0.62, blue: 1, alpha: 1)

    /// A card for `entry`; `compact` uses the sidebar's smaller type.
    init(entry: StudioSceneEntry, compact: Bool) {
        sceneName = entry.name
        isCompactType = compact
        super.init(frame: .zero)
        layer.name = "StudioSceneCard.\(entry.name)"
        backgroundColor = Self.restingColor
        layer.cornerRadius = compact ? 8 : 14
        layer.borderColor = Self.accentColor.cgColor
        layer.borderWidth = 0
        titleLabel.text = entry.title.prefix(1).uppercased() + entry.title.dropFirst()
        titleLabel.font = .boldSystemFont(ofSize: compact ? 16 : 22)
        titleLabel.textColor = .white
        summaryLabel.text = entry.summary
        summaryLabel.font = .systemFont(ofSize: compact ? 12 : 15)
        summaryLabel.textColor = UIColor(white: 1, alpha: 0.72)
        summaryLabel.numberOfLines = 0
        summaryLabel.lineBreakMode = .byTruncatingTail
        addSubview(titleLabel)
        addSubview(summaryLabel)
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the card marks the scene shown now (an accent border).
    var isCurrent = false {
        didSet { layer.borderWidth = isCurrent ? 2 : 0 }
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? Self.pressedColor : Self.restingColor }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A short card (a small window's start screen) takes the sidebar's type, so
        // a line of its summary still shows under the title.
        if !isCompactType && bounds.height < 84 {
            titleLabel.font = .boldSystemFont(ofSize: 16)
            summaryLabel.font = .systemFont(ofSize: 12)
        } else if !isCompactType {
            titleLabel.font = .boldSystemFont(ofSize: 22)
            summaryLabel.font = .systemFont(ofSize: 15)
        }
        let inset: CGFloat = bounds.height < 100 ? 12 : 18
        let titleHeight = titleLabel.font.lineHeight.rounded(.up) + 2
        titleLabel.frame = CGRect(x: inset, y: inset - 2, width: max(0, bounds.width - 2 * inset), height: titleHeight)
        let top = titleLabel.frame.maxY + 4
        // Whole lines only, so the last one shown is the one that ends in "…".
        let lineHeight = summaryLabel.font.lineHeight
        let room = max(0, bounds.height - top - inset + 2)
        let lineCount = (room / lineHeight + 1e-6).rounded(.down)
        summaryLabel.isHidden = lineCount < 1
        summaryLabel.frame = CGRect(x: inset, y: top, width: max(0, bounds.width - 2 * inset), height: lineCount * lineHeight)
    }
}

import Foundation
import Segue
import SegueStudio

/// The face of each controller in the `sliding` scene: a coloured page with a
/// title, a few lines of caption and a column (or row) of buttons, laid out in a
/// band of the page so that the part a menu reveals holds what it says.
///
/// `band` keeps the content inside the strip the sliding container uncovers (the under-left menu's left 300 pt, the under-right menu's right
/// 260 pt); the page itself always fills its superview (flexible width and height).
final class SlidingScenePage: UIView {
    /// How buttons are arranged.
    enum ButtonLayout {
        /// Side by side under the caption, centred.
        case row
        /// One under another, full width of the content band (a menu).
        case column
    }

    let titleLabel = UILabel()
    let captionLabel = UILabel()
    private(set) var buttons: [UIButton] = []
    private let buttonLayout: ButtonLayout
    /// Where in the page the content is laid out.
    enum Band {
        /// The whole width.
        case full
        /// A strip this wide at the left edge.
        case left(CGFloat)
        /// A strip this wide at the right edge.
        case right(CGFloat)
    }

    /// The strip of the page the content is laid out in.
    var band = Band.full { didSet { setNeedsLayout() } }

    init(title: String, caption: String, color: UIColor, textColor: UIColor = .white,
         buttons titles: [String], layout: ButtonLayout) {
        buttonLayout = layout
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = color
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: layout == .row ? 44 : 30)
        titleLabel.textColor = textColor
        titleLabel.textAlignment = layout == .row ? .center : .left
        captionLabel.text = caption
        captionLabel.font = .systemFont(ofSize: 16)
        captionLabel.textColor = textColor.withAlphaComponent(0.8)
        captionLabel.textAlignment = titleLabel.textAlignment
        captionLabel.numberOfLines = 0
        addSubview(titleLabel)
        addSubview(captionLabel)
        for title in titles {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.setTitleColor(textColor, for: .normal)
            button.titleLabel?.font = .boldSystemFont(ofSize: 18)
            button.backgroundColor = textColor.withAlphaComponent(0.14)
            button.layer.cornerRadius = 10
            addSubview(button)
            buttons.append(button)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The caption's lines (a label of several lines, "\n"-separated).
    func setCaption(_ text: String) {
        captionLabel.text = text
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let band: CGRect
        switch self.band {
        case .full: band = bounds
        case .left(let width): band = CGRect(x: 0, y: 0, width: min(width, bounds.width), height: bounds.height)
        case .right(let width):
            band = CGRect(x: max(0, bounds.width - width), y: 0, width: min(width, bounds.width), height: bounds.height)
        }
        let lines = CGFloat(max(1, (captionLabel.text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count))
        switch buttonLayout {
        case .row:
            let captionHeight = lines * 22
            let total = 60 + 12 + captionHeight + 24 + 48
            var y = band.midY - total / 2
            titleLabel.frame = CGRect(x: band.minX + 20, y: y, width: band.width - 40, height: 60)
            y += 72
            captionLabel.frame = CGRect(x: band.minX + 20, y: y, width: band.width - 40, height: captionHeight)
            y += captionHeight + 24
            let width: CGFloat = 170, gap: CGFloat = 16
            let rowWidth = CGFloat(buttons.count) * width + CGFloat(max(0, buttons.count - 1)) * gap
            var x = band.midX - rowWidth / 2
            for button in buttons {
                button.frame = CGRect(x: x, y: y, width: width, height: 48)
                x += width + gap
            }
        case .column:
            let inset: CGFloat = 24
            var y = band.minY + 40
            titleLabel.frame = CGRect(x: band.minX + inset, y: y, width: band.width - 2 * inset, height: 40)
            y += 48
            let captionHeight = lines * 21
            captionLabel.frame = CGRect(x: band.minX + inset, y: y, width: band.width - 2 * inset, height: captionHeight)
            y += captionHeight + 20
            for button in buttons {
                button.frame = CGRect(x: band.minX + inset, y: y, width: band.width - 2 * inset, height: 46)
                y += 56
            }
        }
    }
}

import Foundation
import Segue
import SegueStudio

/// The layouts scene's cell: a photo filling the cell with its caption on a dark
/// strip along the bottom, and a white frame (the cell layer's border) while the
/// cell is highlighted or selected. Its parts resize with the cell
/// (autoresizing), so during a layout change they follow the cell's animated
/// bounds; the caption's size steps with the cell's width (small in the grid,
/// large in the one-column layouts).
final class LayoutsPhotoCell: UICollectionViewCell {
    /// The reuse identifier the scene registers the class under.
    static let reuseIdentifier = "LayoutsPhotoCell"

    let imageView = UIImageView(frame: .zero)
    let captionStrip = UIView(frame: .zero)
    let captionLabel = UILabel()
    /// The item shown (for tests and the exploded view's labels).
    private(set) var item = -1

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor(white: 0.2, alpha: 1)
        contentView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        captionStrip.backgroundColor = UIColor(white: 0, alpha: 0.45)
        captionStrip.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        captionLabel.textColor = .white
        captionLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
        contentView.addSubview(captionStrip)
        captionStrip.addSubview(captionLabel)
        layer.cornerRadius = 4
        layer.masksToBounds = true
        layer.borderColor = UIColor.white.cgColor
    }

    required init?(coder: NSCoder) { nil }

    // The white frame is the cell's own border (drawn over its content) rather than a
    // selectedBackgroundView: a screenful of cells is a few hundred layers, and this
    // saves one per cell.
    override var isSelected: Bool {
        didSet { updateFrame() }
    }

    override var isHighlighted: Bool {
        didSet { updateFrame() }
    }

    private func updateFrame() {
        let width: CGFloat = isSelected || isHighlighted ? 3 : 0
        if layer.borderWidth != width { layer.borderWidth = width }
    }

    /// Shows `photo` as item `item` ("31 · Arctic mountains": the number first, so a
    /// narrow cell cuts the name, not the number).
    func configure(with photo: LayoutsPhoto, item: Int) {
        self.item = item
        imageView.image = photo.image
        contentView.backgroundColor = photo.color
        captionLabel.text = "\(item + 1) · \(photo.title)"
        setNeedsLayout()
    }

    /// The caption strip's height and font follow the cell's width.
    override func layoutSubviews() {
        super.layoutSubviews()
        let large = bounds.width >= 300
        let stripHeight: CGFloat = large ? 40 : 20
        let fontSize: CGFloat = large ? 20 : 11
        if captionLabel.font.pointSize != fontSize { captionLabel.font = .systemFont(ofSize: fontSize) }
        let inset: CGFloat = large ? 14 : 5
        let strip = CGRect(x: 0, y: contentView.bounds.height - stripHeight, width: contentView.bounds.width, height: stripHeight)
        if captionStrip.frame != strip { captionStrip.frame = strip }
        let label = CGRect(x: inset, y: 0, width: max(0, strip.width - 2 * inset), height: stripHeight)
        if captionLabel.frame != label { captionLabel.frame = label }
    }
}

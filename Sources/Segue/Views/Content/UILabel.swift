import Foundation

/// A view that shows read-only text (UIKit's `UILabel`).
///
/// The label draws lazily, as UIKit's does: changing the text, font, colour,
/// alignment, number of lines, line-break mode or the size of the bounds marks the
/// layer as needing display, and the next `layoutAndDisplayIfNeeded()` calls
/// `display(_:)`, which renders every line with the installed text rasterizer
/// (`TextRendering.installedRasterizer`, else `BitmapTextRasterizer.shared`) at
/// `UIScreen.main.scale` into one image the size of the bounds in pixels, sets it as
/// `layer.contents` (gravity `.resize`, `contentsScale` the screen scale). Lines are
/// placed by `textAlignment` and the block of lines is centred vertically in the
/// bounds, as UIKit centres it; lines that do not fit the height are left out and
/// the last shown line is truncated.
///
/// Like UIKit's: `isUserInteractionEnabled` is false and `contentMode` is
/// `.redraw`. The background colour is the layer's, not part of the image.
@MainActor
open class UILabel: UIView {
    /// The text shown; nil or empty shows nothing.
    open var text: String? {
        didSet { if text != oldValue { textDidChange() } }
    }

    /// The font (17 pt system by default); setting nil restores the default.
    open var font: UIFont! {
        didSet {
            if font == nil { font = Self.defaultFont }
            if font != oldValue { textDidChange() }
        }
    }

    /// The text colour (`.label` by default); setting nil restores the default.
    open var textColor: UIColor! {
        didSet {
            if textColor == nil { textColor = .label }
            if textColor != oldValue { layer.setNeedsDisplay() }
        }
    }

    /// How lines sit between the left and right edges (`.natural`, i.e. left, by
    /// default).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { layer.setNeedsDisplay() } }
    }

    /// The most lines shown: 1 by default; 0 for as many as the text needs, wrapped
    /// at the width of the bounds. A negative number is reported and treated as 0.
    open var numberOfLines: Int = 1 {
        didSet {
            if numberOfLines < 0 {
                SegueDiagnostics.report("UILabel.numberOfLines = \(numberOfLines): it is negative; using 0 (no limit)")
                numberOfLines = 0
            }
            if numberOfLines != oldValue { textDidChange() }
        }
    }

    /// What happens to text that does not fit (`.byTruncatingTail` by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange() } }
    }

    /// The width a multi-line label wraps at when asked for its
    /// `intrinsicContentSize` (0, the default, means no wrapping there).
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// The largest image a label draws, in pixels (2²⁶, 256 MiB); larger bounds are
    /// reported and drawn empty rather than exhausting memory.
    static let maximumPixelCount = 1 << 26

    /// UIKit's default label font: the system font at 17 pt.
    static let defaultFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    /// A label with a frame, no text, the default font and colour.
    public override init(frame: CGRect) {
        font = Self.defaultFont
        textColor = .label
        super.init(frame: frame)
        configureAsLabel()
    }

    /// UIKit's archive initializer; Segue has no archives, so this makes an empty
    /// label with a zero frame (it exists so UIKit subclasses compile).
    public required init?(coder: NSCoder) {
        font = Self.defaultFont
        textColor = .label
        super.init(coder: coder)
        configureAsLabel()
    }

    private func configureAsLabel() {
        isUserInteractionEnabled = false
        contentMode = .redraw
        layer.contentsGravity = .resize
    }

    // MARK: Geometry

    /// Setting a frame of another size redraws the text.
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { layer.setNeedsDisplay() } }
    }

    /// Setting bounds of another size redraws the text.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { layer.setNeedsDisplay() } }
    }

    private func textDidChange() {
        layer.setNeedsDisplay()
    }

    // MARK: Measuring

    /// The rasterizer the label measures and draws with: the host's, else the
    /// built-in bitmap face.
    var rasterizer: any TextRasterizer {
        TextRendering.installedRasterizer ?? BitmapTextRasterizer.shared
    }

    /// The rectangle the text needs inside `bounds` (UIKit's
    /// `textRect(forBounds:limitedToNumberOfLines:)`): at `bounds.origin`, as wide
    /// as the widest line and as tall as the lines, wrapping at `bounds.width` (no
    /// wrapping when the width is not positive) and showing at most
    /// `numberOfLines` lines (0: no limit). Sizes are rounded up to whole points.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let width = bounds.width > 0 ? bounds.width : .infinity
        let layout = LabelTextLayout(text: text, font: font, maxWidth: width, maxLines: numberOfLines,
                                     lineBreakMode: lineBreakMode, rasterizer: rasterizer)
        let size = layout.size
        return CGRect(origin: bounds.origin, size: CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)))
    }

    /// The size the text needs: a single-line label's whole line (whatever
    /// `size` says, as UIKit's), a multi-line label's text wrapped at `size.width`
    /// (not wrapped when it is not positive). Zero for no text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 ? 0 : size.width
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 0),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The text's natural size: wrapped at `preferredMaxLayoutWidth` for a
    /// multi-line label when that is set, on one line per paragraph otherwise.
    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines == 1 ? 0 : preferredMaxLayoutWidth
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 0),
                        limitedToNumberOfLines: numberOfLines).size
    }

    // MARK: Drawing

    /// Renders the text into `layer.contents` (see the type's description); no text,
    /// empty bounds or bounds over `maximumPixelCount` pixels (reported) leave the
    /// layer without contents.
    open override func display(_ layer: CALayer) {
        let scale = UIScreen.main.scale
        let size = bounds.size
        let pixelWidth = Int((size.width * scale - 1e-9).rounded(.up))
        let pixelHeight = Int((size.height * scale - 1e-9).rounded(.up))
        guard let text, !text.isEmpty, pixelWidth > 0, pixelHeight > 0 else {
            layer.contents = nil
            return
        }
        guard pixelWidth.multipliedReportingOverflow(by: pixelHeight).overflow == false,
              pixelWidth * pixelHeight <= Self.maximumPixelCount else {
            SegueDiagnostics.report("UILabel: bounds of \(pixelWidth)×\(pixelHeight) pixels are too large to draw; the label shows nothing")
            layer.contents = nil
            return
        }
        let rasterizer = self.rasterizer
        let color = textColor.rgba
        let linesThatFit = max(1, Int((size.height / font.lineHeight + 1e-6).rounded(.down)))
        let maxLines = numberOfLines == 0 ? linesThatFit : min(numberOfLines, linesThatFit)
        let layout = LabelTextLayout(text: text, font: font, maxWidth: size.width, maxLines: maxLines,
                                     lineBreakMode: lineBreakMode, rasterizer: rasterizer)
        var canvas = TextCanvas(width: pixelWidth, height: pixelHeight, background: color)
        let top = (size.height - layout.size.height) / 2
        for (index, line) in layout.lines.enumerated() where !line.text.isEmpty {
            let lineTop = (top + CGFloat(index) * layout.lineHeight) * scale
            if textAlignment == .justified && !line.endsParagraph && line.width < size.width {
                drawJustified(line.text, width: size.width, lineTop: lineTop, scale: scale, color: color,
                              rasterizer: rasterizer, into: &canvas)
                continue
            }
            guard let image = rasterizer.rasterize(line.text, font: font, color: color, scale: scale) else { continue }
            let x: CGFloat = switch textAlignment {
            case .left, .natural, .justified: 0
            case .center: max(0, (size.width - line.width) / 2)
            case .right: max(0, size.width - line.width)
            }
            canvas.draw(image, x: Int((x * scale).rounded()), y: lineImageTop(image, lineTop: lineTop, scale: scale))
        }
        layer.contents = canvas.makeImage()
        layer.contentsScale = scale
        layer.contentsGravity = .resize
    }

    /// The pixel row a line's image starts at: centred in its line box, so a
    /// rasterizer whose images are not exactly `font.lineHeight` tall still lines up.
    private func lineImageTop(_ image: CGImage, lineTop: CGFloat, scale: CGFloat) -> Int {
        Int((lineTop + (font.lineHeight * scale - CGFloat(image.height)) / 2).rounded())
    }

    /// Draws a line word by word with the spaces between words widened so the line
    /// spans `width` (one word: left-aligned).
    private func drawJustified(_ line: String, width: CGFloat, lineTop: CGFloat, scale: CGFloat, color: RGBAColor,
                               rasterizer: any TextRasterizer, into canvas: inout TextCanvas) {
        let words = line.split(separator: " ").map(String.init)
        let widths = words.map { rasterizer.measure($0, font: font).width }
        let gap = words.count > 1 ? (width - widths.reduce(0, +)) / CGFloat(words.count - 1) : 0
        var x: CGFloat = 0
        for (word, wordWidth) in zip(words, widths) {
            if let image = rasterizer.rasterize(word, font: font, color: color, scale: scale) {
                canvas.draw(image, x: Int((x * scale).rounded()), y: lineImageTop(image, lineTop: lineTop, scale: scale))
            }
            x += wordWidth + gap
        }
    }
}

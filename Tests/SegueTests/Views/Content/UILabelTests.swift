import Foundation
import Testing
@testable import Segue

@MainActor @Suite struct UILabelTests {
    let scale = UIScreen.main.scale
    let font = UIFont.systemFont(ofSize: 10)

    private func label(_ text: String?, width: CGFloat = 200, height: CGFloat = 40) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.font = font
        label.text = text
        return label
    }

    /// Displays the label and returns its contents.
    private func render(_ label: UILabel) throws -> CGImage {
        label.layer.layoutAndDisplayIfNeeded()
        return try #require(label.layer.contents as? CGImage)
    }

    /// The lines of text in an image: ink bands closer than 2 cells merged (a glyph
    /// has at most one blank row inside it; lines are at least four apart).
    private func lines(in image: CGImage) -> [Range<Int>] {
        ImageInk(image).rowBands(mergingGapsUpTo: Int(2 * scale))
    }

    private func collecting<T>(_ body: () -> T) -> (T, [String]) {
        let collector = SegueDiagnostics.Collector()
        let result = SegueDiagnostics.$sink.withValue(collector.sink) { body() }
        return (result, collector.messages)
    }

    private func layout(_ text: String, width: CGFloat, lines: Int, mode: NSLineBreakMode = .byTruncatingTail) -> LabelTextLayout {
        LabelTextLayout(text: text, font: font, maxWidth: width, maxLines: lines, lineBreakMode: mode,
                        rasterizer: BitmapTextRasterizer.shared)
    }

    // MARK: Defaults

    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.isUserInteractionEnabled == false)
        #expect(label.contentMode == .redraw)
        #expect(label.text == nil)
    }

    @Test func settingNilFontOrColourRestoresTheDefault() {
        let label = UILabel()
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
    }

    // MARK: Drawing

    @Test func textRendersInkIntoOneImageTheSizeOfTheBounds() throws {
        let label = self.label("Hello")
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let image = try render(label)
        #expect(image.width == Int(200 * scale) && image.height == Int(40 * scale))
        #expect(label.layer.contentsGravity == .resize)
        #expect(label.layer.contentsScale == scale)
        let ink = ImageInk(image)
        #expect(ink.count > 20)
        let box = try #require(ink.bounds)
        let pixel = try #require(image.pixel(x: box.minX + 1, y: box.minY + 1))
        #expect(pixel.red > 0.99 && pixel.green < 0.01 && pixel.blue < 0.01)
    }

    @Test func noTextOrNoAreaMeansNoContents() {
        let empty = label("")
        empty.layer.layoutAndDisplayIfNeeded()
        #expect(empty.layer.contents == nil)
        let flat = label("Hello", width: 100, height: 0)
        flat.layer.layoutAndDisplayIfNeeded()
        #expect(flat.layer.contents == nil)
    }

    @Test func enormousBoundsAreReportedAndDrawNothing() {
        let huge = label("Hello", width: 100_000, height: 100_000)
        let (_, messages) = collecting { huge.layer.layoutAndDisplayIfNeeded() }
        #expect(huge.layer.contents == nil)
        #expect(messages.count == 1 && messages[0].contains("too large"))
    }

    @Test func anEnormousFontIsTruncatedToTheBoundsNotAllocatedWhole() throws {
        let label = self.label("Hello", width: 320, height: 44)
        label.font = .systemFont(ofSize: 1000)
        let image = try render(label)
        #expect(image.width == Int(320 * scale))
    }

    @Test func alignmentMovesTheInk() throws {
        let width = 200 * scale
        var boxes: [NSTextAlignment: (minX: Int, minY: Int, maxX: Int, maxY: Int)] = [:]
        for alignment in [NSTextAlignment.left, .center, .right, .natural] {
            let label = self.label("Hello")
            label.textAlignment = alignment
            boxes[alignment] = ImageInk(try render(label)).bounds
        }
        let left = try #require(boxes[.left]), center = try #require(boxes[.center])
        let right = try #require(boxes[.right]), natural = try #require(boxes[.natural])
        #expect(left.minX <= Int(scale))
        #expect(abs(Double(right.maxX) - Double(width)) <= 2 * scale)
        #expect(abs(Double(center.minX + center.maxX) / 2 - Double(width) / 2) <= 2 * scale)
        #expect(left.maxX - left.minX == right.maxX - right.minX)
        #expect(natural.minX == left.minX && natural.maxX == left.maxX)
    }

    @Test func theLinesAreCentredVertically() throws {
        let label = self.label("HELLO", width: 100, height: 60)
        let box = try #require(ImageInk(try render(label)).bounds)
        // Capitals are seven cells tall; their middle sits within a cell of the centre.
        #expect(abs(Double(box.minY + box.maxY) / 2 - 30 * Double(scale)) <= 1.5 * scale)
        #expect(box.maxY - box.minY == Int(7 * scale))
    }

    @Test func numberOfLinesZeroWrapsIntoMoreLinesAsTheWidthShrinks() throws {
        let text = "the quick brown fox jumps over the lazy dog"
        var lineCounts: [Int] = []
        for width in [400.0, 160, 100, 60] {
            let label = self.label(text, width: width, height: 400)
            label.numberOfLines = 0
            let bands = lines(in: try render(label))
            lineCounts.append(bands.count)
            #expect(label.sizeThatFits(CGSize(width: width, height: 0)).height == CGFloat(bands.count) * font.lineHeight)
        }
        #expect(lineCounts.first == 1)
        #expect(zip(lineCounts, lineCounts.dropFirst()).allSatisfy { $0 < $1 }, "\(lineCounts)")
    }

    @Test func wrappedLinesBreakAtSpacesAndFitTheWidth() {
        let wrapped = layout("the quick brown fox", width: 60, lines: 0)
        #expect(wrapped.lines.map(\.text) == ["the quick", "brown fox"])
        #expect(wrapped.lines.allSatisfy { $0.width <= 60 })
        #expect(!wrapped.isTruncated)
    }

    @Test func aWordWiderThanTheLineIsBrokenBetweenCharacters() {
        let wrapped = layout("abcdefghijkl xy", width: 30, lines: 0) // five glyphs per line
        #expect(wrapped.lines.map(\.text) == ["abcde", "fghij", "kl xy"])
        let chars = layout("abcdefgh", width: 30, lines: 0, mode: .byCharWrapping)
        #expect(chars.lines.map(\.text) == ["abcde", "fgh"])
    }

    @Test func aLongSingleLineIsTruncatedWithAnEllipsis() throws {
        let tail = layout("Hello wonderful world", width: 60, lines: 1)
        #expect(tail.lines.map(\.text) == ["Hello won\u{2026}"]) // ten 6 pt glyphs less a gap: 59 pt
        #expect(tail.lines[0].width <= 60)
        let head = layout("Hello wonderful world", width: 60, lines: 1, mode: .byTruncatingHead)
        #expect(head.lines.map(\.text) == ["\u{2026}ful world"])
        let middle = layout("Hello wonderful world", width: 60, lines: 1, mode: .byTruncatingMiddle)
        #expect(middle.lines.map(\.text) == ["Hello\u{2026}orld"])
        let clipped = layout("Hello wonderful world", width: 60, lines: 1, mode: .byClipping)
        #expect(clipped.lines.map(\.text) == ["Hello wonderful world"])
        let fits = layout("Hello", width: 60, lines: 1)
        #expect(fits.lines.map(\.text) == ["Hello"])
    }

    @Test func theTruncatedLabelDrawsTheEllipsis() throws {
        let truncated = label("Hello wonderful world", width: 60)
        let expected = label("Hello won\u{2026}", width: 60)
        let drawn = try render(truncated), reference = try render(expected)
        let same = drawn.pixels == reference.pixels
        #expect(same)
        #expect(ImageInk(drawn).count > 0)
    }

    @Test func leftOverLinesEndTheLastShownLineWithAnEllipsis() {
        let limited = layout("the quick brown fox jumps", width: 60, lines: 2)
        #expect(limited.lines.map(\.text) == ["the quick", "brown fox\u{2026}"])
        #expect(limited.lines.count == 2 && limited.isTruncated)
        #expect(limited.lines[1].text.hasSuffix("\u{2026}") && limited.lines[1].width <= 60)
        let single = layout("Hello\nWorld", width: 200, lines: 1)
        #expect(single.lines.map(\.text) == ["Hello\u{2026}"])
        let wordWrapped = layout("the quick brown fox jumps", width: 60, lines: 2, mode: .byWordWrapping)
        #expect(wordWrapped.lines.map(\.text) == ["the quick", "brown fox"])
    }

    @Test func newlinesStartNewLinesInAMultiLineLabel() throws {
        let label = self.label("one\ntwo\n\nfour", width: 200, height: 200)
        label.numberOfLines = 0
        #expect(lines(in: try render(label)).count == 3) // the empty line has no ink
        #expect(label.sizeThatFits(CGSize(width: 200, height: 0)).height == 4 * font.lineHeight)
    }

    @Test func theHeightOfTheBoundsLimitsTheLinesShown() throws {
        let label = self.label("the quick brown fox jumps over the lazy dog", width: 60, height: font.lineHeight * 2.5)
        label.numberOfLines = 0
        let bands = lines(in: try render(label))
        #expect(bands.count == 2)
    }

    @Test func justifiedLinesSpanTheWidthButTheLastLineDoesNot() throws {
        let label = self.label("aa bb cc dd ee", width: 70, height: 100)
        label.numberOfLines = 0
        label.textAlignment = .justified
        let image = try render(label)
        let ink = ImageInk(image)
        let bands = lines(in: image)
        try #require(bands.count == 2)
        func maxX(in band: Range<Int>) -> Int {
            band.flatMap { y in (0..<image.width).filter { ink.isInk(x: $0, y: y) } }.max() ?? -1
        }
        #expect(maxX(in: bands[0]) >= Int(68 * scale))
        #expect(maxX(in: bands[1]) < Int(40 * scale))
    }

    // MARK: Redrawing

    @Test func changesMarkTheLayerAsNeedingDisplay() throws {
        let label = self.label("Hello")
        _ = try render(label)
        #expect(!label.layer.needsDisplay())
        let changes: [(String, (UILabel) -> Void)] = [
            ("text", { $0.text = "Bye" }),
            ("font", { $0.font = .systemFont(ofSize: 12) }),
            ("colour", { $0.textColor = .red }),
            ("alignment", { $0.textAlignment = .center }),
            ("lines", { $0.numberOfLines = 0 }),
            ("line break", { $0.lineBreakMode = .byClipping }),
            ("bounds size", { $0.bounds.size = CGSize(width: 120, height: 40) }),
            ("frame size", { $0.frame = CGRect(x: 0, y: 0, width: 90, height: 30) }),
        ]
        for (name, change) in changes {
            change(label)
            #expect(label.layer.needsDisplay(), "\(name)")
            _ = try render(label)
            #expect(!label.layer.needsDisplay())
        }
        label.text = "Bye"
        label.center = CGPoint(x: 300, y: 300)
        #expect(!label.layer.needsDisplay(), "same text, moved: nothing to redraw")
    }

    @Test func aNewTextDrawsNewPixels() throws {
        let label = self.label("Hello")
        let before = try render(label)
        label.text = "World"
        let after = try render(label)
        let changed = before.pixels != after.pixels
        #expect(changed)
    }

    // MARK: Sizing

    @Test func sizeToFitFitsTheText() {
        let label = self.label("Hello", width: 10, height: 10)
        label.sizeToFit()
        #expect(label.bounds.size == CGSize(width: 29, height: font.lineHeight))
        #expect(label.intrinsicContentSize == CGSize(width: 29, height: font.lineHeight))
        #expect(self.label(nil).sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func aSingleLineLabelFitsItsWholeLineWhateverTheWidth() {
        let label = self.label("the quick brown fox")
        #expect(label.sizeThatFits(CGSize(width: 30, height: 30)) == CGSize(width: 113, height: font.lineHeight))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 53, height: 2 * font.lineHeight))
        #expect(label.intrinsicContentSize.height == font.lineHeight)
        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicContentSize.height == 2 * font.lineHeight)
    }

    @Test func aNegativeNumberOfLinesIsReportedAndMeansNoLimit() {
        let label = UILabel()
        let (_, messages) = collecting { label.numberOfLines = -3 }
        #expect(label.numberOfLines == 0)
        #expect(messages.count == 1 && messages[0].contains("numberOfLines"))
    }

    // MARK: The rasterizer

    @Test func anInstalledRasterizerIsUsedForMeasuringAndDrawing() throws {
        final class RecordingRasterizer: TextRasterizer {
            var drawn: [String] = []
            func measure(_ text: String, font: UIFont) -> CGSize {
                CGSize(width: CGFloat(text.count) * 10, height: 20)
            }
            func rasterize(_ text: String, font: UIFont, color: RGBAColor, scale: CGFloat) -> CGImage? {
                drawn.append(text)
                return CGImage(width: Int(CGFloat(text.count) * 10 * scale), height: Int(20 * scale), filledWith: color)
            }
        }
        let recorder = RecordingRasterizer()
        let previous = TextRendering.installedRasterizer
        TextRendering.installedRasterizer = recorder
        defer { TextRendering.installedRasterizer = previous }
        let label = self.label("abc", width: 100, height: 20)
        #expect(label.sizeThatFits(.zero) == CGSize(width: 30, height: font.lineHeight))
        let image = try render(label)
        #expect(recorder.drawn == ["abc"])
        let box = try #require(ImageInk(image).bounds)
        #expect(box.maxX - box.minX == Int(30 * scale))
        // Its 20 pt line image is centred on the 12 pt line box, itself centred in 20 pt.
        #expect(box.minY == 0 && box.maxY == Int(20 * scale))
    }
}

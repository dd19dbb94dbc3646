import Foundation
import Testing
@testable import Segue

@MainActor @Suite struct BitmapTextRasterizerTests {
    /// 10 pt: one cell is exactly one point, so at scale 1 a cell is a pixel.
    let tenPoint = UIFont.systemFont(ofSize: 10)

    private func collecting<T>(_ body: () -> T) -> (T, [String]) {
        let collector = SegueDiagnostics.Collector()
        let result = SegueDiagnostics.$sink.withValue(collector.sink) { body() }
        return (result, collector.messages)
    }

    @Test func measureIsSixCellsPerGlyphLessTheLastGapByTheLineHeight() {
        let rasterizer = BitmapTextRasterizer()
        #expect(rasterizer.measure("", font: tenPoint) == .zero)
        #expect(rasterizer.measure("A", font: tenPoint) == CGSize(width: 5, height: 12))
        let seventeen = UIFont.systemFont(ofSize: 17)
        let hello = rasterizer.measure("Hello", font: seventeen)
        #expect(abs(hello.width - 29 * 1.7) < 1e-9)
        #expect(hello.height == seventeen.lineHeight)
        #expect(hello.height == 21)
    }

    @Test func boldGlyphsAdvanceSevenCells() {
        let rasterizer = BitmapTextRasterizer()
        let bold = UIFont.boldSystemFont(ofSize: 10)
        #expect(rasterizer.measure("ab", font: bold).width == 13)
        let image = rasterizer.rasterize("l", font: bold, color: .black, scale: 1)!
        let regular = rasterizer.rasterize("l", font: tenPoint, color: .black, scale: 1)!
        #expect(ImageInk(image).count > ImageInk(regular).count)
    }

    @Test func imageSizeIsTheMeasuredSizeInPixelsRoundedUp() throws {
        let rasterizer = BitmapTextRasterizer()
        let font = UIFont.systemFont(ofSize: 17)
        let size = rasterizer.measure("Tap me", font: font)
        let image = try #require(rasterizer.rasterize("Tap me", font: font, color: .black, scale: 2))
        #expect(image.width == Int((size.width * 2).rounded(.up)))
        #expect(image.height == Int((size.height * 2).rounded(.up)))
    }

    @Test func emptyTextGivesNoImage() {
        #expect(BitmapTextRasterizer().rasterize("", font: tenPoint, color: .black, scale: 1) == nil)
    }

    @Test func glyphCellsLandOnThePixelsTheyDescribe() throws {
        // "I" is .###. / ..#.. ×5 / .###.; its top row sits 2 cells down a 12-cell line.
        let image = try #require(BitmapTextRasterizer().rasterize("I", font: tenPoint, color: .black, scale: 1))
        let ink = ImageInk(image, threshold: 0)
        #expect(image.width == 5 && image.height == 12)
        #expect(ink.alpha(x: 1, y: 2) == 255 && ink.alpha(x: 2, y: 2) == 255 && ink.alpha(x: 3, y: 2) == 255)
        #expect(ink.alpha(x: 0, y: 2) == 0 && ink.alpha(x: 4, y: 2) == 0)
        #expect((3...7).allSatisfy { ink.alpha(x: 2, y: $0) == 255 && ink.alpha(x: 1, y: $0) == 0 })
        #expect(ink.alpha(x: 2, y: 8) == 255)
        #expect((0..<5).allSatisfy { ink.alpha(x: $0, y: 1) == 0 && ink.alpha(x: $0, y: 9) == 0 })
    }

    @Test func everyPixelCarriesTheColourAndItsAlphaScalesTheInk() throws {
        let color = RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        let image = try #require(BitmapTextRasterizer().rasterize("I", font: tenPoint, color: color, scale: 1))
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            #expect(image.pixels[index] == 255 && image.pixels[index + 1] == 128 && image.pixels[index + 2] == 0)
        }
        #expect(ImageInk(image, threshold: 0).alpha(x: 2, y: 4) == 128)
    }

    @Test func fractionalScalesAreBoxFilteredUnlessAntialiasingIsOff() throws {
        let font = UIFont.systemFont(ofSize: 15) // 1.5 pixels per cell
        let smooth = try #require(BitmapTextRasterizer(antialiased: true).rasterize("Hi", font: font, color: .black, scale: 1))
        let hard = try #require(BitmapTextRasterizer(antialiased: false).rasterize("Hi", font: font, color: .black, scale: 1))
        #expect(ImageInk(smooth).hasPartialAlpha)
        #expect(!ImageInk(hard).hasPartialAlpha)
        #expect(ImageInk(hard).count > 0)
        // Box filtering keeps the total ink: 1.5² pixels per inked cell.
        let cells = Double(ImageInk(try #require(BitmapTextRasterizer().rasterize("Hi", font: tenPoint, color: .black, scale: 1)), threshold: 0).count)
        let coverage = stride(from: 3, to: smooth.pixels.count, by: 4).reduce(0.0) { $0 + Double(smooth.pixels[$1]) / 255 }
        #expect(abs(coverage - cells * 2.25) < cells * 0.05)
    }

    @Test func integerScalesGiveHardEdgesEvenWhenAntialiased() throws {
        let image = try #require(BitmapTextRasterizer().rasterize("Hi", font: tenPoint, color: .black, scale: 3))
        #expect(!ImageInk(image).hasPartialAlpha)
    }

    @Test func unknownCharactersDrawABox() throws {
        let image = try #require(BitmapTextRasterizer().rasterize("\u{2603}", font: tenPoint, color: .black, scale: 1))
        let ink = ImageInk(image)
        // Rows 2…8, columns 0…4: the outline inked, the inside empty.
        #expect(ink.isInk(x: 0, y: 2) && ink.isInk(x: 4, y: 2) && ink.isInk(x: 0, y: 8) && ink.isInk(x: 4, y: 8))
        #expect(ink.isInk(x: 0, y: 5) && ink.isInk(x: 4, y: 5))
        #expect(!ink.isInk(x: 2, y: 5))
        // Emoji and other clusters too, never a crash.
        #expect(BitmapTextRasterizer().rasterize("👩‍👩‍👧 \u{0}", font: tenPoint, color: .black, scale: 1) != nil)
    }

    @Test func accentedLettersFallBackToTheirBaseLetter() throws {
        let rasterizer = BitmapTextRasterizer()
        let accented = try #require(rasterizer.rasterize("é", font: tenPoint, color: .black, scale: 1))
        let plain = try #require(rasterizer.rasterize("e", font: tenPoint, color: .black, scale: 1))
        #expect(accented.pixels == plain.pixels)
    }

    @Test func theFaceHasCapitalsDigitsAndTheEllipsis() {
        let needed = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,:;!?'\"-+=/()[]*#%&@$_\u{2026}"
        for character in needed {
            #expect(BitmapGlyphTable.hasOwnGlyph(for: character), "\(character)")
        }
        #expect(BitmapGlyphTable.glyph(for: "A") != BitmapGlyphTable.glyph(for: "a"))
        #expect(BitmapGlyphTable.glyph(for: " ") == BitmapGlyphTable.blank)
    }

    @Test func aBadScaleIsReportedAndDrawsNothing() {
        for scale in [0, -1, CGFloat.nan, .infinity] {
            let (image, messages) = collecting {
                BitmapTextRasterizer().rasterize("x", font: tenPoint, color: .black, scale: scale)
            }
            #expect(image == nil)
            #expect(messages.count == 1 && messages[0].contains("scale"))
        }
    }

    @Test func anEnormousLineIsReportedInsteadOfAllocated() {
        let (image, messages) = collecting {
            BitmapTextRasterizer().rasterize("WWWW", font: .systemFont(ofSize: 10_000), color: .black, scale: 1)
        }
        #expect(image == nil)
        #expect(messages.count == 1 && messages[0].contains("too large"))
    }
}

extension BitmapTextRasterizerTests {
    @Test func boldKeepsTheGapsBetweenStrokesOpen() throws {
        // "m" rows are #.#.# : a bold smear must not fill the one-cell counters.
        let image = try #require(BitmapTextRasterizer().rasterize("m", font: .boldSystemFont(ofSize: 10), color: .black, scale: 1))
        let ink = ImageInk(image, threshold: 0)
        let row = 2 + 4 // glyph row 4: #.#.#
        #expect((0..<6).map { ink.isInk(x: $0, y: row) } == [true, false, true, false, true, true])
        let h = try #require(BitmapTextRasterizer().rasterize("H", font: .boldSystemFont(ofSize: 10), color: .black, scale: 1))
        // "H" row 0 is #...# : both stems grow to two cells.
        #expect((0..<6).map { ImageInk(h, threshold: 0).isInk(x: $0, y: 2) } == [true, true, false, false, true, true])
    }
}

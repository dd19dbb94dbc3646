import Testing
@testable import SegueStudio

@Suite struct BitmapFontTests {
    @Test func everyCharacterTheLabelsUseHasAGlyph() {
        let needed = "0123456789.-+,:=/()> abcdefghijklmnopqrstuvwxyz"
        for character in needed where character != " " {
            #expect(BitmapFont.hasGlyph(for: character), "\(character)")
        }
    }

    @Test func upperCaseIsDrawnWithTheLowerCaseGlyph() {
        for row in 0..<BitmapFont.glyphHeight {
            for column in 0..<BitmapFont.glyphWidth {
                #expect(BitmapFont.isInked("E", column: column, row: row) == BitmapFont.isInked("e", column: column, row: row))
            }
        }
    }

    @Test func theDigitOneHasItsStemInTheMiddleColumn() {
        #expect((1...5).allSatisfy { BitmapFont.isInked("1", column: 2, row: $0) })
        #expect(!BitmapFont.isInked("1", column: 0, row: 3))
    }

    @Test func textWidthIsSixPixelsPerGlyphLessTheLastGap() {
        #expect(BitmapFont.width(of: "", scale: 2) == 0)
        #expect(BitmapFont.width(of: "1", scale: 1) == 5)
        #expect(BitmapFont.width(of: "0.25", scale: 2) == (4 * 6 - 1) * 2)
    }

    @Test func drawnTextInksExactlyTheGlyphCells() {
        var canvas = RGBACanvas(width: 20, height: 10, background: .white)
        canvas.drawText("7", x: 1, y: 1, scale: 1, color: .black)
        for y in 0..<10 {
            for x in 0..<20 {
                let inked = x >= 1 && y >= 1 && BitmapFont.isInked("7", column: x - 1, row: y - 1)
                #expect(canvas.color(x: x, y: y) == (inked ? .black : .white), "(\(x), \(y))")
            }
        }
    }
}

import Segue

/// The plot labels' font: Segue's built-in bitmap face (`BitmapGlyphTable`), five
/// cells by eight. Plots draw every letter with its lower-case glyph and leave
/// characters the face has no glyph for blank, so labels keep their look.
package enum BitmapFont {
    package static let glyphWidth = BitmapGlyphTable.glyphWidth
    package static let glyphHeight = BitmapGlyphTable.glyphHeight
    /// Horizontal distance from one glyph to the next, in font pixels.
    package static let advance = 6

    /// Whether the font has a glyph for the character (after lower-casing).
    package static func hasGlyph(for character: Character) -> Bool {
        BitmapGlyphTable.hasOwnGlyph(for: Character(character.lowercased()))
    }

    /// Whether the cell (column, row) of the character's glyph is inked.
    package static func isInked(_ character: Character, column: Int, row: Int) -> Bool {
        let lower = Character(character.lowercased())
        guard BitmapGlyphTable.hasOwnGlyph(for: lower), row < glyphHeight, column < glyphWidth else { return false }
        return BitmapGlyphTable.glyph(for: lower)[row] >> (glyphWidth - 1 - column) & 1 == 1
    }

    /// The width in pixels of `text` drawn at `scale` (no trailing gap).
    package static func width(of text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (text.count * advance - (advance - glyphWidth)) * scale
    }
}

extension RGBACanvas {
    /// Draws `text` with its top-left corner at (x, y), each font pixel a scale × scale
    /// square. With `rotated`, the text runs bottom to top (for a vertical axis title),
    /// its glyph tops facing left, starting at (x, y) as the bottom-left corner.
    package mutating func drawText(_ text: String, x: Int, y: Int, scale: Int, color: PlotColor, rotated: Bool = false) {
        for (index, character) in text.enumerated() {
            for row in 0..<BitmapFont.glyphHeight {
                for column in 0..<BitmapFont.glyphWidth where BitmapFont.isInked(character, column: column, row: row) {
                    let along = index * BitmapFont.advance + column
                    let originX = rotated ? x + row * scale : x + along * scale
                    let originY = rotated ? y - (along + 1) * scale : y + row * scale
                    for dy in 0..<scale {
                        for dx in 0..<scale { blend(x: originX + dx, y: originY + dy, color: color) }
                    }
                }
            }
        }
    }
}

/// A tiny 5×8 pixel font for plot labels: digits, a few punctuation marks and the
/// lowercase letters. Upper-case letters are drawn with their lower-case glyphs;
/// characters without a glyph are drawn as a blank.
///
/// Each glyph is up to eight rows of five cells ('#' = ink), top row first; rows 0–6
/// hold digits and letter bodies, row 7 the short descenders of g, j, p, q and y.
enum BitmapFont {
    static let glyphWidth = 5
    static let glyphHeight = 8
    /// Horizontal distance from one glyph to the next, in font pixels.
    static let advance = 6

    private static let source: [Character: String] = [
        "0": ".###. #...# #..## #.#.# ##..# #...# .###.",
        "1": "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
        "2": ".###. #...# ....# ...#. ..#.. .#... #####",
        "3": "##### ...#. ..#.. ...#. ....# #...# .###.",
        "4": "...#. ..##. .#.#. #..#. ##### ...#. ...#.",
        "5": "##### #.... ####. ....# ....# #...# .###.",
        "6": "..##. .#... #.... ####. #...# #...# .###.",
        "7": "##### ....# ...#. ..#.. .#... .#... .#...",
        "8": ".###. #...# #...# .###. #...# #...# .###.",
        "9": ".###. #...# #...# .#### ....# ...#. .##..",
        ".": "..... ..... ..... ..... ..... .##.. .##..",
        ",": "..... ..... ..... ..... .##.. ..#.. .#...",
        ":": "..... .##.. .##.. ..... .##.. .##.. .....",
        "-": "..... ..... ..... .###. ..... ..... .....",
        "+": "..... ..#.. ..#.. ##### ..#.. ..#.. .....",
        "=": "..... ..... ##### ..... ##### ..... .....",
        "/": "..... ....# ...#. ..#.. .#... #.... .....",
        ">": ".#... ..#.. ...#. ....# ...#. ..#.. .#...",
        "(": "...#. ..#.. .#... .#... .#... ..#.. ...#.",
        ")": ".#... ..#.. ...#. ...#. ...#. ..#.. .#...",
        "a": "..... ..... .###. ....# .#### #...# .####",
        "b": "#.... #.... #.##. ##..# #...# #...# ####.",
        "c": "..... ..... .###. #.... #.... #...# .###.",
        "d": "....# ....# .##.# #..## #...# #...# .####",
        "e": "..... ..... .###. #...# ##### #.... .###.",
        "f": "..##. .#..# .#... ###.. .#... .#... .#...",
        "g": "..... ..... .#### #...# #...# .#### ....# .###.",
        "h": "#.... #.... #.##. ##..# #...# #...# #...#",
        "i": "..#.. ..... .##.. ..#.. ..#.. ..#.. .###.",
        "j": "...#. ..... ..##. ...#. ...#. ...#. #..#. .##..",
        "k": "#.... #.... #..#. #.#.. ##... #.#.. #..#.",
        "l": ".##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
        "m": "..... ..... ##.#. #.#.# #.#.# #.#.# #.#.#",
        "n": "..... ..... #.##. ##..# #...# #...# #...#",
        "o": "..... ..... .###. #...# #...# #...# .###.",
        "p": "..... ..... ####. #...# #...# ####. #.... #....",
        "q": "..... ..... .#### #...# #...# .#### ....# ....#",
        "r": "..... ..... #.##. ##..# #.... #.... #....",
        "s": "..... ..... .###. #.... .###. ....# ####.",
        "t": ".#... .#... ###.. .#... .#... .#..# ..##.",
        "u": "..... ..... #...# #...# #...# #..## .##.#",
        "v": "..... ..... #...# #...# #...# .#.#. ..#..",
        "w": "..... ..... #...# #...# #.#.# #.#.# .#.#.",
        "x": "..... ..... #...# .#.#. ..#.. .#.#. #...#",
        "y": "..... ..... #...# #...# #...# .#### ....# .###.",
        "z": "..... ..... ##### ...#. ..#.. .#... #####",
    ]

    /// Each glyph as eight row masks; bit 4 is the leftmost cell.
    private static let glyphs: [Character: [UInt8]] = source.mapValues { text in
        var rows = text.split(separator: " ").map { row in
            row.reduce(UInt8(0)) { mask, cell in mask << 1 | (cell == "#" ? 1 : 0) }
        }
        rows += [UInt8](repeating: 0, count: glyphHeight - rows.count)
        return rows
    }

    /// Whether the font has a glyph for the character (after lower-casing).
    static func hasGlyph(for character: Character) -> Bool {
        glyphs[Character(character.lowercased())] != nil
    }

    /// Whether the cell (column, row) of the character's glyph is inked.
    static func isInked(_ character: Character, column: Int, row: Int) -> Bool {
        guard let glyph = glyphs[Character(character.lowercased())], row < glyphHeight, column < glyphWidth else { return false }
        return glyph[row] >> (glyphWidth - 1 - column) & 1 == 1
    }

    /// The width in pixels of `text` drawn at `scale` (no trailing gap).
    static func width(of text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (text.count * advance - (advance - glyphWidth)) * scale
    }
}

extension RGBACanvas {
    /// Draws `text` with its top-left corner at (x, y), each font pixel a scale × scale
    /// square. With `rotated`, the text runs bottom to top (for a vertical axis title),
    /// its glyph tops facing left, starting at (x, y) as the bottom-left corner.
    mutating func drawText(_ text: String, x: Int, y: Int, scale: Int, color: PlotColor, rotated: Bool = false) {
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

import Foundation

/// The glyphs of Segue's built-in bitmap face: five cells wide, seven rows for
/// capitals, digits and letter bodies (rows 0–6) and one row of descender (row 7).
///
/// The digits, lower-case letters and most punctuation are the `segue curve` plot
/// font's; Segue adds capitals, more punctuation and the ellipsis `UILabel`
/// truncates with. Characters without a glyph of their own are looked up without
/// their accents ("é" draws as "e"), then in the other case; what is still missing
/// draws as a box (`missing`), so no text ever vanishes silently. Public so that the
/// `segue` tool's plots draw with the same face.
public enum BitmapGlyphTable {
    /// Cells across one glyph.
    public static let glyphWidth = 5
    /// Rows of one glyph, the descender row included.
    public static let glyphHeight = 8

    /// One glyph: eight row masks, top row first; bit 4 is the leftmost cell.
    public typealias Glyph = [UInt8]

    /// The blank glyph (space and other white space).
    static let blank: Glyph = [UInt8](repeating: 0, count: glyphHeight)

    /// The box drawn for characters the face does not have: a rectangle over the
    /// glyph's body.
    static let missing: Glyph = parse("##### #...# #...# #...# #...# #...# #####")

    /// The glyph for a character: its own, else the accent-free or other-case form's,
    /// else `blank` for white space and `missing` for everything else.
    public static func glyph(for character: Character) -> Glyph {
        if let glyph = glyphs[character] { return glyph }
        if character.isWhitespace { return blank }
        let folded = String(character).folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        if folded.count == 1, let first = folded.first, let glyph = glyphs[first] { return glyph }
        if let lower = character.lowercased().first, let glyph = glyphs[lower] { return glyph }
        if let upper = character.uppercased().first, let glyph = glyphs[upper] { return glyph }
        return missing
    }

    /// Whether the face has a glyph of its own for the character (no fallback).
    public static func hasOwnGlyph(for character: Character) -> Bool {
        glyphs[character] != nil
    }

    private static let glyphs: [Character: Glyph] = source.mapValues(parse)

    /// Rows separated by spaces, '#' for ink; missing rows at the bottom are blank.
    private static func parse(_ text: String) -> Glyph {
        var rows = text.split(separator: " ").map { row in
            row.reduce(UInt8(0)) { mask, cell in mask << 1 | (cell == "#" ? 1 : 0) }
        }
        rows += [UInt8](repeating: 0, count: max(0, glyphHeight - rows.count))
        return rows
    }

    private static let source: [Character: String] = [
        // Digits and punctuation (the plot font's, plus a few).
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
        ";": "..... .##.. .##.. ..... .##.. ..#.. .#...",
        "-": "..... ..... ..... .###. ..... ..... .....",
        "+": "..... ..#.. ..#.. ##### ..#.. ..#.. .....",
        "=": "..... ..... ##### ..... ##### ..... .....",
        "/": "..... ....# ...#. ..#.. .#... #.... .....",
        "\\": "..... #.... .#... ..#.. ...#. ....# .....",
        "<": "...#. ..#.. .#... #.... .#... ..#.. ...#.",
        ">": ".#... ..#.. ...#. ....# ...#. ..#.. .#...",
        "(": "...#. ..#.. .#... .#... .#... ..#.. ...#.",
        ")": ".#... ..#.. ...#. ...#. ...#. ..#.. .#...",
        "[": ".###. .#... .#... .#... .#... .#... .###.",
        "]": ".###. ...#. ...#. ...#. ...#. ...#. .###.",
        "!": "..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..",
        "?": ".###. #...# ....# ...#. ..#.. ..... ..#..",
        "'": "..#.. ..#.. .#... ..... ..... ..... .....",
        "\u{2019}": "..#.. ..#.. .#... ..... ..... ..... .....",
        "\"": ".#.#. .#.#. ..... ..... ..... ..... .....",
        "*": "..... ..#.. #.#.# .###. #.#.# ..#.. .....",
        "#": ".#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.",
        "%": "##... ##..# ...#. ..#.. .#... #..## ...##",
        "&": ".##.. #..#. #.#.. .#... #.#.# #..#. .##.#",
        "@": ".###. #...# #.### #.#.# #.### #.... .###.",
        "$": "..#.. .#### #.#.. .###. ..#.# ####. ..#..",
        "_": "..... ..... ..... ..... ..... ..... #####",
        "|": "..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
        "^": "..#.. .#.#. #...# ..... ..... ..... .....",
        "\u{2026}": "..... ..... ..... ..... ..... ..... #.#.#",
        // Lower case (the plot font's).
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
        // Capitals (Segue's).
        "A": ".###. #...# #...# ##### #...# #...# #...#",
        "B": "####. #...# #...# ####. #...# #...# ####.",
        "C": ".###. #...# #.... #.... #.... #...# .###.",
        "D": "####. #...# #...# #...# #...# #...# ####.",
        "E": "##### #.... #.... ####. #.... #.... #####",
        "F": "##### #.... #.... ####. #.... #.... #....",
        "G": ".###. #...# #.... #.### #...# #...# .####",
        "H": "#...# #...# #...# ##### #...# #...# #...#",
        "I": ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
        "J": "..### ...#. ...#. ...#. ...#. #..#. .##..",
        "K": "#...# #..#. #.#.. ##... #.#.. #..#. #...#",
        "L": "#.... #.... #.... #.... #.... #.... #####",
        "M": "#...# ##.## #.#.# #.#.# #...# #...# #...#",
        "N": "#...# #...# ##..# #.#.# #..## #...# #...#",
        "O": ".###. #...# #...# #...# #...# #...# .###.",
        "P": "####. #...# #...# ####. #.... #.... #....",
        "Q": ".###. #...# #...# #...# #.#.# #..#. .##.#",
        "R": "####. #...# #...# ####. #.#.. #..#. #...#",
        "S": ".#### #.... #.... .###. ....# ....# ####.",
        "T": "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
        "U": "#...# #...# #...# #...# #...# #...# .###.",
        "V": "#...# #...# #...# #...# #...# .#.#. ..#..",
        "W": "#...# #...# #...# #.#.# #.#.# #.#.# .#.#.",
        "X": "#...# #...# .#.#. ..#.. .#.#. #...# #...#",
        "Y": "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
        "Z": "##### ....# ...#. ..#.. .#... #.... #####",
    ]
}

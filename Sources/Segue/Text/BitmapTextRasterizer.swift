import Foundation

/// Segue's built-in text face: the headless fallback `UILabel` and `UIButton` draw
/// with when no host has installed a rasterizer (`TextRendering.installedRasterizer`).
///
/// The glyphs are a 5 × 7 bitmap (plus one descender row, `BitmapGlyphTable`) on a
/// grid of cells scaled to the font: one cell is a tenth of the point size, so
/// capitals are 0.7 em tall, and a glyph advances 6 cells (7 for bold weights, whose
/// strokes are a cell wider). A line is `font.lineHeight` tall with the glyph rows
/// centred in it. Scaling from cells to pixels is a box filter, so every output
/// pixel's alpha is the share of it the ink covers (`isAntialiased`, the default),
/// or a nearest-cell sample giving hard 0/1 alpha. Characters the face lacks draw
/// as a box; nothing crashes and nothing vanishes.
///
/// Not a substitute for a real face (no kerning, no proportional widths): the SDL
/// host installs one backed by SDL2_ttf.
@MainActor
public final class BitmapTextRasterizer: TextRasterizer {
    /// The shared instance views fall back to.
    public static let shared = BitmapTextRasterizer()

    /// Whether edges are box-filtered to partial alpha (true) or sampled to hard
    /// 0/1 alpha (false).
    public var isAntialiased: Bool

    /// The largest image `rasterize` makes, in pixels; bigger requests are reported
    /// and give nil instead of exhausting memory.
    public static let maximumPixelCount = 64 << 20

    /// Cell masks of the line being drawn, reused between calls (one byte per cell).
    private var cellMask: [UInt8] = []
    /// Glyphs already resolved, so fallbacks (accent folding) run once per character.
    private var resolvedGlyphs: [Character: BitmapGlyphTable.Glyph] = [:]

    /// A rasterizer; `antialiased` chooses box-filtered (true) or hard edges.
    public init(antialiased: Bool = true) {
        isAntialiased = antialiased
    }

    // MARK: Metrics

    /// Points per cell of the glyph grid at a font: a tenth of the point size.
    public static func cellSize(for font: UIFont) -> CGFloat {
        font.pointSize / 10
    }

    /// Cells from one glyph's left edge to the next: 6, or 7 for bold weights.
    public static func advanceCells(for font: UIFont) -> Int {
        font.weight.isBold ? 7 : 6
    }

    /// The size of one line of `text`: its glyphs' advances less the gap after the
    /// last glyph, by `font.lineHeight`; zero for empty text.
    public func measure(_ text: String, font: UIFont) -> CGSize {
        let count = text.count
        guard count > 0 else { return .zero }
        let cells = count * Self.advanceCells(for: font) - 1
        return CGSize(width: CGFloat(cells) * Self.cellSize(for: font), height: font.lineHeight)
    }

    // MARK: Drawing

    /// One line of `text` as an image `measure(text, font:)` × `scale` pixels large
    /// (rounded up), transparent where there is no ink; every pixel carries the
    /// colour's RGB, so filtering the image never darkens the edges. Nil for empty
    /// text, and (with a diagnostic) for a scale that is not positive and finite or
    /// an image over `maximumPixelCount` pixels.
    public func rasterize(_ text: String, font: UIFont, color: RGBAColor, scale: CGFloat) -> CGImage? {
        guard !text.isEmpty else { return nil }
        guard scale > 0, scale.isFinite else {
            SegueDiagnostics.report("BitmapTextRasterizer: scale \(scale) is not positive and finite; nothing drawn")
            return nil
        }
        let size = measure(text, font: font)
        let width = Self.pixelCount(size.width * scale)
        let height = Self.pixelCount(size.height * scale)
        guard width.multipliedReportingOverflow(by: height).overflow == false,
              width * height <= Self.maximumPixelCount else {
            SegueDiagnostics.report("BitmapTextRasterizer: a \(width)×\(height) pixel line is too large; nothing drawn")
            return nil
        }
        let advance = Self.advanceCells(for: font)
        let columns = text.count * advance - 1
        fillCellMask(text, columns: columns, advance: advance, bold: font.weight.isBold)

        let pixelsPerCell = Double(Self.cellSize(for: font) * scale)
        let lineCells = Double(font.lineHeight / Self.cellSize(for: font))
        // The glyph rows (7 body + 1 descender, padded to a 12-cell line) centred in the line.
        let topCell = (lineCells - 12) / 2 + 2
        let ink = color.clamped.rgba8
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { output in
            cellMask.withUnsafeBufferPointer { mask in
                for y in 0..<height {
                    for x in 0..<width {
                        let coverage = isAntialiased
                            ? Self.boxCoverage(x: x, y: y, mask: mask, columns: columns,
                                               pixelsPerCell: pixelsPerCell, topCell: topCell)
                            : Self.sampledCoverage(x: x, y: y, mask: mask, columns: columns,
                                                   pixelsPerCell: pixelsPerCell, topCell: topCell)
                        let index = (y * width + x) * 4
                        output[index] = ink.0
                        output[index + 1] = ink.1
                        output[index + 2] = ink.2
                        output[index + 3] = UInt8((coverage * Double(ink.3)).rounded())
                    }
                }
            }
        }
        return CGImage(width: width, height: height, rgbaPixels: pixels)
    }

    /// Whole pixels covering a length, at least 1 (tolerating float noise just
    /// above an integer).
    private static func pixelCount(_ length: CGFloat) -> Int {
        max(1, Int((Double(length) - 1e-9).rounded(.up)))
    }

    /// Writes the line's cells into `cellMask`: `columns` × glyph-height bytes, 1
    /// for ink. Bold glyphs are the regular ones smeared one cell to the right
    /// where that keeps the gaps between strokes open.
    private func fillCellMask(_ text: String, columns: Int, advance: Int, bold: Bool) {
        let rows = BitmapGlyphTable.glyphHeight
        let glyphWidth = BitmapGlyphTable.glyphWidth
        cellMask.removeAll(keepingCapacity: true)
        cellMask.append(contentsOf: repeatElement(0, count: columns * rows))
        var origin = 0
        for character in text {
            let glyph = resolvedGlyph(for: character)
            for row in 0..<rows {
                // Bold: each stroke grows a cell to the right, unless that would close
                // a one-cell gap (the counters of "m", "#.#.#").
                let bits = Int(glyph[row]) << 1
                let inked = bold ? bits | (bits >> 1 & ~(bits << 1)) : bits
                for column in 0...glyphWidth where inked >> (glyphWidth - column) & 1 == 1 {
                    cellMask[row * columns + origin + column] = 1
                }
            }
            origin += advance
        }
    }

    private func resolvedGlyph(for character: Character) -> BitmapGlyphTable.Glyph {
        if let glyph = resolvedGlyphs[character] { return glyph }
        let glyph = BitmapGlyphTable.glyph(for: character)
        resolvedGlyphs[character] = glyph
        return glyph
    }

    /// The share of pixel (x, y) the inked cells cover (a box filter).
    private static func boxCoverage(x: Int, y: Int, mask: UnsafeBufferPointer<UInt8>, columns: Int,
                                    pixelsPerCell: Double, topCell: Double) -> Double {
        let left = Double(x) / pixelsPerCell, right = Double(x + 1) / pixelsPerCell
        let top = Double(y) / pixelsPerCell - topCell, bottom = Double(y + 1) / pixelsPerCell - topCell
        let firstRow = max(0, Int(top.rounded(.down)))
        let lastRow = min(BitmapGlyphTable.glyphHeight - 1, Int(bottom.rounded(.up)) - 1)
        let firstColumn = max(0, Int(left.rounded(.down)))
        let lastColumn = min(columns - 1, Int(right.rounded(.up)) - 1)
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return 0 }
        var covered = 0.0
        for row in firstRow...lastRow {
            let rowOverlap = min(bottom, Double(row + 1)) - max(top, Double(row))
            guard rowOverlap > 0 else { continue }
            for column in firstColumn...lastColumn where mask[row * columns + column] != 0 {
                let columnOverlap = min(right, Double(column + 1)) - max(left, Double(column))
                if columnOverlap > 0 { covered += rowOverlap * columnOverlap }
            }
        }
        // Overlaps are in cells²; one pixel is 1 / pixelsPerCell² cells².
        return min(1, covered * pixelsPerCell * pixelsPerCell)
    }

    /// 1 when the cell under the pixel's centre is inked, else 0.
    private static func sampledCoverage(x: Int, y: Int, mask: UnsafeBufferPointer<UInt8>, columns: Int,
                                        pixelsPerCell: Double, topCell: Double) -> Double {
        let column = Int(((Double(x) + 0.5) / pixelsPerCell).rounded(.down))
        let rowPosition = (Double(y) + 0.5) / pixelsPerCell - topCell
        guard rowPosition >= 0 else { return 0 }
        let row = Int(rowPosition.rounded(.down))
        guard column < columns, row < BitmapGlyphTable.glyphHeight else { return 0 }
        return mask[row * columns + column] != 0 ? 1 : 0
    }
}

import Foundation

/// Gives each layer of an exploded subtree its level, the rule of Xcode's view
/// debugger (Segue internal; see `ExplodedView`): a layer lies one level above its
/// superlayer and above every layer drawn before it that it overlaps in the flat
/// picture. Siblings side by side (a table's cells, a toolbar's buttons) share a
/// level, so the stack is as deep as the picture is layered, not as the tree is big.
///
/// Layers are placed in painter's order with their footprint: the bounding box of
/// what of them the flat picture can show, in the exploded root's plane (nil: it
/// covers everything). Two footprints overlap when they share some area; touching
/// edges do not count. A grid over the root's bounds finds the footprints a new one
/// may overlap: each cell keeps the highest level of the footprints covering it
/// whole, and the footprints only partly in it, so a query looks at few of them.
/// The storage is reused from frame to frame.
final class ExplodedLevelPlanner {
    /// Cells along each side of the grid.
    static let gridSize = 32

    private struct Entry {
        var rect: SIMD4<Double>
        var level: Int
        /// The next entry of the same cell (-1: none).
        var next: Int
    }

    private var originX = 0.0, originY = 0.0, cellWidth = 1.0, cellHeight = 1.0
    /// Per cell: the highest level of the footprints covering it whole (-1: none).
    private var coverLevel: [Int] = []
    /// Per cell: its first partial entry (-1: none).
    private var heads: [Int] = []
    private var entries: [Entry] = []
    /// The highest level given since `reset`.
    private(set) var highestLevel = 0

    init() {}

    /// Starts a new subtree whose root's bounds, in its own plane, are `bounds`.
    func reset(bounds: CGRect) {
        let box = bounds.standardized
        let width = Double(box.width), height = Double(box.height)
        let finite = box.minX.isFinite && box.minY.isFinite && width.isFinite && height.isFinite
        originX = finite ? Double(box.minX) : 0
        originY = finite ? Double(box.minY) : 0
        cellWidth = finite && width > 0 ? width / Double(Self.gridSize) : 1
        cellHeight = finite && height > 0 ? height / Double(Self.gridSize) : 1
        let cells = Self.gridSize * Self.gridSize
        coverLevel.removeAll(keepingCapacity: true)
        coverLevel.append(contentsOf: repeatElement(-1, count: cells))
        heads.removeAll(keepingCapacity: true)
        heads.append(contentsOf: repeatElement(-1, count: cells))
        entries.removeAll(keepingCapacity: true)
        highestLevel = 0
    }

    /// The level of the next layer in painter's order: above `parentLevel` (nil for
    /// the root, which is level 0) and above every footprint placed so far that
    /// `footprint` (minX, minY, maxX, maxY; nil: everywhere) overlaps. Records it.
    func place(_ footprint: SIMD4<Double>?, parentLevel: Int?) -> Int {
        var level = parentLevel.map { $0 + 1 } ?? 0
        let rect = footprint ?? SIMD4(-.infinity, -.infinity, .infinity, .infinity)
        guard rect.x < rect.z, rect.y < rect.w, !rect.x.isNaN, !rect.y.isNaN, !rect.z.isNaN, !rect.w.isNaN else {
            // No area: overlaps nothing.
            highestLevel = max(highestLevel, level)
            return level
        }
        let columns = cellRange(rect.x, rect.z, origin: originX, size: cellWidth)
        let rows = cellRange(rect.y, rect.w, origin: originY, size: cellHeight)
        for row in rows {
            for column in columns {
                let cell = row * Self.gridSize + column
                if coverLevel[cell] >= level, intersectsCell(rect, column: column, row: row) {
                    level = coverLevel[cell] + 1
                }
                var index = heads[cell]
                while index >= 0 {
                    let entry = entries[index]
                    if entry.level >= level, Self.overlaps(entry.rect, rect) { level = entry.level + 1 }
                    index = entry.next
                }
            }
        }
        for row in rows {
            for column in columns {
                let cell = row * Self.gridSize + column
                if coversCell(rect, column: column, row: row) {
                    coverLevel[cell] = max(coverLevel[cell], level)
                } else {
                    entries.append(Entry(rect: rect, level: level, next: heads[cell]))
                    heads[cell] = entries.count - 1
                }
            }
        }
        highestLevel = max(highestLevel, level)
        return level
    }

    /// Whether two footprints share some area.
    static func overlaps(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Bool {
        a.x < b.z && b.x < a.z && a.y < b.w && b.y < a.w
    }

    /// The cells from `low` to `high` along one axis, clamped to the grid (a
    /// footprint beyond the grid lands in its edge cells).
    private func cellRange(_ low: Double, _ high: Double, origin: Double, size: Double) -> ClosedRange<Int> {
        let last = Self.gridSize - 1
        func cell(_ value: Double) -> Int {
            let index = ((value - origin) / size).rounded(.down)
            return index.isFinite ? Int(min(max(index, 0), Double(last))) : (index > 0 ? last : 0)
        }
        return cell(low)...cell(high)
    }

    /// A cell's area; the edge cells reach out to infinity (what is beyond the
    /// grid is in them).
    private func cellRect(column: Int, row: Int) -> SIMD4<Double> {
        let last = Self.gridSize - 1
        let x = originX + Double(column) * cellWidth, y = originY + Double(row) * cellHeight
        return SIMD4(column == 0 ? -.infinity : x, row == 0 ? -.infinity : y,
                     column == last ? .infinity : x + cellWidth, row == last ? .infinity : y + cellHeight)
    }

    private func intersectsCell(_ rect: SIMD4<Double>, column: Int, row: Int) -> Bool {
        Self.overlaps(rect, cellRect(column: column, row: row))
    }

    private func coversCell(_ rect: SIMD4<Double>, column: Int, row: Int) -> Bool {
        let cell = cellRect(column: column, row: row)
        return rect.x <= cell.x && rect.y <= cell.y && rect.z >= cell.z && rect.w >= cell.w
    }
}

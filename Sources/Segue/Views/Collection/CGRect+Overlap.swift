import Foundation

extension CGRect {
    /// Whether the two rectangles share some area: rectangles that only touch
    /// along an edge do not (Foundation on Linux counts touching rectangles as
    /// intersecting, Core Graphics does not). A collection view shows the items
    /// whose frames overlap its bounds, so a row starting exactly at the bottom
    /// edge gets no cell.
    func overlaps(_ other: CGRect) -> Bool {
        let a = standardized, b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}

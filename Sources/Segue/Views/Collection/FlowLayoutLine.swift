import Foundation

/// One line of a flow layout (a row when it scrolls vertically, a column when
/// horizontally): which items it holds and where it lies along the scrolling axis.
/// Lines are stored in scrolling order, so a rectangle query finds its first line
/// by binary search.
struct FlowLayoutLine: Equatable {
    /// The section of the line's items.
    var section: Int
    /// The first item of the line in its section.
    var firstItem: Int
    /// How many items the line holds.
    var count: Int
    /// Where the line starts along the scrolling axis (content coordinates).
    var start: CGFloat
    /// Where the line ends along the scrolling axis.
    var end: CGFloat
}

extension Array where Element == FlowLayoutLine {
    /// The index of the first line ending at or after `position` (count when none does).
    func firstIndex(endingAtOrAfter position: CGFloat) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].end < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

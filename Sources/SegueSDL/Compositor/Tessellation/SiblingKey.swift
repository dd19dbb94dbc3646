import Foundation

/// A sibling's drawing-order key (Segue internal): its `zPosition`, or its depth in
/// a transform layer, and its index in the sublayer list, which breaks ties so the
/// order is stable.
struct SiblingKey: Sendable, Equatable {
    var key: Double
    var index: Int

    /// Sorts `keys[start...]` by key, keeping tree order among equal keys
    /// (insertion sort: siblings are usually few and nearly in order).
    static func stableSort(_ keys: inout [SiblingKey], from start: Int) {
        guard keys.count - start > 1 else { return }
        for position in (start + 1)..<keys.count {
            let item = keys[position]
            var slot = position
            while slot > start, keys[slot - 1].key > item.key {
                keys[slot] = keys[slot - 1]
                slot -= 1
            }
            keys[slot] = item
        }
    }

    /// `stableSort(_:from:)` on the walk's stack of keys.
    static func stableSort(_ keys: TrivialStack<SiblingKey>, from start: Int) {
        guard keys.count - start > 1 else { return }
        for position in (start + 1)..<keys.count {
            let item = keys[unchecked: position]
            var slot = position
            while slot > start, keys[unchecked: slot - 1].key > item.key {
                keys[unchecked: slot] = keys[unchecked: slot - 1]
                slot -= 1
            }
            keys[unchecked: slot] = item
        }
    }
}

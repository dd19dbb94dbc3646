import Foundation
import Segue

/// What the tessellator's walk read of the layers on its current path and their
/// siblings, one buffer per depth of the walk (Segue internal).
///
/// A visit reads each of its sublayers once, into the level below its own — a
/// pointer to its render state (`CALayer.renderState`, refreshed first when it is
/// out of date, which holds its sublayers' storage too: `SiblingLayerRead`) — first to order
/// them, then hands each sublayer its slot, so the sublayer's own visit reads
/// nothing more from the layer object. A level is only rewritten by the visits at
/// that depth, so pointers into it stay valid while the deeper levels are filled.
/// Buffers grow and are kept, so a warm walk allocates nothing.
@MainActor
final class SiblingReadStack {
    private var levels: [UnsafeMutablePointer<SiblingLayerRead>] = []
    private var capacities: [Int] = []

    init() {}

    isolated deinit {
        for depth in levels.indices {
            Self.free(levels[depth], capacities[depth])
        }
    }

    /// Room for `count` layers' reads at `depth` (`depth` at most one past the
    /// deepest level used so far). Invalidates earlier pointers into this depth
    /// only, and only when it has to grow.
    func reads(depth: Int, count: Int) -> UnsafeMutablePointer<SiblingLayerRead> {
        if depth == levels.count {
            let capacity = max(count, 4)
            levels.append(Self.allocate(capacity))
            capacities.append(capacity)
        } else if capacities[depth] < count {
            Self.free(levels[depth], capacities[depth])
            let capacity = max(count, capacities[depth] * 2)
            levels[depth] = Self.allocate(capacity)
            capacities[depth] = capacity
        }
        return levels[depth]
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<SiblingLayerRead> {
        let level = UnsafeMutablePointer<SiblingLayerRead>.allocate(capacity: capacity)
        level.initialize(repeating: SiblingLayerRead(), count: capacity)
        return level
    }

    private static func free(_ level: UnsafeMutablePointer<SiblingLayerRead>, _ capacity: Int) {
        level.deinitialize(count: capacity)
        level.deallocate()
    }
}

/// What the walk reads of a sublayer, in one pass (Segue internal; see
/// `SiblingReadStack`). The pointer is unretained and valid for the frame's walk
/// only: the layer (held by its superlayer's list) owns its render state, and no
/// list changes while a frame is built.
struct SiblingLayerRead {
    /// The sublayer's render state, current for this frame.
    var state: UnsafeMutablePointer<CALayerRenderState>?
}

import Segue

/// The presentation values of the layers on the tessellator's current path and
/// their siblings, one buffer per depth of the walk (Segue internal).
///
/// A visit reads each of its sublayers' `presentationProperties` once, into the
/// level below its own, and hands each sublayer a pointer to its slot: the values
/// (about 440 bytes per layer) are copied out of the layer once per frame instead
/// of once to order the siblings and again to draw. A level is only rewritten by
/// the visits at that depth, so pointers into it stay valid while the deeper
/// levels are filled. Buffers grow and are kept, so a warm walk allocates nothing.
@MainActor
final class SiblingPropertyStack {
    private var levels: [UnsafeMutablePointer<LayerProperties>] = []
    private var capacities: [Int] = []

    init() {}

    isolated deinit {
        for (level, capacity) in zip(levels, capacities) {
            level.deinitialize(count: capacity)
            level.deallocate()
        }
    }

    /// Room for `count` layers' values at `depth` (`depth` at most one past the
    /// deepest level used so far). Invalidates earlier pointers into this depth
    /// only, and only when it has to grow.
    func buffer(depth: Int, count: Int) -> UnsafeMutablePointer<LayerProperties> {
        if depth == levels.count {
            levels.append(Self.allocate(max(count, 4)))
            capacities.append(max(count, 4))
        } else if capacities[depth] < count {
            levels[depth].deinitialize(count: capacities[depth])
            levels[depth].deallocate()
            let capacity = max(count, capacities[depth] * 2)
            levels[depth] = Self.allocate(capacity)
            capacities[depth] = capacity
        }
        return levels[depth]
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<LayerProperties> {
        let level = UnsafeMutablePointer<LayerProperties>.allocate(capacity: capacity)
        level.initialize(repeating: LayerProperties(), count: capacity)
        return level
    }
}

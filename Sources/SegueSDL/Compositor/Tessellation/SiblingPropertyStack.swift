import Foundation
import Segue

/// The presentation values of the layers on the tessellator's current path and
/// their siblings, one buffer per depth of the walk (Segue internal).
///
/// A visit reads each of its sublayers once, into the level below its own — its
/// presentation values (about 440 bytes, `CALayer.readForCompositing(into:)`: one
/// copy) and what else the walk needs of it (`SiblingLayerRead`) — and hands each
/// sublayer a pointer to its slot, so the sublayer's own visit reads nothing more
/// from the layer object. A level is only rewritten by the visits at that depth,
/// so pointers into it stay valid while the deeper levels are filled. Buffers grow
/// and are kept, so a warm walk allocates nothing.
@MainActor
final class SiblingPropertyStack {
    private var levels: [UnsafeMutablePointer<LayerProperties>] = []
    private var reads: [UnsafeMutablePointer<SiblingLayerRead>] = []
    private var capacities: [Int] = []

    init() {}

    isolated deinit {
        for depth in levels.indices {
            Self.free(levels[depth], reads[depth], capacities[depth])
        }
    }

    /// Room for `count` layers' values at `depth` (`depth` at most one past the
    /// deepest level used so far). Invalidates earlier pointers into this depth
    /// only, and only when it has to grow.
    func buffer(depth: Int, count: Int) -> UnsafeMutablePointer<LayerProperties> {
        if depth == levels.count {
            let capacity = max(count, 4)
            levels.append(Self.allocate(capacity))
            reads.append(Self.allocateReads(capacity))
            capacities.append(capacity)
        } else if capacities[depth] < count {
            Self.free(levels[depth], reads[depth], capacities[depth])
            let capacity = max(count, capacities[depth] * 2)
            levels[depth] = Self.allocate(capacity)
            reads[depth] = Self.allocateReads(capacity)
            capacities[depth] = capacity
        }
        return levels[depth]
    }

    /// The reads beside `buffer(depth:count:)`'s values at `depth` (ask for the
    /// values first: that sizes both).
    func reads(depth: Int) -> UnsafeMutablePointer<SiblingLayerRead> {
        reads[depth]
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<LayerProperties> {
        let level = UnsafeMutablePointer<LayerProperties>.allocate(capacity: capacity)
        level.initialize(repeating: LayerProperties(), count: capacity)
        return level
    }

    private static func allocateReads(_ capacity: Int) -> UnsafeMutablePointer<SiblingLayerRead> {
        let level = UnsafeMutablePointer<SiblingLayerRead>.allocate(capacity: capacity)
        level.initialize(repeating: SiblingLayerRead(), count: capacity)
        return level
    }

    private static func free(_ level: UnsafeMutablePointer<LayerProperties>,
                             _ reads: UnsafeMutablePointer<SiblingLayerRead>, _ capacity: Int) {
        level.deinitialize(count: capacity)
        level.deallocate()
        reads.deinitialize(count: capacity)
        reads.deallocate()
    }
}

/// What the walk reads of a sublayer besides its presentation values, in the same
/// pass (Segue internal; see `SiblingPropertyStack`).
struct SiblingLayerRead {
    /// The sublayer's own sublayers, unretained (the walk changes no list).
    var sublayers = CALayerSublayerStorage(base: nil, count: 0)
    /// Whether the sublayer is a `CATransformLayer`.
    var isTransformLayer = false
    /// Its contents image, when it draws one; the visit takes it (leaving nil), so
    /// no image is held past the walk.
    var image: CGImage?
    /// Where the image goes (`contentsGravity` over the bounds).
    var imageRect = CGRect.zero
}

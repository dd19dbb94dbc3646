/// The presentation values of the layers an `AnimationArena` animates, kept by the
/// arena in contiguous columns instead of inside each layer (Segue, internal).
///
/// An animated layer's presentation values differ from its model only in the
/// fields its animations write, so a slot holds just those fields, packed one
/// after the other (`LayerPropertyMask.pack`): a transform, a position and an
/// opacity take 152 bytes where a whole `LayerProperties` takes ~440, which keeps
/// a tick of ten thousand layers inside the caches. A tick writes every slot in
/// order, touching neither the layers nor their scattered memory; a layer with a
/// slot answers `presentationProperties` with its model overlaid with the slot's
/// fields. A layer whose animations restore their fields from the model at every
/// tick (additive ones) also has the model's values of those fields kept next to
/// its slot, so a tick need not read the layer at all while its model is unchanged.
///
/// What a layer shows stays what the last value pass computed, exactly as when a
/// slot held a whole copy: the first change to an animated layer's model after
/// that pass saves the model as the pass saw it (`modelWillChange`), and the layer
/// shows that saved model under its slot's fields until the next value pass. When the arena
/// lays itself out again, the layers leaving take their values back
/// (`CALayer.tickProperties`). The store holds no layers, so layers and arenas
/// never keep each other alive.
///
/// **Ticks no frame draws.** When `FixedTimestepLoop.advance()` runs several ticks
/// for one frame, only the last computes presentation values; the ticks before it
/// run the clocks, phases, events and removals and leave the slots as they are.
/// Between them a read shows what the last frame showed, as Core Animation's
/// presentation tree does, and the compositor's draw reads finished values.
@MainActor
package final class PresentationStore {
    /// One animated layer's entry: which fields its slot holds and where, and
    /// what its model did since the last tick.
    package struct Slot {
        /// The fields the layer's animations write, packed at `offset`.
        package var fields: LayerPropertyMask
        /// Whether the layer had animations at the last tick (otherwise the model shows).
        package var isAnimated: Bool
        /// Where the fields start in `Columns.words`.
        package var offset: Int32
        /// Where a copy of the model's values of the same fields starts in
        /// `Columns.words`, or -1 when the slot keeps none: for a layer whose
        /// animations read the value under them (additive ones) and so restore
        /// the fields at every tick, which then reads them here, next to the slot,
        /// instead of from the layer, scattered in memory. Refreshed whenever the
        /// model changed.
        var modelOffset: Int32
        /// `Slot.unchanged`, `Slot.changed`, or the index in `Columns.snapshots` of
        /// the model as the last tick saw it (the model changed since).
        package var modelState: Int32

        /// The model is what the last tick saw.
        static let unchanged: Int32 = -2
        /// The model changed since the last tick and nothing was saved (the layer
        /// was not animated, so it shows its model anyway).
        static let changed: Int32 = -1
    }

    /// The columns; a tick passes them `inout` to its value pass: one exclusive
    /// access for the whole pass.
    package struct Columns: ~Copyable {
        /// One slot per animated layer (the arena's runs).
        package var slots = ArenaColumn<Slot>()
        /// The slots' fields, packed; each slot's run of words at its `offset`.
        package var words = ArenaColumn<UInt64>()
        /// Models saved by `modelWillChange` since the last tick.
        var snapshots = ArenaColumn<LayerProperties>()

        /// The presentation values in a slot over `model` (the layer's current
        /// model), or nil when the model shows.
        func presentation(at index: Int, model: LayerProperties) -> LayerProperties? {
            let slot = slots[index]
            guard slot.isAnimated else { return nil }
            var properties = slot.modelState >= 0 ? snapshots[Int(slot.modelState)] : model
            slot.fields.unpack(from: UnsafeRawPointer(words.address(at: Int(slot.offset))), into: &properties)
            return properties
        }

        /// Adds a slot for `fields`, showing `shown` (nil: the model) until the
        /// next tick, with a copy of the model's fields when `keepsModel`.
        mutating func append(fields: LayerPropertyMask, keepsModel: Bool, showing shown: LayerProperties?) {
            let offset = words.count
            words.append(zeroes: fields.packedWordCount)
            var modelOffset = -1
            if keepsModel {
                modelOffset = words.count
                words.append(zeroes: fields.packedWordCount)
            }
            var state = Slot.changed
            if let shown {
                fields.pack(shown, to: UnsafeMutableRawPointer(words.address(at: offset)))
                state = Int32(snapshots.count)
                snapshots.append(shown)
            }
            slots.append(Slot(fields: fields, isAnimated: shown != nil, offset: Int32(offset),
                              modelOffset: Int32(modelOffset), modelState: state))
        }

        /// Empties the store, keeping its capacity.
        mutating func removeAll() {
            slots.removeAll()
            words.removeAll()
            snapshots.removeAll()
        }
    }

    package var columns = Columns()

    /// Called before the model of the layer in a slot changes (`model` is the
    /// model before the change): the first change after a tick saves it, so the
    /// layer keeps showing what the tick computed, and marks the slot for the
    /// next tick to restore its fields from the new model.
    func modelWillChange(at index: Int, from model: LayerProperties) {
        guard columns.slots[index].modelState == Slot.unchanged else { return }
        if columns.slots[index].isAnimated {
            columns.slots[index].modelState = Int32(columns.snapshots.count)
            columns.snapshots.append(model)
        } else {
            columns.slots[index].modelState = Slot.changed
        }
    }
}

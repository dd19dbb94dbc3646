/// The presentation values of the layers an `AnimationArena` animates, kept by the
/// arena in contiguous columns instead of inside each layer (Segue, internal).
///
/// A slot holds just the fields the layer's animations write, packed: a transform,
/// a position and an opacity take 152 bytes where a whole `LayerProperties` takes
/// ~440, which keeps a tick of ten thousand layers inside the caches. The store
/// holds no layers, so layers and arenas never keep each other alive.
@MainActor
package final class PresentationStore {
    /// One animated layer's entry: which fields its slot holds and where, and
    /// what its model did since the last value pass.
    package struct Slot {
        /// The fields the layer's animations write, packed at `offset`.
        package var fields: LayerPropertyMask
        /// Whether the layer had animations at the last tick (otherwise the model shows).
        package var isAnimated: Bool
        package var modelState: ModelState
        /// Where the fields start in `Columns.words`.
        package var offset: Int32
        /// Where a copy of the model's values of the same fields starts, or -1: kept
        /// for a layer whose animations restore the fields at every tick (additive
        /// ones), which reads them here instead of from the layer, scattered in memory.
        var modelOffset: Int32

        /// What lies under the slot's fields, and whether the next value pass
        /// restores them from the model (every state but `unchanged`).
        package enum ModelState: UInt8 {
            /// The model the last value pass computed over.
            case unchanged
            /// The model changed since the last value pass (or the slot is new): the
            /// model as the last frame showed it (`CALayer.shownModel`).
            case modelChanged
            /// The slot is new and its layer was animated: the values it showed
            /// then (`CALayer.tickProperties`).
            case showsTick
        }
    }

    /// The columns; a tick passes them `inout` to its value pass: one exclusive
    /// access for the whole pass.
    package struct Columns: ~Copyable {
        /// One slot per animated layer (the arena's runs).
        package var slots = ArenaColumn<Slot>()
        /// The slots' fields, packed; each slot's run of words at its `offset`.
        package var words = ArenaColumn<UInt64>()

        /// Adds a slot for `fields`, showing `shown` (nil: the model) until the
        /// next value pass, with a copy of the model's fields when `keepsModel`.
        mutating func append(fields: LayerPropertyMask, keepsModel: Bool, showing shown: LayerProperties?) {
            let offset = words.count
            words.append(zeroes: fields.packedWordCount)
            var modelOffset = -1
            if keepsModel {
                modelOffset = words.count
                words.append(zeroes: fields.packedWordCount)
            }
            if let shown { fields.pack(shown, to: UnsafeMutableRawPointer(words.address(at: offset))) }
            slots.append(Slot(fields: fields, isAnimated: shown != nil, modelState: shown == nil ? .modelChanged : .showsTick,
                              offset: Int32(offset), modelOffset: Int32(modelOffset)))
        }

        mutating func removeAll() {
            slots.removeAll()
            words.removeAll()
        }
    }

    package var columns = Columns()

    /// Called before the model of the layer in a slot changes: the next value pass
    /// restores the slot's fields from the new model.
    func modelWillChange(at index: Int) {
        if columns.slots[index].modelState == .unchanged { columns.slots[index].modelState = .modelChanged }
    }
}

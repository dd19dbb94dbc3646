import Foundation

/// A layer's sublayer list as the compositor's walk reads it (Segue extension):
/// the list's element storage, unretained. Valid only while the list is neither
/// changed nor freed — the compositor reads it during one frame's walk, in which
/// no layer changes.
package struct CALayerSublayerStorage {
    /// The first of `count` sublayers (nil when there are none).
    package let base: UnsafePointer<Unmanaged<CALayer>>?
    /// How many sublayers the layer has.
    package let count: Int

    /// Storage of `count` sublayers at `base`.
    package init(base: UnsafePointer<Unmanaged<CALayer>>?, count: Int) {
        self.base = base
        self.count = count
    }
}

extension CALayer {
    /// Writes the layer's presentation values — what `presentationProperties`
    /// returns — to `values`, and returns its sublayers' storage (Segue extension,
    /// for the compositor, which derives a layer's `renderState` from it when the
    /// state is out of date; Core Animation's render server reads its own copy of
    /// the tree instead).
    ///
    /// One copy per layer, straight from where the values are: the model storage
    /// (or the model saved for the last tick) overlaid in place with the fields of
    /// the layer's slot in its arena's `PresentationStore`, instead of building a
    /// whole `LayerProperties` that is returned and copied again. `values` must
    /// point at initialised memory.
    @inline(__always)
    package final func readForCompositing(into values: UnsafeMutablePointer<LayerProperties>) -> CALayerSublayerStorage {
        // Each read borrows in place (no local holds the store or the list), so
        // neither is retained.
        if presentationStore != nil {
            // Values a skipped tick left pending are computed first, as every other
            // read of the presentation does (`PresentationStore.ensureCurrentValues`).
            presentationStore.unsafelyUnwrapped.ensureCurrentValues(at: presentationIndex)
            presentationStore.unsafelyUnwrapped.columns.writePresentation(at: presentationIndex, model: modelStorage,
                                                                          to: values)
        } else {
            values.pointee = tickWasAnimated ? tickProperties : modelStorage
        }
        return sublayerStorageForCompositing
    }
}

extension PresentationStore.Columns {
    /// `presentation(at:model:)` written to `values` (the model itself when the
    /// slot is not animated).
    @inline(__always)
    func writePresentation(at index: Int, model: borrowing LayerProperties,
                           to values: UnsafeMutablePointer<LayerProperties>) {
        let slot = slots[index]
        guard slot.isAnimated else {
            values.pointee = copy model
            return
        }
        values.pointee = slot.modelState >= 0 ? snapshots[Int(slot.modelState)] : copy model
        slot.fields.unpack(from: UnsafeRawPointer(words.address(at: Int(slot.offset))), into: &values.pointee)
    }
}

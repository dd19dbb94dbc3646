import Foundation

extension CALayer {
    /// Writes the layer's presentation values — what `presentationProperties`
    /// returns — to `values` (Segue, package API: how a renderer reads a layer it
    /// must redraw; Core Animation's render server reads its own copy of the tree
    /// instead).
    ///
    /// One copy per layer, straight from where the values are: the model storage
    /// (or the model saved for the last tick) overlaid in place with the fields of
    /// the layer's slot in its arena's `PresentationStore`, instead of building a
    /// whole `LayerProperties` that is returned and copied again. `values` must
    /// point at initialised memory.
    @inline(__always)
    package final func writePresentationProperties(into values: UnsafeMutablePointer<LayerProperties>) {
        // Each read borrows in place (no local holds the store), so it is not
        // retained.
        if presentationStore != nil {
            presentationStore.unsafelyUnwrapped.columns.writePresentation(at: presentationIndex, model: modelStorage,
                                                                          to: values)
        } else {
            values.pointee = tickWasAnimated ? tickProperties : modelStorage
        }
    }

    /// Whether the layer shows animated presentation values now.
    @inline(__always)
    package final var showsAnimatedValues: Bool {
        if presentationStore != nil {
            return presentationStore.unsafelyUnwrapped.columns.slots[presentationIndex].isAnimated
        }
        return tickWasAnimated
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

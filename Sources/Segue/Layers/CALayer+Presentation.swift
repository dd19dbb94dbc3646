import Foundation

extension CALayer {
    /// A copy of the layer showing what the last frame showed, as Core Animation's
    /// presentation layer does: the presentation values the last tick computed
    /// while animations run, and otherwise the model as that frame showed it — a
    /// change made since, or an animation added since, shows from the next tick on.
    /// Its `model()` is this layer. Unlike Core Animation, which returns nil until a
    /// layer is first committed, Segue answers the model for a layer no tick has
    /// evaluated yet.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        let copy = Self(layer: self)
        copy.modelValues = shownProperties
        copy.modelLayer = self
        return copy
    }

    /// The model layer: for a presentation copy the layer it came from, otherwise
    /// the layer itself.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The presentation value of one property: what the last frame showed.
    func presentationValue(at keyPath: LayerKeyPath) -> AnimatableValue {
        shownProperties.value(at: keyPath)
    }

    /// Writes the layer's presentation values — what `presentationProperties`
    /// returns — to `values` (Segue, package API: how a renderer reads a layer it
    /// must redraw; Core Animation's render server reads its own copy of the tree
    /// instead).
    ///
    /// One copy, straight from where the values are (no whole `LayerProperties`
    /// returned and copied again); `values` must point at initialised memory.
    @inline(__always)
    package final func writePresentationProperties(into values: UnsafeMutablePointer<LayerProperties>) {
        // Each read borrows in place (no local holds the store), so it is not
        // retained.
        if presentationStore != nil {
            writePresentation(from: presentationStore.unsafelyUnwrapped.columns, to: values)
        } else {
            values.pointee = tickWasAnimated ? tickProperties : modelStorage
        }
    }

    /// `writePresentationProperties(into:)` for a layer with a slot in `columns`:
    /// when animated, the slot's fields over what its state says lies under them.
    @inline(__always)
    final func writePresentation(from columns: borrowing PresentationStore.Columns,
                                 to values: UnsafeMutablePointer<LayerProperties>) {
        let slot = columns.slots[presentationIndex]
        guard slot.isAnimated else {
            values.pointee = modelStorage
            return
        }
        switch slot.modelState {
        case .unchanged: values.pointee = modelStorage
        case .modelChanged: values.pointee = shownModel
        case .showsTick: values.pointee = tickProperties
        }
        slot.fields.unpack(from: UnsafeRawPointer(columns.words.address(at: Int(slot.offset))), into: &values.pointee)
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

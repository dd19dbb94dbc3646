import Segue

/// The compositor's record of one layer (`CALayer.changeObserver`): the layer's
/// render state, at an address that stays put while the layer lives, marked as
/// the engine tells of each change the compositor could draw. The layer holds the
/// record; the record gives the state back to `LayerRenderStatePool` when the
/// layer goes.
final class LayerRenderRecord: CALayerChangeObserver {
    let state: UnsafeMutablePointer<LayerRenderState>

    /// A record of `layer`, whose state is yet to be refreshed.
    @MainActor
    init(of layer: CALayer) {
        state = LayerRenderStatePool.take()
        state.pointee.owner = Unmanaged.passUnretained(layer)
        layerPresentationSourceDidChange(layer)
    }

    deinit {
        LayerRenderStatePool.give(state)
    }

    func layerDidChange(sublayers: Bool) {
        state.mark(sublayers ? [.modelChanged, .sublayersChanged] : .modelChanged)
    }

    /// Mirrors where the layer's presentation values are: the arena's store and
    /// slot the light refreshes read, and whether the layer may show animated
    /// values (`RefreshReasons.live`).
    @MainActor
    func layerPresentationSourceDidChange(_ layer: CALayer) {
        if let store = layer.presentationStore {
            state.pointee.store = Unmanaged.passUnretained(store)
        } else {
            state.pointee.store = nil
        }
        state.pointee.storeIndex = Int32(truncatingIfNeeded: layer.presentationIndex)
        let live = LayerRenderState.RefreshReasons.live.rawValue
        if layer.presentationStore != nil || layer.tickWasAnimated {
            state.pointee.refreshReasons |= live
        } else {
            state.pointee.refreshReasons &= ~live
        }
    }
}

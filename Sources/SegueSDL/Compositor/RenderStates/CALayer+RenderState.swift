import Foundation
import Segue

/// The compositor's reads of a layer: its render state, whether that is out of
/// date, and the presentation values a refresh derives it from.
extension CALayer {
    /// The layer's render state, made at the first call (the layer then keeps it,
    /// through its `LayerRenderRecord`, for its whole life).
    @inline(__always)
    var renderState: UnsafeMutablePointer<LayerRenderState> {
        if let record = changeObserver as? LayerRenderRecord { return record.state }
        let record = LayerRenderRecord(of: self)
        changeObserver = record
        return record.state
    }

    /// Whether `renderState` may differ from what the layer's presentation values
    /// give now: the layer changed since the last refresh (its state is marked),
    /// or it shows animated values, or showed them then. When it is false, the
    /// presentation values the state was made from are the model values as they
    /// still are.
    @inline(__always)
    func renderStateNeedsRefresh() -> Bool {
        let reasons = LayerRenderState.RefreshReasons(rawValue: renderState.pointee.refreshReasons)
        if !reasons.isDisjoint(with: LayerRenderState.RefreshReasons.clearedByRefresh) { return true }
        return reasons.contains(.live) && showsAnimatedValues
    }

    /// Starts refreshing `renderState`: writes the presentation values to `values`
    /// (`writePresentationProperties(into:)`), records whether they were animated, the
    /// model's anchor and bounds (for light refreshes) and — when the list changed
    /// — the sublayers' states, and clears the reasons a refresh answers. The
    /// compositor then derives the state's other fields from `values`.
    @inline(__always)
    func beginRenderStateRefresh(into values: UnsafeMutablePointer<LayerProperties>) {
        let animated = showsAnimatedValues
        writePresentationProperties(into: values)
        let state = renderState
        var reasons = LayerRenderState.RefreshReasons(rawValue: state.pointee.refreshReasons)
        if reasons.contains(.sublayersChanged) { state.recordSublayerStates(sublayerList) }
        reasons.subtract(LayerRenderState.RefreshReasons.clearedByRefresh)
        if animated { reasons.insert(.refreshedWhileAnimated) }
        state.pointee.refreshReasons = reasons.rawValue
        state.pointee.animatedFields = 0
        if animated, presentationStore != nil {
            let slot = presentationStore.unsafelyUnwrapped.columns.slots[presentationIndex]
            if slot.modelState == .unchanged { state.pointee.animatedFields = slot.fields.rawValue }
        }
        state.pointee.modelBounds = modelStorage.bounds
        state.pointee.modelAnchorPoint = modelStorage.anchorPoint
        state.pointee.modelAnchorPointZ = modelStorage.anchorPointZ
    }

    /// The fields a light refresh handles: those that move a layer without
    /// changing its bounds, its look or its sublayers' space.
    static let lightlyRefreshedFields: LayerPropertyMask = [.position, .zPosition, .transform, .opacity]

    /// Starts a light refresh of `renderState` when one is enough, and says
    /// whether it did (Segue extension, for the compositor; otherwise call
    /// `beginRenderStateRefresh(into:)`). It is enough for a layer an arena
    /// animates whose model has not changed since the state was last refreshed,
    /// from that model, with the same animated fields, all of them among
    /// position, zPosition, transform and opacity: every other field of the state
    /// is still what it was. `values` then receives the model's bounds, anchor
    /// point and anchor depth with the presentation's position, zPosition,
    /// transform and opacity — what the matrix, the sibling order and the opacity
    /// are made from — and nothing else; the rest of it is left as it was. It
    /// reads two cache lines of the model instead of copying all of it.
    @inline(__always)
    func beginLightRenderStateRefresh(into values: UnsafeMutablePointer<LayerProperties>) -> Bool {
        let fields = renderState.pointee.animatedFields
        guard fields != 0, presentationStore != nil,
              renderState.pointee.refreshReasons & LayerRenderState.RefreshReasons.never.rawValue == 0
        else { return false }
        let store = presentationStore.unsafelyUnwrapped
        let slot = store.columns.slots[presentationIndex]
        guard slot.isAnimated, slot.modelState == .unchanged, slot.fields.rawValue == fields,
              Self.lightlyRefreshedFields.isSuperset(of: slot.fields) else { return false }
        values.pointee.bounds = modelStorage.bounds
        values.pointee.anchorPoint = modelStorage.anchorPoint
        values.pointee.anchorPointZ = modelStorage.anchorPointZ
        values.pointee.position = modelStorage.position
        values.pointee.zPosition = modelStorage.zPosition
        values.pointee.opacity = modelStorage.opacity
        if !slot.fields.contains(.transform) { values.pointee.transform = modelStorage.transform }
        slot.fields.unpack(from: UnsafeRawPointer(store.columns.words.address(at: Int(slot.offset))),
                           into: &values.pointee)
        return true
    }

    /// Starts a light refresh of `state` from the state alone, without reading its
    /// layer, and says whether it did (the
    /// walk's usual refresh of a layer an arena animates at every frame;
    /// otherwise read the layer, `owner`). Besides what
    /// `beginLightRenderStateRefresh(into:)` asks, the animations must write the
    /// transform: the model's values the matrix needs are then the bounds and
    /// anchor the state kept at its last full refresh, and the position, zPosition
    /// and opacity it holds (the model's, where not animated: the model has not
    /// changed since). `values` receives exactly what that function writes.
    /// `hold` keeps the layer's store referenced for the next layers (siblings
    /// share their arena's store), so the store is retained once per store change.
    @inline(__always)
    static func beginLightRenderStateRefresh(_ state: UnsafeMutablePointer<LayerRenderState>,
                                                     holding hold: inout LayerRenderStateStoreHold,
                                                     into values: UnsafeMutablePointer<LayerProperties>) -> Bool {
        let fields = state.pointee.animatedFields
        guard fields != 0, state.pointee.refreshReasons & LayerRenderState.RefreshReasons.never.rawValue == 0,
              let unmanagedStore = state.pointee.store,
              LayerPropertyMask(rawValue: fields).contains(.transform) else { return false }
        if hold.address != unmanagedStore.toOpaque() { hold.hold(unmanagedStore) }
        let index = Int(state.pointee.storeIndex)
        guard let slots = hold.slots, index < hold.slotCount else {
            // Values a skipped tick left pending: computed first, through the store.
            return hold.store.unsafelyUnwrapped.lightRefreshValues(at: index, fields: fields, state: state,
                                                                   into: values)
        }
        return PresentationStore.lightRefreshValues(slot: slots[index], words: hold.words.unsafelyUnwrapped,
                                                    fields: fields, state: state, into: values)
    }
}

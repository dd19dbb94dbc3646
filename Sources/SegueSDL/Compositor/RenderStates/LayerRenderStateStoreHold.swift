import Foundation
import Segue

/// A reference to the `PresentationStore` the walk's light refreshes read, kept
/// from one layer to the next (see
/// `CALayer.beginLightRenderStateRefresh(_:holding:into:)`). Keep one per loop
/// over siblings; it releases the store when it goes.
struct LayerRenderStateStoreHold {
    var store: PresentationStore?
    var address: UnsafeMutableRawPointer?
    /// The store's slots and words, read in place (nil while it has no slots). Valid while the hold lasts: a store's columns grow only
    /// when its arena lays itself out again, at a tick, never during a walk.
    var slots: UnsafePointer<PresentationStore.Slot>?
    var slotCount = 0
    var words: UnsafePointer<UInt64>?

    init() {}

    /// Holds the store `unmanaged` (retained once, here; the layer whose state
    /// points at it holds it meanwhile, see `LayerRenderState.store`).
    @MainActor mutating func hold(_ unmanaged: Unmanaged<PresentationStore>) {
        let held = unmanaged.takeUnretainedValue()
        store = held
        address = unmanaged.toOpaque()
        slotCount = held.columns.slots.count
        if slotCount == 0 {
            slots = nil
            words = nil
        } else {
            slots = UnsafePointer(held.columns.slots.address(at: 0))
            words = UnsafePointer(held.columns.words.address(at: 0))
        }
    }
}

extension PresentationStore {
    /// The light refresh's values for the slot at `index`, over the model the
    /// state kept (see `CALayer.beginLightRenderStateRefresh(_:holding:into:)`),
    /// when the slot still holds `fields`, all light, over an unchanged model.
    @inline(__always)
    func lightRefreshValues(at index: Int, fields: UInt16, state: UnsafeMutablePointer<LayerRenderState>,
                                        into values: UnsafeMutablePointer<LayerProperties>) -> Bool {
        return Self.lightRefreshValues(slot: columns.slots[index], words: UnsafePointer(columns.words.address(at: 0)),
                                       fields: fields, state: state, into: values)
    }

    /// `lightRefreshValues(at:fields:state:into:)` from the slot, with the store's
    /// words at `words`.
    @inline(__always)
    static func lightRefreshValues(slot: Slot, words: UnsafePointer<UInt64>, fields: UInt16,
                                               state: UnsafeMutablePointer<LayerRenderState>,
                                               into values: UnsafeMutablePointer<LayerProperties>) -> Bool {
        guard slot.isAnimated, slot.modelState == .unchanged, slot.fields.rawValue == fields,
              CALayer.lightlyRefreshedFields.isSuperset(of: slot.fields) else { return false }
        values.pointee.bounds = state.pointee.modelBounds
        values.pointee.anchorPoint = state.pointee.modelAnchorPoint
        values.pointee.anchorPointZ = state.pointee.modelAnchorPointZ
        values.pointee.position = CGPoint(x: state.pointee.positionX, y: state.pointee.positionY)
        values.pointee.zPosition = CGFloat(state.pointee.zPosition)
        values.pointee.opacity = state.pointee.opacity
        slot.fields.unpack(from: UnsafeRawPointer(words + Int(slot.offset)), into: &values.pointee)
        return true
    }
}

import Foundation

/// What the compositor draws one layer from, derived from the layer's presentation
/// values and kept with the layer from frame to frame (Segue extension, package
/// API; Core Animation's render server likewise keeps its own copy of each layer
/// and rebuilds it only when the layer changes).
///
/// A layer owns one, at a fixed address for the layer's whole life
/// (`CALayer.renderState`), so the compositor's walk reads it in place — a few
/// cache lines instead of a copy of the ~440-byte `LayerProperties` — and
/// rebuilds it only when it may be out of date. What may make it so is *pushed*
/// into the state by the layer (`refreshReasons`): a model change, a change to the
/// sublayer list, an arena keeping the layer's presentation values, a refresh made
/// while the layer showed animated values. A walk over current states therefore
/// never reads the layers themselves: it goes from a state to its sublayers'
/// states (`sublayerStates`) and reads the layer (`owner`) only to refresh.
///
/// The fields are the compositor's to fill and to interpret (SegueSDL's
/// `LayerRenderStates.refresh`); this module only keeps the bookkeeping. The
/// state is a function of the layer alone — nothing of its superlayer or of the
/// compositor — so any number of compositors share it.
package struct CALayerRenderState {
    // The fields are laid out by how the walk reads them, a cache line at a time
    // (states start on 128-byte pairs of lines, see `CALayerRenderStatePool`): line 0 is read
    // for every layer — whether it is current, its flags, its opacity, its
    // sibling-order inputs and its sublayers —, line 1 for a layer that draws
    // (with line 0: the processor fetches lines in aligned pairs), lines 2 and 3
    // for a layer not placed by the identity, line 4 for an image or a few
    // sublayers; the rest only on a refresh, under a border or a sublayer
    // transform.

    // Line 0.

    /// Why the state may be out of date (`RefreshReasons` raw value; 0: it is
    /// current). Written by the layer as it changes, cleared by a refresh.
    package var refreshReasons: UInt8 = RefreshReasons.never.rawValue
    /// The layer is a `CATransformLayer` (it draws nothing of its own).
    package var isTransformLayer = false
    package var isHidden = false
    package var isDoubleSided = true
    package var masksToBounds = false
    /// `toSuperlayer` is exactly the identity (a sublayer filling its superlayer).
    package var isPlacedByIdentity = false
    /// The layer's `sublayerTransform` is not the identity: `sublayerMatrix` holds it.
    package var hasSublayerMatrix = false
    /// `image` and the fields beside it are set.
    package var hasImage = false
    /// `backgroundColor` is a colour (a nil `backgroundColor` draws nothing).
    package var hasBackgroundColor = false
    /// `borderWidth` is above 0 and `borderColor` is a colour.
    package var hasBorder = false
    /// Which fields the layer's animations wrote at the last refresh, as the raw
    /// value of the arena's field mask (0: not animated by an arena, or shown
    /// over a saved model): with the same fields the next refresh may be light
    /// (`beginLightRenderStateRefresh(into:)`).
    package var animatedFields: UInt16 = 0
    /// How many sublayers the layer had at the last refresh.
    package var sublayerCount: Int32 = 0
    package var opacity: Float = 1
    /// The layer's slot in `store` (meaningful while `store` is set).
    var storeIndex: Int32 = 0
    /// The sublayers' states, in list order (`sublayerCount` of them; nil when
    /// there are none): the walk reaches a sublayer's state without reading the
    /// sublayer. Rebuilt by a refresh after the list changed (a change marks
    /// `RefreshReasons.sublayersChanged`); a sublayer stays alive, and so does
    /// its state, while it is in the list. Points at `inlineSublayerStates` when
    /// there are at most two, else at a buffer the state owns.
    package var sublayerStates: UnsafePointer<UnsafeMutablePointer<CALayerRenderState>?>?
    /// The sibling-order inputs: `position` and `zPosition`.
    package var positionX: Double = 0
    package var positionY: Double = 0
    package var zPosition: Double = 0
    package var cornerRadius: Double = 0

    // Line 1.

    /// The bounds, standardized.
    package var box = CGRect.zero
    package var backgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    // Lines 2 and 3.

    /// The matrix from the layer's bounds coordinates into its superlayer's
    /// (`LayerProperties.matrixToSuperlayer`, as the compositor composes it).
    package var toSuperlayer = CATransform3DIdentity

    // Line 4.

    /// The contents image when the layer draws one, unretained: the layer holds it,
    /// and a new `contents` marks the state, so the state is refreshed before this
    /// is read again.
    package var image: Unmanaged<CGImage>?
    package var imageWidth: Int32 = 0
    package var imageHeight: Int32 = 0
    /// Where the image goes in the bounds (`contentsGravity`, `contentsScale`).
    package var imageRect = CGRect.zero
    /// Room for two sublayers' states in the state itself (a card and its faces).
    var inlineSublayerStates: (UnsafeMutablePointer<CALayerRenderState>?, UnsafeMutablePointer<CALayerRenderState>?)
        = (nil, nil)

    // Line 5: what a light refresh reads besides line 0.

    /// The layer's `PresentationStore`, unretained (the layer holds the store, and
    /// sets this, and `storeIndex`, together with its own reference).
    var store: Unmanaged<PresentationStore>?
    /// The model's bounds, anchor point and anchor depth at the last full refresh
    /// (what a light refresh made from the state alone needs besides the state's
    /// own fields).
    var modelBounds = CGRect.zero
    var modelAnchorPoint = CGPoint.zero
    var modelAnchorPointZ: CGFloat = 0

    // Line 6: read by the slow refresh and under a border.

    /// The layer, unretained: it owns the state, so it lives as long as the state
    /// is in use (set once, by the layer's initializer).
    package var owner: Unmanaged<CALayer>?
    package var borderWidth: Double = 0
    /// The buffer the state keeps for more than two sublayers' states, and its capacity.
    var sublayerStateBuffer: UnsafeMutablePointer<UnsafeMutablePointer<CALayerRenderState>?>?
    var sublayerStateCapacity: Int32 = 0
    package var borderColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)

    // Then the sublayer matrix, read only when `hasSublayerMatrix`.

    /// `LayerProperties.sublayerMatrix`.
    package var sublayerMatrix = CATransform3DIdentity

    package init() {}

    /// Why a state may be out of date (Segue extension, package API: the bits of
    /// `refreshReasons`).
    /// (Inlinable, and constants computed rather than stored, so the
    /// compositor's walk tests them without a call.)
    package struct RefreshReasons: OptionSet, Sendable {
        package let rawValue: UInt8
        @inlinable package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The layer changed (`CALayer.renderedValuesDidChange()`): a model value,
        /// `contents`, its gravity or scale, or the sublayer list changed.
        @inlinable package static var modelChanged: RefreshReasons { RefreshReasons(rawValue: 1) }
        /// The sublayer list changed: `sublayerStates` is rebuilt at the refresh.
        @inlinable package static var sublayersChanged: RefreshReasons { RefreshReasons(rawValue: 2) }
        /// The state was refreshed while the layer showed animated values: the
        /// next frame refreshes again (also the frame after an animation ends).
        @inlinable package static var refreshedWhileAnimated: RefreshReasons { RefreshReasons(rawValue: 4) }
        /// The layer may show animated values: an arena keeps its presentation
        /// values (`CALayer.presentationStore`), or its last tick animated it.
        /// Set and cleared by the layer, never by a refresh.
        @inlinable package static var live: RefreshReasons { RefreshReasons(rawValue: 8) }
        /// A state never refreshed.
        static var never: RefreshReasons { RefreshReasons(rawValue: 3) }
        /// What a refresh clears (`live` stays as the layer says).
        static var clearedByRefresh: RefreshReasons { RefreshReasons(rawValue: 7) }
    }

    /// Whether the state was refreshed while the layer showed animated values.
    package var refreshedWhileAnimated: Bool {
        refreshReasons & RefreshReasons.refreshedWhileAnimated.rawValue != 0
    }

    /// Where `inlineSublayerStates` lies in a state.
    static let inlineSublayerStatesOffset = MemoryLayout<CALayerRenderState>.offset(of: \.inlineSublayerStates)!

    /// Gives back the buffer of sublayers' states, if the state has one (before
    /// the state goes back to the pool).
    mutating func freeSublayerStates() {
        sublayerStateBuffer?.deallocate()
        sublayerStateBuffer = nil
        sublayerStateCapacity = 0
        sublayerStates = nil
        sublayerCount = 0
    }
}

extension UnsafeMutablePointer where Pointee == CALayerRenderState {
    /// Marks the state: `reasons` may have made it out of date.
    @inline(__always)
    func mark(_ reasons: CALayerRenderState.RefreshReasons) {
        pointee.refreshReasons |= reasons.rawValue
    }

    /// Records the sublayers' states, in list order (`refresh` after a change to the
    /// list): in the state when there are at most two, else in a buffer the state
    /// keeps and grows (so a list that changes without growing allocates nothing).
    func recordSublayerStates(_ sublayers: [CALayer]) {
        let count = sublayers.count
        pointee.sublayerCount = Int32(truncatingIfNeeded: count)
        guard count > 0 else {
            pointee.sublayerStates = nil
            return
        }
        let destination: UnsafeMutablePointer<UnsafeMutablePointer<CALayerRenderState>?>
        if count <= 2 {
            destination = (UnsafeMutableRawPointer(self) + CALayerRenderState.inlineSublayerStatesOffset)
                .assumingMemoryBound(to: UnsafeMutablePointer<CALayerRenderState>?.self)
        } else {
            if Int(pointee.sublayerStateCapacity) < count {
                pointee.sublayerStateBuffer?.deallocate()
                let capacity = Swift.max(count, 8)
                pointee.sublayerStateBuffer = .allocate(capacity: capacity)
                pointee.sublayerStateCapacity = Int32(capacity)
            }
            destination = pointee.sublayerStateBuffer.unsafelyUnwrapped
        }
        for index in 0..<count {
            destination[index] = sublayers[index].renderState
        }
        pointee.sublayerStates = UnsafePointer(destination)
    }
}

extension CALayer {
    /// Whether the layer shows animated presentation values now (values a skipped
    /// tick left pending computed first, as every presentation read does).
    @inline(__always)
    package final var showsAnimatedValues: Bool {
        if presentationStore != nil {
            presentationStore.unsafelyUnwrapped.ensureCurrentValues(at: presentationIndex)
            return presentationStore.unsafelyUnwrapped.columns.slots[presentationIndex].isAnimated
        }
        return tickWasAnimated
    }

    /// Whether `renderState` may differ from what the layer's presentation values
    /// give now (Segue extension, for the compositor): the layer changed since the
    /// last refresh (its state is marked), or it shows animated values, or showed them
    /// then. When it is false, the presentation values the state was made from
    /// are the model values as they still are.
    @inline(__always)
    package final func renderStateNeedsRefresh() -> Bool {
        let reasons = CALayerRenderState.RefreshReasons(rawValue: renderState.pointee.refreshReasons)
        if !reasons.isDisjoint(with: CALayerRenderState.RefreshReasons.clearedByRefresh) { return true }
        return reasons.contains(.live) && showsAnimatedValues
    }

    /// Starts refreshing `renderState`: writes the presentation values to `values`
    /// (`readForCompositing(into:)`), records whether they were animated, the
    /// model's anchor and bounds (for light refreshes) and — when the list changed
    /// — the sublayers' states, and clears the reasons a refresh answers. The
    /// compositor then derives the state's other fields from `values`.
    @inline(__always)
    package final func beginRenderStateRefresh(into values: UnsafeMutablePointer<LayerProperties>) {
        let animated = showsAnimatedValues
        _ = readForCompositing(into: values)
        let state = renderState
        var reasons = CALayerRenderState.RefreshReasons(rawValue: state.pointee.refreshReasons)
        if reasons.contains(.sublayersChanged) { state.recordSublayerStates(sublayerList) }
        reasons.subtract(CALayerRenderState.RefreshReasons.clearedByRefresh)
        if animated { reasons.insert(.refreshedWhileAnimated) }
        state.pointee.refreshReasons = reasons.rawValue
        state.pointee.animatedFields = 0
        if animated, presentationStore != nil {
            let slot = presentationStore.unsafelyUnwrapped.columns.slots[presentationIndex]
            if slot.modelState < 0 { state.pointee.animatedFields = slot.fields.rawValue }
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
    package final func beginLightRenderStateRefresh(into values: UnsafeMutablePointer<LayerProperties>) -> Bool {
        let fields = renderState.pointee.animatedFields
        guard fields != 0, presentationStore != nil,
              renderState.pointee.refreshReasons & CALayerRenderState.RefreshReasons.never.rawValue == 0
        else { return false }
        let store = presentationStore.unsafelyUnwrapped
        store.ensureCurrentValues(at: presentationIndex)
        let slot = store.columns.slots[presentationIndex]
        guard slot.isAnimated, slot.modelState < 0, slot.fields.rawValue == fields,
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
    /// layer, and says whether it did (Segue extension, for the compositor: the
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
    package static func beginLightRenderStateRefresh(_ state: UnsafeMutablePointer<CALayerRenderState>,
                                                     holding hold: inout CALayerRenderStateStoreHold,
                                                     into values: UnsafeMutablePointer<LayerProperties>) -> Bool {
        let fields = state.pointee.animatedFields
        guard fields != 0, state.pointee.refreshReasons & CALayerRenderState.RefreshReasons.never.rawValue == 0,
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

    /// The sublayer list's storage, unretained (see `CALayerSublayerStorage`).
    @inline(__always)
    package final var sublayerStorageForCompositing: CALayerSublayerStorage {
        let count = sublayerList.count
        guard count > 0, let base = sublayerList._baseAddressIfContiguous else {
            return CALayerSublayerStorage(base: nil, count: 0)
        }
        return CALayerSublayerStorage(base: UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<CALayer>.self),
                                      count: count)
    }

    /// Notes a change the compositor can see in the layer's own values — model
    /// values, `contents`, `contentsGravity`, `contentsScale` (Segue internal):
    /// marks `renderState` `modelChanged`.
    @inline(__always)
    final func renderedValuesDidChange() {
        renderState.mark(.modelChanged)
    }

    /// Notes a change to the sublayer list (Segue internal): as
    /// `renderedValuesDidChange()`, and the state's list of sublayers' states is
    /// rebuilt at its next refresh.
    @inline(__always)
    final func sublayerListDidChange() {
        renderState.mark([.modelChanged, .sublayersChanged])
    }

    /// Mirrors into `renderState` whether the layer may show animated values and
    /// where an arena keeps them (Segue internal; `presentationStore`,
    /// `presentationIndex` and `tickWasAnimated` call it as they change).
    @inline(__always)
    final func presentationSourceDidChange() {
        let state = renderState
        if let store = presentationStore {
            state.pointee.store = Unmanaged.passUnretained(store)
        } else {
            state.pointee.store = nil
        }
        state.pointee.storeIndex = Int32(truncatingIfNeeded: presentationIndex)
        let live = CALayerRenderState.RefreshReasons.live.rawValue
        if presentationStore != nil || tickWasAnimated {
            state.pointee.refreshReasons |= live
        } else {
            state.pointee.refreshReasons &= ~live
        }
    }
}

/// A reference to the `PresentationStore` the walk's light refreshes read, kept
/// from one layer to the next (Segue extension, for the compositor: see
/// `CALayer.beginLightRenderStateRefresh(_:holding:into:)`). Keep one per loop
/// over siblings; it releases the store when it goes.
package struct CALayerRenderStateStoreHold {
    fileprivate var store: PresentationStore?
    fileprivate var address: UnsafeMutableRawPointer?
    /// The store's slots and words, read in place while no values are pending
    /// (nil otherwise). Valid while the hold lasts: a store's columns grow only
    /// when its arena lays itself out again, at a tick, never during a walk.
    fileprivate var slots: UnsafePointer<PresentationStore.Slot>?
    fileprivate var slotCount = 0
    fileprivate var words: UnsafePointer<UInt64>?

    package init() {}

    /// Holds the store `unmanaged` (retained once, here; the layer whose state
    /// points at it holds it meanwhile, see `CALayerRenderState.store`).
    @MainActor fileprivate mutating func hold(_ unmanaged: Unmanaged<PresentationStore>) {
        let held = unmanaged.takeUnretainedValue()
        store = held
        address = unmanaged.toOpaque()
        slotCount = held.columns.slots.count
        if held.valuesArePending || slotCount == 0 {
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
    fileprivate func lightRefreshValues(at index: Int, fields: UInt16, state: UnsafeMutablePointer<CALayerRenderState>,
                                        into values: UnsafeMutablePointer<LayerProperties>) -> Bool {
        ensureCurrentValues(at: index)
        return Self.lightRefreshValues(slot: columns.slots[index], words: UnsafePointer(columns.words.address(at: 0)),
                                       fields: fields, state: state, into: values)
    }

    /// `lightRefreshValues(at:fields:state:into:)` from the slot, with the store's
    /// words at `words`.
    @inline(__always)
    fileprivate static func lightRefreshValues(slot: Slot, words: UnsafePointer<UInt64>, fields: UInt16,
                                               state: UnsafeMutablePointer<CALayerRenderState>,
                                               into values: UnsafeMutablePointer<LayerProperties>) -> Bool {
        guard slot.isAnimated, slot.modelState < 0, slot.fields.rawValue == fields,
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

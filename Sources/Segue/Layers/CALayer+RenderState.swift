import Foundation

/// What the compositor draws one layer from, derived from the layer's presentation
/// values and kept with the layer from frame to frame (Segue extension, package
/// API; Core Animation's render server likewise keeps its own copy of each layer
/// and rebuilds it only when the layer changes).
///
/// A layer owns one, at a fixed address for the layer's whole life
/// (`CALayer.renderState`), so the compositor's walk reads it in place — a few
/// cache lines instead of a copy of the ~440-byte `LayerProperties` — and
/// rebuilds it only when `CALayer.renderStateNeedsRefresh()` says so: the layer's
/// `renderStamp` moved since, or the layer shows animated values (now, or when it
/// was last refreshed). The fields are the compositor's to fill and to interpret
/// (SegueSDL's `LayerRenderStates.refresh`); this module only keeps the
/// bookkeeping. The state is a function of the layer alone — nothing of its
/// superlayer or of the compositor — so any number of compositors share it.
package struct CALayerRenderState {
    // The fields are laid out by how the walk reads them, a cache line at a time
    // (states are 64-byte aligned, see `CALayerRenderStatePool`): the first line
    // is read for every layer, and with it (the processor fetches lines in
    // aligned pairs) the bounds and background of a layer that draws; the matrix
    // only for a layer not placed by the identity; the image, the sublayer list
    // and the border only when there are some.

    // Line 0.

    /// The layer's `renderStamp` when the state was last refreshed (0: never).
    package var stamp: UInt64 = 0
    /// Whether the layer showed animated values at that refresh (then the next
    /// frame refreshes again, even when the animation has just ended).
    package var refreshedWhileAnimated = false
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
    /// How many sublayers the layer had (`sublayers`).
    package var sublayerCount: Int32 = 0
    package var opacity: Float = 1
    /// Which fields the layer's animations wrote at the last refresh, as the raw
    /// value of the arena's field mask (0: not animated by an arena, or shown
    /// over a saved model): with the same fields the next refresh may be light
    /// (`beginLightRenderStateRefresh(into:)`).
    package var animatedFields: UInt16 = 0
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
    /// and a new `contents` moves the stamp, so the state is refreshed before this
    /// is read again.
    package var image: Unmanaged<CGImage>?
    package var imageWidth: Int32 = 0
    package var imageHeight: Int32 = 0
    /// Where the image goes in the bounds (`contentsGravity`, `contentsScale`).
    package var imageRect = CGRect.zero
    /// The sublayer list's storage at the refresh, unretained: a change to the
    /// list moves the stamp (so this is refreshed before it is read again), and
    /// the list keeps its storage while it does not change.
    package var sublayers: UnsafePointer<Unmanaged<CALayer>>?
    package var borderWidth: Double = 0

    // Line 5, then the sublayer matrix, read only when `hasSublayerMatrix`.

    package var borderColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `LayerProperties.sublayerMatrix`.
    package var sublayerMatrix = CATransform3DIdentity

    package init() {}
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
    /// give now (Segue extension, for the compositor): its stamp moved since the
    /// last refresh, or the layer shows animated values, or showed them then.
    /// When it is false, the presentation values the state was made from are the
    /// model values as they still are.
    @inline(__always)
    package final func renderStateNeedsRefresh() -> Bool {
        renderState.pointee.stamp != renderStamp || renderState.pointee.refreshedWhileAnimated || showsAnimatedValues
    }

    /// Starts refreshing `renderState`: writes the presentation values to `values`
    /// (`readForCompositing(into:)`), records the stamp, whether they were
    /// animated and the sublayers' storage. The compositor then derives the
    /// state's other fields from `values`.
    @inline(__always)
    package final func beginRenderStateRefresh(into values: UnsafeMutablePointer<LayerProperties>) {
        let animated = showsAnimatedValues
        let sublayers = readForCompositing(into: values)
        renderState.pointee.stamp = renderStamp
        renderState.pointee.refreshedWhileAnimated = animated
        renderState.pointee.animatedFields = 0
        if animated, presentationStore != nil {
            let slot = presentationStore.unsafelyUnwrapped.columns.slots[presentationIndex]
            if slot.modelState < 0 { renderState.pointee.animatedFields = slot.fields.rawValue }
        }
        renderState.pointee.sublayers = sublayers.base
        renderState.pointee.sublayerCount = Int32(truncatingIfNeeded: sublayers.count)
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
        guard fields != 0, presentationStore != nil, renderState.pointee.stamp == renderStamp else { return false }
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

    /// Notes a change the compositor can see (Segue internal): moves `renderStamp`.
    @inline(__always)
    final func renderedValuesDidChange() {
        renderStamp &+= 1
    }
}

import Foundation
import Segue

/// What the compositor draws one layer from, derived from the layer's presentation
/// values and kept from frame to frame (SegueSDL internal; Core Animation's render
/// server likewise keeps its own copy of each layer and rebuilds it only when the
/// layer changes).
///
/// Each layer the compositor draws has one, at a fixed address for the layer's
/// whole life (`CALayer.renderState`, kept by the layer's `LayerRenderRecord`), so
/// the walk reads it in place — a few cache lines instead of a copy of the
/// ~440-byte `LayerProperties` — and rebuilds it only when it may be out of date.
/// What may make it so is *pushed* into the state as the layer changes
/// (`refreshReasons`, set by the record the engine tells of each change through
/// `CALayerChangeObserver`): a model change, a change to the sublayer list, an
/// arena keeping the layer's presentation values, a refresh made while the layer
/// showed animated values. A walk over current states therefore never reads the
/// layers themselves: it goes from a state to its sublayers' states
/// (`sublayerStates`) and reads the layer (`owner`) only to refresh.
///
/// The state is a function of the layer alone — nothing of its superlayer or of
/// the compositor — so any number of compositors share it.
struct LayerRenderState {
    // The fields are laid out by how the walk reads them, a cache line at a time
    // (states start on 128-byte pairs of lines, see `LayerRenderStatePool`): line 0 is read
    // for every layer — whether it is current, its flags, its opacity, its
    // sibling-order inputs and its sublayers —, line 1 for a layer that draws
    // (with line 0: the processor fetches lines in aligned pairs), lines 2 and 3
    // for a layer not placed by the identity, line 4 for an image or a few
    // sublayers; the rest only on a refresh, under a border or a sublayer
    // transform.

    // Line 0.

    /// Why the state may be out of date (`RefreshReasons` raw value; 0: it is
    /// current). Written by the layer as it changes, cleared by a refresh.
    var refreshReasons: UInt8 = RefreshReasons.never.rawValue
    /// The layer is a `CATransformLayer` (it draws nothing of its own).
    var isTransformLayer = false
    var isHidden = false
    var isDoubleSided = true
    var masksToBounds = false
    /// `toSuperlayer` is exactly the identity (a sublayer filling its superlayer).
    var isPlacedByIdentity = false
    /// The layer's `sublayerTransform` is not the identity: `sublayerMatrix` holds it.
    var hasSublayerMatrix = false
    /// `image` and the fields beside it are set.
    var hasImage = false
    /// `backgroundColor` is a colour (a nil `backgroundColor` draws nothing).
    var hasBackgroundColor = false
    /// `borderWidth` is above 0 and `borderColor` is a colour.
    var hasBorder = false
    /// Which fields the layer's animations wrote at the last refresh, as the raw
    /// value of the arena's field mask (0: not animated by an arena, or shown
    /// over a saved model): with the same fields the next refresh may be light
    /// (`beginLightRenderStateRefresh(into:)`).
    var animatedFields: UInt16 = 0
    /// How many sublayers the layer had at the last refresh.
    var sublayerCount: Int32 = 0
    var opacity: Float = 1
    /// The layer's slot in `store` (meaningful while `store` is set).
    var storeIndex: Int32 = 0
    /// The sublayers' states, in list order (`sublayerCount` of them; nil when
    /// there are none): the walk reaches a sublayer's state without reading the
    /// sublayer. Rebuilt by a refresh after the list changed (a change marks
    /// `RefreshReasons.sublayersChanged`); a sublayer stays alive, and so does
    /// its state, while it is in the list. Points at `inlineSublayerStates` when
    /// there are at most two, else at a buffer the state owns.
    var sublayerStates: UnsafePointer<UnsafeMutablePointer<LayerRenderState>?>?
    /// The sibling-order inputs: `position` and `zPosition`.
    var positionX: Double = 0
    var positionY: Double = 0
    var zPosition: Double = 0
    var cornerRadius: Double = 0

    // Line 1.

    /// The bounds, standardized.
    var box = CGRect.zero
    var backgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    // Lines 2 and 3.

    /// The matrix from the layer's bounds coordinates into its superlayer's
    /// (`LayerProperties.matrixToSuperlayer`, as the compositor composes it).
    var toSuperlayer = CATransform3DIdentity

    // Line 4.

    /// The contents image when the layer draws one, unretained: the layer holds it,
    /// and a new `contents` marks the state, so the state is refreshed before this
    /// is read again.
    var image: Unmanaged<CGImage>?
    var imageWidth: Int32 = 0
    var imageHeight: Int32 = 0
    /// Where the image goes in the bounds (`contentsGravity`, `contentsScale`).
    var imageRect = CGRect.zero
    /// Room for two sublayers' states in the state itself (a card and its faces).
    var inlineSublayerStates: (UnsafeMutablePointer<LayerRenderState>?, UnsafeMutablePointer<LayerRenderState>?)
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
    var owner: Unmanaged<CALayer>?
    var borderWidth: Double = 0
    /// The buffer the state keeps for more than two sublayers' states, and its capacity.
    var sublayerStateBuffer: UnsafeMutablePointer<UnsafeMutablePointer<LayerRenderState>?>?
    var sublayerStateCapacity: Int32 = 0
    var borderColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)

    // Then the sublayer matrix, read only when `hasSublayerMatrix`.

    /// `LayerProperties.sublayerMatrix`.
    var sublayerMatrix = CATransform3DIdentity

    init() {}

    /// Why a state may be out of date (Segue extension, API: the bits of
    /// `refreshReasons`).
    /// (Constants computed rather than stored, so the walk tests them without a
    /// load.)
    struct RefreshReasons: OptionSet, Sendable {
        let rawValue: UInt8
        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The layer changed (`CALayerChangeObserver.layerDidChange(sublayers:)`): a
        /// model value, `contents`, its gravity or scale, or the sublayer list.
        static var modelChanged: RefreshReasons { RefreshReasons(rawValue: 1) }
        /// The sublayer list changed: `sublayerStates` is rebuilt at the refresh.
        static var sublayersChanged: RefreshReasons { RefreshReasons(rawValue: 2) }
        /// The state was refreshed while the layer showed animated values: the
        /// next frame refreshes again (also the frame after an animation ends).
        static var refreshedWhileAnimated: RefreshReasons { RefreshReasons(rawValue: 4) }
        /// The layer may show animated values: an arena keeps its presentation
        /// values (`CALayer.presentationStore`), or its last tick animated it.
        /// Set and cleared by the layer, never by a refresh.
        static var live: RefreshReasons { RefreshReasons(rawValue: 8) }
        /// A state never refreshed.
        static var never: RefreshReasons { RefreshReasons(rawValue: 3) }
        /// What a refresh clears (`live` stays as the layer says).
        static var clearedByRefresh: RefreshReasons { RefreshReasons(rawValue: 7) }
    }

    /// Whether the state was refreshed while the layer showed animated values.
    var refreshedWhileAnimated: Bool {
        refreshReasons & RefreshReasons.refreshedWhileAnimated.rawValue != 0
    }

    /// Where `inlineSublayerStates` lies in a state.
    static let inlineSublayerStatesOffset = MemoryLayout<LayerRenderState>.offset(of: \.inlineSublayerStates)!

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

extension UnsafeMutablePointer where Pointee == LayerRenderState {
    /// Marks the state: `reasons` may have made it out of date.
    @inline(__always)
    func mark(_ reasons: LayerRenderState.RefreshReasons) {
        pointee.refreshReasons |= reasons.rawValue
    }

    /// Records the sublayers' states, in list order (`refresh` after a change to the
    /// list): in the state when there are at most two, else in a buffer the state
    /// keeps and grows (so a list that changes without growing allocates nothing).
    @MainActor
    func recordSublayerStates(_ sublayers: [CALayer]) {
        let count = sublayers.count
        pointee.sublayerCount = Int32(truncatingIfNeeded: count)
        guard count > 0 else {
            pointee.sublayerStates = nil
            return
        }
        let destination: UnsafeMutablePointer<UnsafeMutablePointer<LayerRenderState>?>
        if count <= 2 {
            destination = (UnsafeMutableRawPointer(self) + LayerRenderState.inlineSublayerStatesOffset)
                .assumingMemoryBound(to: UnsafeMutablePointer<LayerRenderState>?.self)
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

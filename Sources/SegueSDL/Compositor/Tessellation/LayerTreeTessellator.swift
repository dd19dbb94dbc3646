import CMemoryHints
import Foundation
import Segue

/// Turns a layer tree's presentation values into screen triangles the way Core
/// Animation composites it (Segue internal; the part of the compositor that does
/// not touch SDL, so it is testable without a renderer).
///
/// - Matrices: a layer's local space goes into its superlayer's space through
///   `LayerGeometry.matrixToSuperlayer`, then the superlayer's `sublayerTransform`
///   about its anchor point, then — unless the superlayer is a `CATransformLayer` —
///   a projection onto the superlayer's plane (z dropped, w kept), and so on up to
///   the root, whose superlayer space is the render target at `scale` pixels per
///   point. Coordinates stay homogeneous; each vertex is divided by its w once, at
///   the very end.
/// - Order: painter's order — a layer's background and contents, its sublayers
///   (siblings stably ordered by `zPosition`; inside a `CATransformLayer`, by the
///   depth of their anchor points, far first), then its border. Opacity multiplies
///   down the tree; hidden and fully transparent subtrees are skipped.
/// - Clipping: every plane a layer is flattened into, and the screen, keep only
///   w > ε (what is behind the eye is cut away in homogeneous space, never
///   divided); `masksToBounds` keeps the masking layer's (rounded) bounds, in the
///   masking layer's own plane; the screen keeps a guard band around the viewport.
///   Each of these planes is pulled back into the drawing layer's plane, where it is
///   a half-plane, and polygons are clipped there (Sutherland–Hodgman).
/// - Back faces: a layer whose image in the plane it is flattened into is mirrored
///   faces away; with `isDoubleSided == false` it is culled with its sublayers
///   (they live in its plane), otherwise drawn mirrored.
///
/// - Culling: after the walk, `OcclusionCuller` drops the surfaces outside the
///   target and those under an opaque surface drawn later, so neither costs fill
///   (see `cullsHiddenSurfaces`); the statistics count what is left.
///
/// Where Segue differs from Core Animation: a layer's opacity multiplies into each
/// descendant rather than fading the flattened group as a whole (overlapping
/// translucent sublayers show through each other); depth sorting inside a
/// `CATransformLayer` orders whole sublayers, never splits intersecting ones.
@MainActor
final class LayerTreeTessellator {
    /// The smallest homogeneous w kept: points nearer the eye plane (or behind it)
    /// are clipped away before the perspective divide.
    static let nearW = 1e-5

    /// The geometry of the last frame built.
    @exclusivity(unchecked) var frame = CompositedFrame()
    /// The counters of the last frame built (draw calls and uploads are the SDL
    /// side's to fill in).
    @exclusivity(unchecked) var statistics = CompositorStatistics()

    /// Whether surfaces that cannot show — outside the target, or entirely under an
    /// opaque surface drawn after them — are dropped before drawing (on by default;
    /// off draws every surface the walk produced, to compare).
    var cullsHiddenSurfaces = true

    /// Draw `explodedView.root`'s subtree exploded (see `ExplodedView`); nil or a
    /// progress of 0 draws everything flat.
    var explodedView: ExplodedView?

    /// What a layer inherits from its superlayer.
    struct Context {
        /// The superlayer's sublayer space (where `matrixToSuperlayer` lands) → the
        /// screen, in homogeneous pixels.
        var toScreen: Matrix4
        /// The superlayer's sublayer space → the nearest plane the layer is
        /// flattened into (before that flattening: z still meaningful).
        var toPlane: Matrix4
        /// The clip planes, in the superlayer's sublayer space, in `clipPlanes`.
        var planes: Range<Int>
        /// The product of the ancestors' opacities.
        var opacity: Double
    }

    // Reused storage: the walk allocates nothing once these have grown. (Internal
    // rather than private only so that the surfaces and exploded extensions can use them.)
    // The walk touches these for every vertex and plane; only it touches them, on
    // the main actor, never overlapping, so the run-time exclusivity checks (a
    // third of the walk's own time in a profile) are off for them.
    /// The clip planes of every context on the current path (a context's are a
    /// range of them).
    let clipPlanes = TrivialStack<ClipPlane>()
    /// The inherited planes of the layer being visited as pulled into its plane,
    /// one per context plane, so that a repeat can copy its first's
    /// (`appendInheritedPlanes(_:toSuperlayer:)`).
    private let pulledPlanes = TrivialStack<HalfPlane>()
    /// The half-planes the layer being visited is clipped by, in its own plane.
    let localPlanes = TrivialStack<HalfPlane>()
    /// The polygon being emitted, projected (`emitPolygon`).
    let projectedVertices = TrivialStack<CompositedVertex>()
    /// The last rounded background outline made, and what it was made from
    /// (`appendBackgroundOutline`): siblings' backgrounds usually share it.
    let backgroundOutline = TrivialStack<PlaneVertex>()
    @exclusivity(unchecked) var backgroundOutlineKey: RoundedRectOutline.Key?
    @exclusivity(unchecked) var maskPlanes: [SIMD4<Double>] = []
    @exclusivity(unchecked) var activePlanes: [Int] = []
    /// The drawing order of the sublayers of every layer on the current path
    /// (a stack, not an array: an array's `removeLast(_:)` and appends checked its
    /// buffer's uniqueness once per layer visited).
    let childOrder = TrivialStack<SiblingKey>()
    /// The polygon being clipped and emitted, in the layer's plane.
    let polygon = TrivialStack<PlaneVertex>()
    /// A rounded outline being made (`appendMaskPlanes`, `appendBackgroundOutline`).
    @exclusivity(unchecked) var outlineScratch: [PlaneVertex] = []
    @exclusivity(unchecked) var ringInner: [PlaneVertex] = []
    @exclusivity(unchecked) var ringOuter: [PlaneVertex] = []
    @exclusivity(unchecked) var gridColumns: [Double] = []
    @exclusivity(unchecked) var gridRows: [Double] = []
    let clipper = ConvexPolygonClipper()
    @exclusivity(unchecked) var outline: [SIMD2<Float>] = []
    @exclusivity(unchecked) var culler = OcclusionCuller()
    let opaqueImages = ImageOpacityCache()
    /// `explodedView`'s root while it is effective, compared by address in `visit`
    /// (reading `explodedView` there would retain its root once per layer).
    @exclusivity(unchecked) private var explodedRoot: UnsafeMutableRawPointer?
    /// Where a layer's presentation values are written while its render state is
    /// refreshed (one at a time).
    let scratch: UnsafeMutablePointer<LayerProperties> = {
        let values = UnsafeMutablePointer<LayerProperties>.allocate(capacity: 1)
        values.initialize(to: LayerProperties())
        return values
    }()
    /// The exploded view's per-frame state and label images.
    let explodedState = ExplodedWalkState()

    init() {}

    isolated deinit {
        scratch.deinitialize(count: 1)
        scratch.deallocate()
    }

    /// Builds the frame for `root`, its superlayer space mapped to a
    /// `viewportWidth` × `viewportHeight` pixel target at `scale` pixels per point.
    func build(_ root: CALayer, scale: Double, viewportWidth: Double, viewportHeight: Double) {
        frame.reset()
        statistics = CompositorStatistics()
        clipPlanes.removeAll()
        localPlanes.removeAll()
        childOrder.removeAll()
        guard scale.isFinite, scale > 0, viewportWidth > 0, viewportHeight > 0 else { return }
        explodedState.scale = scale
        explodedState.viewportWidth = viewportWidth
        explodedState.viewportHeight = viewportHeight

        let screen = Matrix4.scale(scale, scale, 1)
        // The screen's planes, in homogeneous pixels, pulled back into the root's
        // superlayer space: in front of the eye, and within a guard band as wide as
        // the viewport on every side (so no clipped edge is ever visible and no
        // vertex is huge).
        let guardBand = max(viewportWidth, viewportHeight)
        pushPlane(screen.applied(toColumn: SIMD4(0, 0, 0, 1)), threshold: Self.nearW)
        pushPlane(screen.applied(toColumn: SIMD4(1, 0, 0, guardBand)), threshold: 0)
        pushPlane(screen.applied(toColumn: SIMD4(-1, 0, 0, viewportWidth + guardBand)), threshold: 0)
        pushPlane(screen.applied(toColumn: SIMD4(0, 1, 0, guardBand)), threshold: 0)
        pushPlane(screen.applied(toColumn: SIMD4(0, -1, 0, viewportHeight + guardBand)), threshold: 0)
        let context = Context(toScreen: screen, toPlane: screen, planes: 0..<clipPlanes.count, opacity: 1)
        visitRoot(root, context)
        opaqueImages.forgetLastImage()
        if cullsHiddenSurfaces { culler.cull(&frame, width: viewportWidth, height: viewportHeight) }
        let summary = frame.compact(width: viewportWidth, height: viewportHeight)
        statistics.quads = summary.keptSurfaces
        statistics.triangles = frame.triangleCount
        statistics.pixelsFilled = Int(summary.pixelsFilled.rounded())
        statistics.culledLayers = summary.culledLayers
        statistics.targetPixels = Int(viewportWidth.rounded()) * Int(viewportHeight.rounded())
    }

    /// One clip plane of a context: the points p (homogeneous, in the context's
    /// space) where p·coefficients ≥ threshold.
    struct ClipPlane {
        var coefficients: SIMD4<Double>
        var threshold: Double
        /// The index of the first plane of the same context that is bit for bit
        /// identical to this one (its own index when none is). A repeat stays one
        /// through every pull (the same arithmetic on the same values), so it is
        /// copied rather than pulled again, and its half-plane is marked
        /// `repeatsEarlierPlane`.
        var origin: Int
    }

    /// Pushes a new clip plane onto the context being built from `contextStart`,
    /// recording which earlier plane of that context (if any) it repeats.
    func pushPlane(_ coefficients: SIMD4<Double>, threshold: Double, contextStart: Int = 0) {
        let count = clipPlanes.count
        var origin = count
        for index in contextStart..<count {
            let plane = clipPlanes[unchecked: index]
            if Self.isSame(plane.coefficients, plane.threshold, coefficients, threshold) {
                origin = index
                break
            }
        }
        pushPlane(coefficients, threshold: threshold, origin: origin)
    }

    /// Pushes a clip plane whose first identical plane in its context is `origin`
    /// (its own index, `clipPlanes.count`, when none is).
    @inline(__always)
    func pushPlane(_ coefficients: SIMD4<Double>, threshold: Double, origin: Int) {
        clipPlanes.append(ClipPlane(coefficients: coefficients, threshold: threshold, origin: origin))
    }

    /// Whether two planes are the same bit for bit (so every computation gives
    /// both the same result; `==` would equate 0 and −0).
    @inline(__always)
    static func isSame(_ a: SIMD4<Double>, _ aThreshold: Double, _ b: SIMD4<Double>, _ bThreshold: Double) -> Bool {
        a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern && a.z.bitPattern == b.z.bitPattern
            && a.w.bitPattern == b.w.bitPattern && aThreshold.bitPattern == bThreshold.bitPattern
    }

    func popPlanes(to count: Int) {
        clipPlanes.removeLast(clipPlanes.count - count)
    }

    // MARK: The walk

    /// Visits `root`: brings its render state up to date, then walks the tree from it.
    private func visitRoot(_ root: CALayer, _ context: Context) {
        explodedRoot = explodedView.flatMap { $0.isEffective ? Unmanaged.passUnretained($0.root).toOpaque() : nil }
        let state = root.renderState
        var hold = LayerRenderStateStoreHold()
        if state.pointee.refreshReasons != 0 { Self.refresh(state, holding: &hold, scratch: scratch) }
        visit(state, depth: 0, context)
    }

    /// Brings a render state whose `refreshReasons` are set up to date: lightly
    /// from the state alone when it can (a layer an arena moves at every frame),
    /// else from its layer (`CALayer.renderStateNeedsRefresh()` decides, then a
    /// light or a full refresh from the presentation values written to `scratch`).
    ///
    /// Kept out of line: the walk over current states stays small. The layer is
    /// reached through the state's unretained `owner` without retaining it: the
    /// layer is alive (its superlayer's list, or the caller for the root, holds it
    /// for the whole walk, in which no list changes), and the closure is the
    /// layer's only use. The closure is inferred main-actor isolated, so Swift
    /// checks the executor on entering it — once per refreshed layer, not per
    /// visited one.
    @inline(never)
    private static func refresh(_ state: UnsafeMutablePointer<LayerRenderState>,
                                holding hold: inout LayerRenderStateStoreHold,
                                scratch: UnsafeMutablePointer<LayerProperties>) {
        if CALayer.beginLightRenderStateRefresh(state, holding: &hold, into: scratch) {
            LayerRenderState.refreshMotion(state, from: scratch)
            return
        }
        state.pointee.owner.unsafelyUnwrapped._withUnsafeGuaranteedRef { layer in
            guard layer.renderStateNeedsRefresh() else { return }
            if layer.beginLightRenderStateRefresh(into: scratch) {
                LayerRenderState.refreshMotion(state, from: scratch)
            } else {
                layer.beginRenderStateRefresh(into: scratch)
                LayerRenderState.refresh(state, of: layer, from: scratch)
            }
        }
    }

    /// One layer of the flat walk, from its render state: current (its
    /// superlayer's visit refreshed it while ordering it), in place in the layer,
    /// which its superlayer's list holds for the whole walk; it leads to the
    /// sublayers' states. The visit touches the layer object itself only for the
    /// exploded view.
    private func visit(_ state: UnsafeMutablePointer<LayerRenderState>, depth: Int, _ context: Context) {
        if let explodedRoot, let owner = state.pointee.owner, owner.toOpaque() == explodedRoot,
           let exploded = explodedView {
            visitExploded(owner.takeUnretainedValue(), context, exploded)
            return
        }
        let s = UnsafePointer(state)
        let ordinal = statistics.layersVisited
        statistics.layersVisited += 1
        guard !s.pointee.isHidden else { return }
        let layerOpacity = s.pointee.opacity
        guard layerOpacity.isFinite else { return }
        let opacity = context.opacity * Double(min(max(layerOpacity, 0), 1))
        guard opacity * 255 >= 0.5 else { return }

        let isTransformLayer = s.pointee.isTransformLayer
        let placedByIdentity = s.pointee.isPlacedByIdentity
        let toSuperlayer = placedByIdentity ? Matrix4.identity : Matrix4(s.pointee.toSuperlayer)
        // A single-sided layer facing away goes before any other geometry. Only a
        // transform layer passes `toPlane` on (an ordinary layer's sublayers start
        // from its own plane), so an ordinary layer makes only the three rows of
        // `toSuperlayer * context.toPlane` the facing test reads, and only when it
        // is single-sided: the same numbers, without the rest.
        if !isTransformLayer, !s.pointee.isDoubleSided {
            let determinant = placedByIdentity
                ? context.toPlane.planarDeterminant
                : Matrix4.planarDeterminant(r0: context.toPlane.transform(toSuperlayer.r0),
                                            r1: context.toPlane.transform(toSuperlayer.r1),
                                            r3: context.toPlane.transform(toSuperlayer.r3))
            if determinant < 0 { return }
        }
        let toPlane = !isTransformLayer ? Matrix4.identity
            : placedByIdentity ? context.toPlane : toSuperlayer * context.toPlane
        let own = placedByIdentity ? context.toScreen : toSuperlayer * context.toScreen
        guard own.isFinite else { return }

        // The inherited planes, in this layer's plane. A transform layer draws
        // nothing and its sublayers stand out of its plane, so it needs none.
        let localStart = localPlanes.count
        if !isTransformLayer {
            let clippedAway = placedByIdentity
                ? appendInheritedPlanes(context.planes)
                : appendInheritedPlanes(context.planes, toSuperlayer: toSuperlayer)
            // An ordinary layer's sublayers all lie in its plane: nothing of the
            // subtree can show.
            if clippedAway {
                localPlanes.removeLast(localPlanes.count - localStart)
                return
            }
        }
        let inherited = localStart..<localPlanes.count
        let drawsItself = !isTransformLayer
        // A transform layer draws nothing: its bounds are not read.
        let box = drawsItself ? s.pointee.box : .zero
        let pixelsPerPoint = drawsItself ? Self.pixelsPerUnit(own, atX: Double(box.midX), y: Double(box.midY)) : 1

        frame.currentLayer = ordinal
        // The image's line of the state is read only when there is one.
        let hasImage = drawsItself && s.pointee.hasImage
        if drawsItself, s.pointee.hasBackgroundColor, !(hasImage && coversBounds(s)) {
            drawBackground(s.pointee.backgroundColor, cornerRadius: s.pointee.cornerRadius, box: box, own: own,
                           planes: inherited, opacity: opacity, pixelsPerUnit: pixelsPerPoint)
        }
        let masks = !isTransformLayer && s.pointee.masksToBounds
        // Emptied only when it holds planes: `removeAll(keepingCapacity:)` on the
        // empty array makes a new empty buffer and releases the old one.
        if !maskPlanes.isEmpty { maskPlanes.removeAll(keepingCapacity: true) }
        if masks {
            appendMaskPlanes(box: box, cornerRadius: s.pointee.cornerRadius, pixelsPerUnit: pixelsPerPoint)
            for plane in maskPlanes {
                localPlanes.append(HalfPlane(homogeneous: plane, threshold: 0))
            }
        }
        if hasImage, let image = s.pointee.image {
            drawImage(image, width: Int(s.pointee.imageWidth), height: Int(s.pointee.imageHeight),
                      rect: s.pointee.imageRect, own: own, planes: localStart..<localPlanes.count, opacity: opacity)
        }
        localPlanes.removeLast(localPlanes.count - inherited.upperBound)

        let sublayerCount = Int(s.pointee.sublayerCount)
        if sublayerCount > 0, let base = s.pointee.sublayerStates {
            // (`toPlane` is the identity, unused, unless this is a transform layer.)
            visitSublayers(base, count: sublayerCount, depth: depth, isTransformLayer: isTransformLayer,
                           of: s, toSuperlayer: toSuperlayer, own: own, toPlane: toPlane,
                           context: context, opacity: opacity)
        }

        // The border colour's line is read only under a border.
        if drawsItself, s.pointee.hasBorder {
            frame.currentLayer = ordinal
            drawBorder(width: s.pointee.borderWidth, colour: s.pointee.borderColor, cornerRadius: s.pointee.cornerRadius,
                       box: box, own: own, planes: inherited, opacity: opacity, pixelsPerUnit: pixelsPerPoint)
        }
        localPlanes.removeLast(localPlanes.count - localStart)
    }

    /// Whether the layer's opaque contents cover its whole bounds, hiding the
    /// background (`covers(_:_:_:opacityCache:)` for the state's unretained image).
    @inline(__always)
    private func coversBounds(_ s: UnsafePointer<LayerRenderState>) -> Bool {
        guard let image = s.pointee.image, s.pointee.imageRect.contains(s.pointee.box) else { return false }
        return opaqueImages.coverage(of: image).isOpaque
    }

    /// Visits a layer's `count` sublayers, from their render states at `states`
    /// (its state's `sublayerStates`: current while no list changes, which none
    /// does during the walk), in drawing order.
    private func visitSublayers(_ states: UnsafePointer<UnsafeMutablePointer<LayerRenderState>?>, count: Int,
                                depth: Int, isTransformLayer: Bool, of s: UnsafePointer<LayerRenderState>,
                                toSuperlayer: Matrix4, own: Matrix4, toPlane: Matrix4, context: Context,
                                opacity: Double) {
        // The sublayer matrix, when there is one, is made here and passed as it is:
        // an optional matrix was copied (a `memcpy`) on its way in.
        let childContext = s.pointee.hasSublayerMatrix
            ? pushSublayerContext(sublayerMatrix: Matrix4(s.pointee.sublayerMatrix), isTransformLayer: isTransformLayer,
                                  toSuperlayer: toSuperlayer, own: own, toPlane: toPlane, context: context,
                                  opacity: opacity)
            : pushSublayerContext(isTransformLayer: isTransformLayer, toSuperlayer: toSuperlayer, own: own,
                                  toPlane: toPlane, context: context, opacity: opacity)
        let planeStart = childContext.planes.lowerBound
        let orderStart = appendChildOrder(states, count: count, isTransformLayer: isTransformLayer,
                                          toPlane: childContext.toPlane)
        let end = childOrder.count
        for position in orderStart..<end {
            // While this sublayer is drawn: the one two ahead in drawing order is
            // fetched, and the first sublayers of the next one, whose state was
            // fetched while the previous one was drawn (a card's faces).
            if position + 2 < end {
                segue_prefetch_for_reading(UnsafeRawPointer(states[childOrder[unchecked: position + 2].index].unsafelyUnwrapped),
                                           Self.prefetchedStateBytes)
            }
            if position + 1 < end {
                let next = states[childOrder[unchecked: position + 1].index].unsafelyUnwrapped
                if let grandchildren = next.pointee.sublayerStates {
                    for index in 0..<min(Int(next.pointee.sublayerCount), 2) {
                        segue_prefetch_for_reading(UnsafeRawPointer(grandchildren[index].unsafelyUnwrapped),
                                                   Self.prefetchedStateBytes)
                    }
                }
            }
            visit(states[childOrder[unchecked: position].index].unsafelyUnwrapped, depth: depth + 1, childContext)
        }
        childOrder.removeLast(childOrder.count - orderStart)
        popPlanes(to: planeStart)
    }

    /// `appendInheritedPlanes(_:toSuperlayer:)` for a layer placed by the
    /// identity: the planes as they are.
    @inline(__always)
    func appendInheritedPlanes(_ planes: Range<Int>) -> Bool {
        for index in planes {
            let clipPlane = clipPlanes[unchecked: index]
            var plane = HalfPlane(homogeneous: clipPlane.coefficients, threshold: clipPlane.threshold)
            plane.repeatsEarlierPlane = clipPlane.origin != index
            if appendInheritedPlane(plane) { return true }
        }
        return false
    }

    /// Appends the inherited clip planes `planes`, carried into this layer's plane
    /// by `toSuperlayer`, to `localPlanes`, skipping those that hold everywhere.
    /// Returns true when one holds nowhere: nothing of the layer can show. A plane
    /// repeating an earlier one (`ClipPlane.origin`) copies that one's half-plane
    /// rather than being pulled again.
    @inline(__always)
    func appendInheritedPlanes(_ planes: Range<Int>, toSuperlayer: Matrix4) -> Bool {
        let first = planes.lowerBound
        let pulled = pulledPlanes
        pulled.removeAll()
        for index in planes {
            let clipPlane = clipPlanes[unchecked: index]
            var plane: HalfPlane
            if clipPlane.origin == index {
                plane = HalfPlane(homogeneous: toSuperlayer.applied(toColumn: clipPlane.coefficients),
                                  threshold: clipPlane.threshold)
            } else {
                plane = pulled[unchecked: clipPlane.origin - first]
                plane.repeatsEarlierPlane = true
            }
            pulled.append(plane)
            if appendInheritedPlane(plane) { return true }
        }
        return false
    }

    /// Appends one inherited clip plane to `localPlanes` unless it holds
    /// everywhere; returns true when it holds nowhere.
    @inline(__always)
    private func appendInheritedPlane(_ plane: HalfPlane) -> Bool {
        if plane.isConstant { return plane.c < 0 }
        localPlanes.append(plane)
        return false
    }

    /// A sublayer's painter's-order key: its `zPosition` (Core Animation's order
    /// among siblings), or under a transform layer the depth of its position in the
    /// transform layer's plane (behind the eye: first); NaN counts as 0.
    @inline(__always)
    func siblingKey(zPosition: CGFloat, position: CGPoint, isTransformLayer: Bool, toPlane: Matrix4) -> Double {
        siblingKey(zPosition: Double(zPosition), x: Double(position.x), y: Double(position.y),
                   isTransformLayer: isTransformLayer, toPlane: toPlane)
    }

    /// `siblingKey(zPosition:position:isTransformLayer:toPlane:)` from the values as doubles.
    @inline(__always)
    func siblingKey(zPosition: Double, x: Double, y: Double, isTransformLayer: Bool, toPlane: Matrix4) -> Double {
        var key = zPosition
        if isTransformLayer {
            let anchor = toPlane.transformedDepth(x: x, y: y, z: key)
            key = anchor.y > Self.nearW ? anchor.x / anchor.y : -.infinity
        }
        return key.isNaN ? 0 : key
    }

    /// The sublayers' context, with their clip planes pushed (pop them with
    /// `popPlanes(to: context.planes.lowerBound)`): an ordinary layer flattens its
    /// sublayers into its plane (its own space with z dropped); a transform layer
    /// passes them on in 3D. `sublayerMatrix` is the layer's `sublayerTransform`
    /// about its anchor (`LayerGeometry.sublayerMatrix`; nil when it is the
    /// identity, which is then skipped); `own` maps the layer's space to the screen
    /// (or, for the exploded view, to the exploded root's plane).
    func pushSublayerContext(sublayerMatrix: Matrix4?, isTransformLayer: Bool, toSuperlayer: Matrix4,
                             own: Matrix4, toPlane: Matrix4, context: Context, opacity: Double) -> Context {
        // For callers holding an optional matrix (the exploded view, tests); the
        // walk calls the two variants itself, since an optional `Matrix4` passed
        // along is copied (all 129 bytes, a `memcpy`) on the way in.
        guard let m = sublayerMatrix else {
            return pushSublayerContext(isTransformLayer: isTransformLayer, toSuperlayer: toSuperlayer, own: own,
                                       toPlane: toPlane, context: context, opacity: opacity)
        }
        return pushSublayerContext(sublayerMatrix: m, isTransformLayer: isTransformLayer, toSuperlayer: toSuperlayer,
                                   own: own, toPlane: toPlane, context: context, opacity: opacity)
    }

    /// `pushSublayerContext(sublayerMatrix:isTransformLayer:toSuperlayer:own:toPlane:context:opacity:)`
    /// for a layer whose `sublayerTransform` is not the identity.
    func pushSublayerContext(sublayerMatrix m: Matrix4, isTransformLayer: Bool, toSuperlayer: Matrix4,
                             own: Matrix4, toPlane: Matrix4, context: Context, opacity: Double) -> Context {
        let planeStart = clipPlanes.count
        let toScreen = isTransformLayer ? own : own.flattenedInput
        pullPlanes(context, to: planeStart, toSuperlayer: toSuperlayer, isTransformLayer: isTransformLayer) {
            m.applied(toColumn: $0)
        }
        return Context(toScreen: m * toScreen, toPlane: isTransformLayer ? m * toPlane : m,
                       planes: planeStart..<clipPlanes.count, opacity: opacity)
    }

    /// `pushSublayerContext(sublayerMatrix:isTransformLayer:toSuperlayer:own:toPlane:context:opacity:)`
    /// for a layer whose `sublayerTransform` is the identity.
    func pushSublayerContext(isTransformLayer: Bool, toSuperlayer: Matrix4, own: Matrix4, toPlane: Matrix4,
                             context: Context, opacity: Double) -> Context {
        let planeStart = clipPlanes.count
        let toScreen = isTransformLayer ? own : own.flattenedInput
        pullPlanes(context, to: planeStart, toSuperlayer: toSuperlayer, isTransformLayer: isTransformLayer) { $0 }
        return Context(toScreen: toScreen, toPlane: isTransformLayer ? toPlane : .identity,
                       planes: planeStart..<clipPlanes.count, opacity: opacity)
    }

    /// Pushes the sublayers' planes, from `planeStart`: the planes of the layer's
    /// `context` pulled back through `toSuperlayer` (flattened into the layer's
    /// plane unless it is a transform layer), a repeated plane copied from its
    /// first pull; for an ordinary layer, its near plane and mask planes; each
    /// then through `sublayer`.
    @inline(__always)
    private func pullPlanes(_ context: Context, to planeStart: Int, toSuperlayer: Matrix4, isTransformLayer: Bool,
                            sublayer: (SIMD4<Double>) -> SIMD4<Double>) {
        let first = context.planes.lowerBound
        for index in context.planes {
            let clipPlane = clipPlanes[unchecked: index]
            if clipPlane.origin != index {
                // A repeat: the same pull of the same plane, already made.
                let copy = planeStart + (clipPlane.origin - first)
                clipPlanes.append(ClipPlane(coefficients: clipPlanes[unchecked: copy].coefficients,
                                            threshold: clipPlane.threshold, origin: copy))
                continue
            }
            var plane = toSuperlayer.applied(toColumn: clipPlane.coefficients)
            if !isTransformLayer { plane.z = 0 }
            pushPlane(sublayer(plane), threshold: clipPlane.threshold, origin: clipPlanes.count)
        }
        if !isTransformLayer {
            pushPlane(sublayer(SIMD4<Double>(0, 0, 0, 1)), threshold: Self.nearW, contextStart: planeStart)
            for plane in maskPlanes {
                pushPlane(sublayer(plane), threshold: 0, contextStart: planeStart)
            }
        }
    }

    /// Appends the drawing order of `sublayers` to `childOrder` (by `zPosition`, or
    /// inside a transform layer by the depth of their anchor points through
    /// `toPlane`, far first; ties keep tree order) and returns where it starts.
    func appendChildOrder(_ sublayers: [CALayer], isTransformLayer: Bool, toPlane: Matrix4) -> Int {
        let orderStart = childOrder.count
        var sorted = true
        for (index, sublayer) in sublayers.enumerated() {
            let q = sublayer.presentationProperties
            let key = siblingKey(zPosition: q.zPosition, position: q.position, isTransformLayer: isTransformLayer, toPlane: toPlane)
            if childOrder.count > orderStart, childOrder[childOrder.count - 1].key > key { sorted = false }
            childOrder.append(SiblingKey(key: key, index: index))
        }
        if !sorted { SiblingKey.stableSort(childOrder, from: orderStart) }
        return orderStart
    }

    /// `appendChildOrder(_:isTransformLayer:toPlane:)` for the flat walk, from
    /// the sublayers' render states: also brings each state up to date, once per
    /// frame, before its sibling-order inputs are read. A current state costs one
    /// test of its first line, which is fetched a few siblings ahead.
    func appendChildOrder(_ states: UnsafePointer<UnsafeMutablePointer<LayerRenderState>?>, count: Int,
                          isTransformLayer: Bool, toPlane: Matrix4) -> Int {
        let orderStart = childOrder.count
        var sorted = true
        let scratch = scratch
        var hold = LayerRenderStateStoreHold()
        let live = LayerRenderState.RefreshReasons.live.rawValue
        // The first few states are fetched together, not one miss after another
        // (a card's two faces: both at once).
        for index in 0..<min(count, Self.prefetchDistance) {
            segue_prefetch_for_reading(UnsafeRawPointer(states[index].unsafelyUnwrapped), Self.prefetchedStateBytes)
        }
        for index in 0..<count {
            if index + Self.prefetchDistance < count {
                segue_prefetch_for_reading(UnsafeRawPointer(states[index + Self.prefetchDistance].unsafelyUnwrapped),
                                           Self.prefetchedStateBytes)
            }
            // A layer an arena animates is refreshed from its line 5 too: by now
            // the first line of the state two ahead has arrived and says so.
            if index + 2 < count {
                let ahead = states[index + 2].unsafelyUnwrapped
                if ahead.pointee.refreshReasons & live != 0 {
                    segue_prefetch_for_reading(UnsafeRawPointer(ahead) + Self.lightRefreshLineOffset, 64)
                }
            }
            let s = states[index].unsafelyUnwrapped
            if s.pointee.refreshReasons != 0 { Self.refresh(s, holding: &hold, scratch: scratch) }
            let key = siblingKey(zPosition: s.pointee.zPosition, x: s.pointee.positionX, y: s.pointee.positionY,
                                 isTransformLayer: isTransformLayer, toPlane: toPlane)
            if childOrder.count > orderStart, childOrder[childOrder.count - 1].key > key { sorted = false }
            childOrder.append(SiblingKey(key: key, index: index))
        }
        if !sorted { SiblingKey.stableSort(childOrder, from: orderStart) }
        return orderStart
    }

    /// How many siblings ahead `appendChildOrder` fetches a state.
    static let prefetchDistance = 4
    /// What of a state it fetches: the lines every visit reads (see `LayerRenderState`).
    static let prefetchedStateBytes = 320
    /// Where the line a light refresh reads besides the first starts in a state.
    static let lightRefreshLineOffset = 320
}

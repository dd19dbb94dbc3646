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
    private(set) var frame = CompositedFrame()
    /// The counters of the last frame built (draw calls and uploads are the SDL
    /// side's to fill in).
    private(set) var statistics = CompositorStatistics()

    /// What a layer inherits from its superlayer.
    private struct Context {
        /// The superlayer's sublayer space (where `matrixToSuperlayer` lands) → the
        /// screen, in homogeneous pixels.
        var toScreen: Matrix4
        /// The superlayer's sublayer space → the nearest plane the layer is
        /// flattened into (before that flattening: z still meaningful).
        var toPlane: Matrix4
        /// The clip planes, in the superlayer's sublayer space, in `planeCoefficients`.
        var planes: Range<Int>
        /// The product of the ancestors' opacities.
        var opacity: Double
    }

    // Reused storage: the walk allocates nothing once these have grown.
    private var planeCoefficients: [SIMD4<Double>] = []
    private var planeThresholds: [Double] = []
    private var localPlanes: [HalfPlane] = []
    private var maskPlanes: [SIMD4<Double>] = []
    private var activePlanes: [Int] = []
    private var childOrder: [SiblingKey] = []
    private var polygon: [PlaneVertex] = []
    private var ringInner: [PlaneVertex] = []
    private var ringOuter: [PlaneVertex] = []
    private var gridColumns: [Double] = []
    private var gridRows: [Double] = []
    private var clipper = ConvexPolygonClipper()
    private let opaqueImages = ImageOpacityCache()

    init() {}

    /// Builds the frame for `root`, its superlayer space mapped to a
    /// `viewportWidth` × `viewportHeight` pixel target at `scale` pixels per point.
    func build(_ root: CALayer, scale: Double, viewportWidth: Double, viewportHeight: Double) {
        frame.reset()
        statistics = CompositorStatistics()
        planeCoefficients.removeAll(keepingCapacity: true)
        planeThresholds.removeAll(keepingCapacity: true)
        localPlanes.removeAll(keepingCapacity: true)
        childOrder.removeAll(keepingCapacity: true)
        guard scale.isFinite, scale > 0, viewportWidth > 0, viewportHeight > 0 else { return }

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
        let context = Context(toScreen: screen, toPlane: screen, planes: 0..<planeCoefficients.count, opacity: 1)
        visit(root, context)
        statistics.triangles = frame.triangleCount
    }

    private func pushPlane(_ coefficients: SIMD4<Double>, threshold: Double) {
        planeCoefficients.append(coefficients)
        planeThresholds.append(threshold)
    }

    private func popPlanes(to count: Int) {
        planeCoefficients.removeLast(planeCoefficients.count - count)
        planeThresholds.removeLast(planeThresholds.count - count)
    }

    // MARK: The walk

    private func visit(_ layer: CALayer, _ context: Context) {
        statistics.layersVisited += 1
        let p = layer.presentationProperties
        guard !p.isHidden, p.opacity.isFinite else { return }
        let opacity = context.opacity * Double(min(max(p.opacity, 0), 1))
        guard opacity * 255 >= 0.5 else { return }

        let isTransformLayer = layer is CATransformLayer
        let toSuperlayer = LayerGeometry.matrixToSuperlayer(p)
        let own = toSuperlayer * context.toScreen
        guard own.isFinite else { return }
        let toPlane = toSuperlayer * context.toPlane
        if !isTransformLayer, !p.isDoubleSided, toPlane.planarDeterminant < 0 { return }

        // The inherited planes, in this layer's plane.
        let localStart = localPlanes.count
        var clippedAway = false
        for index in context.planes {
            let plane = HalfPlane(homogeneous: toSuperlayer.applied(toColumn: planeCoefficients[index]),
                                  threshold: planeThresholds[index])
            if plane.isConstant {
                if plane.c >= 0 { continue }
                clippedAway = true
                break
            }
            localPlanes.append(plane)
        }
        // An ordinary layer's sublayers all lie in its plane: nothing of the subtree
        // can show. A transform layer's sublayers may still stand out of its plane.
        if clippedAway && !isTransformLayer {
            localPlanes.removeLast(localPlanes.count - localStart)
            return
        }
        let inherited = localStart..<localPlanes.count
        let drawsItself = !isTransformLayer && !clippedAway
        let box = p.bounds.standardized
        let pixelsPerPoint = drawsItself ? Self.pixelsPerUnit(own, atX: Double(box.midX), y: Double(box.midY)) : 1

        let image = drawsItself ? layer.contents as? CGImage : nil
        let imageRect = image.map {
            ContentsGravityLayout.rect(for: layer.contentsGravity, bounds: box, imageWidth: $0.width,
                                       imageHeight: $0.height, contentsScale: layer.contentsScale)
        }
        if drawsItself, !Self.covers(image, imageRect, box, opacityCache: opaqueImages) {
            drawBackground(p, box: box, own: own, planes: inherited, opacity: opacity, pixelsPerUnit: pixelsPerPoint)
        }
        let masks = !isTransformLayer && p.masksToBounds
        maskPlanes.removeAll(keepingCapacity: true)
        if masks {
            appendMaskPlanes(box: box, cornerRadius: Double(p.cornerRadius), pixelsPerUnit: pixelsPerPoint)
            for plane in maskPlanes {
                localPlanes.append(HalfPlane(homogeneous: plane, threshold: 0))
            }
        }
        if let image, let imageRect {
            drawImage(image, rect: imageRect, own: own, planes: localStart..<localPlanes.count, opacity: opacity)
        }
        localPlanes.removeLast(localPlanes.count - inherited.upperBound)

        if let sublayers = layer.sublayers {
            visitSublayers(sublayers, of: p, isTransformLayer: isTransformLayer, toSuperlayer: toSuperlayer,
                           own: own, toPlane: toPlane, context: context, opacity: opacity)
        }

        if drawsItself {
            drawBorder(p, box: box, own: own, planes: inherited, opacity: opacity, pixelsPerUnit: pixelsPerPoint)
        }
        localPlanes.removeLast(localPlanes.count - localStart)
    }

    private func visitSublayers(_ sublayers: [CALayer], of p: LayerProperties, isTransformLayer: Bool,
                                toSuperlayer: Matrix4, own: Matrix4, toPlane: Matrix4,
                                context: Context, opacity: Double) {
        let sublayerMatrix = LayerGeometry.sublayerMatrix(p)
        // The sublayers' context: an ordinary layer flattens them into its plane
        // (its own space with z dropped); a transform layer passes them on in 3D.
        let planeStart = planeCoefficients.count
        for index in context.planes {
            var plane = toSuperlayer.applied(toColumn: planeCoefficients[index])
            if !isTransformLayer { plane.z = 0 }
            pushPlane(sublayerMatrix.applied(toColumn: plane), threshold: planeThresholds[index])
        }
        if !isTransformLayer {
            pushPlane(sublayerMatrix.applied(toColumn: SIMD4(0, 0, 0, 1)), threshold: Self.nearW)
            for plane in maskPlanes {
                pushPlane(sublayerMatrix.applied(toColumn: plane), threshold: 0)
            }
        }
        let childContext = Context(
            toScreen: sublayerMatrix * (isTransformLayer ? own : own.flattenedInput),
            toPlane: isTransformLayer ? sublayerMatrix * toPlane : sublayerMatrix,
            planes: planeStart..<planeCoefficients.count,
            opacity: opacity)

        let orderStart = childOrder.count
        var sorted = true
        for (index, sublayer) in sublayers.enumerated() {
            let q = sublayer.presentationProperties
            var key = Double(q.zPosition)
            if isTransformLayer {
                let anchor = childContext.toPlane.transform(SIMD4(Double(q.position.x), Double(q.position.y), key, 1))
                key = anchor.w > Self.nearW ? anchor.z / anchor.w : -.infinity
            }
            if key.isNaN { key = 0 }
            if let previous = childOrder.last, childOrder.count > orderStart, previous.key > key { sorted = false }
            childOrder.append(SiblingKey(key: key, index: index))
        }
        if !sorted { SiblingKey.stableSort(&childOrder, from: orderStart) }
        for position in orderStart..<childOrder.count {
            visit(sublayers[childOrder[position].index], childContext)
        }
        childOrder.removeLast(childOrder.count - orderStart)
        popPlanes(to: planeStart)
    }

    /// True when opaque contents cover the whole bounds, hiding the background.
    /// (A rounded background is inside the bounds too, so the rule holds for it.)
    private static func covers(_ image: CGImage?, _ rect: CGRect?, _ box: CGRect,
                               opacityCache: ImageOpacityCache) -> Bool {
        guard let image, let rect, rect.contains(box) else { return false }
        return opacityCache.isOpaque(image)
    }

    /// The half-planes of the (rounded) bounds, as homogeneous planes of the
    /// layer's local space, into `maskPlanes`.
    private func appendMaskPlanes(box: CGRect, cornerRadius: Double, pixelsPerUnit: Double) {
        let minX = Double(box.minX), minY = Double(box.minY), maxX = Double(box.maxX), maxY = Double(box.maxY)
        let radius = RoundedRectOutline.effectiveRadius(cornerRadius, width: maxX - minX, height: maxY - minY)
        if radius == 0 {
            maskPlanes.append(SIMD4(1, 0, 0, -minX))
            maskPlanes.append(SIMD4(-1, 0, 0, maxX))
            maskPlanes.append(SIMD4(0, 1, 0, -minY))
            maskPlanes.append(SIMD4(0, -1, 0, maxY))
            return
        }
        polygon.removeAll(keepingCapacity: true)
        RoundedRectOutline.append(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: radius,
                                  segments: RoundedRectOutline.segmentsPerCorner(pixelRadius: radius * pixelsPerUnit),
                                  to: &polygon)
        RoundedRectOutline.appendHalfPlanes(of: polygon, centre: ((minX + maxX) / 2, (minY + maxY) / 2), to: &maskPlanes)
    }

    /// How many pixels one unit of the layer's plane covers near (x, y): the square
    /// root of the projection's area scale there (1 when the point is not visible).
    static func pixelsPerUnit(_ own: Matrix4, atX x: Double, y: Double) -> Double {
        let h = x * own.r0 + y * own.r1 + own.r3
        guard h.w > nearW else { return 1 }
        let w2 = h.w * h.w
        let j11 = (own.r0.x * h.w - h.x * own.r0.w) / w2, j12 = (own.r0.y * h.w - h.y * own.r0.w) / w2
        let j21 = (own.r1.x * h.w - h.x * own.r1.w) / w2, j22 = (own.r1.y * h.w - h.y * own.r1.w) / w2
        let area = abs(j11 * j22 - j12 * j21)
        return area.isFinite && area > 0 ? area.squareRoot() : 1
    }

    // MARK: Surfaces

    private static func colour(_ rgba: RGBAColor, opacity: Double) -> (UInt8, UInt8, UInt8, UInt8)? {
        var c = rgba.clamped
        c.alpha *= opacity
        let bytes = c.rgba8
        return bytes.3 == 0 ? nil : bytes
    }

    private func drawBackground(_ p: LayerProperties, box: CGRect, own: Matrix4, planes: Range<Int>,
                                opacity: Double, pixelsPerUnit: Double) {
        guard let background = p.backgroundColor, let rgba = Self.colour(background, opacity: opacity),
              box.width > 0, box.height > 0 else { return }
        let minX = Double(box.minX), minY = Double(box.minY), maxX = Double(box.maxX), maxY = Double(box.maxY)
        let radius = RoundedRectOutline.effectiveRadius(Double(p.cornerRadius), width: maxX - minX, height: maxY - minY)
        polygon.removeAll(keepingCapacity: true)
        RoundedRectOutline.append(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: radius,
                                  segments: RoundedRectOutline.segmentsPerCorner(pixelRadius: radius * pixelsPerUnit),
                                  to: &polygon)
        _ = frame.beginSurface(image: nil)
        if emitClippedPolygon(planes: planes, own: own, colour: rgba) { statistics.quads += 1 }
        frame.endSurface()
    }

    private func drawBorder(_ p: LayerProperties, box: CGRect, own: Matrix4, planes: Range<Int>,
                            opacity: Double, pixelsPerUnit: Double) {
        guard p.borderWidth > 0, p.borderWidth.isFinite, let border = p.borderColor,
              let rgba = Self.colour(border, opacity: opacity), box.width > 0, box.height > 0 else { return }
        let minX = Double(box.minX), minY = Double(box.minY), maxX = Double(box.maxX), maxY = Double(box.maxY)
        let width = min(Double(p.borderWidth), (maxX - minX) / 2, (maxY - minY) / 2)
        let radius = RoundedRectOutline.effectiveRadius(Double(p.cornerRadius), width: maxX - minX, height: maxY - minY)
        let segments = radius > 0 ? RoundedRectOutline.segmentsPerCorner(pixelRadius: radius * pixelsPerUnit) : 0
        ringOuter.removeAll(keepingCapacity: true)
        ringInner.removeAll(keepingCapacity: true)
        // Core Animation draws the border inside the bounds, following the corner
        // radius; the inner edge's radius shrinks by the border width.
        BorderRing.append(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: radius, width: width,
                          segments: segments, outer: &ringOuter, inner: &ringInner)
        _ = frame.beginSurface(image: nil)
        var drew = false
        let count = ringOuter.count
        for index in 0..<count {
            let next = (index + 1) % count
            polygon.removeAll(keepingCapacity: true)
            polygon.append(ringOuter[index])
            polygon.append(ringOuter[next])
            polygon.append(ringInner[next])
            polygon.append(ringInner[index])
            if emitClippedPolygon(planes: planes, own: own, colour: rgba) { drew = true }
        }
        if drew { statistics.quads += 1 }
        frame.endSurface()
    }

    private func drawImage(_ image: CGImage, rect: CGRect, own: Matrix4, planes: Range<Int>, opacity: Double) {
        let alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded())
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        polygon.removeAll(keepingCapacity: true)
        polygon.append(PlaneVertex(x: x0, y: y0, u: 0, v: 0))
        polygon.append(PlaneVertex(x: x1, y: y0, u: 1, v: 0))
        polygon.append(PlaneVertex(x: x1, y: y1, u: 1, v: 1))
        polygon.append(PlaneVertex(x: x0, y: y1, u: 0, v: 1))
        // Which planes cut the image at all; one that excludes it all ends here.
        activePlanes.removeAll(keepingCapacity: true)
        for index in planes {
            switch ConvexPolygonClipper.classify(polygon, against: localPlanes[index]) {
            case .inside: continue
            case .outside: return
            case .straddling: activePlanes.append(index)
            }
        }
        for index in activePlanes {
            clipper.clip(&polygon, by: localPlanes[index])
        }
        guard polygon.count >= 3 else { return }

        // How much perspective the visible part has decides the grid.
        var minW = Double.infinity
        var lx0 = Double.infinity, lx1 = -Double.infinity, ly0 = Double.infinity, ly1 = -Double.infinity
        var sx0 = Double.infinity, sx1 = -Double.infinity, sy0 = Double.infinity, sy1 = -Double.infinity
        for vertex in polygon {
            let h = vertex.x * own.r0 + vertex.y * own.r1 + own.r3
            minW = min(minW, h.w)
            lx0 = min(lx0, vertex.x); lx1 = max(lx1, vertex.x)
            ly0 = min(ly0, vertex.y); ly1 = max(ly1, vertex.y)
            sx0 = min(sx0, h.x / h.w); sx1 = max(sx1, h.x / h.w)
            sy0 = min(sy0, h.y / h.w); sy1 = max(sy1, h.y / h.w)
        }
        let screenLength = max(sx1 - sx0, sy1 - sy0)
        let cells = PerspectiveSubdivision.cellsPerSide(
            minimumW: minW, variation: abs(own.r0.w) * (lx1 - lx0) + abs(own.r1.w) * (ly1 - ly0),
            screenLength: screenLength)
        let colour = (UInt8(255), UInt8(255), UInt8(255), alpha)
        _ = frame.beginSurface(image: image)
        var drew = false
        if cells == 1 {
            drew = emitPolygon(own: own, colour: colour)
        } else {
            gridColumns.removeAll(keepingCapacity: true)
            gridRows.removeAll(keepingCapacity: true)
            TexelAlignedGrid.appendLines(visibleMin: lx0, visibleMax: lx1, imageMin: x0, imageMax: x1,
                                         texels: image.width, cells: cells, to: &gridColumns)
            TexelAlignedGrid.appendLines(visibleMin: ly0, visibleMax: ly1, imageMin: y0, imageMax: y1,
                                         texels: image.height, cells: cells, to: &gridRows)
            let du = 1 / (x1 - x0), dv = 1 / (y1 - y0)
            for row in 0..<(gridRows.count - 1) {
                let ya = gridRows[row], yb = gridRows[row + 1]
                for column in 0..<(gridColumns.count - 1) {
                    let xa = gridColumns[column], xb = gridColumns[column + 1]
                    polygon.removeAll(keepingCapacity: true)
                    polygon.append(PlaneVertex(x: xa, y: ya, u: (xa - x0) * du, v: (ya - y0) * dv))
                    polygon.append(PlaneVertex(x: xb, y: ya, u: (xb - x0) * du, v: (ya - y0) * dv))
                    polygon.append(PlaneVertex(x: xb, y: yb, u: (xb - x0) * du, v: (yb - y0) * dv))
                    polygon.append(PlaneVertex(x: xa, y: yb, u: (xa - x0) * du, v: (yb - y0) * dv))
                    var visible = true
                    for index in activePlanes {
                        switch ConvexPolygonClipper.classify(polygon, against: localPlanes[index]) {
                        case .inside: continue
                        case .outside: visible = false
                        case .straddling: clipper.clip(&polygon, by: localPlanes[index])
                        }
                        if !visible || polygon.count < 3 { break }
                    }
                    if visible, polygon.count >= 3, emitPolygon(own: own, colour: colour) { drew = true }
                }
            }
        }
        if drew { statistics.quads += 1 }
        frame.endSurface()
    }

    /// Clips `polygon` by the planes in `planes` and emits what is left. Returns
    /// whether any triangle was emitted.
    private func emitClippedPolygon(planes: Range<Int>, own: Matrix4, colour: (UInt8, UInt8, UInt8, UInt8)) -> Bool {
        for index in planes {
            switch ConvexPolygonClipper.classify(polygon, against: localPlanes[index]) {
            case .inside: continue
            case .outside: return false
            case .straddling: clipper.clip(&polygon, by: localPlanes[index])
            }
            if polygon.count < 3 { return false }
        }
        return emitPolygon(own: own, colour: colour)
    }

    /// Projects `polygon` (convex, every vertex in front of the eye) and appends it
    /// as a triangle fan to the current surface.
    private func emitPolygon(own: Matrix4, colour: (UInt8, UInt8, UInt8, UInt8)) -> Bool {
        let count = polygon.count
        guard count >= 3 else { return false }
        let base = frame.nextIndexInBatch
        for vertex in polygon {
            let h = vertex.x * own.r0 + vertex.y * own.r1 + own.r3
            frame.append(CompositedVertex(x: Float(h.x / h.w), y: Float(h.y / h.w),
                                          red: colour.0, green: colour.1, blue: colour.2, alpha: colour.3,
                                          u: Float(vertex.u), v: Float(vertex.v)))
        }
        for index in 1..<(count - 1) {
            frame.appendTriangle(base, base + Int32(index), base + Int32(index + 1))
        }
        return true
    }
}

/// A sibling's drawing-order key (Segue internal): its `zPosition`, or its depth in
/// a transform layer, and its index in the sublayer list, which breaks ties so the
/// order is stable.
struct SiblingKey: Sendable, Equatable {
    var key: Double
    var index: Int

    /// Sorts `keys[start...]` by key, keeping tree order among equal keys
    /// (insertion sort: siblings are usually few and nearly in order).
    static func stableSort(_ keys: inout [SiblingKey], from start: Int) {
        guard keys.count - start > 1 else { return }
        for position in (start + 1)..<keys.count {
            let item = keys[position]
            var slot = position
            while slot > start, keys[slot - 1].key > item.key {
                keys[slot] = keys[slot - 1]
                slot -= 1
            }
            keys[slot] = item
        }
    }
}

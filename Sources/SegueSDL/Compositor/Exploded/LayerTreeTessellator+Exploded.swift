import Foundation
import Segue

// The exploded drawing of one subtree (Segue internal; see ExplodedView).
//
// Each layer's geometry is the flat compositor's — its matrix into the exploded
// root's plane, built exactly as `visit` builds its matrix to the screen, with the
// same flattening, clip planes, masks and back faces — and then, instead of
// flattening that plane onto the screen, it is lifted to z = level × spacing (the
// homogeneous point (x, y, 0, w) goes to (x, y, level·spacing·w, w)) and the whole
// stack goes through `ExplodedView`'s turn and perspective to the root's place on
// screen. A layer's own surfaces (background, contents, border), then its outline,
// are drawn on its sheet before its sublayers' sheets, which lie above it: with the
// stack seen from the front, painter's order is back to front.
extension LayerTreeTessellator {
    /// Draws `root` and its subtree exploded; `context` is what `root` inherits, as
    /// in `visit`.
    func visitExploded(_ root: CALayer, _ context: Context, _ exploded: ExplodedView) {
        let state = explodedState
        let p = root.presentationProperties
        let toSuperlayer = LayerGeometry.matrixToSuperlayer(p)
        let rootOwn = toSuperlayer * context.toScreen
        let count = Self.layerCount(root)
        state.spacing = exploded.effectiveSpacing(layerCount: count)
        state.centreZ = Double(max(count - 1, 0)) * state.spacing / 2
        state.stackToScreen = exploded.stackMatrix(bounds: p.bounds.standardized, centreZ: state.centreZ)
            * rootOwn.flattenedInput
        state.level = 0
        state.overlayAlpha = exploded.clampedProgress
        let width = Double(exploded.outlineWidth)
        state.outlineWidth = width.isFinite ? max(width, 0) : 1.5
        state.showsLabels = exploded.showsLabels
        state.labels.removeAll(keepingCapacity: true)
        state.placed.removeAll(keepingCapacity: true)
        guard state.stackToScreen.isFinite else { return }

        visitExplodedLayer(root, p, isRoot: true, toSuperlayer: toSuperlayer, context: context,
                           depth: 0, hidden: false)
        for label in state.labels { emitLabel(label) }
        state.labels.removeAll(keepingCapacity: true)
        state.labelImages.prune(keepingAtMost: 4 * count + 64)
    }

    /// The number of layers in a subtree.
    static func layerCount(_ layer: CALayer) -> Int {
        var count = 1
        if let sublayers = layer.sublayers {
            for sublayer in sublayers { count += layerCount(sublayer) }
        }
        return count
    }

    /// One layer of the exploded subtree. `context.toScreen` maps the superlayer's
    /// sublayer space into the exploded root's plane (unused for the root itself);
    /// `hidden` says an ancestor is not drawn (hidden, transparent or facing away).
    private func visitExplodedLayer(_ layer: CALayer, _ p: LayerProperties, isRoot: Bool, toSuperlayer: Matrix4,
                                    context: Context, depth: Int, hidden ancestorHidden: Bool) {
        frame.currentLayer = statistics.layersVisited
        statistics.layersVisited += 1
        let state = explodedState
        let level = state.level
        state.level += 1

        let isTransformLayer = layer is CATransformLayer
        // Local space → the exploded root's plane (homogeneous, before flattening).
        let flatOwn = isRoot ? Matrix4.identity : toSuperlayer * context.toScreen
        let sheet = Matrix4.translation(0, 0, Double(level) * state.spacing)
        let own = flatOwn.flattenedOutput * sheet * state.stackToScreen
        guard own.isFinite, flatOwn.isFinite else { return }
        let toPlane = toSuperlayer * context.toPlane
        let facesAway = !isTransformLayer && !p.isDoubleSided && toPlane.planarDeterminant < 0
        let opacity = context.opacity * (p.opacity.isFinite ? Double(min(max(p.opacity, 0), 1)) : 0)
        let hidden = ancestorHidden || p.isHidden || facesAway || opacity * 255 < 0.5

        // The inherited planes (the flat picture's clipping), then the exploded
        // projection's own: in front of the eye, within a guard band.
        let localStart = localPlanes.count
        var clippedAway = appendInheritedPlanes(context.planes, toSuperlayer: toSuperlayer)
        if !clippedAway { appendExplodedScreenPlanes(own, &clippedAway) }
        if clippedAway && !isTransformLayer {
            localPlanes.removeLast(localPlanes.count - localStart)
            return
        }
        let inherited = localStart..<localPlanes.count
        let drawsItself = !isTransformLayer && !clippedAway
        let box = p.bounds.standardized
        let pixelsPerPoint = drawsItself ? Self.pixelsPerUnit(own, atX: Double(box.midX), y: Double(box.midY)) : 1

        maskPlanes.removeAll(keepingCapacity: true)
        let masks = !isTransformLayer && p.masksToBounds
        if masks {
            appendMaskPlanes(box: box, cornerRadius: Double(p.cornerRadius), pixelsPerUnit: pixelsPerPoint)
        }
        // A sheet seen edge-on (a card turned 90° in the flat picture) is a sliver:
        // neither it nor its outline or label is worth drawing.
        let edgeOn = pixelsPerPoint < Self.minimumOutlinedScale
        if drawsItself && !hidden && !edgeOn {
            let image = layer.contents as? CGImage
            let imageRect = image.map {
                ContentsGravityLayout.rect(for: layer.contentsGravity, bounds: box, imageWidth: $0.width,
                                           imageHeight: $0.height, contentsScale: layer.contentsScale)
            }
            if !Self.covers(image, imageRect, box, opacityCache: opaqueImages) {
                drawBackground(p.backgroundColor, cornerRadius: Double(p.cornerRadius), box: box, own: own,
                               planes: inherited, opacity: opacity, pixelsPerUnit: pixelsPerPoint)
            }
            if let image, let imageRect {
                for plane in maskPlanes { localPlanes.append(HalfPlane(homogeneous: plane, threshold: 0)) }
                drawImage(Unmanaged.passUnretained(image), width: image.width, height: image.height, rect: imageRect,
                          own: own, planes: localStart..<localPlanes.count, opacity: opacity)
                localPlanes.removeLast(localPlanes.count - inherited.upperBound)
            }
            drawBorder(width: Double(p.borderWidth), colour: p.borderColor, cornerRadius: Double(p.cornerRadius),
                       box: box, own: own, planes: inherited, opacity: opacity, pixelsPerUnit: pixelsPerPoint)
        }
        if drawsItself && !edgeOn {
            let colour = ExplodedWalkState.palette[depth % ExplodedWalkState.palette.count]
            let alpha = state.overlayAlpha * (hidden ? ExplodedWalkState.dimming : 1)
            drawOutline(box: box, own: own, planes: inherited, colour: colour, alpha: alpha, pixelsPerUnit: pixelsPerPoint)
            if state.showsLabels { placeLabel(for: layer, box: box, own: own, alpha: alpha, pixelsPerUnit: pixelsPerPoint) }
        }

        if let sublayers = layer.sublayers, !sublayers.isEmpty {
            // The sublayers' context, as the flat walk builds it, but towards the
            // exploded root's plane instead of the screen.
            let sublayerMatrix = CATransform3DIsIdentity(p.sublayerTransform) ? nil : Matrix4(p.sublayerMatrix)
            let childContext = pushSublayerContext(sublayerMatrix: sublayerMatrix, isTransformLayer: isTransformLayer,
                                                   toSuperlayer: toSuperlayer, own: flatOwn, toPlane: toPlane,
                                                   context: context, opacity: opacity)
            let planeStart = childContext.planes.lowerBound
            let orderStart = appendChildOrder(sublayers, isTransformLayer: isTransformLayer, toPlane: childContext.toPlane)
            for position in orderStart..<childOrder.count {
                let sublayer = sublayers[childOrder[position].index]
                let q = sublayer.presentationProperties
                visitExplodedLayer(sublayer, q, isRoot: false, toSuperlayer: LayerGeometry.matrixToSuperlayer(q),
                                   context: childContext, depth: depth + 1, hidden: hidden)
            }
            childOrder.removeLast(childOrder.count - orderStart)
            popPlanes(to: planeStart)
        }
        localPlanes.removeLast(localPlanes.count - localStart)
    }

    /// The smallest pixels per point at which a layer's sheet is drawn (below it
    /// the sheet is edge-on).
    static let minimumOutlinedScale = 0.05

    /// Appends the exploded projection's planes in the layer's own plane: w > ε and
    /// a guard band of one viewport around the target. Sets `clippedAway` when one
    /// excludes the whole plane.
    private func appendExplodedScreenPlanes(_ own: Matrix4, _ clippedAway: inout Bool) {
        let state = explodedState
        let band = max(state.viewportWidth, state.viewportHeight)
        appendScreenPlane(own, SIMD4(0, 0, 0, 1), Self.nearW, &clippedAway)
        appendScreenPlane(own, SIMD4(1, 0, 0, band), 0, &clippedAway)
        appendScreenPlane(own, SIMD4(-1, 0, 0, state.viewportWidth + band), 0, &clippedAway)
        appendScreenPlane(own, SIMD4(0, 1, 0, band), 0, &clippedAway)
        appendScreenPlane(own, SIMD4(0, -1, 0, state.viewportHeight + band), 0, &clippedAway)
    }

    /// One plane of the screen (homogeneous pixels) pulled back into the layer's plane.
    private func appendScreenPlane(_ own: Matrix4, _ column: SIMD4<Double>, _ threshold: Double,
                                   _ clippedAway: inout Bool) {
        guard !clippedAway else { return }
        let plane = HalfPlane(homogeneous: own.applied(toColumn: column), threshold: threshold)
        if plane.isConstant {
            if plane.c < 0 { clippedAway = true }
            return
        }
        localPlanes.append(plane)
    }

    /// The outline of the bounds: a ring `outlineWidth` pixels wide just inside
    /// them, clipped by `planes`.
    private func drawOutline(box: CGRect, own: Matrix4, planes: Range<Int>, colour: RGBAColor, alpha: Double,
                             pixelsPerUnit: Double) {
        let state = explodedState
        guard box.width > 0, box.height > 0, state.outlineWidth > 0,
              let rgba = Self.colour(colour, opacity: alpha) else { return }
        let minX = Double(box.minX), minY = Double(box.minY), maxX = Double(box.maxX), maxY = Double(box.maxY)
        let width = min(state.outlineWidth / max(pixelsPerUnit, 1e-6), (maxX - minX) / 2, (maxY - minY) / 2)
        ringOuter.removeAll(keepingCapacity: true)
        ringInner.removeAll(keepingCapacity: true)
        BorderRing.append(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: 0, width: width,
                          segments: 0, outer: &ringOuter, inner: &ringInner)
        frame.beginSurface(image: nil)
        let count = ringOuter.count
        for index in 0..<count {
            let next = (index + 1) % count
            polygon.removeAll()
            polygon.append(ringOuter[index])
            polygon.append(ringOuter[next])
            polygon.append(ringInner[next])
            polygon.append(ringInner[index])
            _ = emitClippedPolygon(planes: planes, own: own, colour: rgba)
        }
        frame.endSurface()
    }

    /// Finds a place for the layer's label along the left edge of its sheet, at
    /// its top-left corner or as little below it as keeps it clear of the labels
    /// placed before it, and records it. A label with no clear place is left out
    /// (in a dense tree — a grid of cells — overlapping labels only hide each
    /// other and the sheets).
    private func placeLabel(for layer: CALayer, box: CGRect, own: Matrix4, alpha: Double, pixelsPerUnit: Double) {
        let state = explodedState
        let labelAlpha = UInt8((min(max(alpha, 0), 1) * 255).rounded())
        guard labelAlpha > 0, box.width > 0, box.height > 0,
              let image = state.labelImages.image(for: layer, scale: state.scale) else { return }
        let width = Double(image.width), height = Double(image.height)
        let inset = 3 / max(pixelsPerUnit, 1e-6)
        let step = (height + 2) / max(pixelsPerUnit, 1e-6)
        var chosen: SIMD4<Double>?
        var attempt = 0
        while attempt < 12 {
            let localY = Double(box.minY) + inset + Double(attempt) * step
            let h = (Double(box.minX) + inset) * own.r0 + localY * own.r1 + own.r3
            attempt += 1
            guard h.w > Self.nearW else { continue }
            let x = (h.x / h.w).rounded(), y = (h.y / h.w).rounded()
            let rect = SIMD4(x, y, x + width, y + height)
            if !state.placed.contains(where: { $0.x < rect.z && rect.x < $0.z && $0.y < rect.w && rect.y < $0.w }) {
                chosen = rect
                break
            }
        }
        guard let rect = chosen else { return }
        state.placed.append(rect)
        state.labels.append(ExplodedWalkState.Label(image: image, x: rect.x, y: rect.y, alpha: labelAlpha))
    }

    /// A label as a screen-aligned textured quad.
    private func emitLabel(_ label: ExplodedWalkState.Label) {
        let x0 = Float(label.x), y0 = Float(label.y)
        let x1 = x0 + Float(label.image.width), y1 = y0 + Float(label.image.height)
        frame.currentLayer = -1
        let base = frame.beginSurface(image: label.image)
        let a = label.alpha
        frame.append(CompositedVertex(x: x0, y: y0, red: 255, green: 255, blue: 255, alpha: a, u: 0, v: 0))
        frame.append(CompositedVertex(x: x1, y: y0, red: 255, green: 255, blue: 255, alpha: a, u: 1, v: 0))
        frame.append(CompositedVertex(x: x1, y: y1, red: 255, green: 255, blue: 255, alpha: a, u: 1, v: 1))
        frame.append(CompositedVertex(x: x0, y: y1, red: 255, green: 255, blue: 255, alpha: a, u: 0, v: 1))
        frame.appendTriangle(base, base + 1, base + 2)
        frame.appendTriangle(base, base + 2, base + 3)
        frame.endSurface()
    }
}

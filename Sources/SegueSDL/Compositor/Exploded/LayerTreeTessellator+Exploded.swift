import Foundation
import Segue

// The exploded drawing of one subtree (Segue internal; see ExplodedView).
//
// Each layer's geometry is the flat compositor's — its matrix into the exploded
// root's plane, built exactly as `visit` builds its matrix to the screen, with the
// same flattening, clip planes, masks and back faces, and the root's bounds as a
// mask (what the screen would cut off the window) — and then, instead of
// flattening that plane onto the screen, it is lifted to z = level × spacing (the
// homogeneous point (x, y, 0, w) goes to (x, y, level·spacing·w, w)) and the whole
// stack goes through `ExplodedView`'s turn, perspective and fit to the root's place
// on screen.
//
// The subtree is walked twice with the same code. The first walk only plans: it
// gives each layer its level (`ExplodedLevelPlanner`) from its footprint in the
// root's plane — its bounds as the flat picture clips them — so that the stack's
// depth, spacing and fit are known. The second draws, in painter's order, a
// layer's own surfaces (background, contents, border) and its outline on its
// sheet. The sheets are parallel planes, and no two layers of one level overlap,
// so once the walk is done its surfaces are put in order of level, the level
// farthest from the eye first (`sheetOrder`): painter's order holds from any side.
extension LayerTreeTessellator {
    /// Draws `root` and its subtree exploded; `context` is what `root` inherits, as
    /// in `visit`.
    func visitExploded(_ root: CALayer, _ context: Context, _ exploded: ExplodedView) {
        let state = explodedState
        let p = root.presentationProperties
        let toSuperlayer = LayerGeometry.matrixToSuperlayer(p)
        let rootOwn = toSuperlayer * context.toScreen
        let bounds = p.bounds.standardized
        state.labels.removeAll(keepingCapacity: true)
        state.labelCandidates.removeAll(keepingCapacity: true)
        state.labelPlanes.removeAll(keepingCapacity: true)
        state.placed.removeAll(keepingCapacity: true)
        state.sheets.removeAll(keepingCapacity: true)
        state.selected = exploded.selectedLayer.map(ObjectIdentifier.init)

        // The plan: every layer's level.
        state.isPlanning = true
        state.levels.removeAll(keepingCapacity: true)
        state.footprints.removeAll(keepingCapacity: true)
        state.planner.reset(bounds: bounds)
        state.rootBounds = SIMD4(Double(bounds.minX), Double(bounds.minY), Double(bounds.maxX), Double(bounds.maxY))
        visitExplodedLayer(root, p, isRoot: true, toSuperlayer: toSuperlayer, context: context,
                           depth: 0, parentLevel: nil, hidden: false)
        state.isPlanning = false
        let levelCount = state.planner.highestLevel + 1
        state.levelCount = levelCount

        state.spacing = exploded.effectiveSpacing(levelCount: levelCount)
        let height = Double(levelCount - 1) * state.spacing
        state.centreZ = height / 2
        let stack = exploded.stackMatrix(bounds: bounds, centreZ: state.centreZ) * rootOwn.flattenedInput
        state.stackToScreen = stack * exploded.fitMatrix(stack: stack, footprints: state.footprints, spacing: state.spacing,
                                                         viewport: CGSize(width: state.viewportWidth, height: state.viewportHeight),
                                                         scale: state.scale)
        state.overlayAlpha = exploded.clampedProgress
        let width = Double(exploded.outlineWidth)
        state.outlineWidth = width.isFinite ? max(width, 0) : 1.5
        state.showsLabels = exploded.showsLabels
        guard state.stackToScreen.isFinite else { return }
        Self.sheetOrder(levelCount: levelCount, spacing: state.spacing, stackToScreen: state.stackToScreen,
                        into: &state.levelRanks)

        // The drawing, then the sheets put in order of level.
        let firstOrdinal = statistics.layersVisited
        let firstSurface = frame.surfaces.count
        state.ordinalRanks.removeAll(keepingCapacity: true)
        visitExplodedLayer(root, p, isRoot: true, toSuperlayer: toSuperlayer, context: context,
                           depth: 0, parentLevel: nil, hidden: false)
        let ranks = state.ordinalRanks
        frame.reorderSurfaces(from: firstSurface) { layer in
            let index = layer - firstOrdinal
            return index >= 0 && index < ranks.count ? ranks[index] : Int.max
        }
        if state.recordsSheets {
            state.sheets.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.ordinal < $1.ordinal }
        }
        placeLabels()
        for label in state.labels { emitLabel(label) }
        state.labels.removeAll(keepingCapacity: true)
        state.labelCandidates.removeAll(keepingCapacity: true)
        state.labelImages.prune(keepingAtMost: 4 * (statistics.layersVisited - firstOrdinal) + 64)
    }

    /// The order the levels' sheets are drawn in: `ranks[level]` is the level's place,
    /// the farthest from the eye first. The sheets are the planes z = level × spacing
    /// of the stack's space, and the eye is where `stackToScreen` sends nothing
    /// (x = y = w = 0 on screen): farther from the eye along z is farther, whichever
    /// side the eye is on (all above the eye's height from below, or, with the eye
    /// inside the stack, both ways out from it).
    static func sheetOrder(levelCount: Int, spacing: Double, stackToScreen m: Matrix4, into ranks: inout [Int]) {
        ranks.removeAll(keepingCapacity: true)
        // The eye: the null vector of the x, y and w columns (a 4×3 system), by
        // cofactors.
        let a = SIMD4(m.r0.x, m.r1.x, m.r2.x, m.r3.x)
        let b = SIMD4(m.r0.y, m.r1.y, m.r2.y, m.r3.y)
        let c = SIMD4(m.r0.w, m.r1.w, m.r2.w, m.r3.w)
        func minor(_ i: Int, _ j: Int, _ k: Int) -> Double {
            a[i] * (b[j] * c[k] - b[k] * c[j]) - a[j] * (b[i] * c[k] - b[k] * c[i]) + a[k] * (b[i] * c[j] - b[j] * c[i])
        }
        let eye = SIMD4(minor(1, 2, 3), -minor(0, 2, 3), minor(0, 1, 3), -minor(0, 1, 2))
        let size = max(abs(eye.x), abs(eye.y), abs(eye.z), abs(eye.w))
        let key: (Int) -> Double
        if size > 0, size.isFinite, abs(eye.w) > 1e-9 * size {
            let eyeZ = eye.z / eye.w
            key = { level in -abs(Double(level) * spacing - eyeZ) }
        } else {
            // The eye at infinity (or no eye): seen along z from its sign's side.
            let sign: Double = eye.z * (eye.w < 0 ? -1 : 1) < 0 ? -1 : 1
            key = { level in sign * Double(level) }
        }
        let order = (0..<max(levelCount, 1)).sorted { key($0) != key($1) ? key($0) < key($1) : $0 < $1 }
        ranks.append(contentsOf: repeatElement(0, count: order.count))
        for (rank, level) in order.enumerated() { ranks[level] = rank }
    }

    /// One layer of the exploded subtree, in the walk that plans (`state.isPlanning`:
    /// its level, from its footprint) or in the one that draws. `context.toScreen`
    /// maps the superlayer's sublayer space into the exploded root's plane (unused
    /// for the root itself); `hidden` says an ancestor is not drawn (hidden,
    /// transparent or facing away).
    private func visitExplodedLayer(_ layer: CALayer, _ p: LayerProperties, isRoot: Bool, toSuperlayer: Matrix4,
                                    context: Context, depth: Int, parentLevel: Int?, hidden ancestorHidden: Bool) {
        let state = explodedState
        let planning = state.isPlanning
        let isTransformLayer = layer is CATransformLayer
        // Local space → the exploded root's plane (homogeneous, before flattening).
        let flatOwn = isRoot ? Matrix4.identity : toSuperlayer * context.toScreen
        let toPlane = toSuperlayer * context.toPlane
        let facesAway = !isTransformLayer && !p.isDoubleSided && toPlane.planarDeterminant < 0
        let opacity = context.opacity * (p.opacity.isFinite ? Double(min(max(p.opacity, 0), 1)) : 0)
        let hidden = ancestorHidden || p.isHidden || facesAway || opacity * 255 < 0.5
        let box = p.bounds.standardized
        // The root clips its subtree to its bounds, as the screen clips the flat
        // picture of a window filling it: what is off the window is not shown.
        let masks = !isTransformLayer && (p.masksToBounds || isRoot)

        // The inherited planes: the flat picture's clipping.
        let localStart = localPlanes.count
        var clippedAway = appendInheritedPlanes(context.planes, toSuperlayer: toSuperlayer)
        let level: Int
        let own: Matrix4
        if planning {
            guard flatOwn.isFinite else {
                localPlanes.removeLast(localPlanes.count - localStart)
                return
            }
            let footprint = clippedAway || isTransformLayer ? SIMD4<Double>(0, 0, 0, 0)
                : self.footprint(box: box, flatOwn: flatOwn, planes: localStart..<localPlanes.count)
            level = state.planner.place(footprint, parentLevel: parentLevel)
            state.levels[ObjectIdentifier(layer)] = level
            // What the fit keeps on screen: the footprint inside the root's bounds
            // (the root's own sheet is its bounds).
            let limit = state.rootBounds
            let inside = isRoot ? limit : SIMD4(max(footprint.x, limit.x), max(footprint.y, limit.y),
                                                 min(footprint.z, limit.z), min(footprint.w, limit.w))
            if inside.x < inside.z, inside.y < inside.w { state.footprints.append((inside, level)) }
            own = .identity
        } else {
            frame.currentLayer = statistics.layersVisited
            statistics.layersVisited += 1
            level = state.levels[ObjectIdentifier(layer)] ?? (parentLevel.map { $0 + 1 } ?? 0)
            state.ordinalRanks.append(level < state.levelRanks.count ? state.levelRanks[level] : Int.max)
            let sheet = Matrix4.translation(0, 0, Double(level) * state.spacing)
            own = flatOwn.flattenedOutput * sheet * state.stackToScreen
            guard own.isFinite, flatOwn.isFinite else {
                localPlanes.removeLast(localPlanes.count - localStart)
                return
            }
            // The exploded projection's own planes: in front of the eye, within a guard band.
            if !clippedAway { appendExplodedScreenPlanes(own, &clippedAway) }
        }
        if clippedAway && !isTransformLayer {
            localPlanes.removeLast(localPlanes.count - localStart)
            return
        }
        let inherited = localStart..<localPlanes.count
        let drawsItself = !isTransformLayer && !clippedAway && !planning
        let pixelsPerPoint = drawsItself ? Self.pixelsPerUnit(own, atX: Double(box.midX), y: Double(box.midY)) : 1

        maskPlanes.removeAll(keepingCapacity: true)
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
            let isSelected = state.selected == ObjectIdentifier(layer)
            let alpha = state.overlayAlpha * (hidden && !isSelected ? ExplodedWalkState.dimming : 1)
            if isSelected {
                drawBackground(ExplodedWalkState.selectionTint, cornerRadius: 0, box: box, own: own, planes: inherited,
                               opacity: state.overlayAlpha, pixelsPerUnit: pixelsPerPoint)
            }
            let colour = isSelected ? ExplodedWalkState.selectionColour
                : ExplodedWalkState.palette[depth % ExplodedWalkState.palette.count]
            drawOutline(box: box, own: own, planes: inherited, colour: colour, alpha: alpha,
                        width: state.outlineWidth * (isSelected ? 2 : 1), pixelsPerUnit: pixelsPerPoint)
            if state.showsLabels {
                addLabelCandidate(for: layer, box: box, own: own, planes: inherited, alpha: alpha,
                                  pixelsPerUnit: pixelsPerPoint, isSelected: isSelected)
            }
            if state.recordsSheets {
                let sheet = ExplodedSheet(layer: layer, level: level, isHidden: hidden, own: own, box: box,
                                          planes: Array(localPlanes.elements[inherited]), scale: state.scale)
                state.sheets.append((state.ordinalRanks.last ?? 0, statistics.layersVisited - 1, sheet))
            }
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
                                   context: childContext, depth: depth + 1, parentLevel: level, hidden: hidden)
            }
            childOrder.removeLast(childOrder.count - orderStart)
            popPlanes(to: planeStart)
        }
        localPlanes.removeLast(localPlanes.count - localStart)
    }

    /// A layer's footprint in the exploded root's plane: the bounding box of its
    /// bounds clipped by `planes` (the flat picture's clipping, in its plane) and
    /// taken there by `flatOwn`; all zero when nothing of it shows.
    private func footprint(box: CGRect, flatOwn: Matrix4, planes: Range<Int>) -> SIMD4<Double> {
        let none = SIMD4<Double>(0, 0, 0, 0)
        guard box.width > 0, box.height > 0 else { return none }
        polygon.removeAll()
        let minX = Double(box.minX), minY = Double(box.minY), maxX = Double(box.maxX), maxY = Double(box.maxY)
        polygon.append(PlaneVertex(x: minX, y: minY))
        polygon.append(PlaneVertex(x: maxX, y: minY))
        polygon.append(PlaneVertex(x: maxX, y: maxY))
        polygon.append(PlaneVertex(x: minX, y: maxY))
        for index in planes {
            let plane = localPlanes[unchecked: index]
            switch ConvexPolygonClipper.classify(polygon.elements, against: plane) {
            case .inside: continue
            case .outside: return none
            case .straddling: clipper.clip(polygon, by: plane)
            }
            if polygon.count < 3 { return none }
        }
        var rect = SIMD4(Double.infinity, .infinity, -.infinity, -.infinity)
        for index in 0..<polygon.count {
            let vertex = polygon[unchecked: index]
            let h = vertex.x * flatOwn.r0 + vertex.y * flatOwn.r1 + flatOwn.r3
            guard h.w > Self.nearW else { return SIMD4(-.infinity, -.infinity, .infinity, .infinity) }
            let x = h.x / h.w, y = h.y / h.w
            rect = SIMD4(min(rect.x, x), min(rect.y, y), max(rect.z, x), max(rect.w, y))
        }
        return rect.x.isFinite && rect.y.isFinite && rect.z.isFinite && rect.w.isFinite ? rect : SIMD4(-.infinity, -.infinity, .infinity, .infinity)
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

    /// The outline of the bounds: a ring `pixels` wide just inside them, clipped
    /// by `planes`.
    private func drawOutline(box: CGRect, own: Matrix4, planes: Range<Int>, colour: RGBAColor, alpha: Double,
                             width pixels: Double, pixelsPerUnit: Double) {
        guard box.width > 0, box.height > 0, pixels > 0,
              let rgba = Self.colour(colour, opacity: alpha) else { return }
        let minX = Double(box.minX), minY = Double(box.minY), maxX = Double(box.maxX), maxY = Double(box.maxY)
        let width = min(pixels / max(pixelsPerUnit, 1e-6), (maxX - minX) / 2, (maxY - minY) / 2)
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

    /// Keeps the layer's label for `placeLabels`, with what it needs to place it:
    /// its sheet's projection, bounds and clipping (`planes`, the flat picture's).
    private func addLabelCandidate(for layer: CALayer, box: CGRect, own: Matrix4, planes: Range<Int>, alpha: Double,
                                   pixelsPerUnit: Double, isSelected: Bool) {
        let state = explodedState
        let labelAlpha = UInt8((min(max(alpha, 0), 1) * 255).rounded())
        guard labelAlpha > 0, box.width > 0, box.height > 0,
              let image = state.labelImages.image(for: layer, scale: state.scale) else { return }
        let start = state.labelPlanes.count
        for index in planes { state.labelPlanes.append(localPlanes[unchecked: index]) }
        state.labelCandidates.append(ExplodedWalkState.LabelCandidate(
            image: image, box: box, own: own, planes: start..<state.labelPlanes.count, alpha: labelAlpha,
            pixelsPerUnit: pixelsPerUnit, isSelected: isSelected))
    }

    /// Places the labels, the selected layer's first, then in painter's order.
    /// Each goes along the left edge of its sheet, at its top-left corner or as
    /// little below it as keeps it clear of the labels placed before it, where the
    /// sheet shows (a cell scrolled out of its collection view gets no label). A
    /// label with no clear place is left out (in a dense tree — a grid of cells —
    /// overlapping labels only hide each other and the sheets), so no two overlap.
    private func placeLabels() {
        let state = explodedState
        for candidate in state.labelCandidates where candidate.isSelected { placeLabel(candidate) }
        for candidate in state.labelCandidates where !candidate.isSelected { placeLabel(candidate) }
    }

    private func placeLabel(_ candidate: ExplodedWalkState.LabelCandidate) {
        let state = explodedState
        let own = candidate.own, box = candidate.box
        let width = Double(candidate.image.width), height = Double(candidate.image.height)
        let inset = 3 / max(candidate.pixelsPerUnit, 1e-6)
        let step = (height + 2) / max(candidate.pixelsPerUnit, 1e-6)
        var chosen: SIMD4<Double>?
        var attempt = 0
        while attempt < 12 {
            let localX = Double(box.minX) + inset, localY = Double(box.minY) + inset + Double(attempt) * step
            attempt += 1
            guard localY < Double(box.maxY) else { break }
            guard candidate.planes.allSatisfy({ state.labelPlanes[$0].value(localX, localY) >= 0 }) else { continue }
            let h = localX * own.r0 + localY * own.r1 + own.r3
            guard h.w > Self.nearW else { continue }
            let x = (h.x / h.w).rounded(), y = (h.y / h.w).rounded()
            guard x.isFinite, y.isFinite else { continue }
            let rect = SIMD4(x, y, x + width, y + height)
            if !state.placed.contains(where: { ExplodedLevelPlanner.overlaps($0, rect) }) {
                chosen = rect
                break
            }
        }
        guard let rect = chosen else { return }
        state.placed.append(rect)
        state.labels.append(ExplodedWalkState.Label(image: candidate.image, x: rect.x, y: rect.y, alpha: candidate.alpha,
                                                    isSelected: candidate.isSelected))
    }

    /// A label as a screen-aligned textured quad.
    private func emitLabel(_ label: ExplodedWalkState.Label) {
        let x0 = Float(label.x), y0 = Float(label.y)
        let x1 = x0 + Float(label.image.width), y1 = y0 + Float(label.image.height)
        frame.currentLayer = -1
        let base = frame.beginSurface(image: label.image)
        let a = label.alpha
        // The selected layer's label is tinted (the texture is multiplied by the colour).
        let (r, g, b): (UInt8, UInt8, UInt8) = label.isSelected ? (255, 226, 120) : (255, 255, 255)
        frame.append(CompositedVertex(x: x0, y: y0, red: r, green: g, blue: b, alpha: a, u: 0, v: 0))
        frame.append(CompositedVertex(x: x1, y: y0, red: r, green: g, blue: b, alpha: a, u: 1, v: 0))
        frame.append(CompositedVertex(x: x1, y: y1, red: r, green: g, blue: b, alpha: a, u: 1, v: 1))
        frame.append(CompositedVertex(x: x0, y: y1, red: r, green: g, blue: b, alpha: a, u: 0, v: 1))
        frame.appendTriangle(base, base + 1, base + 2)
        frame.appendTriangle(base, base + 2, base + 3)
        frame.endSurface()
    }
}

import Foundation
import Segue

// The surfaces of one layer — background, contents, border — as clipped, projected
// triangles (Segue internal; see LayerTreeTessellator).
extension LayerTreeTessellator {
    /// True when opaque contents cover the whole bounds, hiding the background.
    /// (A rounded background is inside the bounds too, so the rule holds for it.)
    static func covers(_ image: CGImage?, _ rect: CGRect?, _ box: CGRect,
                               opacityCache: ImageOpacityCache) -> Bool {
        guard let image, let rect, rect.contains(box) else { return false }
        return opacityCache.isOpaque(image)
    }

    /// The half-planes of the (rounded) bounds, as homogeneous planes of the
    /// layer's local space, into `maskPlanes`.
    func appendMaskPlanes(box: CGRect, cornerRadius: Double, pixelsPerUnit: Double) {
        let minX = Double(box.minX), minY = Double(box.minY), maxX = Double(box.maxX), maxY = Double(box.maxY)
        let radius = RoundedRectOutline.effectiveRadius(cornerRadius, width: maxX - minX, height: maxY - minY)
        if radius == 0 {
            maskPlanes.append(SIMD4(1, 0, 0, -minX))
            maskPlanes.append(SIMD4(-1, 0, 0, maxX))
            maskPlanes.append(SIMD4(0, 1, 0, -minY))
            maskPlanes.append(SIMD4(0, -1, 0, maxY))
            return
        }
        outlineScratch.removeAll(keepingCapacity: true)
        RoundedRectOutline.append(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: radius,
                                  segments: RoundedRectOutline.segmentsPerCorner(pixelRadius: radius * pixelsPerUnit),
                                  to: &outlineScratch)
        RoundedRectOutline.appendHalfPlanes(of: outlineScratch, centre: ((minX + maxX) / 2, (minY + maxY) / 2),
                                            to: &maskPlanes)
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

    /// A straight colour with the accumulated opacity folded into its alpha, as
    /// bytes; nil when nothing would show.
    static func colour(_ rgba: RGBAColor, opacity: Double) -> (UInt8, UInt8, UInt8, UInt8)? {
        var c = rgba.clamped
        c.alpha *= opacity
        let bytes = c.rgba8
        return bytes.3 == 0 ? nil : bytes
    }

    /// The background colour over the bounds, with rounded corners per
    /// `cornerRadius`, clipped by the inherited planes.
    func drawBackground(_ backgroundColor: RGBAColor?, cornerRadius: Double, box: CGRect, own: Matrix4,
                        planes: Range<Int>, opacity: Double, pixelsPerUnit: Double) {
        guard let background = backgroundColor, let rgba = Self.colour(background, opacity: opacity),
              box.width > 0, box.height > 0 else { return }
        let minX = Double(box.minX), minY = Double(box.minY), maxX = Double(box.maxX), maxY = Double(box.maxY)
        let radius = RoundedRectOutline.effectiveRadius(cornerRadius, width: maxX - minX, height: maxY - minY)
        polygon.removeAll()
        appendBackgroundOutline(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: radius,
                                segments: RoundedRectOutline.segmentsPerCorner(pixelRadius: radius * pixelsPerUnit))
        frame.beginSurface(image: nil)
        // One convex polygon: at full alpha it hides what lies under it.
        if emitClippedPolygon(planes: planes, own: own, colour: rgba), rgba.3 == 255 { frame.markOpaque() }
        frame.endSurface()
    }

    /// Appends `RoundedRectOutline.append`'s outline to `polygon`, made again only
    /// when its arguments differ from the last background's (the stress scene's
    /// thousands of card faces share a handful): the same points either way.
    private func appendBackgroundOutline(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double,
                                         segments: Int) {
        let key = RoundedRectOutline.Key(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: radius,
                                         segments: segments)
        if backgroundOutlineKey != key {
            outlineScratch.removeAll(keepingCapacity: true)
            RoundedRectOutline.append(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: radius,
                                      segments: segments, to: &outlineScratch)
            backgroundOutline.removeAll()
            for vertex in outlineScratch { backgroundOutline.append(vertex) }
            backgroundOutlineKey = key
        }
        // Not through a closure: Swift would check the main actor's executor on
        // entering it, once per background.
        polygon.append(contentsOf: backgroundOutline.elements)
    }

    /// The border: `borderWidth` inside the bounds, following `cornerRadius`, drawn
    /// after the sublayers, clipped by the inherited planes.
    func drawBorder(width borderWidth: Double, colour borderColor: RGBAColor?, cornerRadius: Double, box: CGRect,
                    own: Matrix4, planes: Range<Int>, opacity: Double, pixelsPerUnit: Double) {
        guard borderWidth > 0, borderWidth.isFinite, let border = borderColor,
              let rgba = Self.colour(border, opacity: opacity), box.width > 0, box.height > 0 else { return }
        let minX = Double(box.minX), minY = Double(box.minY), maxX = Double(box.maxX), maxY = Double(box.maxY)
        let width = min(borderWidth, (maxX - minX) / 2, (maxY - minY) / 2)
        let radius = RoundedRectOutline.effectiveRadius(cornerRadius, width: maxX - minX, height: maxY - minY)
        let segments = radius > 0 ? RoundedRectOutline.segmentsPerCorner(pixelRadius: radius * pixelsPerUnit) : 0
        ringOuter.removeAll(keepingCapacity: true)
        ringInner.removeAll(keepingCapacity: true)
        // Core Animation draws the border inside the bounds, following the corner
        // radius; the inner edge's radius shrinks by the border width.
        BorderRing.append(minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: radius, width: width,
                          segments: segments, outer: &ringOuter, inner: &ringInner)
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

    /// The contents image over `rect` (from the gravity), clipped by `planes` (the
    /// inherited ones and, when the layer masks, its own bounds), cut into a grid
    /// on texel boundaries as far as its perspective needs. Only the block of the
    /// image that is not fully transparent is drawn (see `ImageOpacityCache`).
    ///
    /// The image is passed unretained (its `width` × `height` texels given beside
    /// it): the caller holds it for the call, and the frame retains it once per run
    /// of surfaces sharing it (`CompositedFrame.beginSurface(image:)`).
    func drawImage(_ image: Unmanaged<CGImage>, width imageWidth: Int, height imageHeight: Int, rect: CGRect,
                   own: Matrix4, planes: Range<Int>, opacity: Double) {
        let alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded())
        guard alpha > 0, rect.width > 0, rect.height > 0 else { return }
        let coverage = opaqueImages.coverage(of: image)
        guard !coverage.isEmpty else { return }
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        // Only the block of texels that is not fully transparent, with a texel of
        // margin (linear filtering bleeds half a texel out of it).
        let width = Double(imageWidth), height = Double(imageHeight)
        let u0 = Double(max(coverage.minX - 1, 0)) / width, u1 = Double(min(coverage.maxX + 1, imageWidth)) / width
        let v0 = Double(max(coverage.minY - 1, 0)) / height, v1 = Double(min(coverage.maxY + 1, imageHeight)) / height
        let bx0 = x0 + (x1 - x0) * u0, bx1 = x0 + (x1 - x0) * u1
        let by0 = y0 + (y1 - y0) * v0, by1 = y0 + (y1 - y0) * v1
        polygon.removeAll()
        polygon.append(PlaneVertex(x: bx0, y: by0, u: u0, v: v0))
        polygon.append(PlaneVertex(x: bx1, y: by0, u: u1, v: v0))
        polygon.append(PlaneVertex(x: bx1, y: by1, u: u1, v: v1))
        polygon.append(PlaneVertex(x: bx0, y: by1, u: u0, v: v1))
        // Which planes cut the image at all; one that excludes it all ends here. A
        // repeat of an earlier plane while none cuts yet holds it all too.
        if !activePlanes.isEmpty { activePlanes.removeAll(keepingCapacity: true) }
        for index in planes {
            let plane = localPlanes[unchecked: index]
            if plane.repeatsEarlierPlane && activePlanes.isEmpty { continue }
            switch ConvexPolygonClipper.classify(polygon.elements, against: plane) {
            case .inside: continue
            case .outside: return
            case .straddling: activePlanes.append(index)
            }
        }
        for index in activePlanes {
            clipper.clip(polygon, by: localPlanes[index])
        }
        guard polygon.count >= 3 else { return }

        // How much perspective the visible part has decides the grid. Each vertex
        // is projected once, here, as `emitPolygon` would project it: a single
        // cell is emitted from these, and many cells take their outline from them.
        let colour = (UInt8(255), UInt8(255), UInt8(255), alpha)
        let projected = projectedVertices
        projected.removeAll()
        var minW = Double.infinity
        var lx0 = Double.infinity, lx1 = -Double.infinity, ly0 = Double.infinity, ly1 = -Double.infinity
        var sx0 = Double.infinity, sx1 = -Double.infinity, sy0 = Double.infinity, sy1 = -Double.infinity
        for vertex in polygon.elements {
            let h = vertex.x * own.r0 + vertex.y * own.r1 + own.r3
            let x = h.x / h.w, y = h.y / h.w
            minW = min(minW, h.w)
            lx0 = min(lx0, vertex.x); lx1 = max(lx1, vertex.x)
            ly0 = min(ly0, vertex.y); ly1 = max(ly1, vertex.y)
            sx0 = min(sx0, x); sx1 = max(sx1, x)
            sy0 = min(sy0, y); sy1 = max(sy1, y)
            projected.append(CompositedVertex(x: Float(x), y: Float(y),
                                              red: colour.0, green: colour.1, blue: colour.2, alpha: colour.3,
                                              u: Float(vertex.u), v: Float(vertex.v)))
        }
        let screenLength = max(sx1 - sx0, sy1 - sy0)
        let cells = PerspectiveSubdivision.cellsPerSide(
            minimumW: minW, variation: abs(own.r0.w) * (lx1 - lx0) + abs(own.r1.w) * (ly1 - ly0),
            screenLength: screenLength)
        let opaque = alpha == 255 && coverage.isOpaque
        frame.beginSurface(image: image)
        if cells == 1 {
            // One convex polygon (at least three vertices, checked above), its own
            // outline, already projected.
            frame.appendFan(projected.elements)
            if opaque { frame.markOpaque() }
        } else {
            // Many cells: the visible polygon, projected, is the outline.
            outline.removeAll(keepingCapacity: true)
            for vertex in projected.elements {
                outline.append(SIMD2(vertex.x, vertex.y))
            }
            outline.withUnsafeBufferPointer { frame.setOutline($0, opaque: opaque) }
            gridColumns.removeAll(keepingCapacity: true)
            gridRows.removeAll(keepingCapacity: true)
            TexelAlignedGrid.appendLines(visibleMin: lx0, visibleMax: lx1, imageMin: x0, imageMax: x1,
                                         texels: imageWidth, cells: cells, to: &gridColumns)
            TexelAlignedGrid.appendLines(visibleMin: ly0, visibleMax: ly1, imageMin: y0, imageMax: y1,
                                         texels: imageHeight, cells: cells, to: &gridRows)
            let du = 1 / (x1 - x0), dv = 1 / (y1 - y0)
            for row in 0..<(gridRows.count - 1) {
                let ya = gridRows[row], yb = gridRows[row + 1]
                for column in 0..<(gridColumns.count - 1) {
                    let xa = gridColumns[column], xb = gridColumns[column + 1]
                    polygon.removeAll()
                    polygon.append(PlaneVertex(x: xa, y: ya, u: (xa - x0) * du, v: (ya - y0) * dv))
                    polygon.append(PlaneVertex(x: xb, y: ya, u: (xb - x0) * du, v: (ya - y0) * dv))
                    polygon.append(PlaneVertex(x: xb, y: yb, u: (xb - x0) * du, v: (yb - y0) * dv))
                    polygon.append(PlaneVertex(x: xa, y: yb, u: (xa - x0) * du, v: (yb - y0) * dv))
                    var visible = true
                    for index in activePlanes {
                        switch ConvexPolygonClipper.classify(polygon.elements, against: localPlanes[index]) {
                        case .inside: continue
                        case .outside: visible = false
                        case .straddling: clipper.clip(polygon, by: localPlanes[index])
                        }
                        if !visible || polygon.count < 3 { break }
                    }
                    if visible, polygon.count >= 3 { _ = emitPolygon(own: own, colour: colour) }
                }
            }
        }
        frame.endSurface()
    }

    /// Clips `polygon` by the planes in `planes` and emits what is left. Returns
    /// whether any triangle was emitted. (A plane repeating an earlier one is not
    /// tested while nothing has been clipped: the polygon is inside it.)
    func emitClippedPolygon(planes: Range<Int>, own: Matrix4, colour: (UInt8, UInt8, UInt8, UInt8)) -> Bool {
        var clipped = false
        for index in planes {
            let plane = localPlanes[unchecked: index]
            if plane.repeatsEarlierPlane && !clipped { continue }
            switch ConvexPolygonClipper.classify(polygon.elements, against: plane) {
            case .inside: continue
            case .outside: return false
            case .straddling:
                clipper.clip(polygon, by: plane)
                clipped = true
            }
            if polygon.count < 3 { return false }
        }
        return emitPolygon(own: own, colour: colour)
    }

    /// Projects `polygon` (convex, every vertex in front of the eye) and appends it
    /// as a triangle fan to the current surface.
    func emitPolygon(own: Matrix4, colour: (UInt8, UInt8, UInt8, UInt8)) -> Bool {
        let count = polygon.count
        guard count >= 3 else { return false }
        // Projected into reused storage, then handed to the frame in one step.
        let projected = projectedVertices
        projected.removeAll()
        for index in 0..<count {
            let vertex = polygon[unchecked: index]
            let h = vertex.x * own.r0 + vertex.y * own.r1 + own.r3
            projected.append(CompositedVertex(x: Float(h.x / h.w), y: Float(h.y / h.w),
                                              red: colour.0, green: colour.1, blue: colour.2, alpha: colour.3,
                                              u: Float(vertex.u), v: Float(vertex.v)))
        }
        frame.appendFan(projected.elements)
        return true
    }
}

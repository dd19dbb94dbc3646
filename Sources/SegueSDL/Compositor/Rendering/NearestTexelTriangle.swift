import CSDL2

/// Which texel SDL's software renderer copies into each pixel of one textured
/// triangle, exactly (Segue internal), so the compositor can copy an opaque
/// image's triangles itself and give the pixels SDL gives.
///
/// `SDL_RenderGeometry` on the software renderer truncates each vertex to whole
/// pixels and each texture coordinate to a whole texel, (int)(u × width); of the
/// texel corners on the triangle's largest column (row), it pulls those in by one
/// when the triangle spans more than one column (row). For each pixel inside
/// (``PixelCentreEdge``'s rule) it weighs the corners by the barycentric weights
/// at the pixel's centre, in integers with one bit of fixed point, and divides:
/// column = (w₀·s₀ + w₁·s₁ + w₂·s₂) / area, where w₀ + w₁ + w₂ = area. That
/// numerator is affine in the pixel, so here it is kept as c + a·x + b·y, and a
/// row of pixels walks the quotient with additions (``FloorQuotientWalk``) where
/// SDL divides twice a pixel.
struct NearestTexelTriangle {
    /// The weights' sum (twice the triangle's area in half pixels), positive.
    let area: Int
    /// The column's numerator over ``area``: c + x·perColumn.x + y·perColumn.y for pixel (x, y).
    private let column: (c: Int, x: Int, y: Int)
    /// The row's numerator over ``area``, likewise.
    private let row: (c: Int, x: Int, y: Int)

    /// The largest vertex position, in pixels, this type maps: beyond it SDL's
    /// own 32-bit weights could overflow, so such triangles are left to SDL.
    static let maximumCoordinate: Float = 4096

    /// A triangle's corners as SDL rasterises them: positions in half pixels,
    /// and texels after the largest column and row are pulled in.
    typealias Corners = (positions: ((Int, Int), (Int, Int), (Int, Int)), texels: ((Int, Int), (Int, Int), (Int, Int)))

    /// The corners of the triangle `p`, `q`, `r` (positions in whole pixels) of an
    /// image `width` × `height`, or nil when a position is beyond
    /// ``maximumCoordinate`` or not a whole pixel, or a texel corner of a triangle
    /// with area falls outside the image (SDL would read outside it).
    static func corners(_ p: SDL_Vertex, _ q: SDL_Vertex, _ r: SDL_Vertex, width: Int, height: Int) -> Corners? {
        guard width > 0, height > 0 else { return nil }
        func position(_ v: SDL_Vertex) -> (Int, Int)? {
            let x = v.position.x, y = v.position.y
            guard abs(x) <= maximumCoordinate, abs(y) <= maximumCoordinate, x.rounded() == x, y.rounded() == y
            else { return nil }
            return (Int(x) * 2, Int(y) * 2)
        }
        func texel(_ v: SDL_Vertex) -> (Int, Int)? {
            let s = v.tex_coord.x * Float(width), t = v.tex_coord.y * Float(height)
            guard abs(s) < 0x1p24, abs(t) < 0x1p24 else { return nil }
            return (Int(s), Int(t))
        }
        guard let d0 = position(p), let d1 = position(q), let d2 = position(r),
              var s0 = texel(p), var s1 = texel(q), var s2 = texel(r) else { return nil }
        let maxS = max(s0.0, s1.0, s2.0), maxT = max(s0.1, s1.1, s2.1)
        if maxS > min(s0.0, s1.0, s2.0) {
            if s0.0 == maxS { s0.0 -= 1 }
            if s1.0 == maxS { s1.0 -= 1 }
            if s2.0 == maxS { s2.0 -= 1 }
        }
        if maxT > min(s0.1, s1.1, s2.1) {
            if s0.1 == maxT { s0.1 -= 1 }
            if s1.1 == maxT { s1.1 -= 1 }
            if s2.1 == maxT { s2.1 -= 1 }
        }
        // SDL reads no texel of a triangle whose corners are collinear.
        let collinear = cross(d0, d1, d2) == 0
        for s in [s0, s1, s2] where !collinear && (s.0 < 0 || s.0 >= width || s.1 < 0 || s.1 >= height) { return nil }
        return ((d0, d1, d2), (s0, s1, s2))
    }

    /// (b − a) × (c − a), as SDL's `cross_product`.
    private static func cross(_ a: (Int, Int), _ b: (Int, Int), _ c: (Int, Int)) -> Int {
        (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
    }

    /// The mapping of triangle `p`, `q`, `r` over an image `width` × `height`, or
    /// nil when SDL draws nothing of it (its corners are collinear) or
    /// ``corners(_:_:_:width:height:)`` refuses it.
    init?(_ p: SDL_Vertex, _ q: SDL_Vertex, _ r: SDL_Vertex, width: Int, height: Int) {
        guard let corners = Self.corners(p, q, r, width: width, height: height) else { return nil }
        let (d0, d1, d2) = corners.positions, (s0, s1, s2) = corners.texels
        let cross = Self.cross, signedArea = cross(d0, d1, d2)
        guard signedArea != 0 else { return nil }
        let sign = signedArea > 0 ? 1 : -1, area = abs(signedArea)
        // The numerator at pixel (x, y)'s centre, for texel corners t.
        func numerator(_ x: Int, _ y: Int, _ t: (Int, Int, Int)) -> Int {
            let centre = (2 * x + 1, 2 * y + 1)
            let w0 = sign * cross(d1, d2, centre), w1 = sign * cross(d2, d0, centre)
            return w0 * (t.0 - t.2) + w1 * (t.1 - t.2) + t.2 * area
        }
        func affine(_ t: (Int, Int, Int)) -> (c: Int, x: Int, y: Int) {
            let c = numerator(0, 0, t)
            return (c, numerator(1, 0, t) - c, numerator(0, 1, t) - c)
        }
        self.area = area
        column = affine((s0.0, s1.0, s2.0))
        row = affine((s0.1, s1.1, s2.1))
    }

    /// The texel columns of pixels (`x`, `y`), (`x` + 1, `y`), …: walk with
    /// `advance()`.
    func columns(from x: Int, y: Int) -> FloorQuotientWalk {
        FloorQuotientWalk(numerator: column.c + column.x * x + column.y * y, step: column.x, denominator: area)
    }

    /// The texel rows of pixels (`x`, `y`), (`x` + 1, `y`), ….
    func rows(from x: Int, y: Int) -> FloorQuotientWalk {
        FloorQuotientWalk(numerator: row.c + row.x * x + row.y * y, step: row.x, denominator: area)
    }
}

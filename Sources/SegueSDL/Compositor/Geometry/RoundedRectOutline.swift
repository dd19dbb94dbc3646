import Foundation

/// The outline of a rectangle with rounded corners as a convex polygon (Segue
/// internal), for `cornerRadius`: the background's shape, the border's edges and,
/// with `masksToBounds`, the mask's half-planes.
///
/// Core Animation draws exact circular arcs; Segue inscribes a polygon whose
/// segments are short enough that it stays within a quarter pixel of the arc.
enum RoundedRectOutline {
    /// The most segments one corner gets.
    static let maximumSegmentsPerCorner = 24

    /// The radius actually drawn: negative or non-finite radii are 0, and the radius
    /// never exceeds half the shorter side, as in Core Animation.
    static func effectiveRadius(_ radius: Double, width: Double, height: Double) -> Double {
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, abs(width) / 2, abs(height) / 2)
    }

    /// Segments per quarter circle so the chord's distance from the arc (the
    /// sagitta) stays under a quarter pixel for a radius of `pixelRadius` pixels.
    static func segmentsPerCorner(pixelRadius: Double) -> Int {
        guard pixelRadius.isFinite, pixelRadius > 0.25 else { return 1 }
        let step = 2 * acos(1 - 0.25 / pixelRadius)
        let segments = Int(((Double.pi / 2) / step).rounded(.up))
        return min(max(segments, 1), maximumSegmentsPerCorner)
    }

    /// Appends the outline of the rectangle `minX…maxX × minY…maxY` (min ≤ max)
    /// with corner `radius` (already effective), clockwise on screen (y down):
    /// top-left, top-right, bottom-right, bottom-left. With radius 0 it is the four
    /// corners. Texture coordinates are left at 0.
    static func append(minX: Double, minY: Double, maxX: Double, maxY: Double,
                       radius: Double, segments: Int, to polygon: inout [PlaneVertex]) {
        guard radius > 0 else {
            polygon.append(PlaneVertex(x: minX, y: minY))
            polygon.append(PlaneVertex(x: maxX, y: minY))
            polygon.append(PlaneVertex(x: maxX, y: maxY))
            polygon.append(PlaneVertex(x: minX, y: maxY))
            return
        }
        // Each corner sweeps a quarter turn, starting at π (pointing left) for the
        // top-left one; in y-down coordinates increasing angles turn clockwise.
        let segments = min(max(segments, 1), maximumSegmentsPerCorner)
        let directions = unitDirections[segments]
        var index = 0
        for corner in 0..<4 {
            let cx = corner == 0 || corner == 3 ? minX + radius : maxX - radius
            let cy = corner < 2 ? minY + radius : maxY - radius
            for _ in 0...segments {
                let direction = directions[index]
                polygon.append(PlaneVertex(x: cx + radius * direction.x, y: cy + radius * direction.y))
                index += 1
            }
        }
    }

    /// What an outline is made from — `append`'s arguments, bit for bit (so two
    /// equal keys give the same points; `==` on the doubles would equate 0 and −0).
    struct Key: Equatable {
        var minX: UInt64
        var minY: UInt64
        var maxX: UInt64
        var maxY: UInt64
        var radius: UInt64
        var segments: Int

        init(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double, segments: Int) {
            self.minX = minX.bitPattern
            self.minY = minY.bitPattern
            self.maxX = maxX.bitPattern
            self.maxY = maxY.bitPattern
            self.radius = radius.bitPattern
            self.segments = segments
        }
    }

    /// Per segment count (1…`maximumSegmentsPerCorner`), the unit vectors
    /// (cos, sin) of every outline point, corner after corner, in `append`'s
    /// order: computed once rather than a `cos` and a `sin` per point per frame.
    static let unitDirections: [[SIMD2<Double>]] = (0...maximumSegmentsPerCorner).map { segments in
        guard segments > 0 else { return [] }
        var directions: [SIMD2<Double>] = []
        for corner in 0..<4 {
            let start = Double.pi * (1 + Double(corner) / 2)
            for step in 0...segments {
                let angle = start + (Double.pi / 2) * Double(step) / Double(segments)
                directions.append(SIMD2(cos(angle), sin(angle)))
            }
        }
        return directions
    }

    /// Appends the half-planes whose intersection is the convex `polygon` (as
    /// homogeneous plane coefficients (a, b, 0, c) of the polygon's plane), skipping
    /// zero-length edges. `centre` is any interior point, used to orient the planes.
    static func appendHalfPlanes(of polygon: [PlaneVertex], centre: (x: Double, y: Double),
                                 to planes: inout [SIMD4<Double>]) {
        let count = polygon.count
        for index in 0..<count {
            let p = polygon[index], q = polygon[(index + 1) % count]
            var a = -(q.y - p.y), b = q.x - p.x
            guard a != 0 || b != 0 else { continue }
            var c = -(a * p.x + b * p.y)
            if a * centre.x + b * centre.y + c < 0 {
                a = -a; b = -b; c = -c
            }
            planes.append(SIMD4(a, b, 0, c))
        }
    }
}

import CSDL2

/// Whether a point lies strictly inside a convex polygon given as SDL vertices in
/// order, either winding (Segue internal; the flattener's test that an opaque
/// surface covers every pixel centre of the target).
enum ConvexCover {
    /// How far inside every edge (pixels) the point must be.
    static let margin: Float = 1e-3

    /// True when (x, y) is at least `margin` inside every edge of `polygon` (three
    /// or more vertices, convex, in order). A degenerate polygon holds nothing.
    static func holds(x: Float, y: Float, _ polygon: UnsafeBufferPointer<SDL_Vertex>) -> Bool {
        let count = polygon.count
        guard count >= 3 else { return false }
        // The winding, from the polygon's signed area.
        var twiceArea: Float = 0
        for index in 0..<count {
            let a = polygon[index].position, b = polygon[(index + 1) % count].position
            twiceArea += a.x * b.y - b.x * a.y
        }
        guard twiceArea.isFinite, twiceArea != 0 else { return false }
        let sign: Float = twiceArea > 0 ? 1 : -1
        for index in 0..<count {
            let a = polygon[index].position, b = polygon[(index + 1) % count].position
            let ex = b.x - a.x, ey = b.y - a.y
            let length = (ex * ex + ey * ey).squareRoot()
            guard length > 0 else { continue }
            let distance = sign * (ex * (y - a.y) - ey * (x - a.x)) / length
            guard distance > margin else { return false }
        }
        return true
    }
}

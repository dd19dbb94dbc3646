/// Sutherland–Hodgman clipping of a convex polygon against half-planes, in a
/// layer's own plane (Segue internal).
///
/// Works on a caller-owned stack and keeps one scratch stack, trading their
/// contents, so clipping allocates nothing once they have grown to the largest
/// polygon seen (and, unlike arrays, appends check no buffer's uniqueness).
struct ConvexPolygonClipper {
    private let scratch = TrivialStack<PlaneVertex>()

    init() {}

    /// Keeps the part of `polygon` where `plane` is ≥ 0. The result may be empty
    /// (fewer than three vertices means nothing is left to draw).
    func clip(_ polygon: TrivialStack<PlaneVertex>, by plane: HalfPlane) {
        let count = polygon.count
        guard count > 0 else { return }
        scratch.removeAll()
        var previous = polygon[unchecked: count - 1]
        var previousValue = plane.value(previous.x, previous.y)
        for index in 0..<count {
            let current = polygon[unchecked: index]
            let currentValue = plane.value(current.x, current.y)
            // A vertex exactly on the line is kept once, never doubled by a crossing.
            if currentValue >= 0 {
                if previousValue < 0 && currentValue > 0 {
                    scratch.append(.lerp(previous, current, previousValue / (previousValue - currentValue)))
                }
                scratch.append(current)
            } else if previousValue > 0 {
                scratch.append(.lerp(previous, current, previousValue / (previousValue - currentValue)))
            }
            previous = current
            previousValue = currentValue
        }
        polygon.swapContents(with: scratch)
    }

    /// How `polygon` lies relative to `plane`.
    static func classify(_ polygon: UnsafeBufferPointer<PlaneVertex>, against plane: HalfPlane) -> Containment {
        var inside = 0
        for vertex in polygon where plane.value(vertex.x, vertex.y) >= 0 { inside += 1 }
        if inside == polygon.count { return .inside }
        return inside == 0 ? .outside : .straddling
    }

    /// Where a convex polygon lies relative to a half-plane.
    enum Containment {
        case inside, outside, straddling
    }
}

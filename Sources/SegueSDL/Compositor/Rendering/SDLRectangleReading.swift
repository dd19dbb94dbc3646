import CSDL2

/// How SDL's software renderer reads two consecutive triangles of one
/// `SDL_RenderGeometry` call (Segue internal).
///
/// For the software renderer, `SDL_RenderGeometry` looks for pairs of triangles
/// that make an axis-aligned rectangle and blits the rectangle instead of drawing
/// the two: a triangle and the one before it that share exactly two vertex
/// indices are taken when, naming a the current triangle's top-left vertex, b its
/// bottom-right one, c its third and c′ the first vertex of the previous triangle
/// that is neither a nor b, both a b c and a b c′ have legs along the axes, and
/// a, b, c and c′ have one colour. (SDL also wants their texture coordinates in
/// 0…1, which the compositor's always are.) After a rectangle the next triangle
/// starts a new pair.
///
/// The test can misfire: c′ may be the shared vertex rather than the previous
/// triangle's own, so in a fan whose triangle has a level and an upright edge,
/// the triangle before it — no part of any rectangle — is dropped and a sliver of
/// the image is blitted in its place (``tilesRectangle(previous:current:at:)``
/// tells the two cases apart).
enum SDLRectangleReading {
    /// Whether SDL takes `current` (three vertex indices) after `previous` for a
    /// rectangle, `vertex` giving each index's vertex.
    static func takesForRectangle(previous: (Int32, Int32, Int32), current: (Int32, Int32, Int32),
                                  at vertex: (Int32) -> SDL_Vertex) -> Bool {
        rectangle(previous: previous, current: current, at: vertex) != nil
    }

    /// Whether SDL takes `current` after `previous` for a rectangle and the two
    /// triangles really are its two halves, so the blit draws them.
    static func tilesRectangle(previous: (Int32, Int32, Int32), current: (Int32, Int32, Int32),
                               at vertex: (Int32) -> SDL_Vertex) -> Bool {
        guard let reading = rectangle(previous: previous, current: current, at: vertex) else { return false }
        // The previous triangle's vertex that the current one does not share.
        func isShared(_ index: Int32) -> Bool { index == current.0 || index == current.1 || index == current.2 }
        let own = !isShared(previous.0) ? previous.0 : (!isShared(previous.1) ? previous.1 : previous.2)
        let corner = vertex(own).position, third = vertex(reading.c).position
        return reading.isRightAngled(corner) && (corner.x != third.x || corner.y != third.y)
    }

    /// SDL's reading of a pair it takes for a rectangle: the current triangle's
    /// vertex that is neither corner a nor b, and those corners.
    private struct Reading {
        let c: Int32
        let topLeft: SDL_FPoint
        let bottomRight: SDL_FPoint

        /// Whether `corner` makes a right angle with a and b, legs along the axes.
        func isRightAngled(_ corner: SDL_FPoint) -> Bool {
            (topLeft.x == corner.x && bottomRight.y == corner.y) || (topLeft.y == corner.y && bottomRight.x == corner.x)
        }
    }

    /// SDL's reading of the pair, or nil when SDL does not take it.
    private static func rectangle(previous: (Int32, Int32, Int32), current: (Int32, Int32, Int32),
                                  at vertex: (Int32) -> SDL_Vertex) -> Reading? {
        let (k0, k1, k2) = current
        func isShared(_ index: Int32) -> Int { index == k0 || index == k1 || index == k2 ? 1 : 0 }
        guard isShared(previous.0) + isShared(previous.1) + isShared(previous.2) == 2 else { return nil }
        let p0 = vertex(k0).position, p1 = vertex(k1).position, p2 = vertex(k2).position
        // c makes a right angle with a and b only if two of the three share an x
        // and two a y: most triangles fail here, before the corners are found.
        guard p0.x == p1.x || p1.x == p2.x || p0.x == p2.x, p0.y == p1.y || p1.y == p2.y || p0.y == p2.y
        else { return nil }
        let a: Int32 = p0.x <= p1.x && p0.y <= p1.y
            ? (p0.x <= p2.x && p0.y <= p2.y ? k0 : k2) : (p1.x <= p2.x && p1.y <= p2.y ? k1 : k2)
        let b: Int32 = p0.x >= p1.x && p0.y >= p1.y
            ? (p0.x >= p2.x && p0.y >= p2.y ? k0 : k2) : (p1.x >= p2.x && p1.y >= p2.y ? k1 : k2)
        let c = k0 != a && k0 != b ? k0 : (k1 != a && k1 != b ? k1 : k2)
        let c2 = previous.0 != a && previous.0 != b
            ? previous.0 : (previous.1 != a && previous.1 != b ? previous.1 : previous.2)
        let reading = Reading(c: c, topLeft: vertex(a).position, bottomRight: vertex(b).position)
        guard reading.isRightAngled(vertex(c).position) && reading.isRightAngled(vertex(c2).position) else { return nil }
        let colour = vertex(a).color
        func hasColour(_ index: Int32) -> Bool {
            let other = vertex(index).color
            return other.r == colour.r && other.g == colour.g && other.b == colour.b && other.a == colour.a
        }
        guard hasColour(b) && hasColour(c) && hasColour(c2) else { return nil }
        return reading
    }
}

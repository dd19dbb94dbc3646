/// Areas of screen triangles, whole or clipped to the render target (Segue
/// internal): what `CompositorStatistics.pixelsFilled` sums.
enum TriangleArea {
    /// The area of the triangle abc, in pixels.
    @inline(__always)
    static func area(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float, _ cx: Float, _ cy: Float) -> Double {
        let abx = Double(bx) - Double(ax), aby = Double(by) - Double(ay)
        let acx = Double(cx) - Double(ax), acy = Double(cy) - Double(ay)
        return area(abx, aby, acx, acy)
    }

    /// The area of the triangle spanned by the edges (abx, aby) and (acx, acy) out
    /// of one vertex (a fan's triangles share their first vertex's edges).
    @inline(__always)
    static func area(_ abx: Double, _ aby: Double, _ acx: Double, _ acy: Double) -> Double {
        abs(abx * acy - aby * acx) / 2
    }

    /// The area of the part of triangle abc inside `0…width × 0…height`: the
    /// triangle clipped by the four edges in turn (Sutherland–Hodgman on a fixed
    /// buffer of at most seven vertices, so nothing is allocated), then the
    /// shoelace formula.
    static func clippedArea(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float, _ cx: Float, _ cy: Float,
                            width: Double, height: Double) -> Double {
        var polygon = ClipPolygon()
        polygon.append(Double(ax), Double(ay))
        polygon.append(Double(bx), Double(by))
        polygon.append(Double(cx), Double(cy))
        // x ≥ 0, x ≤ width, y ≥ 0, y ≤ height as a·x + b·y + c ≥ 0.
        polygon.clip(1, 0, 0)
        polygon.clip(-1, 0, width)
        polygon.clip(0, 1, 0)
        polygon.clip(0, -1, height)
        return polygon.area
    }

    /// A convex polygon of at most eight vertices in fixed storage (a triangle
    /// clipped by four half-planes has at most seven).
    private struct ClipPolygon {
        var xs: (Double, Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0, 0)
        var ys: (Double, Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0

        mutating func append(_ x: Double, _ y: Double) {
            guard count < 8 else { return }
            withUnsafeMutableBytes(of: &xs) { $0.storeBytes(of: x, toByteOffset: count * 8, as: Double.self) }
            withUnsafeMutableBytes(of: &ys) { $0.storeBytes(of: y, toByteOffset: count * 8, as: Double.self) }
            count += 1
        }

        func x(_ index: Int) -> Double { withUnsafeBytes(of: xs) { $0.load(fromByteOffset: index * 8, as: Double.self) } }
        func y(_ index: Int) -> Double { withUnsafeBytes(of: ys) { $0.load(fromByteOffset: index * 8, as: Double.self) } }

        /// Keeps the part where a·x + b·y + c ≥ 0.
        mutating func clip(_ a: Double, _ b: Double, _ c: Double) {
            guard count > 0 else { return }
            let source = self
            count = 0
            var previous = source.count - 1
            var previousValue = a * source.x(previous) + b * source.y(previous) + c
            for index in 0..<source.count {
                let value = a * source.x(index) + b * source.y(index) + c
                if (value >= 0) != (previousValue >= 0) {
                    let t = previousValue / (previousValue - value)
                    append(source.x(previous) + (source.x(index) - source.x(previous)) * t,
                           source.y(previous) + (source.y(index) - source.y(previous)) * t)
                }
                if value >= 0 { append(source.x(index), source.y(index)) }
                previous = index
                previousValue = value
            }
        }

        /// The shoelace area (unsigned).
        var area: Double {
            guard count >= 3 else { return 0 }
            var twice = 0.0
            for index in 0..<count {
                let next = (index + 1) % count
                twice += x(index) * y(next) - x(next) * y(index)
            }
            return abs(twice) / 2
        }
    }
}

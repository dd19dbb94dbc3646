import Foundation

/// The outline pair of a layer's border (Segue internal): Core Animation draws
/// `borderWidth` inside the bounds, following `cornerRadius`, and the inner edge's
/// corners have radius `cornerRadius − borderWidth` (square once that reaches 0).
///
/// Both outlines get the same number of points, so quad `i` of the ring is
/// outer[i], outer[i+1], inner[i+1], inner[i]: convex, non-overlapping pieces (so a
/// translucent border is blended once everywhere).
enum BorderRing {
    /// Appends the outer and inner outlines, clockwise on screen, `segments` steps
    /// per corner (0 for square corners: four points each).
    static func append(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double, width: Double,
                       segments: Int, outer: inout [PlaneVertex], inner: inout [PlaneVertex]) {
        let innerRadius = max(radius - width, 0)
        let steps = radius > 0 ? max(segments, 1) : 0
        for corner in 0..<4 {
            let left = corner == 0 || corner == 3, top = corner < 2
            let outerX = left ? minX + radius : maxX - radius
            let outerY = top ? minY + radius : maxY - radius
            let innerX = left ? minX + width + innerRadius : maxX - width - innerRadius
            let innerY = top ? minY + width + innerRadius : maxY - width - innerRadius
            let start = Double.pi * (1 + Double(corner) / 2)
            for step in 0...steps {
                let angle = steps == 0 ? start + Double.pi / 4 : start + (Double.pi / 2) * Double(step) / Double(steps)
                let dx = cos(angle), dy = sin(angle)
                outer.append(PlaneVertex(x: outerX + radius * dx, y: outerY + radius * dy))
                inner.append(PlaneVertex(x: innerX + innerRadius * dx, y: innerY + innerRadius * dy))
            }
        }
    }
}

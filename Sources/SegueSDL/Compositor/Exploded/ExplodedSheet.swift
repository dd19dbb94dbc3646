import Foundation
import Segue

/// One layer's sheet in an exploded view as the compositor draws it (Segue
/// extension): which layer, on which level, where its bounds land on the target,
/// and what of it a click can hit. ``ExplodedView/sheets(inTargetOf:scale:)`` lists
/// them in drawing order, back to front, from the same walk and matrices that draw
/// them.
@MainActor
public struct ExplodedSheet {
    /// The layer on the sheet.
    public let layer: CALayer
    /// Its level: 0 for the exploded root, one above its superlayer and above every
    /// layer drawn before it that it overlaps in the flat picture.
    public let level: Int
    /// Whether it is drawn only as a dimmed outline (hidden, transparent or facing
    /// away, itself or through an ancestor).
    public let isHidden: Bool
    /// The corners of its bounds on the target, in points (top-left, top-right,
    /// bottom-right, bottom-left of the bounds); empty when a corner is behind the eye.
    public let corners: [CGPoint]

    /// Layer-plane → target pixels (rows x, y, w of the 3×3 homography).
    let homography: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
    /// The bounds, in the layer's plane.
    let box: CGRect
    /// The flat picture's clipping (masking ancestors, the eye), in the layer's plane.
    let planes: [HalfPlane]
    /// Pixels per point of the target.
    let scale: Double

    init(layer: CALayer, level: Int, isHidden: Bool, own: Matrix4, box: CGRect, planes: [HalfPlane], scale: Double) {
        self.layer = layer
        self.level = level
        self.isHidden = isHidden
        self.box = box
        self.planes = planes
        self.scale = scale
        homography = (SIMD3(own.r0.x, own.r1.x, own.r3.x), SIMD3(own.r0.y, own.r1.y, own.r3.y),
                      SIMD3(own.r0.w, own.r1.w, own.r3.w))
        var corners: [CGPoint] = []
        let points = [(box.minX, box.minY), (box.maxX, box.minY), (box.maxX, box.maxY), (box.minX, box.maxY)]
        for (x, y) in points {
            let h = Double(x) * own.r0 + Double(y) * own.r1 + own.r3
            guard h.w > LayerTreeTessellator.nearW else {
                corners.removeAll()
                break
            }
            corners.append(CGPoint(x: h.x / h.w / scale, y: h.y / h.w / scale))
        }
        self.corners = corners
    }

    /// Whether the sheet shows at `point` (target points): the point, taken back
    /// into the layer's plane through the sheet's projection, is inside the bounds
    /// and the flat picture's clipping.
    public func contains(_ point: CGPoint) -> Bool {
        guard let local = localPoint(for: point) else { return false }
        guard Double(box.minX) <= local.x, local.x <= Double(box.maxX),
              Double(box.minY) <= local.y, local.y <= Double(box.maxY) else { return false }
        return planes.allSatisfy { $0.value(local.x, local.y) >= 0 }
    }

    /// The point of the layer's plane (its bounds' coordinates) seen at `point`
    /// (target points), or nil when the sheet is edge-on or the point is behind it.
    public func localPoint(for point: CGPoint) -> (x: Double, y: Double)? {
        let px = Double(point.x) * scale, py = Double(point.y) * scale
        let (rx, ry, rw) = homography
        // Solve H·(x, y, 1) ∝ (px, py, 1): the inverse of the 3×3 homography.
        let a = rx - px * rw, b = ry - py * rw
        // a·(x, y, 1) = 0 and b·(x, y, 1) = 0: intersect two lines.
        let det = a.x * b.y - a.y * b.x
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let x = (a.y * b.z - a.z * b.y) / det
        let y = (a.z * b.x - a.x * b.z) / det
        let w = rw.x * x + rw.y * y + rw.z
        guard x.isFinite, y.isFinite, w > LayerTreeTessellator.nearW else { return nil }
        return (x, y)
    }
}

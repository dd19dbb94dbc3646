import Foundation
import Segue

/// Core Animation's matrix chain computed independently of the compositor, with
/// Segue's public `CATransform3D` functions only: the reference the tests compare
/// the compositor against.
enum CoreAnimationMath {
    /// The layer's anchor in its bounds coordinates.
    @MainActor static func anchor(_ layer: CALayer) -> (CGFloat, CGFloat, CGFloat) {
        (layer.bounds.origin.x + layer.anchorPoint.x * layer.bounds.width,
         layer.bounds.origin.y + layer.anchorPoint.y * layer.bounds.height,
         layer.anchorPointZ)
    }

    /// Local → superlayer space (before the superlayer's sublayerTransform).
    @MainActor static func toSuperlayer(_ layer: CALayer) -> CATransform3D {
        let (ax, ay, az) = anchor(layer)
        return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, -az), layer.transform),
                                   CATransform3DMakeTranslation(layer.position.x, layer.position.y, layer.zPosition))
    }

    /// The superlayer's sublayerTransform about its anchor.
    @MainActor static func sublayer(_ layer: CALayer) -> CATransform3D {
        let (ax, ay, az) = anchor(layer)
        return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, -az), layer.sublayerTransform),
                                   CATransform3DMakeTranslation(ax, ay, az))
    }

    /// Drops z (keeps x, y and w): what an ordinary layer does to its sublayers.
    static let flatten: CATransform3D = {
        var t = CATransform3DIdentity
        t.m33 = 0
        return t
    }()

    /// `layer`'s local space → the root's superlayer space (the screen at scale 1),
    /// flattening at every ordinary ancestor and not at transform layers.
    @MainActor static func toScreen(_ layer: CALayer) -> CATransform3D {
        var matrix = toSuperlayer(layer)
        var node = layer
        while let parent = node.superlayer {
            matrix = CATransform3DConcat(matrix, sublayer(parent))
            if !(parent is CATransformLayer) { matrix = CATransform3DConcat(matrix, flatten) }
            matrix = CATransform3DConcat(matrix, toSuperlayer(parent))
            node = parent
        }
        return matrix
    }

    /// Where the layer's local point lands on screen (scale 1), or nil behind the eye.
    @MainActor static func project(_ layer: CALayer, _ point: CGPoint) -> CGPoint? {
        CATransform3DProjectPoint(toScreen(layer), point)
    }

    /// The four corners of the layer's bounds on screen, clockwise from top-left.
    @MainActor static func corners(_ layer: CALayer) -> [CGPoint] {
        let b = layer.bounds
        return [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)].compactMap { project(layer, $0) }
    }

    /// A perspective matrix (m34 = −1/distance).
    static func perspective(_ distance: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return t
    }

    /// A rotation by `degrees` about an axis.
    static func rotation(_ degrees: Double, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        CATransform3DMakeRotation(degrees * .pi / 180, x, y, z)
    }

    /// True when `point` is inside the convex polygon (or within `slack` of it).
    static func contains(_ polygon: [CGPoint], _ point: CGPoint, slack: Double = 0) -> Bool {
        // The orientation comes from the polygon's signed area, never from the point.
        var area = 0.0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        let sign: Double = area >= 0 ? 1 : -1
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let ex = b.x - a.x, ey = b.y - a.y
            let length = (ex * ex + ey * ey).squareRoot()
            guard length > 0 else { continue }
            let distance = (ex * (point.y - a.y) - ey * (point.x - a.x)) / length * sign
            if distance < -slack { return false }
        }
        return true
    }
}

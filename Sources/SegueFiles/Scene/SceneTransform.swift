import Foundation
import Segue

/// A `transform` or `sublayerTransform` as a scene file writes it: the sixteen
/// entries m11…m44 in row order, or components.
///
/// Components are applied to a point in the order rotate, perspective (m34),
/// translate, scale: the matrix is R · P · T · S in `CATransform3DConcat` order
/// (the left factor acts first). So `{"rotate": [a, 1, 0, 0], "m34": p}` is the
/// classic flip, `t.m34 = p; t = CATransform3DRotate(t, a, 1, 0, 0)`. Angles are in
/// degrees (JSON authors write 30, not 0.5236).
package enum SceneTransform: Sendable {
    case matrix(CATransform3D)
    case components(rotate: (degrees: Double, x: Double, y: Double, z: Double)?, m34: Double?,
                    translate: (x: Double, y: Double, z: Double)?, scale: (x: Double, y: Double, z: Double)?)

    /// The Core Animation transform.
    package var transform3D: CATransform3D {
        switch self {
        case .matrix(let matrix):
            return matrix
        case let .components(rotate, m34, translate, scale):
            var result = CATransform3DIdentity
            if let rotate {
                result = CATransform3DMakeRotation(CGFloat(rotate.degrees * .pi / 180), CGFloat(rotate.x), CGFloat(rotate.y), CGFloat(rotate.z))
            }
            if let m34 {
                var perspective = CATransform3DIdentity
                perspective.m34 = CGFloat(m34)
                result = CATransform3DConcat(result, perspective)
            }
            if let translate {
                result = CATransform3DConcat(result, CATransform3DMakeTranslation(CGFloat(translate.x), CGFloat(translate.y), CGFloat(translate.z)))
            }
            if let scale {
                result = CATransform3DConcat(result, CATransform3DMakeScale(CGFloat(scale.x), CGFloat(scale.y), CGFloat(scale.z)))
            }
            return result
        }
    }
}

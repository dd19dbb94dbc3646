import Foundation
import Testing
@testable import Segue
import SegueTestSupport

@Suite struct TransformTweenTests {
    func bits(_ t: CATransform3D) -> [UInt64] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0).bitPattern }
    }

    func entries(_ t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
    }

    /// The same interpolation as blending the two ends' decompositions
    /// (`TransformDecomposition.interpolate`) and recomposing, to rounding, or as
    /// blending the entries when an end has no decomposition; and the exact ends at
    /// 0 and 1.
    @Test func matchesTheDecompositionsBlend() {
        var random = SeededGenerator(seed: 5)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        var collapsed = CATransform3DIdentity
        collapsed.m44 = 0
        for _ in 0..<200 {
            func transform() -> CATransform3D {
                switch Int.random(in: 0..<5, using: &random) {
                case 0: return CATransform3DRotate(perspective, .random(in: -4...4, using: &random), 0, 1, 0)
                case 1: return CATransform3DScale(CATransform3DMakeRotation(.random(in: -4...4, using: &random), 1, 0.3, 0.2),
                                                  .random(in: 0.2...2, using: &random), 1, .random(in: 0.5...1, using: &random))
                case 2: return CATransform3DMakeTranslation(.random(in: -50...50, using: &random), 3, 0)
                case 3: return collapsed
                default: return CATransform3DIdentity
                }
            }
            let from = transform(), to = transform()
            let tween = TransformTween(from: from, to: to)
            let start = TransformDecomposition(from), end = TransformDecomposition(to)
            #expect(tween.blendsEntries == (start == nil || end == nil))
            #expect(bits(tween.transform(at: 0)) == bits(from) && bits(tween.transform(at: 1)) == bits(to))
            for fraction in [0.5, -0.2, 1.3, 1e-9, .random(in: 0...1, using: &random)] {
                let reference = if let start, let end {
                    TransformDecomposition.interpolate(from: start, to: end, fraction: fraction).transform
                } else {
                    TransformTween.blendEntries(from, to, fraction)
                }
                let difference = zip(entries(tween.transform(at: fraction)), entries(reference))
                    .map { abs($0 - $1) }.max()!
                #expect(difference < 1e-12, "\(from) → \(to) at \(fraction): differs by \(difference)")
            }
        }
    }

    @Test func additiveValuesConcatenateBeforeTheValueUnder() {
        let tween = TransformTween(from: CATransform3DIdentity, to: CATransform3DMakeScale(2, 2, 1))
        let under = CATransform3DMakeTranslation(10, 0, 0)
        let value = tween.value(progress: 1, current: under, additive: true)
        #expect(bits(value) == bits(CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), under)))
        #expect(bits(tween.value(progress: 1, current: under, additive: false)) == bits(CATransform3DMakeScale(2, 2, 1)))
    }
}

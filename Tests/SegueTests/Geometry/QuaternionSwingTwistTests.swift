import Foundation
import Testing
@testable import Segue

/// The swing–twist split that the key paths "transform.rotation.x", ".y" and
/// ".z" read and replace: a rotation is a swing (about an axis perpendicular to
/// the coordinate axis) times a twist about it.
struct QuaternionSwingTwistTests {
    typealias Quaternion = TransformDecomposition.Quaternion

    func unit(_ axis: Int) -> SIMD3<Double> {
        var vector = SIMD3<Double>(0, 0, 0)
        vector[axis] = 1
        return vector
    }

    func expectEqual(_ a: Quaternion, _ b: Quaternion, _ comment: Comment? = nil) {
        // q and −q are the same rotation.
        let sign: Double = (a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w) < 0 ? -1 : 1
        #expect(abs(a.x - sign * b.x) < 1e-12 && abs(a.y - sign * b.y) < 1e-12
                && abs(a.z - sign * b.z) < 1e-12 && abs(a.w - sign * b.w) < 1e-12, comment)
    }

    @Test func theTwistOfARotationAboutTheAxisIsItsAngle() {
        for axis in 0..<3 {
            for angle in [-3.0, -1.2, 0, 0.4, 2.9] {
                let twist = Quaternion(angle: angle, axis: unit(axis)).twistAngle(axis: axis)
                #expect(abs(twist - angle) < 1e-12, "axis \(axis), angle \(angle): \(twist)")
                // About the other axes it has no twist.
                #expect(abs(Quaternion(angle: angle, axis: unit(axis)).twistAngle(axis: (axis + 1) % 3)) < 1e-12)
            }
        }
    }

    @Test func replacingTheTwistKeepsTheSwing() {
        for axis in 0..<3 {
            let swing = Quaternion(angle: 0.7, axis: unit((axis + 1) % 3))
            let rotation = swing.multiplied(by: Quaternion(angle: 0.5, axis: unit(axis)))
            #expect(abs(rotation.twistAngle(axis: axis) - 0.5) < 1e-12)
            let replaced = rotation.replacingTwist(axis: axis, angle: -1.1)
            #expect(abs(replaced.twistAngle(axis: axis) + 1.1) < 1e-12)
            expectEqual(replaced, swing.multiplied(by: Quaternion(angle: -1.1, axis: unit(axis))), "axis \(axis)")
        }
        // A rotation with no twist part at all (a half turn about a perpendicular
        // axis) takes the new twist after it.
        let halfTurn = Quaternion(angle: .pi, axis: unit(0))
        expectEqual(halfTurn.replacingTwist(axis: 2, angle: 0.3),
                    halfTurn.multiplied(by: Quaternion(angle: 0.3, axis: unit(2))))
    }

    @Test func theProductComposesRotationsInOrder() {
        let a = Quaternion(angle: 0.3, axis: unit(2)), b = Quaternion(angle: 0.4, axis: unit(2))
        expectEqual(a.multiplied(by: b), Quaternion(angle: 0.7, axis: unit(2)))
        // About different axes the order matters.
        let x = Quaternion(angle: .pi / 2, axis: unit(0)), y = Quaternion(angle: .pi / 2, axis: unit(1))
        let xy = x.multiplied(by: y), yx = y.multiplied(by: x)
        #expect(abs(xy.z + yx.z) < 1e-12 && abs(xy.z) > 0.4)
    }
}

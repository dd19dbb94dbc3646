import Foundation
import Testing
@testable import Segue
import SegueTestSupport

@Suite struct UnitBezierLanesTests {
    /// Curves with every kind of shape: the named ones, overshooting, and ones whose
    /// slope goes flat so that the scalar solver ends in bisection.
    static let curves: [UnitBezier] = [
        UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
        UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
        UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1),
        UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1),
        UnitBezier(x1: 0.3, y1: -0.6, x2: 0.7, y2: 1.6),
        UnitBezier(x1: 1, y1: 0, x2: 0, y2: 1),
        UnitBezier(x1: 0, y1: 1, x2: 1, y2: 0),
        UnitBezier(x1: 0.9, y1: 0.1, x2: 0.1, y2: 0.9),
        UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1),
    ]

    @Test func everyLaneMatchesTheScalarSolverBitForBit() {
        var random = SeededGenerator(seed: 11)
        var bisected = 0
        for round in 0..<400 {
            var lanes = UnitBezierLanes()
            var curves: [UnitBezier] = []
            var x = UnitBezierLanes.Vector()
            for lane in 0..<UnitBezierLanes.width {
                let curve = round % 2 == 0
                    ? Self.curves.randomElement(using: &random)!
                    : UnitBezier(x1: .random(in: 0...1, using: &random), y1: .random(in: -1...2, using: &random),
                                 x2: .random(in: 0...1, using: &random), y2: .random(in: -1...2, using: &random))
                curves.append(curve)
                lanes.set(curve, lane: lane)
                x[lane] = [0, 1, -0.5, 1.5, .nan, 1e-12, 1 - 1e-12, 0.5].randomElement(using: &random)!
                if Bool.random(using: &random) { x[lane] = .random(in: 0...1, using: &random) }
            }
            let (y, needsScalar) = lanes.solve(x)
            for lane in 0..<UnitBezierLanes.width {
                let expected = curves[lane].solve(x[lane])
                if needsScalar[lane] {
                    bisected += 1
                    continue
                }
                #expect(y[lane].bitPattern == expected.bitPattern,
                        "lane \(lane): x \(x[lane]) gives \(y[lane]), scalar \(expected)")
            }
        }
        #expect(bisected > 0, "some lanes must need the scalar solver's bisection")
    }

    @Test func unusedLanesSettleAtZero() {
        var lanes = UnitBezierLanes()
        lanes.set(Self.curves[0], lane: 0)
        var x = UnitBezierLanes.Vector()
        x[0] = 0.5
        let (y, needsScalar) = lanes.solve(x)
        #expect(!UnitBezierLanes.anyLane(needsScalar))
        #expect(y[0] == Self.curves[0].solve(0.5))
        #expect((1..<UnitBezierLanes.width).allSatisfy { y[$0] == 0 })
    }
}

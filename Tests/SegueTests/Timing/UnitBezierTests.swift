import Testing
@testable import Segue

@Suite struct UnitBezierTests {
    static let easeInEaseOut = UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    @Test(arguments: [(0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838)])
    func easeInEaseOutMatchesExactInversion(x: Double, y: Double) {
        #expect(abs(Self.easeInEaseOut.solve(x) - y) < 1e-6)
    }

    @Test func namedCurvesMatchReferenceValuesAtHalf() {
        #expect(abs(UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).solve(0.5) - 0.802403) < 1e-6)
        #expect(abs(UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1).solve(0.5) - 0.315357) < 1e-6)
        #expect(abs(UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1).solve(0.5) - 0.684643) < 1e-6)
    }

    @Test func endpointsAreExactAndInputIsClamped() {
        let curve = Self.easeInEaseOut
        #expect(curve.solve(0) == 0)
        #expect(curve.solve(1) == 1)
        #expect(curve.solve(-3) == 0)
        #expect(curve.solve(7) == 1)
        #expect(curve.solve(.nan) == 0)
    }

    @Test func solvedParameterReproducesXForSteepCurves() {
        // Control points that make x(t) nearly flat force the bisection fallback.
        let steep = UnitBezier(x1: 1, y1: 0, x2: 1, y2: 0)
        for i in 1..<100 {
            let x = Double(i) / 100
            let t = steep.solveCurveX(x)
            #expect(abs(steep.sampleX(t) - x) < 1e-8)
        }
    }

    @Test func controlPointXIsClampedToKeepTheCurveAFunction() {
        let curve = UnitBezier(x1: -0.5, y1: 0.2, x2: 1.5, y2: 0.8)
        #expect(curve.x1 == 0)
        #expect(curve.x2 == 1)
        let nonFinite = UnitBezier(x1: .nan, y1: .infinity, x2: .nan, y2: -.infinity)
        #expect(nonFinite == .linear)
    }

    @Test func linearCurveIsIdentity() {
        for i in 0...20 {
            let x = Double(i) / 20
            #expect(abs(UnitBezier.linear.solve(x) - x) < 1e-9)
        }
    }

    @Test func slopeMatchesAFiniteDifferenceOfSolve() {
        let curves = [Self.easeInEaseOut, UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
                      UnitBezier(x1: 0.3, y1: 1.6, x2: 0.7, y2: -0.4)]
        let h = 1e-6
        for curve in curves {
            for i in 1..<20 {
                let x = Double(i) / 20
                let difference = (curve.solve(x + h) - curve.solve(x - h)) / (2 * h)
                #expect(abs(curve.slope(at: x) - difference) < 1e-5 * max(1, abs(difference)))
            }
        }
    }

    @Test func slopeOfEaseInEaseOutIsZeroAtEndsAndSteepestInTheMiddle() {
        let curve = Self.easeInEaseOut
        #expect(abs(curve.slope(at: 0)) < 1e-9)
        #expect(abs(curve.slope(at: 1)) < 1e-9)
        #expect(curve.slope(at: 0.5) > 1.5)
    }
}

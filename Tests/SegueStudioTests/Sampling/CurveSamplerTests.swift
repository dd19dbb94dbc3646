import Testing
@testable import SegueStudio

@Suite struct CurveSamplerTests {
    @Test func samplesAreEvenlySpacedWithBothEndsExact() {
        let samples = CurveSampler.samples(count: 4, over: 0...0.3) { $0 * 2 }
        #expect(samples.map(\.t).count == 4)
        #expect(samples.first?.t == 0)
        #expect(samples.last?.t == 0.3)
        for (index, sample) in samples.enumerated() {
            #expect(abs(sample.t - 0.1 * Double(index)) < 1e-15)
            #expect(sample.value == sample.t * 2)
        }
    }

    @Test func twoSamplesAreTheEndpoints() {
        let samples = CurveSampler.samples(count: 2, over: 1...3) { $0 }
        #expect(samples == [CurvePoint(t: 1, value: 1), CurvePoint(t: 3, value: 3)])
    }

    @Test func aCurveIsSampledOverItsOwnTimeRange() {
        let curve = PlottableCurve(title: "", timeAxisTitle: "t", timeRange: 0...2, value: { $0 * $0 })
        let samples = CurveSampler.samples(of: curve, count: 101)
        #expect(samples.count == 101)
        #expect(samples[50] == CurvePoint(t: 1, value: 1))
        #expect(samples[100] == CurvePoint(t: 2, value: 4))
    }
}

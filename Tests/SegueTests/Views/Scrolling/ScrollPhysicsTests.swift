import Foundation
import Testing
@testable import Segue

/// The pure physics of scrolling: the rubber band and each axis's motion.
@Suite("Scroll physics: rubber band and axis motion")
struct ScrollPhysicsTests {
    @Test("the rubber band starts at slope 0.55, stays under one viewport, and inverts")
    func rubberBand() {
        let d: CGFloat = 480
        #expect(abs(ScrollRubberBand.offset(forOvershoot: 1, dimension: d) - 0.55) < 0.001)
        #expect(ScrollRubberBand.offset(forOvershoot: 100_000, dimension: d) < d)
        #expect(abs(ScrollRubberBand.offset(forOvershoot: 190, dimension: d) - 85.81) < 0.01)
        #expect(ScrollRubberBand.offset(forOvershoot: -190, dimension: d) == -ScrollRubberBand.offset(forOvershoot: 190, dimension: d))
        for x: CGFloat in [-300, -12, 0.5, 40, 700] {
            let banded = ScrollRubberBand.offset(forOvershoot: x, dimension: d)
            #expect(abs(ScrollRubberBand.overshoot(forOffset: banded, dimension: d) - x) < 0.001)
        }
        #expect(ScrollRubberBand.offset(forOvershoot: 50, dimension: 0) == 0)
    }

    @Test("a flick's resting point: v / (1000·|ln rate|), about 0.5 s of its speed at .normal")
    func projectedRest() {
        #expect(abs(ScrollAxisMotion.projectedRest(origin: 0, velocity: 1000, rate: 0.998) - 499.5) < 0.1)
        #expect(abs(ScrollAxisMotion.projectedRest(origin: 100, velocity: -1000, rate: 0.99) - (100 - 99.5)) < 0.1)
    }

    @Test("deceleration is a function of time: coarse and fine sampling agree, and it stops short of the rest by stopSpeed/k")
    func decelerationIsClosedForm() {
        let range: ClosedRange<CGFloat> = 0...10_000
        var coarse = ScrollAxisMotion(position: 0), fine = ScrollAxisMotion(position: 0)
        coarse.release(at: 100, velocity: 2000, time: 5, range: range)
        fine.release(at: 100, velocity: 2000, time: 5, range: range)
        var t = 5.0
        var fineValue: CGFloat = 0
        while t < 5.5 { t += 1.0 / 240; fineValue = fine.advance(to: t, range: range, rate: 0.998, bounces: true) }
        let coarseValue = coarse.advance(to: t, range: range, rate: 0.998, bounces: true)
        #expect(abs(coarseValue - fineValue) < 1e-6)
        let k = -1000 * log(0.998)
        let expected = 100 + 2000 / k * (1 - exp(-k * (t - 5)))
        #expect(abs(Double(fineValue) - expected) < 1e-6)
        let rest = coarse.advance(to: 60, range: range, rate: 0.998, bounces: true)
        #expect(coarse.isIdle)
        #expect(abs(Double(rest) - (100 + (2000 - 5) / k)) < 0.01)
    }

    @Test("a flick into an edge bounces past it and settles exactly on it; without bounces it stops there")
    func edgeBounce() {
        let range: ClosedRange<CGFloat> = 0...500
        var motion = ScrollAxisMotion(position: 0)
        motion.release(at: 400, velocity: 1500, time: 0, range: range)
        var peak: CGFloat = 0
        var t = 0.0
        while !motion.isIdle && t < 10 {
            t += 1.0 / 240
            peak = max(peak, motion.advance(to: t, range: range, rate: 0.998, bounces: true))
        }
        #expect(motion.isIdle)
        #expect(motion.position == 500)
        #expect(peak > 505 && peak < 560, "overshoot \(peak - 500)")
        #expect(t < 2)

        var stiff = ScrollAxisMotion(position: 0)
        stiff.release(at: 400, velocity: 1500, time: 0, range: range)
        var highest: CGFloat = 0
        t = 0
        while !stiff.isIdle && t < 10 {
            t += 1.0 / 240
            highest = max(highest, stiff.advance(to: t, range: range, rate: 0.998, bounces: false))
        }
        #expect(highest == 500 && stiff.position == 500)
    }

    @Test("released past an edge it springs back without crossing into the content")
    func springBack() {
        let range: ClosedRange<CGFloat> = 0...500
        var motion = ScrollAxisMotion(position: 0)
        motion.release(at: -80, velocity: 0, time: 0, range: range)
        var lowest: CGFloat = -80, highest: CGFloat = -80
        var t = 0.0
        while !motion.isIdle && t < 5 {
            t += 1.0 / 240
            let value = motion.advance(to: t, range: range, rate: 0.998, bounces: true)
            lowest = min(lowest, value)
            highest = max(highest, value)
        }
        #expect(motion.position == 0)
        #expect(lowest == -80 && highest <= 0)
        #expect(t > 0.3 && t < 1, "springs back in \(t) s")
    }

    @Test("easing runs 0.3 s on the ease-in-ease-out curve")
    func easing() {
        var motion = ScrollAxisMotion(position: 0)
        motion.ease(from: 0, to: 300, time: 1)
        let half = motion.advance(to: 1.15, range: 0...1000, rate: 0.998, bounces: true)
        #expect(abs(half - 150) < 0.01)
        let quarter = motion.advance(to: 1.075, range: 0...1000, rate: 0.998, bounces: true)
        #expect(abs(quarter - 300 * 0.129162) < 0.5)
        #expect(motion.advance(to: 1.3, range: 0...1000, rate: 0.998, bounces: true) == 300)
        #expect(motion.isIdle)
    }
}

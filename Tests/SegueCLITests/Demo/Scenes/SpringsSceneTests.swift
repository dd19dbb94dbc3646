import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

// The springs playground (Sources/SegueCLI/Demo/Scenes/Springs/) through HeadlessHost:
// every lane's ball follows the curve its UIView API promises — UIKit's spring for
// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`, the
// keyframe wave through its keyframes in linear and cubic mode.

@MainActor
@Suite("segue demo --scene springs: UIView springs and keyframes side by side")
struct SpringsSceneTests {
    private func makeScene(size: CGSize = CGSize(width: 1024, height: 700)) -> (HeadlessHost, SpringsScene) {
        let host = HeadlessHost(size: size)
        let scene = SpringsScene()
        host.present(scene.window)
        host.runTicks(1)
        return (host, scene)
    }

    /// Where the lane's ball is drawn now, in lane coordinates.
    private func ballPosition(_ lane: SpringsLaneView) -> CGPoint {
        lane.ball.layer.presentation()!.position
    }

    /// The lane's progress along its track now: 0 at the start, 1 at the end.
    private func progress(_ lane: SpringsLaneView) -> Double {
        Double((ballPosition(lane).x - lane.startPoint.x) / lane.trackLength)
    }

    @Test("nine lanes, yours first, each labelled with its parameters; no controller transition")
    func lanes() {
        let (_, scene) = makeScene()
        let lanes = scene.playground.lanes
        #expect(lanes.count == 9)
        #expect(lanes.map { $0.label.text ?? "" } == [
            "Yours · ζ 0.70 · v 0 · 1.00 s", "ζ 0.20 · v 0 · 1.00 s", "ζ 0.50 · v 0 · 1.00 s", "ζ 0.80 · v 0 · 1.00 s",
            "ζ 1.00 · v 0 · 1.00 s", "ζ 0.80 · v 10 · 1.00 s", "easeInOut (no spring) · 1.00 s",
            "keyframes linear · 1.50 s", "keyframes cubic · 1.50 s",
        ])
        #expect(!scene.startShowcaseTransition())
        #expect(!scene.window.isRunningTransition)
        #expect(lanes.allSatisfy { $0.ball.center == $0.startPoint })
    }

    @Test("the ζ 0.5 lane matches UIKit's spring for T = 1 at the reference times (uikit-semantics.md §2)")
    func referenceSpring() {
        let (host, scene) = makeScene()
        let lane = scene.playground.lanes[2]
        scene.playground.run()
        var elapsed = 0.0
        for (time, expected) in [(0.1, 0.487823), (0.25, 1.144223), (0.5, 0.987155)] {
            host.advance(by: time - elapsed)
            elapsed = time
            #expect(abs(progress(lane) - expected) < 1e-4, "t = \(time): \(progress(lane)) vs \(expected)")
        }
    }

    @Test("every spring lane follows SpringCurve.uiView for its damping ratio and velocity, tick by tick")
    func springLanesFollowTheirCurves() {
        let (host, scene) = makeScene()
        let springs = scene.playground.lanes.filter { if case .spring = $0.kind { true } else { false } }
        #expect(springs.count == 6)
        scene.playground.run()
        var elapsed = 0.0
        for _ in 0..<239 {
            host.runTicks(1)
            elapsed += 1.0 / 240
            for lane in springs {
                guard case .spring(let ratio, let velocity) = lane.kind else { continue }
                let curve = SpringCurve.uiView(duration: lane.duration, dampingRatio: Double(ratio), initialVelocity: Double(velocity))
                #expect(abs(progress(lane) - curve.value(at: elapsed)) < 1e-4, "\(lane.label.text ?? "") at \(elapsed)")
            }
        }
    }

    @Test("below ζ = 1 the ball overshoots the end; at ζ = 1 it never does; all settle on the end in T")
    func overshootAndSettle() {
        let (host, scene) = makeScene()
        let lanes = scene.playground.lanes
        scene.playground.run()
        var peaks = [Double](repeating: -1, count: lanes.count)
        for _ in 0..<240 {
            host.runTicks(1)
            for (index, lane) in lanes.enumerated() { peaks[index] = max(peaks[index], progress(lane)) }
        }
        #expect(peaks[0] > 1.001, "yours, ζ 0.7")
        #expect(peaks[1] > 1.3, "ζ 0.2 overshoots a lot: \(peaks[1])")
        #expect(peaks[2] > 1.1 && peaks[2] < peaks[1], "ζ 0.5: \(peaks[2])")
        #expect(peaks[3] > 1.001 && peaks[3] < peaks[2], "ζ 0.8: \(peaks[3])")
        #expect(peaks[4] <= 1 + 1e-9, "ζ 1 never overshoots: \(peaks[4])")
        #expect(peaks[6] <= 1 + 1e-9, "easeInOut never overshoots")
        // After T every spring has landed on the end, and the model is there too.
        host.runTicks(2)
        for lane in lanes.prefix(7) {
            #expect(abs(progress(lane) - 1) < 1e-9, "\(lane.label.text ?? "")")
            #expect(lane.ball.center == lane.endPoint)
        }
    }

    @Test("the fast-launched spring leads the same spring started at rest")
    func velocityVariantLeads() {
        let (host, scene) = makeScene()
        let lanes = scene.playground.lanes
        scene.playground.run()
        host.advance(by: 0.05)
        #expect(progress(lanes[5]) > progress(lanes[3]) + 0.2, "\(progress(lanes[5])) vs \(progress(lanes[3]))")
    }

    @Test("the keyframe lanes pass through every keyframe at its time, linear in straight lines, cubic smoothly")
    func keyframePaths() {
        let (host, scene) = makeScene()
        let linear = scene.playground.lanes[7], cubic = scene.playground.lanes[8]
        let points = linear.keyframePoints(towardEnd: true)
        #expect(points.count == 4 && points.last == linear.endPoint)
        #expect(points[0].y < linear.startPoint.y && points[1].y > linear.startPoint.y)
        scene.playground.run()
        let quarter = 1.5 / 4
        var elapsed = 0.0
        for (index, point) in points.enumerated() {
            // Halfway to the keyframe: linear lies on the straight segment, cubic does not.
            let previous = index == 0 ? linear.startPoint : points[index - 1]
            host.advance(by: quarter / 2)
            elapsed += quarter / 2
            let midpoint = CGPoint(x: (previous.x + point.x) / 2, y: (previous.y + point.y) / 2)
            #expect(hypot(ballPosition(linear).x - midpoint.x, ballPosition(linear).y - midpoint.y) < 0.01)
            if index < 3 {
                #expect(hypot(ballPosition(cubic).x - midpoint.x, ballPosition(cubic).y - midpoint.y) > 1)
            }
            host.advance(by: quarter / 2)
            elapsed += quarter / 2
            if index < 3 {
                #expect(hypot(ballPosition(linear).x - point.x, ballPosition(linear).y - point.y) < 0.01, "linear, keyframe \(index)")
                #expect(hypot(ballPosition(cubic).x - point.x, ballPosition(cubic).y - point.y) < 0.01, "cubic, keyframe \(index)")
            }
        }
        host.runTicks(2)
        #expect(ballPosition(linear) == linear.endPoint && ballPosition(cubic) == cubic.endPoint)
    }

    @Test("each keyframe lane draws the path its ball takes: straight segments when linear, a curve when cubic")
    func keyframeLanesDrawTheirPath() {
        let (host, scene) = makeScene()
        let linear = scene.playground.lanes[7], cubic = scene.playground.lanes[8]
        let count = 9
        let linearPath = linear.keyframePath(count: count), cubicPath = cubic.keyframePath(count: count)
        #expect(linearPath.count == count && cubicPath.count == count)
        #expect(scene.playground.lanes[0].keyframePath(count: count).isEmpty, "a spring lane draws no path")
        // The ball is where the path says at each ninth of the run.
        scene.playground.run()
        for index in 1..<count {
            host.advance(by: 1.5 / Double(count - 1))
            #expect(hypot(ballPosition(linear).x - linearPath[index].x, ballPosition(linear).y - linearPath[index].y) < 0.5)
            #expect(hypot(ballPosition(cubic).x - cubicPath[index].x, ballPosition(cubic).y - cubicPath[index].y) < 0.5)
        }
        // Halfway between two keyframes the linear path is on their chord, the cubic one is not.
        let points = [linear.startPoint] + linear.keyframePoints(towardEnd: true)
        let chordMidpoint = CGPoint(x: (points[1].x + points[2].x) / 2, y: (points[1].y + points[2].y) / 2)
        let linearMid = linear.keyframePath(count: 9)[3], cubicMid = cubic.keyframePath(count: 9)[3]
        #expect(hypot(linearMid.x - chordMidpoint.x, linearMid.y - chordMidpoint.y) < 0.01)
        #expect(hypot(cubicMid.x - chordMidpoint.x, cubicMid.y - chordMidpoint.y) > 1)
    }

    @Test("a second run brings every ball back to the start along the reversed path")
    func thereAndBack() {
        let (host, scene) = makeScene()
        let lanes = scene.playground.lanes
        scene.playground.run()
        #expect(host.settle())
        #expect(scene.playground.runningCount == 0)
        scene.playground.run()
        let back = lanes[7].keyframePoints(towardEnd: false)
        #expect(back.last == lanes[7].startPoint)
        host.advance(by: 1.5 / 4)
        #expect(hypot(ballPosition(lanes[7]).x - back[0].x, ballPosition(lanes[7]).y - back[0].y) < 0.01)
        #expect(host.settle())
        #expect(lanes.allSatisfy { ballPosition($0) == $0.startPoint && $0.ball.center == $0.startPoint })
        #expect(scene.playground.runningCount == 0)
    }

    @Test("tuning changes your lane at once (label) and its spring from the next run; the others stay fixed")
    func tuning() {
        let (host, scene) = makeScene()
        #expect(scene.tuning.parameters == [.duration, .dampingRatio, .initialVelocity])
        scene.tuning.set(.dampingRatio, to: 0.3)
        scene.tuning.set(.initialVelocity, to: 4)
        scene.tuning.set(.duration, to: 2)
        let yours = scene.playground.yours
        #expect(yours.label.text == "Yours · ζ 0.30 · v 4 · 2.00 s")
        #expect(scene.playground.lanes[1].kind == .spring(dampingRatio: 0.2, initialVelocity: 0))
        scene.playground.run()
        let curve = SpringCurve.uiView(duration: 2, dampingRatio: 0.3, initialVelocity: 4)
        for time in [0.1, 0.5, 1.25] {
            host.advance(by: time - (time == 0.1 ? 0 : time == 0.5 ? 0.1 : 0.5))
            #expect(abs(progress(yours) - curve.value(at: time)) < 1e-4)
        }
    }

    @Test("a click on the page, the Run button and R each start one run")
    func clicksButtonAndKey() {
        let (host, scene) = makeScene()
        let playground = scene.playground
        let page = playground.view as! SpringsPlaygroundView
        host.click(at: CGPoint(x: 500, y: 400))
        #expect(playground.runCount == 1)
        #expect(host.settle())
        host.click(at: host.window.convert(CGPoint(x: page.runButton.bounds.midX, y: page.runButton.bounds.midY), from: page.runButton))
        #expect(playground.runCount == 2)
        #expect(host.settle())
        #expect(scene.handleKey(StudioKey("r")))
        #expect(!scene.handleKey(StudioKey("x")))
        #expect(playground.runCount == 3)
        // A run during a run starts each ball from where it is: no jump.
        host.advance(by: 0.2)
        let before = ballPosition(playground.lanes[4])
        playground.run()
        host.runTicks(1)
        #expect(abs(ballPosition(playground.lanes[4]).x - before.x) < 3)
    }

    @Test("the lanes fill 1024 × 700 and 1280 × 800 and follow a resize, balls included")
    func layout() {
        for size in [CGSize(width: 1024, height: 700), CGSize(width: 1280, height: 800)] {
            let (host, scene) = makeScene(size: size)
            let page = scene.playground.view as! SpringsPlaygroundView
            let last = page.lanes.last!
            #expect(last.frame.maxY <= size.height)
            #expect(page.runButton.frame.maxX <= size.width)
            // The label sits above the track; the track leaves room for ζ 0.2's 53 % overshoot both ways.
            #expect(page.lanes.allSatisfy { $0.label.frame.maxY <= $0.startPoint.y - 15 })
            #expect(page.lanes.allSatisfy { $0.startPoint.x - 0.53 * $0.trackLength >= 15 })
            #expect(page.lanes.allSatisfy { $0.endPoint.x + 0.53 * $0.trackLength <= size.width - 15 })
            #expect(page.lanes.allSatisfy { $0.bounds.height >= 55 })
            scene.playground.run()
            #expect(host.settle())
            host.window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
            host.runTicks(1)
            #expect(page.frame.size == CGSize(width: 800, height: 600))
            #expect(page.lanes.allSatisfy { $0.frame.width == 800 && $0.ball.center == $0.endPoint })
            #expect(page.lanes.last!.frame.maxY <= 600)
        }
    }
}

import Benchmark
import Dispatch
import Foundation
import Segue

/// Runs `body` on the main actor, where Segue's layer tree lives, from whatever
/// thread the benchmark runner calls us on.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// `AnimatedLayerGrid` on a loop of its own, warmed up.
@MainActor
final class AnimatedScene {
    let loop = FixedTimestepLoop(clock: ManualClock(start: 0))

    init(layerCount count: Int, staggered: Bool = false) {
        loop.attach(AnimatedLayerGrid.make(layerCount: count, staggered: staggered))
        // Warm up: commit begin times and settle every array's capacity.
        for _ in 0..<8 { loop.runTick() }
    }

    func tick() { loop.runTick() }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 10,
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )

    // MARK: Curves

    let easeInEaseOut = CAMediaTimingFunction(name: .easeInEaseOut).unitBezier
    Benchmark("Bezier solve (easeInEaseOut)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var x = 0.0
        for _ in benchmark.scaledIterations {
            x += 0.000_731
            if x > 1 { x -= 1 }
            blackHole(easeInEaseOut.solve(x))
        }
    }

    let spring = SpringCurve.uiView(duration: 1, dampingRatio: 0.5, initialVelocity: 0)
    Benchmark("Spring evaluate (underdamped)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var t = 0.0
        for _ in benchmark.scaledIterations {
            t += 0.000_731
            if t > 1 { t -= 1 }
            blackHole(spring.value(at: t))
        }
    }

    Benchmark("Baseline: one exp + one cos", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var t = 0.0
        for _ in benchmark.scaledIterations {
            t += 0.000_731
            if t > 1 { t -= 1 }
            blackHole(exp(-6.358 * t) * cos(11.013 * t - 0.3))
        }
    }

    let cubic = try! KeyframeTrack<Double>(values: [0, 40, 10, 90, 55, 70, 20, 100], calculationMode: .cubic)
    Benchmark("Keyframe evaluate (cubic, 8 values)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var x = 0.0
        for _ in benchmark.scaledIterations {
            x += 0.000_731
            if x > 1 { x -= 1 }
            blackHole(cubic.value(at: x))
        }
    }

    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    let from = CATransform3DTranslate(perspective, 10, 20, 0)
    let to = CATransform3DScale(CATransform3DRotate(perspective, .pi * 0.9, 0.3, 1, 0.1), 1.5, 0.8, 1)
    Benchmark("Transform decompose + interpolate", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var x = 0.0
        for _ in benchmark.scaledIterations {
            x += 0.000_731
            if x > 1 { x -= 1 }
            blackHole(CATransform3D.interpolate(from: from, to: to, fraction: x))
        }
    }

    let interpolator = TransformInterpolator(from: from, to: to)
    Benchmark("Transform interpolate (decomposed once)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var x = 0.0
        for _ in benchmark.scaledIterations {
            x += 0.000_731
            if x > 1 { x -= 1 }
            blackHole(interpolator.transform(at: x))
        }
    }

    // MARK: Ticks

    // The grid's animations added in one transaction (three shared timings), and
    // staggered (every layer's own begin time: nothing shared).
    for (count, staggered) in [(100, false), (1_000, false), (10_000, false), (10_000, true)] {
        nonisolated(unsafe) var scene: AnimatedScene?
        Benchmark(
            "Tick \(count) animated layers\(staggered ? " staggered" : "")",
            configuration: .init(
                metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
                maxDuration: .seconds(3),
                setup: { scene = onMainActor { AnimatedScene(layerCount: count, staggered: staggered) } },
                teardown: { onMainActor { scene = nil } }
            )
        ) { benchmark in
            // The runner hands the benchmark to one closure at a time.
            nonisolated(unsafe) let benchmark = benchmark
            onMainActor {
                let scene = scene!
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { scene.tick() }
                benchmark.stopMeasurement()
            }
        }
    }
}

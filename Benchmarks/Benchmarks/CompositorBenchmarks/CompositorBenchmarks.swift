import Benchmark
import Dispatch
import Foundation
import Segue
import SegueSDL

// The compositor's benchmarks: building a frame's geometry (walk, tessellation,
// culling, batching) for the stress scene's card grid at three sizes, occlusion
// culling under a full-window cover, the texture cache on a warm frame, and a
// whole frame of the stress scene (ticks, build, draw, flush) on SDL's software
// renderer. StressCardGrid.swift is a link to the stress scene's own source
// (Sources/SegueCLI/Demo/Scenes/Stress/), so these measure the tree `segue bench
// --scene stress` measures.

/// Runs `body` on the main actor, where Segue's layer tree lives, from whatever
/// thread the benchmark runner calls us on.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// The stress scene's grid of `cards` cards in a 1024×700 window on a loop of its
/// own and a software canvas, warmed up (buffers grown, textures uploaded).
@MainActor
final class CompositedGrid {
    static let width = 1024, height = 700
    let loop = FixedTimestepLoop(clock: ManualClock(start: 0))
    let root = CALayer()
    let grid: StressCardGrid
    let canvas: OffscreenCanvas
    /// Four ticks of 1/240 s: one 60 Hz frame.
    let ticksPerFrame = 4

    init(cards: Int, cover: Bool = false) {
        grid = StressCardGrid(cardCount: cards, animated: true)
        canvas = try! OffscreenCanvas(pixelWidth: Self.width, pixelHeight: Self.height)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        root.position = CGPoint(x: Self.width / 2, y: Self.height / 2)
        root.backgroundColor = CGColor(rgba: RGBAColor(red: 0.07, green: 0.08, blue: 0.11))
        root.addSublayer(grid.layer)
        if cover {
            // An opaque page over everything, as a presented full-screen modal is.
            let page = CALayer()
            page.bounds = root.bounds
            page.position = root.position
            page.backgroundColor = CGColor(rgba: RGBAColor(red: 0.95, green: 0.95, blue: 0.97))
            root.addSublayer(page)
        }
        CATransaction.commit()
        grid.layout(size: root.bounds.size)
        loop.attach(root)
        for _ in 0..<30 { frame() }
    }

    /// One whole frame: the ticks, the geometry, the draw calls, the flush.
    func frame() {
        for _ in 0..<ticksPerFrame { loop.runTick() }
        try! canvas.draw(root)
    }

    func tick() {
        for _ in 0..<ticksPerFrame { loop.runTick() }
    }

    func build() {
        canvas.compositor.buildFrame(root, scale: 1)
    }

    func submit() {
        canvas.compositor.submitFrame()
    }
}

/// Benchmarks whose setup and teardown build and free a `CompositedGrid` on the
/// main actor, and whose body runs there. Flattening of unchanging content is off
/// unless asked for: most bodies draw one unchanged frame over and over, which the
/// compositor would otherwise turn into one copy after the third.
func gridBenchmark(_ name: String, cards: Int, cover: Bool = false, cullsHiddenSurfaces: Bool = true,
                   flattens: Bool = false, _ body: @escaping @MainActor (CompositedGrid, Benchmark) -> Void) {
    nonisolated(unsafe) var scene: CompositedGrid?
    Benchmark(
        name,
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
            maxDuration: .seconds(3),
            setup: {
                scene = onMainActor {
                    let grid = CompositedGrid(cards: cards, cover: cover)
                    grid.canvas.compositor.cullsHiddenSurfaces = cullsHiddenSurfaces
                    grid.canvas.compositor.flattensStaticContent = flattens
                    return grid
                }
            },
            teardown: { onMainActor { scene = nil } }
        )
    ) { benchmark in
        // The runner hands the benchmark to one closure at a time.
        nonisolated(unsafe) let benchmark = benchmark
        onMainActor { body(scene!, benchmark) }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 5,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    // MARK: Build: walk, tessellate, cull, batch (no SDL call)

    for cards in [100, 500, 2_000] {
        gridBenchmark("Compositor build: stress \(cards) cards", cards: cards) { scene, benchmark in
            scene.tick()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.build() }
            benchmark.stopMeasurement()
        }
    }

    // MARK: Occlusion: the same grid under a full-window opaque page

    gridBenchmark("Compositor occlusion: 2000 cards under a cover, culled", cards: 2_000, cover: true) { scene, benchmark in
        scene.tick()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.build()
            scene.submit()
        }
        benchmark.stopMeasurement()
    }

    gridBenchmark("Compositor occlusion: 2000 cards under a cover, not culled", cards: 2_000, cover: true,
                  cullsHiddenSurfaces: false) { scene, benchmark in
        scene.tick()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.build()
            scene.submit()
        }
        benchmark.stopMeasurement()
    }

    // MARK: Texture cache: a warm frame's draw calls (every texture cached)

    gridBenchmark("Compositor submit (texture cache warm): stress 500 cards", cards: 500) { scene, benchmark in
        scene.tick()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.build()
            scene.submit()
        }
        benchmark.stopMeasurement()
    }

    // MARK: Flattening: an unchanged frame drawn as one copy of its texture

    gridBenchmark("Compositor flattened (unchanged frame, build + copy): stress 500 cards", cards: 500,
                  flattens: true) { scene, benchmark in
        scene.tick()
        for _ in 0..<3 {
            scene.build()
            scene.submit()
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scene.build()
            scene.submit()
        }
        benchmark.stopMeasurement()
    }

    // MARK: Whole frame: ticks, build, draw, flush

    for cards in [100, 500, 2_000] {
        // As the demo draws: the still page under the cards comes from the texture.
        gridBenchmark("Whole frame: stress \(cards) cards", cards: cards, flattens: true) { scene, benchmark in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.frame() }
            benchmark.stopMeasurement()
        }
    }
}

// swift-tools-version:6.1
// Segue's benchmarks (ordo-one/benchmark). A package of its own so that building
// and testing Segue never builds the benchmark tooling:
//   cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "SegueBenchmarks",
    dependencies: [
        // "Segue" is a symlink to the repository root, so the dependency has the same
        // identity whatever the clone's folder is called.
        .package(path: "Segue"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SegueBenchmarks",
            dependencies: [
                .product(name: "Segue", package: "Segue"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SegueBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The compositor: frame building, occlusion culling, the texture cache and a
        // whole frame of the stress scene (StressCardGrid.swift links to its source).
        .executableTarget(
            name: "CompositorBenchmarks",
            dependencies: [
                .product(name: "Segue", package: "Segue"),
                .product(name: "SegueSDL", package: "Segue"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CompositorBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

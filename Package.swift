// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Segue",
    // Synchronization.Atomic (the compositor's counters) needs macOS 15 on Apple's
    // platforms; Linux needs nothing here.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Segue", targets: ["Segue"]),
        // The SDL host, for programs (and the benchmarks) that draw Segue's layers in a window.
        .library(name: "SegueSDL", targets: ["SegueSDL"]),
        // The studio: the visualizer's window and tools around any root view controller.
        // A user's whole main.swift is `Studio.run { MyRootViewController() }`.
        .library(name: "SegueStudio", targets: ["SegueStudio"]),
        .executable(name: "segue", targets: ["segue"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (tools/docs): the DocC catalogs of
        // Segue and SegueStudio.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The engine: pure Swift + Foundation. Never imports SDL.
        .target(name: "Segue"),
        // SDL2 from the system (libsdl2-dev), through a shim header.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"]), .brew(["sdl2", "sdl2_image", "sdl2_ttf"])]
        ),
        // fontconfig from the system (libfontconfig-dev): how the SDL host finds its
        // text face by family name on Linux.
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
        ),
        // Cache hints (prefetch) for the compositor's walk: a header of static inline
        // functions, nothing to link.
        .systemLibrary(name: "CMemoryHints"),
        // The files Segue's programs read and write: the JSON reader, `segue render`'s
        // scene files, `segue replay`'s traces and the atomic file writer. A library
        // so the fuzz target can link the readers.
        .target(name: "SegueFiles", dependencies: ["Segue"]),
        // The SDL host: the only target that imports CSDL2.
        .target(name: "SegueSDL", dependencies: [
            "Segue", "SegueFiles", "CSDL2", "CMemoryHints",
            .target(name: "CFontconfig", condition: .when(platforms: [.linux])),
        ]),
        // The studio: the shell, its tools, the start screen and scene picker, the
        // window runner with its options, recording and replay — around any scene.
        // `segue demo` runs its built-in scenes through it, with public API only.
        .target(
            name: "SegueStudio",
            dependencies: [
                "Segue",
                "SegueSDL",
                "SegueFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The command-line tool.
        // Its sources live in Sources/SegueCLI so that the folder never clashes with
        // Sources/Segue on a case-insensitive file system.
        .executableTarget(
            name: "segue",
            dependencies: [
                "Segue",
                "SegueSDL",
                "SegueFiles",
                "SegueStudio",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/SegueCLI"
        ),
        // The libFuzzer target for the JSON readers and the PNG decoder (docs/FUZZING.md), built with
        // -sanitize=fuzzer,address -DSEGUE_LIBFUZZER; built normally it replays corpus
        // files through the same checks.
        .executableTarget(name: "segue-fuzz", dependencies: ["SegueFiles", "CLibFuzzer"], path: "Sources/SegueFuzz"),
        // libFuzzer's driver entry point (a header only; -sanitize=fuzzer links it).
        .systemLibrary(name: "CLibFuzzer"),
        // What the test targets share: a child process spawned with posix_spawn, every wait
        // bounded; the seeded random generator; the Chrome trace reader.
        .target(name: "SegueTestSupport", dependencies: ["Segue"], path: "Tests/SegueTestSupport"),
        .testTarget(name: "SegueTests", dependencies: ["Segue", "SegueTestSupport"]),
        .testTarget(name: "SegueSDLTests", dependencies: ["SegueSDL", "Segue", "SegueFiles", "SegueTestSupport"]),
        .testTarget(name: "SegueStudioTests", dependencies: ["SegueStudio", "Segue", "SegueSDL", "SegueFiles", "SegueTestSupport"]),
        .testTarget(name: "SourceCompatibilityTests", dependencies: ["Segue"]),
        .testTarget(name: "SegueCLITests", dependencies: ["segue", "Segue", "SegueFiles", "SegueStudio", "SegueTestSupport"],
                    // JSON inputs read by path: the fuzz corpus and its crashers.
                    exclude: ["Reliability/FuzzCorpus"]),
    ]
)

// swift-tools-version:6.1
import PackageDescription

// A user's package: an iOS 7-style navigation transition in the Segue studio,
// depending on the Segue checkout two folders up.
let package = Package(
    name: "SwatchZoom",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Segue", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "SwatchZoom",
            dependencies: [
                .product(name: "Segue", package: "Segue"),
                .product(name: "SegueStudio", package: "Segue"),
            ]
        ),
        .testTarget(name: "SwatchZoomTests", dependencies: ["SwatchZoom", .product(name: "Segue", package: "Segue")]),
    ]
)

// swift-tools-version:6.1
import PackageDescription

// A user's package: an iOS 10-style interruptible presentation in the Segue studio,
// depending on the Segue checkout two folders up.
let package = Package(
    name: "InterruptibleSheet",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Segue", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "InterruptibleSheet",
            dependencies: [
                .product(name: "Segue", package: "Segue"),
                .product(name: "SegueStudio", package: "Segue"),
            ]
        ),
        .testTarget(name: "InterruptibleSheetTests", dependencies: ["InterruptibleSheet", .product(name: "Segue", package: "Segue")]),
    ]
)

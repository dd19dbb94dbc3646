/// The `Package.swift` `segue new` writes: an executable of the user's transition
/// in the studio, and its tests, depending on a Segue checkout by path.
enum ScaffoldPackageTemplate {
    static let text = #"""
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "{{NAME}}",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Segue, from a checkout on this machine.
        .package(name: "Segue", path: "{{SEGUE_PATH}}"),
    ],
    targets: [
        .executableTarget(
            name: "{{NAME}}",
            dependencies: [
                .product(name: "Segue", package: "Segue"),
                .product(name: "SegueStudio", package: "Segue"),
            ]
        ),
        .testTarget(
            name: "{{NAME}}Tests",
            dependencies: ["{{NAME}}", .product(name: "Segue", package: "Segue")]
        ),
    ]
)
"""#
}

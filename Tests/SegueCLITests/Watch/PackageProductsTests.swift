import Foundation
import Testing
@testable import segue

/// Which program `segue watch` runs.
@Suite struct PackageProductsTests {
    @Test("the executable products are read from swift package describe's JSON")
    func executablesFromDescription() {
        let json = #"{"name": "P", "products": [{"name": "App", "type": {"executable": null}}, {"name": "Kit", "type": {"library": ["automatic"]}}, {"name": "Tool", "type": {"executable": null}}]}"#
        #expect(PackageProducts.executables(inDescription: Data(json.utf8)) == ["App", "Tool"])
        #expect(PackageProducts.executables(inDescription: Data("not json".utf8)).isEmpty)
    }

    @Test("a folder without a manifest is refused before swift runs")
    func noManifest() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-products-\(UUID().uuidString)")
        #expect {
            try PackageProducts(package: folder).executable(named: nil)
        } throws: { error in
            guard case .usage(let message) = error as? WatchFailure else { return false }
            return message.contains("has no Package.swift")
        }
    }
}

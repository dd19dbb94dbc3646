import Foundation
import Testing
@testable import segue

/// What `segue watch` counts as a change to a package.
@Suite struct PackageSourceSnapshotTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("segue-snapshot-\(UUID().uuidString)")
        for folder in ["Sources/App", "Tests/AppTests", ".build/debug"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try write("Package.swift", "// manifest")
        try write("Sources/App/main.swift", "print(1)")
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    @Test("the manifest and sources count; tests and hidden folders do not")
    func whatCounts() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("Tests/AppTests/AppTests.swift", "test")
        try write(".build/debug/App", "binary")
        #expect(PackageSourceSnapshot.take(of: root).files.keys.sorted() == ["Package.swift", "Sources/App/main.swift"])
    }

    @Test("a file added, removed or given new contents is a change")
    func changes() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let first = PackageSourceSnapshot.take(of: root)
        try write("Sources/App/main.swift", "print(2)")
        try write("Sources/App/Card.swift", "struct Card {}")
        let second = PackageSourceSnapshot.take(of: root, reusing: first)
        #expect(second.changes(since: first) == ["Sources/App/Card.swift", "Sources/App/main.swift"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/App/Card.swift"))
        let third = PackageSourceSnapshot.take(of: root, reusing: second)
        #expect(third.changes(since: second) == ["Sources/App/Card.swift"])
        #expect(third.changes(since: third).isEmpty)
    }

    @Test("saving a file with the same contents is no change, nor is a change to a test")
    func sameContentsIsNoChange() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let first = PackageSourceSnapshot.take(of: root)
        let file = root.appendingPathComponent("Sources/App/main.swift")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: file.path)
        try write("Sources/App/main.swift", "print(1)")
        try write("Tests/AppTests/AppTests.swift", "changed")
        let second = PackageSourceSnapshot.take(of: root, reusing: first)
        #expect(second.changes(since: first).isEmpty)
    }
}

import ArgumentParser
import Foundation
import Testing
import SegueTestSupport
@testable import segue

/// `segue new`: what it writes, and what it refuses without writing anything.
@Suite struct NewCommandTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh empty folder for one test.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func run(_ arguments: [String]) throws -> (status: Int32?, output: String, error: String) {
        guard let binary = EndToEndTests.binary else { throw EndToEndTests.MissingBinary() }
        return try BoundedProcess.run(binary, ["new"] + arguments, seconds: 30)
    }

    @Test("a package in the standard layout, depending on this checkout by path, its files whole")
    func writesThePackage() throws {
        let parent = try Self.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let run = try Self.run(["Cards", "--path", parent.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("swift run Cards"))
        let root = parent.appendingPathComponent("Cards")
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
        #expect(files == [".gitignore", "Package.swift", "README.md", "Sources", "Sources/Cards", "Sources/Cards/CardTransition.swift",
                          "Sources/Cards/main.swift", "Tests", "Tests/CardsTests", "Tests/CardsTests/CardTransitionTests.swift"])
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(name: \"Segue\", path: \"\(Self.checkout.standardizedFileURL.path)\")"))
        #expect(manifest.contains("name: \"CardsTests\""))
        let transition = try String(contentsOf: root.appendingPathComponent("Sources/Cards/CardTransition.swift"), encoding: .utf8)
        #expect(transition.contains("import Segue\n") && !transition.contains("SegueStudio"),
                "the transition file is UIKit code: it imports Segue alone")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Cards"], "no staging folder left")
    }

    @Test("an empty folder of that name is filled; a non-empty one is refused and left as it was")
    func existingFolders() throws {
        let parent = try Self.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(at: parent.appendingPathComponent("Empty"), withIntermediateDirectories: false)
        #expect(try Self.run(["Empty", "--path", parent.path]).status == 0)
        let taken = parent.appendingPathComponent("Taken")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: taken.appendingPathComponent("notes.txt"))
        let run = try Self.run(["Taken", "--path", parent.path])
        #expect(run.status == 64)
        #expect(run.error == "error: \"\(taken.path)\" exists and is not empty; choose another NAME or --path\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: taken.path) == ["notes.txt"])
    }

    static let badNames: [(String, String)] = [
        ("my-app", "a Swift module name is ASCII letters, digits and \"_\", not starting with a digit"),
        ("2fast", "a Swift module name is ASCII letters, digits and \"_\", not starting with a digit"),
        ("Café", "a Swift module name is ASCII letters, digits and \"_\", not starting with a digit"),
        ("struct", "\"struct\" is a Swift keyword"),
        ("SegueStudio", "\"SegueStudio\" is already a module the package uses"),
        ("", "the name is empty"),
    ]

    @Test("a NAME that is no Swift module name is refused with exit 64 and nothing written", arguments: badNames)
    func refusesBadNames(_ badName: (String, String)) throws {
        let parent = try Self.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let run = try Self.run([badName.0, "--path", parent.path])
        #expect(run.status == 64)
        #expect(run.error == "error: NAME \"\(badName.0)\" is not a valid Swift module name: \(badName.1)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty)
    }

    @Test("--segue must be a Segue checkout; --path must be a folder")
    func badPlaces() throws {
        let parent = try Self.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let notSegue = try Self.run(["Cards", "--path", parent.path, "--segue", parent.path])
        #expect(notSegue.status == 64)
        #expect(notSegue.error.contains("is not a Segue checkout"))
        let file = parent.appendingPathComponent("file")
        try Data().write(to: file)
        let notFolder = try Self.run(["Cards", "--path", file.path])
        #expect(notFolder.status == 64)
        #expect(notFolder.error == "error: --path \"\(file.path)\" is not a folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["file"])
    }

    @Test("a folder that cannot be written exits 1 and leaves nothing behind")
    func unwritableFolder() throws {
        // /proc refuses new folders even to root.
        let run = try Self.run(["Cards", "--path", "/proc"])
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("error: cannot write the package at \"/proc/Cards\": "), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: "/proc/Cards"))
    }

    @Test("names: module names pass, everything else says why")
    func nameRules() {
        #expect(PackageScaffold.problem(withName: "MyTransition") == nil)
        #expect(PackageScaffold.problem(withName: "_private2") == nil)
        #expect(PackageScaffold.problem(withName: "a b") != nil)
    }

    @Test("by default the package depends on the checkout segue was built from")
    func builtFromCheckout() {
        #expect(NewCommand.builtFromCheckout == Self.checkout.path || NewCommand.builtFromCheckout == Self.checkout.standardizedFileURL.path)
        #expect(NewCommand.isSegueCheckout(Self.checkout.path))
        #expect(!NewCommand.isSegueCheckout(FileManager.default.temporaryDirectory.path))
    }
}

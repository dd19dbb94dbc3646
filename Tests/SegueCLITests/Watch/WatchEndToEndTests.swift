import Foundation
import Testing
import SegueTestSupport
@testable import segue

/// The live-reload loop as a user lives it, on a private Xvfb: `segue watch` on a
/// package made by `segue new`; open the card in slow motion and pause it mid-way;
/// change the card's colour in the transition file and see the new colour on the
/// same paused card; break the build and see the error over the old program, which
/// keeps running; fix it and see the program come back; make the new build crash
/// and see the build before it come back with the crash over it; Escape ends the watch.
/// The package lives in `.build-watch-e2e` under the checkout, its build folder
/// kept between runs (the first build compiles Segue).
@Suite(.serialized) struct WatchEndToEndTests {
    static let checkout = NewCommandTests.checkout
    static let folder = checkout.appendingPathComponent(".build-watch-e2e")
    static let package = folder.appendingPathComponent("CardsWatch")
    static let oldCard: (red: UInt8, green: UInt8, blue: UInt8) = (74, 107, 237)
    static let newCard: (red: UInt8, green: UInt8, blue: UInt8) = (51, 179, 89)
    static let errorPanel: (red: UInt8, green: UInt8, blue: UInt8) = (41, 13, 15)

    /// Writes a fresh scaffold over the kept package, its build folder left in place.
    static func preparePackage() throws {
        let scratch = try NewCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let made = try NewCommandTests.run(["CardsWatch", "--path", scratch.path])
        try #require(made.status == 0, "\(made.error)")
        let fresh = scratch.appendingPathComponent("CardsWatch")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        for item in try FileManager.default.contentsOfDirectory(atPath: fresh.path) {
            let target = package.appendingPathComponent(item)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: fresh.appendingPathComponent(item), to: target)
        }
    }

    static var transitionFile: URL { package.appendingPathComponent("Sources/CardsWatch/CardTransition.swift") }

    static func edit(_ change: (String) -> String) throws {
        let text = try String(contentsOf: transitionFile, encoding: .utf8)
        let changed = change(text)
        try #require(changed != text, "the edit changes the file")
        try Data(changed.utf8).write(to: transitionFile)
    }

    /// Waits (a bounded number of polls) until `watch`'s standard error says `text` `count` times.
    static func waitForTerminal(_ watch: BoundedProcess, _ text: String, count: Int = 1, polls: Int = 600) -> Bool {
        for _ in 0..<polls {
            if watch.standardError.components(separatedBy: text).count - 1 >= count { return true }
            guard watch.isRunning else { return false }
            usleep(100_000)
        }
        return false
    }

    static func window(_ server: XvfbSession, seconds: Double = 120) throws -> String? {
        let search = try server.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", "^CardsWatch$"], seconds: seconds)
        return search.output.split(separator: "\n").last.map(String.init)
    }

    @Test func aColourChangeShowsOnThePausedCardAndABuildErrorShowsOverTheRunningProgram() throws {
        try Self.preparePackage()
        guard let binary = EndToEndTests.binary else { throw EndToEndTests.MissingBinary() }
        let server = try XvfbSession()
        defer { server.stop() }
        let timings = Self.folder.appendingPathComponent("timings.jsonl")
        let watch = try BoundedProcess(binary, ["watch", Self.package.path, "--size", "600x800", "--timings", timings.path],
                                       environment: server.environment)
        try watch.start()
        defer { watch.kill() }
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-watch-e2e.png")
        func shot(_ name: String) -> URL { keep.deletingPathExtension().appendingPathExtension("\(name).png") }

        // The first build can compile Segue: up to 25 minutes on a cold CI machine.
        #expect(Self.waitForTerminal(watch, "watching for changes", polls: 15_000), "\(watch.standardError.suffix(3000))")
        var window = try #require(try Self.window(server), "no window: \(watch.standardError.suffix(2000))")
        #expect(try NavigationEndToEndTests.waitFor(ScaffoldEndToEndTests.pageColour, share: 0.9, server, window: window,
                                                    keep: shot("page")) >= 0.9)
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)

        // Slow motion, Open card, and pause once the card is part way up.
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "s"])
        _ = try server.run("xdotool", ["mousemove", "\(geometry.x + 300)", "\(geometry.y + 422)", "click", "1"])
        var rising = 0.0
        for _ in 0..<200 where rising < 0.15 {
            rising = try DemoWindowEndToEndTests.photograph(server, window: window, keep: shot("rising")).0.fraction(near: Self.oldCard)
        }
        _ = try server.run("xdotool", ["key", "space"])
        let held = try NavigationEndToEndTests.waitFor(Self.oldCard, share: 0.15, server, window: window, keep: shot("held"))
        #expect(held >= 0.15 && held < 0.85, "the card is part way up: \(held)")

        // A new colour: the same card, paused at the same point, in the new colour.
        try Self.edit { $0.replacingOccurrences(of: "red: 0.29, green: 0.42, blue: 0.93", with: "red: 0.20, green: 0.70, blue: 0.35") }
        #expect(Self.waitForTerminal(watch, "reloaded in"), "\(watch.standardError.suffix(3000))")
        window = try #require(try Self.window(server))
        let recoloured = try NavigationEndToEndTests.waitFor(Self.newCard, share: held - 0.05, server, window: window, keep: shot("recoloured"))
        #expect(abs(recoloured - held) < 0.05, "the new colour covers what the old did: \(recoloured) against \(held)")
        let moved = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        #expect(moved.x == geometry.x && moved.y == geometry.y && moved.width == geometry.width && moved.height == geometry.height,
                "the window keeps its place and size")

        // A compile error: in the terminal and over the program, which keeps running.
        try Self.edit { $0.replacingOccurrences(of: "view.layer.cornerRadius = 24", with: "view.layer.cornerRadius = 24\n        let broken: Int = \"text\"") }
        #expect(Self.waitForTerminal(watch, "build failed:"), "\(watch.standardError.suffix(3000))")
        #expect(watch.standardError.contains("Sources/CardsWatch/CardTransition.swift:"), "file and line: \(watch.standardError.suffix(2000))")
        #expect(watch.standardError.contains("let broken: Int = \"text\""))
        // The program shows the message at its next iteration (at most an idle wake-up away).
        let panel = try NavigationEndToEndTests.waitFor(Self.errorPanel, share: 0.03, server, window: window, keep: shot("error"))
        #expect(panel > 0.03, "the error panel shows: \(panel)")
        let (withError, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: shot("error"))
        #expect(withError.fraction(near: Self.newCard) > 0.1, "the last good program is still there under it")

        // Fixed: the program comes back, without the panel.
        try Self.edit { $0.replacingOccurrences(of: "\n        let broken: Int = \"text\"", with: "") }
        #expect(Self.waitForTerminal(watch, "reloaded in", count: 2), "\(watch.standardError.suffix(3000))")
        window = try #require(try Self.window(server))
        #expect(try NavigationEndToEndTests.waitFor(Self.newCard, share: held - 0.05, server, window: window, keep: shot("fixed")) >= held - 0.05)
        let (fixed, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: shot("fixed"))
        #expect(fixed.fraction(near: Self.errorPanel, tolerance: 6) < 0.005, "no error panel")

        // A crash: the new build traps as it replays the click on Open card, before its
        // first frame, so the build before it comes back with the crash over it.
        let guardLine = "guard presentedViewController == nil else { return false }"
        let trap = "precondition(presentedViewController != nil, \"the watch test's crash\")\n        " + guardLine
        try Self.edit { $0.replacingOccurrences(of: guardLine, with: trap) }
        #expect(Self.waitForTerminal(watch, "restarting the last good build"), "\(watch.standardError.suffix(3000))")
        #expect(watch.standardError.contains("the watch test's crash"), "the runtime's line: \(watch.standardError.suffix(2000))")
        window = try #require(try Self.window(server))
        let crashPanel = try NavigationEndToEndTests.waitFor(Self.errorPanel, share: 0.03, server, window: window, keep: shot("crash"))
        #expect(crashPanel > 0.03, "the crash shows over the last good build: \(crashPanel)")
        try Self.edit { $0.replacingOccurrences(of: trap, with: guardLine) }
        #expect(Self.waitForTerminal(watch, "reloaded in", count: 3), "\(watch.standardError.suffix(3000))")
        window = try #require(try Self.window(server))
        #expect(try NavigationEndToEndTests.waitFor(ScaffoldEndToEndTests.pageColour, share: 0.5, server, window: window,
                                                    keep: shot("after-crash")) >= 0.5, "the program is back, on its page")

        // Escape closes the window and ends the watch.
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "Escape"])
        #expect(watch.waitForExit(seconds: 30) == 0, "\(watch.standardError.suffix(2000))")
        let lines = try String(contentsOf: timings, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3, "one timing per reload that showed a frame: \(lines)")
    }
}

import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// `segue demo` with no `--scene` in a real window on a private Xvfb server: the
/// start screen shows, an xdotool click on the flip card opens the flip scene (its
/// blue page, its title), Tab brings the picker sidebar over it, and a click on the
/// layers card there switches scene in the SDL window. Needs `tools/setup`; every
/// wait is bounded. Screenshots stay in the temporary directory
/// (`segue-picker-e2e-*.png`).
@Suite(.serialized) struct PickerEndToEndTests {
    /// The start screen's background colour (× 255, rounded).
    static let startBackground: (red: UInt8, green: UInt8, blue: UInt8) = (18, 20, 28)

    /// The centre of a scene's card on the start screen and in the sidebar, in
    /// window points, laid out headless at `size` as the demo lays them out.
    @MainActor
    static func cardCentres(_ name: DemoSceneName, size: CGSize) throws -> (start: CGPoint, sidebar: CGPoint) {
        let stage = makeStage(nil, size: size)
        let start = try #require(stage.shell.scene as? StudioStartScene)
        let card = try #require(start.controller.cardList.card(for: name.rawValue))
        let picker = try #require(stage.shell.tool(StudioScenePicker.self))
        picker.setShown(true)
        stage.runTicks(1)
        let sideCard = try #require(picker.cardList.card(for: name.rawValue))
        return (card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil),
                sideCard.convert(CGPoint(x: sideCard.bounds.midX, y: sideCard.bounds.midY), to: nil))
    }

    static func windowName(_ server: XvfbSession, _ window: String) throws -> String {
        try server.run("xdotool", ["getwindowname", window]).output.trimmingCharacters(in: .newlines)
    }

    /// Asks for the window's name until it is `expected` (bounded; each xdotool run
    /// takes its own time).
    static func waitForName(_ server: XvfbSession, _ window: String, _ expected: String) throws -> String {
        var name = ""
        for _ in 0..<50 {
            name = try windowName(server, window)
            if name == expected { break }
        }
        return name
    }

    @Test @MainActor func startScreenCardOpensTheFlipSceneAndTabSwitchesScenes() throws {
        let size = CGSize(width: 800, height: 520)
        let flipCard = try Self.cardCentres(.flip, size: size)
        let layersCard = try Self.cardCentres(.layers, size: size)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("report.json")

        let server = try XvfbSession()
        defer { server.stop() }
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--size", "800x520", "--report", report.path])
        defer { demo.kill() }
        #expect(try Self.windowName(server, window) == "Segue — choose a scene")
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-picker-e2e-start.png")
        let (startContent, geometry) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
        #expect(startContent.fraction(near: Self.startBackground, tolerance: 6) > 0.25, "the start screen's background: \(startContent); see \(keep.path)")
        #expect(startContent.fraction(near: DemoWindowEndToEndTests.mainPageColour) < 0.01, "no flip page yet")

        let click = try server.run("xdotool", ["mousemove", "\(geometry.x + Int(flipCard.start.x))", "\(geometry.y + Int(flipCard.start.y))", "click", "1"])
        #expect(click.status == 0, "xdotool: \(click.error)")
        let flipShot = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-picker-e2e-flip.png")
        let blue = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.mainPageColour, keep: flipShot)
        #expect(blue >= 0.8, "clicking the flip card opens the flip scene's blue page: \(blue); see \(flipShot.path)")
        #expect(try Self.waitForName(server, window, "Segue — card flip modal") == "Segue — card flip modal")

        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        let tab = try server.run("xdotool", ["key", "Tab"])
        #expect(tab.status == 0, "xdotool key: \(tab.error)")
        let sidebarShot = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-picker-e2e-sidebar.png")
        var blueWithSidebar = 1.0
        for _ in 0..<40 {
            let (content, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: sidebarShot)
            blueWithSidebar = content.fraction(near: DemoWindowEndToEndTests.mainPageColour)
            if blueWithSidebar < 0.75 { break }
        }
        #expect(blueWithSidebar > 0.4 && blueWithSidebar < 0.75, "the sidebar covers the left of the page: \(blueWithSidebar); see \(sidebarShot.path)")
        let choose = try server.run("xdotool", ["mousemove", "\(geometry.x + Int(layersCard.sidebar.x))", "\(geometry.y + Int(layersCard.sidebar.y))", "click", "1"])
        #expect(choose.status == 0, "xdotool: \(choose.error)")
        #expect(try Self.waitForName(server, window, "Segue — card flip layers") == "Segue — card flip layers")
        let layersShot = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-picker-e2e-layers.png")
        let (layers, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: layersShot)
        #expect(layers.isDrawnScene && layers.fraction(near: DemoWindowEndToEndTests.mainPageColour) < 0.2, "\(layers); see \(layersShot.path)")

        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "Escape"])
        #expect(demo.waitForExit(seconds: 30) == 0, "stderr: \(demo.standardError)")
        let written = try String(contentsOf: report, encoding: .utf8)
        #expect(written.contains(#""topViewController": "LayerHostViewController""#), "the report ends in the layers scene: \(written)")
    }
}

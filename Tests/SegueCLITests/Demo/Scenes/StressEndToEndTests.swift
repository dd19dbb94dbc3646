import Foundation
import Testing
@testable import segue
@testable import SegueStudio
import SegueTestSupport

/// The stress scene in a real window under a private Xvfb: `--cards` sets the
/// count, the cards keep turning (two photographs a moment apart differ, and both
/// show the fronts' colours and the backs' pattern), and Escape quits with 0.
@Suite(.serialized) struct StressEndToEndTests {
    /// The backs' background, where the lattice leaves it (RGB 0…255).
    static let backColour: (red: UInt8, green: UInt8, blue: UInt8) = (32, 44, 76)

    @Test func manyCardsKeepFlippingInTheWindow() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--scene", "stress", "--cards", "300", "--size", "800x600"])
        defer { demo.kill() }
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-stress-e2e.png")
        let (first, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
        #expect(first.isDrawnScene, "\(first); see \(keep.path)")
        var second = first
        for _ in 0..<20 {
            (second, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
            if second.rgb != first.rgb { break }
        }
        #expect(second.rgb != first.rgb, "the cards move; see \(keep.path)")
        #expect(first.fraction(near: Self.backColour, tolerance: 6) > 0.01 || second.fraction(near: Self.backColour, tolerance: 6) > 0.01,
                "some backs show; see \(keep.path)")
        #expect(second.distinctColours > 50)

        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "Escape"])
        #expect(demo.waitForExit(seconds: 15) == 0, "stderr: \(demo.standardError)")
    }

    @Test func badCardCountsExit64BeforeOpeningAWindow() throws {
        for cards in ["0", "-5", "1000001", "many"] {
            let result = try BoundedProcess.run(try DemoWindowEndToEndTests.binary, ["demo", "--scene", "stress", "--cards", cards],
                                                environment: DemoWindowEndToEndTests.displaylessEnvironment, seconds: 30)
            #expect(result.status == 64)
            #expect(result.error == "error: --cards must be a whole number from 1 to 20000, got \"\(cards)\"\n")
        }
    }
}

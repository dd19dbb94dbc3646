import Foundation
import Testing
import SegueTestSupport

/// `segue demo --renderer software` in a real window on a private Xvfb: SDL's
/// software renderer drawing into the X framebuffer shows the same still scene as
/// the default accelerated renderer (both draw textures 1:1 at rest), and the
/// window on screen shows it too.
@Suite(.serialized) struct SoftwareRendererEndToEndTests {
    /// The demo's last frame as RGB bytes, saved by `--screenshot`.
    static func lastFrame(_ server: XvfbSession, renderer: String, keep: URL) throws -> ScreenContent {
        try? FileManager.default.removeItem(at: keep)
        let demo = try BoundedProcess(try DemoWindowEndToEndTests.binary,
                                      ["demo", "--scene", "flip", "--size", "480x320", "--frames", "20",
                                       "--renderer", renderer, "--screenshot", keep.path],
                                      environment: server.environment)
        try demo.start()
        let status = demo.waitForExit(seconds: 60)
        #expect(status == 0, "\(renderer): stderr: \(demo.standardError)")
        #expect(demo.standardError == "", "\(renderer) is used as asked, with no fallback: \(demo.standardError)")
        let raw = keep.deletingPathExtension().appendingPathExtension("rgb")
        defer { try? FileManager.default.removeItem(at: raw) }
        let convert = try server.run("convert", [keep.path, "-depth", "8", "rgb:\(raw.path)"])
        #expect(convert.status == 0, "convert: \(convert.error)")
        return ScreenContent(rgb: [UInt8](try Data(contentsOf: raw)))
    }

    @Test func softwareDrawsTheStillSceneAsTheAcceleratedRendererDoes() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory
        let software = try Self.lastFrame(server, renderer: "software",
                                          keep: directory.appendingPathComponent("segue-demo-e2e-software.png"))
        let accelerated = try Self.lastFrame(server, renderer: "accelerated",
                                             keep: directory.appendingPathComponent("segue-demo-e2e-accelerated.png"))
        #expect(software.isDrawnScene, "\(software)")
        #expect(software.rgb.count == 480 * 320 * 3 && accelerated.rgb.count == software.rgb.count)
        // Channel by channel within 8 levels (blending rounds differently), and at
        // most 0.5 % of pixels further apart than that (glyph edges).
        var differing = 0
        for pixel in stride(from: 0, to: min(software.rgb.count, accelerated.rgb.count), by: 3) {
            let apart = (0..<3).contains { abs(Int(software.rgb[pixel + $0]) - Int(accelerated.rgb[pixel + $0])) > 8 }
            if apart { differing += 1 }
        }
        #expect(differing <= 480 * 320 / 200, "\(differing) pixels differ by more than 8 levels")
    }

    @Test func theWindowOnScreenShowsTheSoftwareRenderersFrames() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--scene", "flip", "--size", "640x400",
                                                                                 "--renderer", "software"])
        defer { demo.kill() }
        let keep = FileManager.default.temporaryDirectory.appendingPathComponent("segue-demo-e2e-software-window.png")
        let (content, geometry) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
        #expect(geometry.width == 640 && geometry.height == 400)
        #expect(content.isDrawnScene, "\(content); see \(keep.path)")
        #expect(content.fraction(near: DemoWindowEndToEndTests.mainPageColour) > 0.6, "\(content); see \(keep.path)")
        demo.terminate()
        #expect(demo.waitForExit(seconds: 15) == 128 + SIGTERM, "SIGTERM ends the demo with status 143; stderr: \(demo.standardError)")
    }
}

import Foundation
import Segue
import SegueSDL
import Testing
@testable import segue

/// Renders the flip scene through `OffscreenCanvas`, flat and exploded.
@MainActor
enum ExplodedFlipFixture {
    static let size = CGSize(width: 1280, height: 800)

    /// The flip scene `seconds` into its presentation, in a headless host.
    static func flip(at seconds: TimeInterval) -> (HeadlessHost, FlipModalScene) {
        let host = HeadlessHost(size: size)
        let scene = FlipModalScene(still: false)
        host.present(scene.window)
        host.runTicks(1)
        #expect(scene.startShowcaseTransition())
        host.advance(by: seconds)
        return (host, scene)
    }

    static func render(_ layer: CALayer, exploded: ExplodedView?) throws -> CGImage {
        let canvas = try OffscreenCanvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        canvas.explodedView = exploded
        return try canvas.render(layer, backgroundColor: RGBAColor(red: 0.1, green: 0.1, blue: 0.1))
    }

    static func save(_ image: CGImage, _ name: String) {
        guard let bytes = try? PNGEncoder().encode(rgba: image.pixels, width: image.width, height: image.height) else { return }
        try? Data(bytes).write(to: URL(fileURLWithPath: "/tmp/exploded-\(name).png"))
    }
}

@MainActor
@Suite("Exploded view of the flip scene, rendered headless")
struct ExplodedFlipRenderTests {
    @Test func look() throws {
        let (_, scene) = ExplodedFlipFixture.flip(at: 0.35)
        let root = scene.window.layer
        let flat = try ExplodedFlipFixture.render(root, exploded: nil)
        ExplodedFlipFixture.save(flat, "flat")
        let exploded = try ExplodedFlipFixture.render(root, exploded: ExplodedView(root: root))
        ExplodedFlipFixture.save(exploded, "full")
        let (_, late) = ExplodedFlipFixture.flip(at: 0.8)
        ExplodedFlipFixture.save(try ExplodedFlipFixture.render(late.window.layer, exploded: ExplodedView(root: late.window.layer)), "late")
        ExplodedFlipFixture.save(try ExplodedFlipFixture.render(late.window.layer, exploded: nil), "lateflat")
    }
}

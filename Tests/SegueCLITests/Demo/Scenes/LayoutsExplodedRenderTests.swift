import Foundation
import Segue
import SegueSDL
import Testing
@testable import segue
@testable import SegueStudio

/// The layouts scene in a shell on a headless host with the E tool, rendered offscreen.
@MainActor
private struct ExplodedLayoutsFixture {
    static let size = CGSize(width: 1024, height: 700)
    let host = HeadlessHost(size: ExplodedLayoutsFixture.size)
    let scene = LayoutsScene()
    let shell: StudioShell
    let tool = ExplodedViewTool()

    init() {
        shell = StudioShell(scene: scene, catalog: DemoSceneName.catalog(), size: Self.size, loop: host.loop)
        host.present(scene.window)
        host.loop.attach(shell.overlay.layer)
        shell.install(tool)
        host.runTicks(1)
    }

    func render(_ exploded: ExplodedView?) throws -> CGImage {
        let canvas = try OffscreenCanvas(pixelWidth: Int(Self.size.width), pixelHeight: Int(Self.size.height))
        canvas.explodedView = exploded
        return try canvas.render(scene.window.layer, backgroundColor: RGBAColor(red: 0.1, green: 0.1, blue: 0.1))
    }

    static func save(_ image: CGImage, _ name: String) {
        guard let bytes = try? PNGEncoder().encode(rgba: image.pixels, width: image.width, height: image.height) else { return }
        try? Data(bytes).write(to: FileManager.default.temporaryDirectory.appendingPathComponent("segue-layouts-\(name).png"))
    }

    static func layerCount(_ layer: CALayer) -> Int { 1 + (layer.sublayers ?? []).reduce(0) { $0 + layerCount($1) } }
}

@MainActor
@Suite("E on the layouts scene: the cells exploded, headless", .serialized)
struct LayoutsExplodedRenderTests {
    @Test("a screenful of cells is hundreds of layers; exploded, the stack stays maximumDepth deep, so the window's outline and the cells stay on screen")
    func explodedGrid() throws {
        let fixture = ExplodedLayoutsFixture()
        let count = ExplodedLayoutsFixture.layerCount(fixture.scene.window.layer)
        #expect(count > 250, "layers: \(count)")
        let view = ExplodedView(root: fixture.scene.window.layer)
        let picture = try fixture.render(view)
        ExplodedLayoutsFixture.save(picture, "exploded-grid")
        // The window's outline (cyan, the tree's top layer) is drawn on screen, and
        // much of the picture is background around the turned, shrunk stack.
        var cyan = 0, background = 0
        for y in stride(from: 0, to: picture.height, by: 2) {
            for x in stride(from: 0, to: picture.width, by: 2) {
                guard let p = picture.pixel(x: x, y: y) else { continue }
                let (r, g, b) = (p.red * 255, p.green * 255, p.blue * 255)
                if abs(r - 89) < 40 && abs(g - 204) < 40 && b > 215 { cyan += 1 }
                if abs(r - 25.5) < 2 && abs(g - 25.5) < 2 && abs(b - 25.5) < 2 { background += 1 }
            }
        }
        let samples = (picture.width / 2) * (picture.height / 2)
        #expect(cyan > 50, "the window's outline shows: \(cyan) samples")
        #expect(Double(background) / Double(samples) > 0.1, "background around the stack")
    }

    @Test("mid-push the exploded picture differs from the flat one and the transition keeps running")
    func explodedMidPush() throws {
        let fixture = ExplodedLayoutsFixture()
        #expect(fixture.scene.startShowcaseTransition())
        fixture.host.advance(by: fixture.scene.tuning.duration * 0.3)
        #expect(fixture.shell.key(StudioKey("e")))
        fixture.host.advance(by: ExplodedViewTool.animationDuration + 0.05)
        let exploded = try #require(fixture.tool.explodedView)
        #expect(exploded.progress == 1)
        let flat = try fixture.render(nil)
        let picture = try fixture.render(exploded)
        ExplodedLayoutsFixture.save(flat, "flat-mid-push")
        ExplodedLayoutsFixture.save(picture, "exploded-mid-push")
        var differing = 0
        for y in stride(from: 0, to: flat.height, by: 2) {
            for x in stride(from: 0, to: flat.width, by: 2) where flat.pixel(x: x, y: y) != picture.pixel(x: x, y: y) {
                differing += 1
            }
        }
        #expect(Double(differing) / Double((flat.width / 2) * (flat.height / 2)) > 0.3)
        #expect(fixture.host.settle())
        #expect(fixture.scene.nav.topViewController === fixture.scene.cvc2)
    }
}

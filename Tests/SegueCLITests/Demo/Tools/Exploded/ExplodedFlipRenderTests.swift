import Foundation
import Segue
import SegueSDL
import Testing
@testable import segue
@testable import SegueStudio

/// The flip scene in a shell on a headless host, with the E tool installed.
@MainActor
struct ExplodedFlipFixture {
    static let size = CGSize(width: 1280, height: 800)
    let host = HeadlessHost(size: ExplodedFlipFixture.size)
    let scene = FlipModalScene(still: false)
    let shell: StudioShell
    let tool = ExplodedViewTool()

    init() {
        shell = StudioShell(scene: scene, catalog: DemoSceneName.catalog(), size: Self.size, loop: host.loop)
        host.present(scene.window)
        host.loop.attach(shell.overlay.layer)
        shell.install(tool)
        host.runTicks(1)
    }

    /// Ends the flip and dismisses its modal (see `StudioSceneWindDown`).
    func tearDown() {
        StudioSceneWindDown.windDown(scene, in: host)
    }

    /// Starts the flip and runs `seconds` of it.
    func flip(for seconds: TimeInterval) {
        #expect(scene.startShowcaseTransition())
        host.advance(by: seconds)
    }

    func render(_ exploded: ExplodedView?) throws -> CGImage {
        let canvas = try OffscreenCanvas(pixelWidth: Int(Self.size.width), pixelHeight: Int(Self.size.height))
        canvas.explodedView = exploded
        return try canvas.render(scene.window.layer, backgroundColor: RGBAColor(red: 0.1, green: 0.1, blue: 0.1))
    }

    static func save(_ image: CGImage, _ name: String) {
        guard let bytes = try? PNGEncoder().encode(rgba: image.pixels, width: image.width, height: image.height) else { return }
        try? Data(bytes).write(to: FileManager.default.temporaryDirectory.appendingPathComponent("segue-exploded-\(name).png"))
    }

    /// The fraction of pixels differing by more than `tolerance` (0…255) in any channel.
    static func difference(_ a: CGImage, _ b: CGImage, tolerance: Double = 8) -> Double {
        var count = 0
        for y in stride(from: 0, to: a.height, by: 2) {
            for x in stride(from: 0, to: a.width, by: 2) {
                guard let p = a.pixel(x: x, y: y), let q = b.pixel(x: x, y: y) else { continue }
                if max(abs(p.red - q.red), abs(p.green - q.green), abs(p.blue - q.blue)) * 255 > tolerance { count += 1 }
            }
        }
        return Double(count) / Double((a.width / 2) * (a.height / 2))
    }

    /// The fraction of pixels near an 8-bit colour.
    static func fraction(near colour: (Double, Double, Double), in image: CGImage, tolerance: Double = 12) -> Double {
        var count = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                guard let p = image.pixel(x: x, y: y) else { continue }
                if abs(p.red * 255 - colour.0) <= tolerance, abs(p.green * 255 - colour.1) <= tolerance,
                   abs(p.blue * 255 - colour.2) <= tolerance { count += 1 }
            }
        }
        return Double(count) / Double((image.width / 2) * (image.height / 2))
    }
}

@MainActor
@Suite("E: the flip scene exploded mid-transition, headless")
struct ExplodedFlipRenderTests {
    static let mainPage = (41.0, 92.0, 184.0), modalPage = (199.0, 77.0, 56.0)

    @Test("pressing E explodes over 0.4 s; the picture separates the sheets and outlines them")
    func explodeMidFlip() throws {
        let fixture = ExplodedFlipFixture()
        fixture.flip(for: 0.35)
        #expect(fixture.shell.key(StudioKey("e")))
        #expect(fixture.tool.isExploded)
        fixture.host.advance(by: 0.2)
        let halfway = try #require(fixture.tool.explodedView)
        #expect(halfway.progress > 0.2 && halfway.progress < 0.8)
        fixture.host.advance(by: 0.25)           // 0.8 s in: the modal turning in, the presenter edge-on
        let exploded = try #require(fixture.tool.explodedView)
        let flat = try fixture.render(nil)
        #expect(exploded.progress == 1)
        #expect(exploded.root === fixture.scene.window.layer)
        // The transition is still running under the exploded view.
        #expect(fixture.scene.window.isRunningTransition)
        let picture = try fixture.render(exploded)
        ExplodedFlipFixture.save(flat, "flip-flat")
        ExplodedFlipFixture.save(picture, "flip-exploded")
        // Flat, the modal fills the window's middle; exploded, the turned, shrunk stack
        // leaves background around it and the window's outline (cyan) shows.
        #expect(ExplodedFlipFixture.fraction(near: Self.modalPage, in: flat) > 0.6)
        let modal = ExplodedFlipFixture.fraction(near: Self.modalPage, in: picture)
        #expect(modal > 0.15 && modal < 0.6)
        let cyan = (0.35 * 255, 0.80 * 255, 255.0)     // the outline colour of the tree's top layer
        #expect(ExplodedFlipFixture.fraction(near: cyan, in: picture, tolerance: 40) > 0.0005)
        #expect(ExplodedFlipFixture.difference(flat, picture) > 0.3)
        fixture.tearDown()
    }

    @Test("the from and to pages, on top of each other flat, are apart exploded")
    func fromAndToSeparate() throws {
        let fixture = ExplodedFlipFixture()
        fixture.flip(for: 0.3)                        // the presenter turning away, the modal edge-on
        let flat = try fixture.render(nil)
        let picture = try fixture.render(ExplodedView(root: fixture.scene.window.layer))   // the same instant
        ExplodedFlipFixture.save(picture, "flip-early-exploded")
        // The presenter's page shows in both, but not in the same pixels: its sheet lies
        // two sheets above the window's, turned and shrunk.
        var samePlace = 0, inFlat = 0
        for y in stride(from: 0, to: flat.height, by: 4) {
            for x in stride(from: 0, to: flat.width, by: 4) {
                let p = flat.pixel(x: x, y: y)!, q = picture.pixel(x: x, y: y)!
                let isMain = { (c: RGBAColor) in abs(c.red * 255 - 41) < 12 && abs(c.green * 255 - 92) < 12 && abs(c.blue * 255 - 184) < 12 }
                if isMain(p) { inFlat += 1; if isMain(q) { samePlace += 1 } }
            }
        }
        #expect(inFlat > 0)
        #expect(Double(samePlace) / Double(inFlat) < 0.8)
        fixture.tearDown()
    }

    @Test("dragging while exploded orbits (the scene gets no touches) and changes the picture")
    func orbitDrag() throws {
        let fixture = ExplodedFlipFixture()
        fixture.tool.toggle()
        fixture.host.advance(by: 0.5)
        let before = try fixture.render(fixture.tool.explodedView)
        let yaw = fixture.tool.yaw, pitch = fixture.tool.pitch
        let shell = fixture.shell, host = fixture.host
        shell.pointer(.began, at: CGPoint(x: 400, y: 200), timestamp: host.currentTime)
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            shell.pointer(.moved, at: CGPoint(x: 400 + 10 * Double(step), y: 200 + 12 * Double(step)), timestamp: host.currentTime)
        }
        shell.pointer(.ended, at: CGPoint(x: 600, y: 440), timestamp: host.currentTime)
        host.advance(by: 0.1)
        // A drag down the window would flip the card (the seed's pan); here it orbits.
        #expect(!fixture.scene.window.isRunningTransition)
        #expect(fixture.scene.root.presentedViewController == nil)
        #expect(fixture.tool.yaw > yaw)
        #expect(fixture.tool.pitch > pitch)
        let after = try fixture.render(fixture.tool.explodedView)
        ExplodedFlipFixture.save(after, "flip-orbited")
        #expect(ExplodedFlipFixture.difference(before, after) > 0.1)
        fixture.tearDown()
    }

    @Test("E again animates back; once flat, the picture is the flat one and touches reach the scene")
    func toggleBack() throws {
        let fixture = ExplodedFlipFixture()
        let flat = try fixture.render(nil)
        #expect(fixture.shell.key(StudioKey("e")))
        fixture.host.advance(by: 0.5)
        #expect(!fixture.tool.orbitView.isHidden)
        #expect(fixture.shell.key(StudioKey("e")))
        fixture.host.advance(by: 0.2)
        #expect(fixture.tool.explodedView != nil)     // still on its way back
        fixture.host.advance(by: 0.3)
        #expect(fixture.tool.explodedView == nil)
        #expect(fixture.tool.orbitView.isHidden)
        let back = try fixture.render(fixture.tool.explodedView)
        #expect(ExplodedFlipFixture.difference(flat, back) < 0.001)
        // A near-flat frame of the animation is within tolerance of the flat picture.
        let almost = try fixture.render(ExplodedView(root: fixture.scene.window.layer, progress: 0.002))
        #expect(ExplodedFlipFixture.difference(flat, almost) < 0.02)
        fixture.tearDown()
    }

    @Test("other keys pass through; help names E and the spacing keys, and the drag and click")
    func keysAndHelp() {
        let fixture = ExplodedFlipFixture()
        #expect(!fixture.tool.handleKey(StudioKey("e", modifiers: .control)))
        #expect(!fixture.tool.handleKey(StudioKey("x")))
        #expect(fixture.tool.helpLines.map(\.input) == ["E", "Drag (exploded)"])
        fixture.tearDown()
    }
}

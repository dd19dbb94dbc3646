import Foundation
import Segue
import SegueSDL
import Testing
@testable import segue
@testable import SegueStudio

/// A pixel's RGBA bytes.
private func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let i = (y * image.width + x) * 4
    return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]), Int(image.pixels[i + 3]))
}

/// Pixel statistics of two images of one size.
private struct ImageDifference {
    /// Share of pixels whose largest channel difference exceeds `tolerance`.
    let differingShare: Double

    init(_ a: CGImage, _ b: CGImage, tolerance: Int = 8) {
        precondition(a.width == b.width && a.height == b.height)
        var differing = 0
        for pixel in 0..<(a.width * a.height) {
            let i = pixel * 4
            if (0..<4).contains(where: { abs(Int(a.pixels[i + $0]) - Int(b.pixels[i + $0])) > tolerance }) { differing += 1 }
        }
        differingShare = Double(differing) / Double(a.width * a.height)
    }
}

@MainActor
@Suite("segue render --scene: a demo scene's transition frozen at a progress, or as frames", .serialized)
struct DemoSceneRenderTests {
    static let size = CGSize(width: 240, height: 160)

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-render-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func render(_ progress: Double, in directory: URL) throws -> CGImage {
        let path = directory.appendingPathComponent("flip-\(progress).png").path
        try DemoSceneRenderJob(scene: .flip, size: Self.size, scale: 1, output: .still(progress: progress, path: path)).run()
        return try PNGDecoder.decode(contentsOfFile: path)
    }

    /// The modal as it rests after the flip, drawn the same way.
    private func settledModal() throws -> CGImage {
        let previous = TextRendering.installedRasterizer
        let rasterizer = try? SDLTextRasterizer()
        TextRendering.installedRasterizer = rasterizer
        defer { TextRendering.installedRasterizer = previous }
        let host = HeadlessHost(size: Self.size)
        let scene = FlipModalScene(still: false)
        host.present(scene.window)
        #expect(host.settle())
        #expect(scene.startShowcaseTransition())
        #expect(host.settle())
        #expect(scene.root.presentedViewController is SCModalViewController)
        defer { StudioSceneWindDown.windDown(scene, in: host) }
        let canvas = try OffscreenCanvas(pixelWidth: 240, pixelHeight: 160)
        return try canvas.render(scene.window.layer, backgroundColor: SDLHostConfiguration(title: "", size: Self.size).clearColor)
    }

    @Test("0 shows the presenter, 0.5 differs from it (both pages edge-on), 1 is the settled modal")
    func progresses() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = try render(0, in: directory)
        let quarter = try render(0.25, in: directory)
        let half = try render(0.5, in: directory)
        let end = try render(1, in: directory)
        #expect(start.width == 240 && start.height == 160)
        let blue = rgba(start, 20, 20)
        #expect(blue.b > 150 && blue.r < 80, "the main page is blue at the start: \(blue)")
        #expect(ImageDifference(start, half).differingShare > 0.8)
        #expect(ImageDifference(start, quarter).differingShare > 0.1, "a quarter in, the page has turned away")
        let corner = rgba(quarter, 1, 1)
        #expect(corner.b < 60, "the tilted page leaves the top corners dark: \(corner)")
        let red = rgba(end, 20, 20)
        #expect(red.r > 150 && red.b < 100, "the modal page is red at the end: \(red)")
        let settled = ImageDifference(end, try settledModal())
        #expect(settled.differingShare < 0.005, "progress 1 is the settled modal: \(settled.differingShare)")
    }

    @Test("--frames writes round(duration × fps) + 1 frames from the start to the settled end")
    func frames() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let framesDirectory = directory.appendingPathComponent("frames").path
        try DemoSceneRenderJob(scene: .flip, size: Self.size, scale: 1, output: .frames(directory: framesDirectory, fps: 8)).run()
        let names = try FileManager.default.contentsOfDirectory(atPath: framesDirectory).sorted()
        #expect(names == (0...8).map(ReplayJob.frameName), "the flip lasts 1 s: \(names)")
        let first = try PNGDecoder.decode(contentsOfFile: framesDirectory + "/frame-0000.png")
        let last = try PNGDecoder.decode(contentsOfFile: framesDirectory + "/frame-0008.png")
        #expect(ImageDifference(first, try render(0, in: directory)).differingShare == 0)
        #expect(ImageDifference(last, try render(1, in: directory)).differingShare == 0)
    }

    @Test("a render stopped part-way or at the end frees the scene: its controllers, transition and presentation")
    func freesTheScene() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A first render loads what is made once and kept (fonts, the tab bar's images).
        _ = try render(0.5, in: directory)
        let before = SegueLiveObjectCounts.current
        for progress in [0.5, 1] { _ = try render(progress, in: directory) }
        let after = SegueLiveObjectCounts.current
        #expect(after.viewControllers == before.viewControllers, "controllers: \(before) → \(after)")
        #expect(after.transitionContexts == before.transitionContexts && after.presentationControllers == before.presentationControllers,
                "\(before) → \(after)")
    }

    @Test("the duration is read from the running transition: a tuned 2 s flip is half-way at 1 s")
    func durationFromTheTransition() throws {
        let observer = ShowcaseTransitionObserver()
        TransitionObservers.add(observer)
        defer { TransitionObservers.remove(observer) }
        let host = HeadlessHost(size: Self.size)
        let scene = FlipModalScene(still: false)
        scene.tuning.set(.duration, to: 2)
        host.present(scene.window)
        host.runTicks(1)
        #expect(scene.startShowcaseTransition())
        #expect(observer.duration == 2)
        host.advance(by: 2.1)
        #expect(observer.outcome == true)
        StudioSceneWindDown.windDown(scene, in: host)
    }
}

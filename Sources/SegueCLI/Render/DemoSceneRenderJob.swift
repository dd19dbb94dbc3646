import Foundation
import Segue
import SegueSDL
import SegueFiles
import SegueStudio

/// What `segue render --scene NAME` does: builds the demo's scene in a
/// `HeadlessHost` exactly as `segue replay` does (same `DemoSceneContent`, same
/// SDL2_ttf text rasterizer when its fonts are installed), lets it settle, starts
/// its showcase transition (`StudioScene.startShowcaseTransition()`, what the scene's
/// main button does), reads the transition's duration from the running transition
/// (`ShowcaseTransitionObserver`), and renders the window's layer tree with
/// `OffscreenCanvas` — frozen at one progress, or as frames over the whole
/// transition. Every PNG is written whole (temporary file and rename) or not at all.
@MainActor
struct DemoSceneRenderJob {
    /// What to write.
    enum Output: Equatable {
        /// One PNG at `progress` (0…1) of the transition's duration. At 0 it is the
        /// first tick's picture (1/240 s in: the tick that commits the animations);
        /// at 1 the transition is run to its completion, so the picture is the
        /// settled end.
        case still(progress: Double, path: String)
        /// `frame-0000.png`… in `directory`: round(duration × fps) + 1 frames evenly
        /// spaced from the start to the completed end.
        case frames(directory: String, fps: Int)
    }

    let scene: DemoSceneName
    /// The window's size in points.
    let size: CGSize
    /// Pixels per point.
    let scale: Double
    let output: Output
    /// The fonts labels are drawn with (DejaVu Sans; Segue's bitmap font, with a
    /// warning, when they are missing).
    var fontFiles = TextFontFiles.located()

    /// How long the scene may take to settle before its transition starts, and the
    /// most a transition may run past its duration to complete, in seconds.
    static let settleLimit: TimeInterval = 5
    static let completionAllowance: TimeInterval = 5

    /// Renders and writes.
    func run() throws(RenderFailure) {
        try checkPixelSize()
        if case .still(_, let path) = output {
            do { try StudioOutputTarget.check(path, option: "--output") } catch { throw .io(error.description) }
        }
        let previousRasterizer = TextRendering.installedRasterizer
        let rasterizer = HeadlessTextRasterizer.make(fontFiles: fontFiles)
        TextRendering.installedRasterizer = rasterizer
        defer { TextRendering.installedRasterizer = previousRasterizer }

        let host = HeadlessHost(size: size, scale: CGFloat(scale))
        let content = DemoSceneContent.make(scene, still: false, rasterizer: rasterizer)
        host.present(content.window)
        host.settle(limit: Self.settleLimit)
        let observer = ShowcaseTransitionObserver()
        TransitionObservers.add(observer)
        defer { TransitionObservers.remove(observer) }
        // A still stops the transition part-way and the last frame leaves the scene
        // presenting: both hold the scene's controllers, so end them before it goes.
        defer { StudioSceneWindDown.windDown(content, in: host) }
        guard content.startShowcaseTransition(), let duration = observer.duration else {
            let scenes = Self.scenesWithShowcase().map(\.rawValue).joined(separator: ", ")
            throw .usage("--scene \(scene.rawValue) has no showcase transition to render; scenes with one: \(scenes)")
        }
        let canvas: OffscreenCanvas
        do {
            canvas = try OffscreenCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        } catch {
            throw .render("cannot make a \(pixelWidth)×\(pixelHeight) canvas: \(error)")
        }
        let start = host.loop.tickCount
        let tickInterval = host.loop.tickInterval
        let background = SDLHostConfiguration(title: "", size: size).clearColor

        func runTo(_ progress: Double) throws(RenderFailure) {
            if progress >= 1 {
                let limit = Int(((duration + Self.completionAllowance) / tickInterval).rounded(.up))
                while observer.outcome == nil && host.loop.tickCount - start < limit { host.runTicks(1) }
                guard observer.outcome != nil else {
                    throw .render("the \(scene.rawValue) transition did not complete within \(JSONValue.format(duration + Self.completionAllowance)) s")
                }
                host.runTicks(1)
            } else {
                // The transition's animations begin at the tick that commits them,
                // so at least that one tick runs: progress 0 is the first tick's picture.
                let target = start + max(1, Int((progress * duration / tickInterval).rounded()))
                if target > host.loop.tickCount { host.runTicks(target - host.loop.tickCount) }
            }
        }
        func picture() throws(RenderFailure) -> CGImage {
            do {
                return try canvas.render(content.window.layer, scale: CGFloat(scale), backgroundColor: background)
            } catch {
                throw .render("cannot render the \(scene.rawValue) scene: \(error)")
            }
        }

        switch output {
        case .still(let progress, let path):
            try runTo(progress)
            let image = try picture()
            do { try PNGFileWriter.write(image, toFile: path, option: "--output") } catch { throw .io(error.description) }
        case .frames(let directory, let fps):
            let steps = max(1, Int((duration * Double(fps)).rounded()))
            do { try ReplayJob.prepareFrames(directory) } catch { throw .io(error.description) }
            for step in 0...steps {
                try runTo(Double(step) / Double(steps))
                let image = try picture()
                do {
                    try PNGFileWriter.write(image, toFile: directory + "/" + ReplayJob.frameName(step), option: "--frames")
                } catch {
                    throw .io(error.description)
                }
            }
        }
    }

    var pixelWidth: Int { Int((Double(size.width) * scale).rounded()) }
    var pixelHeight: Int { Int((Double(size.height) * scale).rounded()) }

    /// The window at `scale` must be an image the offscreen canvas makes
    /// (`OffscreenCanvas.accepts`).
    func checkPixelSize() throws(RenderFailure) {
        guard OffscreenCanvas.accepts(pixelWidth: Double(pixelWidth), pixelHeight: Double(pixelHeight)) else {
            throw .usage("--scale \(JSONValue.format(scale)) makes the \(Int(size.width))×\(Int(size.height))-point window \(pixelWidth)×\(pixelHeight) pixels; \(OffscreenCanvas.limitDescription)")
        }
    }

    /// The scenes whose `startShowcaseTransition()` starts a transition (asked of
    /// each scene, freshly built, in a headless host). Each probe's transition is
    /// run to its end and what it presented is dismissed before the scene goes: a
    /// transition in flight and a presentation hold their controllers, which hold
    /// them, so a scene dropped mid-transition would never be freed.
    static func scenesWithShowcase() -> [DemoSceneName] {
        DemoSceneName.allCases.filter { name in
            let host = HeadlessHost(size: CGSize(width: 320, height: 480))
            let content = DemoSceneContent.make(name, still: true, rasterizer: nil)
            host.present(content.window)
            host.runTicks(1)
            let observer = ShowcaseTransitionObserver()
            TransitionObservers.add(observer)
            defer { TransitionObservers.remove(observer) }
            let hasShowcase = content.startShowcaseTransition() && observer.duration != nil
            host.settle(limit: settleLimit)
            let windows = content.transitionWindow === content.window ? [content.window] : [content.window, content.transitionWindow]
            for window in windows {
                if let root = window.rootViewController, root.presentedViewController != nil {
                    root.dismiss(animated: false)
                    host.settle(limit: settleLimit)
                }
            }
            return hasShowcase
        }
    }
}

import Foundation
import Segue
import SegueSDL

/// Runs `segue demo`: opens the SDL host, shows the scene, and keeps it laid out
/// for the window until the user quits, `--frames` frames have been drawn, or
/// SIGINT/SIGTERM arrives; then saves `--screenshot` if asked.
@MainActor
struct DemoRunner {
    let settings: DemoSettings

    /// The window title: "Segue — card flip modal".
    nonisolated static func title(for scene: DemoSceneName) -> String { "Segue — \(scene.title)" }

    func run() throws {
        let host = try SDLHost(configuration: SDLHostConfiguration(title: Self.title(for: settings.scene), size: settings.windowSize))
        defer { host.close() }
        var window: UIWindow?
        switch settings.scene {
        case .flip:
            UIScreen.main.updateFromHost(size: host.size, scale: host.scale)
            window = FlipModalScene.makeWindow(still: settings.isStill)
            host.present(window!)
        case .layers:
            let scene = CardFlipScene(rasterizer: host.textRasterizer, animated: !settings.isStill)
            host.rootLayer.addSublayer(scene.layer)
            scene.layout(size: host.size, scale: host.scale)
            host.resizeHandler = { size, scale in scene.layout(size: size, scale: scale) }
        }
        defer { withExtendedLifetime(window) {} }
        if let limit = settings.frameLimit {
            host.drawsEveryFrame = true
            host.frameHandler = { [unowned host] count in
                if count >= limit { host.requestQuit() }
            }
        }
        host.run()
        if let path = settings.screenshotPath {
            try host.saveScreenshot(toFile: path)
        }
    }
}

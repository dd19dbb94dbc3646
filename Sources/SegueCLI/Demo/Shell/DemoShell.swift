import Foundation
import Segue

/// The visualizer around a scene: it owns the scene, the overlay window the tools
/// draw in, and the tools, and routes input between them. Host-independent: the
/// SDL runner and `HeadlessHost` tests feed it the same calls.
///
/// Routing follows an iOS app with a passthrough window above its main one: a
/// touch sequence goes, whole, to the overlay when it begins on a tool's view, and
/// to the scene's window otherwise. Keys go to the tools in installation order,
/// then to the scene.
@MainActor
final class DemoShell {
    /// The scene shown.
    let scene: any DemoScene
    /// The loop ticking the scene and the overlay.
    let loop: FixedTimestepLoop
    /// The window the tools draw in, above the scene's window.
    let overlay: DemoOverlayWindow
    /// The tools, in installation order.
    private(set) var tools: [any DemoTool] = []
    /// Whether the touch sequence in progress belongs to the overlay.
    private var overlayOwnsTouches = false
    private var touchesDown = false

    /// A shell for `scene` with an overlay of `size` points on `loop`. The caller
    /// presents `scene.window` and attaches `overlay.layer` to its host.
    init(scene: any DemoScene, size: CGSize, loop: FixedTimestepLoop) {
        self.scene = scene
        self.loop = loop
        overlay = DemoOverlayWindow(frame: CGRect(origin: .zero, size: size))
        overlay.isHidden = false
    }

    /// Adds a tool: it installs its views and lays them out at once.
    func install(_ tool: any DemoTool) {
        tools.append(tool)
        tool.install(in: self)
        tool.layout(in: overlay.bounds)
    }

    /// The first installed tool of a type.
    func tool<Tool: DemoTool>(_ type: Tool.Type) -> Tool? {
        tools.lazy.compactMap { $0 as? Tool }.first
    }

    /// A pointer (left button) event at `location` in window points.
    func pointer(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, modifiers: UIKeyModifierFlags = []) {
        if phase == .began && !touchesDown {
            overlayOwnsTouches = overlay.hitTest(location, with: nil) != nil
        }
        let target: UIWindow = overlayOwnsTouches ? overlay : scene.window
        target.handlePointer(phase, at: location, timestamp: timestamp, modifiers: modifiers)
        switch phase {
        case .began: touchesDown = true
        case .ended, .cancelled: touchesDown = false
        default: break
        }
    }

    /// Cancels the touches in progress (pointer left the window, focus lost).
    func cancelTouches(timestamp: TimeInterval) {
        overlay.cancelAllTouches(timestamp: timestamp)
        scene.window.cancelAllTouches(timestamp: timestamp)
        touchesDown = false
    }

    /// A key press: the first tool that uses it wins, else the scene. Returns
    /// whether anything used it.
    @discardableResult
    func key(_ key: DemoKey) -> Bool {
        for tool in tools where tool.handleKey(key) { return true }
        return scene.handleKey(key)
    }

    /// The window's size changed: the overlay and the tools follow (the host
    /// resizes the scene's window).
    func resize(to size: CGSize) {
        UIView.performWithoutAnimation {
            overlay.frame = CGRect(origin: .zero, size: size)
        }
        for tool in tools { tool.layout(in: overlay.bounds) }
    }

    /// Hands a frame's figures to every tool.
    func frameDidAdvance(_ stats: DemoFrameStats) {
        for tool in tools { tool.update(stats) }
    }

    /// Every line of the help overlay: the tools', then the scene's.
    var helpLines: [DemoHelpLine] {
        tools.flatMap(\.helpLines) + scene.helpLines
    }
}

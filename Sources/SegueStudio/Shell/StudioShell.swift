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
///
/// Scenes switch in place (`switchScene(to:)`, what the picker calls): the shell
/// cancels the old scene's touches, ends its transitions, asks the host to show the
/// new scene's window instead (`sceneHost`), releases the old scene, then tells
/// every tool (`StudioTool.sceneDidChange(_:)`). The tools stay installed, the
/// overlay stays on top.
@MainActor
final class StudioShell {
    /// The smallest window the studio lays its tools and start screen out for: the
    /// SDL window cannot be resized below it. `--size` may ask for less (for scripts
    /// and tests); the studio then still runs, but its tools may crowd the scene.
    static let minimumWindowSize = CGSize(width: 720, height: 480)

    /// The scene shown.
    private(set) var scene: any StudioScene
    /// The scene's name in `catalog`, or nil for the start screen (`StudioStartScene`).
    private(set) var sceneName: String?
    /// The scenes the program offers (the start screen's and the picker's cards).
    let catalog: StudioSceneCatalog
    /// Builds the scene for a name (nil: the start screen) when the shell switches:
    /// by default `catalog`'s scene with the context the shell was given.
    var makeScene: (String?) -> any StudioScene
    /// Shows a new scene's window in the host in place of the old one's (the old
    /// window leaves the host: removed from the SDL window, or hidden and detached
    /// in a `HeadlessHost`). Called by `switchScene(to:)` with the new scene, the
    /// old one and the new name, before the tools hear of the change; the SDL host
    /// also sets the window title here. Nil: the switch only changes the shell.
    var sceneHost: ((_ new: any StudioScene, _ old: any StudioScene, _ name: String?) -> Void)?
    /// The loop ticking the scene and the overlay.
    let loop: FixedTimestepLoop
    /// The window the tools draw in, above the scene's window.
    let overlay: StudioOverlayWindow
    /// The tools, in installation order.
    private(set) var tools: [any StudioTool] = []
    /// Whether the touch sequence in progress belongs to the overlay.
    private var overlayOwnsTouches = false
    private var touchesDown = false
    /// Set while a pointer event is being delivered: a switch asked for then (a
    /// card's touch-up action) waits until the delivery is over.
    private var isDeliveringPointer = false
    private var pendingSwitch: String??
    /// The requests the panels were last arranged for.
    private var arrangedRequests: [StudioPanelRequest]?
    /// The tool panels' frames as last arranged, by request name.
    private(set) var panelFrames: [String: CGRect] = [:]

    /// A shell for `scene` (named `name`, nil for the start screen) with an overlay
    /// of `size` points on `loop`. The caller presents `scene.window` and attaches
    /// `overlay.layer` to its host. `makeScene` builds the scenes switched to later
    /// (by default `catalog`'s, built with `context`).
    init(scene: any StudioScene, name: String? = nil, catalog: StudioSceneCatalog, size: CGSize, loop: FixedTimestepLoop,
         context: StudioSceneContext = StudioSceneContext(), makeScene: ((String?) -> any StudioScene)? = nil) {
        self.scene = scene
        sceneName = name
        self.catalog = catalog
        self.loop = loop
        self.makeScene = makeScene ?? { name in catalog.makeScene(name, context: context) }
        overlay = StudioOverlayWindow(frame: CGRect(origin: .zero, size: size))
        overlay.isHidden = false
        adopt(scene)
    }

    /// Wires a start screen's cards to `switchScene(to:)`.
    private func adopt(_ scene: any StudioScene) {
        if let start = scene as? StudioStartScene {
            start.onChoose = { [weak self] name in self?.switchScene(to: name) }
        }
    }

    /// Adds a tool: it installs its views and lays them out at once.
    func install(_ tool: any StudioTool) {
        tools.append(tool)
        tool.install(in: self)
        tool.layout(in: overlay.bounds)
        arrangePanels(force: true)
    }

    /// Lays the tools' panels out with `StudioPanelLayout` — clear of each other and
    /// of the scene's controls (`StudioSceneControls`) — when the panels shown or
    /// their sizes changed since the last time, or always when `force` is set (the
    /// window resized, the scene switched). Called after every key and frame.
    func arrangePanels(force: Bool = false) {
        let requests = tools.map(\.panelRequests)
        let all = requests.flatMap { $0 }
        guard force || all != arrangedRequests else { return }
        arrangedRequests = all
        let bounds = overlay.bounds
        let tiers = StudioSceneControls.tiers(in: scene.window).map { tier in
            tier.map { $0.intersection(bounds) }.filter { !$0.isNull && !$0.isEmpty }
        }
        let frames = StudioPanelLayout.frames(for: all, in: bounds, avoiding: tiers)
        panelFrames = Dictionary(zip(all.map(\.name), frames), uniquingKeysWith: { first, _ in first })
        var start = 0
        for (tool, toolRequests) in zip(tools, requests) where !toolRequests.isEmpty {
            tool.placePanels(in: Array(frames[start..<start + toolRequests.count]))
            start += toolRequests.count
        }
    }

    /// The first installed tool of a type.
    func tool<Tool: StudioTool>(_ type: Tool.Type) -> Tool? {
        tools.lazy.compactMap { $0 as? Tool }.first
    }

    /// A pointer (left button) event at `location` in window points.
    func pointer(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, modifiers: UIKeyModifierFlags = []) {
        if phase == .began && !touchesDown {
            overlayOwnsTouches = overlay.hitTest(location, with: nil) != nil
        }
        let target: UIWindow = overlayOwnsTouches ? overlay : scene.window
        isDeliveringPointer = true
        target.handlePointer(phase, at: location, timestamp: timestamp, modifiers: modifiers)
        isDeliveringPointer = false
        switch phase {
        case .began: touchesDown = true
        case .ended, .cancelled: touchesDown = false
        default: break
        }
        if let pending = pendingSwitch {
            pendingSwitch = nil
            switchScene(to: pending)
        }
    }

    /// Cancels the touches in progress (pointer left the window, focus lost).
    func cancelAllTouches(timestamp: TimeInterval) {
        overlay.cancelAllTouches(timestamp: timestamp)
        scene.window.cancelAllTouches(timestamp: timestamp)
        touchesDown = false
    }

    /// The mouse wheel turned by `steps` (SDL's: +y away from the user) with the
    /// pointer at `location`: the first tool that uses it wins
    /// (`StudioTool.handleWheel`: the exploded view's spacing); else it scrolls the
    /// scene's scroll view under it (`UIWindow.handleScrollWheel`,
    /// `UIWindow.scrollWheelStep` points a step), unless a tool's view is there.
    /// Returns whether anything used it.
    @discardableResult
    func wheel(_ steps: CGVector, at location: CGPoint) -> Bool {
        for tool in tools where tool.handleWheel(steps, at: location) {
            arrangePanels()
            return true
        }
        guard overlay.hitTest(location, with: nil) == nil else { return false }
        let delta = CGVector(dx: steps.dx * UIWindow.scrollWheelStep, dy: -steps.dy * UIWindow.scrollWheelStep)
        return scene.window.handleScrollWheel(delta, at: location)
    }

    /// A key press: the first tool that uses it wins, else the scene. Returns
    /// whether anything used it.
    @discardableResult
    func key(_ key: StudioKey) -> Bool {
        defer { arrangePanels() }
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
        arrangePanels(force: true)
    }

    /// Ends what the shown scene is doing before the program lets go of the shell at
    /// quit, as a switch to another scene does (`StudioSceneWindDown`): a transition
    /// still running ends now and its completions run while the scene is whole.
    /// Released with a transition in flight, the scene's window would end it from
    /// its deinit instead, inside the scene's own release — and a completion
    /// reaching back into the scene (an `unowned self` callback) would find it gone.
    func windDown() {
        StudioSceneWindDown.windDown(scene, loop: loop)
    }

    /// Replaces the scene with the one named (nil: the start screen), built by
    /// `makeScene`. Whatever the old scene was doing is ended first so nothing of it
    /// is left running: its touches are cancelled (a drag-driven transition then
    /// cancels as it would on iOS), and a transition still running is brought to its
    /// end by removing every animation in the old window (UIKit's animation
    /// completions then run with `finished == false`, as they do when a view leaves
    /// its window) and running the loop's ticks until the transition has completed —
    /// at most `StudioSceneWindDown.maximumTicks` —, and controllers presented from the window's
    /// root are dismissed without animation (a presentation controller holds its
    /// presented controller, and only a dismissal lets them go). The host then shows the new window
    /// (`sceneHost`), the old scene is released, and each tool hears
    /// `sceneDidChange(_:)`. Switching to the scene already shown does nothing. Asked
    /// for while a pointer event is being delivered (a card's touch-up action), the
    /// switch happens as soon as that delivery returns, so no window is torn down
    /// in the middle of handling its own touch.
    func switchScene(to name: String?) {
        if isDeliveringPointer {
            pendingSwitch = .some(name)
            return
        }
        guard name != sceneName || (name == nil) != (scene is StudioStartScene) else { return }
        let old = scene
        StudioSceneWindDown.windDown(old, loop: loop, tickingAfter: false)
        let new = makeScene(name)
        UIView.performWithoutAnimation {
            new.window.frame = CGRect(origin: .zero, size: overlay.bounds.size)
        }
        adopt(new)
        sceneHost?(new, old, name)
        scene = new
        sceneName = name
        // The new scene starts with no touch down: one held on a tool ends too.
        overlay.cancelAllTouches(timestamp: loop.mediaTime)
        touchesDown = false
        overlayOwnsTouches = false
        for tool in tools { tool.sceneDidChange(new) }
        arrangePanels(force: true)
    }

    /// Hands a frame's figures to every tool.
    func frameDidAdvance(_ stats: StudioFrameStats) {
        for tool in tools { tool.update(stats) }
        arrangePanels()
    }

    /// Every line of the help overlay: the scene's (what it is about comes first),
    /// then the tools'.
    var helpLines: [StudioHelpLine] {
        scene.helpLines + tools.flatMap(\.helpLines)
    }
}

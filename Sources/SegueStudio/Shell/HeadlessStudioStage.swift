import Foundation
import Segue

/// A `StudioShell` in a `HeadlessHost`, arranged as the SDL host arranges it
/// (`SDLHost.present(_: StudioShell)`): the scene's window is the host's window,
/// the overlay is attached to the loop above it, and `root` holds both layers — the
/// scene's below the overlay's — for rendering a frame of everything shown. Scene
/// switches present the new window in the host (which hides and detaches the old)
/// and swap it under the overlay in `root`. `segue replay`, `segue render --scene`
/// and the shell's tests use it.
@MainActor
final class HeadlessStudioStage {
    let host: HeadlessHost
    let shell: StudioShell
    /// The layer holding the scene's window layer and the overlay's, as the SDL
    /// host's root layer does: what a frame renders.
    let root = CALayer()

    /// A stage of `size` points showing the scene named `name` (nil: the start
    /// screen) of `catalog`, its scenes built with `context`, or by `makeScene` when
    /// given; `installTools` installs `StudioToolbox`'s standard tools.
    init(size: CGSize, scene name: String?, catalog: StudioSceneCatalog, context: StudioSceneContext = StudioSceneContext(),
         makeScene: ((String?) -> any StudioScene)? = nil, installTools: Bool = true) {
        host = HeadlessHost(size: size)
        let make = makeScene ?? { name in catalog.makeScene(name, context: context) }
        shell = StudioShell(scene: make(name), name: name, catalog: catalog, size: size, loop: host.loop, makeScene: make)
        root.name = "HeadlessStudioStage.root"
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        host.present(shell.scene.window)
        root.addSublayer(shell.scene.window.layer)
        root.addSublayer(shell.overlay.layer)
        CATransaction.commit()
        host.loop.attach(shell.overlay.layer)
        host.keyHandler = { [unowned shell] name, modifiers in shell.key(StudioKey(name, modifiers: modifiers)) }
        shell.sceneHost = { [unowned host, unowned root, unowned shell] new, old, _ in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            old.window.layer.removeFromSuperlayer()
            host.present(new.window)
            root.insertSublayer(new.window.layer, below: shell.overlay.layer)
            CATransaction.commit()
        }
        if installTools { StudioToolbox.installStandardTools(in: shell) }
        shell.overlay.layer.layoutAndDisplayIfNeeded()
    }

    /// Presses, moves or lifts the pointer at a window point, through the shell's
    /// routing, stamped with the last tick's time.
    func pointer(_ phase: UITouch.Phase, at location: CGPoint, modifiers: UIKeyModifierFlags = []) {
        shell.pointer(phase, at: location, timestamp: host.currentTime, modifiers: modifiers)
    }

    /// A click through the shell: press, a tick, release, a tick.
    func click(at location: CGPoint) {
        pointer(.began, at: location)
        runTicks(1)
        pointer(.ended, at: location)
        runTicks(1)
    }

    /// What the SDL host does when its window is resized (`SDLHost.present(_:
    /// StudioShell)`'s resize handler): the screen, the scene's window and the tools
    /// follow the new size in points, and `root` takes it, without animating.
    func resize(to size: CGSize) {
        UIScreen.main.updateFromHost(size: size, scale: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        CATransaction.commit()
        UIView.performWithoutAnimation {
            shell.scene.window.frame = CGRect(origin: .zero, size: size)
        }
        shell.resize(to: size)
    }

    /// What the SDL host does after an iteration's input, before drawing
    /// (`SDLHost.runFrame`): lays out the scene's window and the overlay and commits
    /// what changed, so the next input sees the tree laid out — live, input arrives
    /// about one event a frame, with layout and a commit between, also while time
    /// is paused and no tick runs.
    func endInputFrame() {
        root.layoutAndDisplayIfNeeded()
        if CATransaction.hasUncommittedChanges {
            CATransaction.flush()
            host.loop.refresh()
        }
    }

    /// Runs exactly one tick of the loop whatever its time scale says — paused, in
    /// slow motion or not — as a replay does: a recording counts the ticks that ran
    /// live, the scale already in them. Lays out and hands the tools the tick's
    /// figures as `runTicks` does.
    func runTick() {
        host.clock.advance(by: host.loop.tickInterval)
        host.loop.runTick()
        host.window.layer.layoutAndDisplayIfNeeded()
        shell.overlay.layer.layoutAndDisplayIfNeeded()
        shell.frameDidAdvance(StudioFrameStats(frameNumber: host.loop.tickCount, ticks: 1, mediaTime: host.currentTime))
    }

    /// Runs `count` ticks, laying out the overlay after each as the host lays out
    /// the scene's window, and hands the tools each tick's figures.
    func runTicks(_ count: Int) {
        for _ in 0..<max(0, count) {
            host.runTicks(1)
            shell.overlay.layer.layoutAndDisplayIfNeeded()
            shell.frameDidAdvance(StudioFrameStats(frameNumber: host.loop.tickCount, ticks: 1, mediaTime: host.currentTime))
        }
    }
}

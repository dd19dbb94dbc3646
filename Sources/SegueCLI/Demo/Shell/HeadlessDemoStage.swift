import Foundation
import Segue

/// A `DemoShell` in a `HeadlessHost`, arranged as the SDL host arranges it
/// (`SDLHost.present(_: DemoShell)`): the scene's window is the host's window,
/// the overlay is attached to the loop above it, and `root` holds both layers — the
/// scene's below the overlay's — for rendering a frame of everything shown. Scene
/// switches present the new window in the host (which hides and detaches the old)
/// and swap it under the overlay in `root`. `segue replay`, `segue render --scene`
/// and the shell's tests use it.
@MainActor
final class HeadlessDemoStage {
    let host: HeadlessHost
    let shell: DemoShell
    /// The layer holding the scene's window layer and the overlay's, as the SDL
    /// host's root layer does: what a frame renders.
    let root = CALayer()

    /// A stage of `size` points showing `scene` (nil: the start screen), its scenes
    /// built by `makeScene`; `installTools` installs `DemoToolbox`'s standard tools.
    init(size: CGSize, scene name: DemoSceneName?, makeScene: @escaping (DemoSceneName?) -> any DemoScene,
         installTools: Bool = true) {
        host = HeadlessHost(size: size)
        shell = DemoShell(scene: makeScene(name), name: name, size: size, loop: host.loop, makeScene: makeScene)
        root.name = "HeadlessDemoStage.root"
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        host.present(shell.scene.window)
        root.addSublayer(shell.scene.window.layer)
        root.addSublayer(shell.overlay.layer)
        CATransaction.commit()
        host.loop.attach(shell.overlay.layer)
        host.keyHandler = { [unowned shell] name, modifiers in shell.key(DemoKey(name, modifiers: modifiers)) }
        shell.sceneHost = { [unowned host, unowned root, unowned shell] new, old, _ in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            old.window.layer.removeFromSuperlayer()
            host.present(new.window)
            root.insertSublayer(new.window.layer, below: shell.overlay.layer)
            CATransaction.commit()
        }
        if installTools { DemoToolbox.installStandardTools(in: shell) }
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

    /// Runs `count` ticks, laying out the overlay after each as the host lays out
    /// the scene's window, and hands the tools each tick's figures.
    func runTicks(_ count: Int) {
        for _ in 0..<max(0, count) {
            host.runTicks(1)
            shell.overlay.layer.layoutAndDisplayIfNeeded()
            shell.frameDidAdvance(DemoFrameStats(frameNumber: host.loop.tickCount, ticks: 1, mediaTime: host.currentTime))
        }
    }
}

import Foundation
import Segue
@testable import segue
@testable import SegueStudio

/// A demo scene on a headless stage (`HeadlessStudioStage`: the shell, its tools and
/// the scene's window, as `segue demo` arranges them), with the window faults
/// delivered the way the SDL host delivers them (`SDLHost+StudioShell.swift`).
@MainActor
final class DemoFaultStage {
    let stage: HeadlessStudioStage
    var host: HeadlessHost { stage.host }
    var shell: StudioShell { stage.shell }
    var scene: any StudioScene { stage.shell.scene }

    /// The scenes whose showcase is a controller transition.
    nonisolated static let transitionScenes: [DemoSceneName] = [.flip, .keyframePush, .sliding, .slideUp, .navigation, .tabs]

    /// The scene `name` on a stage of `size` points; `tools` installs the demo's
    /// standard tools (timeline, HUD, …), as `segue demo` does.
    init(_ name: DemoSceneName, size: CGSize = CGSize(width: 1024, height: 700), tools: Bool = true) {
        stage = HeadlessStudioStage(size: size, builtIn: name, installTools: tools)
        stage.runTicks(1)
    }

    /// Whether a transition runs in the scene.
    var isTransitioning: Bool { scene.transitionWindow.isRunningTransition || scene.window.isRunningTransition }

    /// Runs ticks until no transition runs and nothing animates (at most 30 s);
    /// returns whether it got there.
    @discardableResult
    func settle() -> Bool {
        for _ in 0..<(30 * 240) {
            stage.runTicks(1)
            if !isTransitioning && !host.loop.isAnimating { return true }
        }
        return false
    }

    /// Runs simulated time on by `seconds`.
    func advance(by seconds: Double) {
        stage.runTicks(Int((seconds / host.loop.tickInterval).rounded()))
    }

    /// The SDL window changed size: the screen, the scene's window (without
    /// animating) and the shell follow, as the SDL host's resize handler does.
    func resize(to size: CGSize) {
        UIScreen.main.updateFromHost(size: size, scale: 1)
        UIView.performWithoutAnimation {
            scene.window.frame = CGRect(origin: .zero, size: size)
        }
        shell.resize(to: size)
    }

    /// The SDL window lost focus (or the pointer left it): the touches in progress
    /// are cancelled, as the SDL host does.
    func loseFocus() {
        shell.cancelAllTouches(timestamp: host.currentTime)
    }

    /// A drag through the shell: pressed at `start`, moved in `steps` equal steps
    /// one tick apart to `end`, not released.
    func press(at start: CGPoint, dragTo end: CGPoint, steps: Int, modifiers: UIKeyModifierFlags = []) {
        stage.pointer(.began, at: start, modifiers: modifiers)
        for step in 1...steps {
            stage.runTicks(1)
            let fraction = CGFloat(step) / CGFloat(steps)
            stage.pointer(.moved, at: CGPoint(x: start.x + (end.x - start.x) * fraction,
                                              y: start.y + (end.y - start.y) * fraction), modifiers: modifiers)
        }
        stage.runTicks(1)
    }

    /// Leaves nothing behind (for the sanitizers' leak check): switches to the
    /// start screen, which ends the scene's transitions and dismisses what it
    /// presented, as the demo does when it leaves a scene.
    func tearDown() {
        shell.switchScene(to: nil)
    }

    /// What the scene's window shows.
    var fingerprint: SceneFingerprint { SceneFingerprint(scene.window) }

    /// The gesture recognizers in the scene's window not back at `.possible`, as
    /// "UIPanGestureRecognizer on UIWindow: changed".
    var unsettledRecognizers: [String] {
        var found: [String] = []
        func visit(_ view: UIView) {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.state != .possible {
                found.append("\(type(of: recognizer)) on \(type(of: view)): \(recognizer.state)")
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(scene.window)
        if scene.transitionWindow !== scene.window { visit(scene.transitionWindow) }
        return found
    }
}

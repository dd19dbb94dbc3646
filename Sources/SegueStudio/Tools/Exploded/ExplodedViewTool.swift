import Foundation
import Segue
import SegueSDL

/// The E tool: the scene window's layer tree exploded in 3D, like Xcode's view
/// debugger (see `ExplodedView`), while the scene keeps running and scrubbing.
///
/// E toggles; the explosion animates in and out over `animationDuration` (the
/// tool moves `ExplodedView.progress` along an ease-in-ease-out curve on the
/// loop's ticks). While exploded a transparent view over the whole overlay takes
/// every drag that begins on no other tool, and dragging orbits the stack: right
/// turns it about the vertical axis, down tilts it about the horizontal one. The
/// tool does not draw: whoever composites the frame reads `explodedView` (the
/// studio runner hands each change to the SDL host's compositor through
/// `onChange`; tests set it on an `OffscreenCanvas`).
@MainActor
final class ExplodedViewTool: StudioTool {
    /// Seconds to explode or come back flat.
    static let animationDuration = 0.4
    /// Radians of orbit per point dragged (a 400 pt drag turns 80°).
    static let orbitRate: CGFloat = 0.2 * .pi / 180

    /// What the compositor draws for the scene: nil when flat.
    private(set) var explodedView: ExplodedView?
    /// Called after every change of `explodedView` (the runner passes it to the
    /// compositor and asks for a redraw).
    var onChange: ((ExplodedView?) -> Void)?
    /// Whether the tool is (or is animating towards) exploded.
    private(set) var isExploded = false
    /// Current orbit, radians.
    private(set) var yaw = ExplodedView.defaultYaw
    private(set) var pitch = ExplodedView.defaultPitch

    let orbitView = ExplodedOrbitView(frame: .zero)
    private weak var shell: StudioShell?
    private var progress: Double = 0
    private var animationStart: (time: Double, progress: Double)?
    private var link: CADisplayLink?
    private let curve = CAMediaTimingFunction(name: .easeInEaseOut)

    init() {}

    func install(in shell: StudioShell) {
        self.shell = shell
        orbitView.isHidden = true
        orbitView.onDrag = { [unowned self] step in self.orbit(by: step) }
        shell.overlay.insertSubview(orbitView, at: 0)
    }

    func layout(in bounds: CGRect) {
        UIView.performWithoutAnimation { orbitView.frame = bounds }
    }

    func handleKey(_ key: StudioKey) -> Bool {
        guard key.matches("e") else { return false }
        toggle()
        return true
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("E", "exploded 3D view of the scene's layers (toggle)"),
         StudioHelpLine("Drag (exploded)", "orbit the exploded view")]
    }

    /// A new scene: the exploded view (if any) follows its window's layers.
    func sceneDidChange(_ scene: any StudioScene) {
        publish()
    }

    /// Explodes the view, or brings it back flat, animating from where it is over
    /// 0.4 s of real time whatever the loop's speed — at once while time is paused,
    /// since the loop's display links do not run then.
    func toggle() {
        isExploded.toggle()
        orbitView.isHidden = !isExploded
        guard let shell else { return }
        if shell.loop.isTimeFrozen {
            link?.invalidate()
            link = nil
            animationStart = nil
            progress = isExploded ? 1 : 0
            publish()
            return
        }
        animationStart = (shell.loop.mediaTime, progress)
        if link == nil {
            let link = CADisplayLink { [weak self] link in self?.step(at: link.timestamp) }
            link.add(to: shell.loop)
            self.link = link
        }
        step(at: shell.loop.mediaTime)
    }

    /// Turns the stack by a drag of `step` points (clamped to ±80° either way).
    func orbit(by step: CGPoint) {
        let limit = ExplodedView.maximumAngle
        yaw = min(max(yaw + step.x * Self.orbitRate, -limit), limit)
        pitch = min(max(pitch + step.y * Self.orbitRate, -limit), limit)
        publish()
    }

    /// Advances the in/out animation to media time `time`.
    private func step(at time: Double) {
        guard let start = animationStart else { return }
        let target: Double = isExploded ? 1 : 0
        let span = abs(target - start.progress)
        let elapsed = time - start.time
        // Media time runs at timeScale × real time: scale the duration to keep 0.4 s real.
        let scale = max(shell?.loop.timeScale ?? 1, 0.01)
        let fraction = span > 0 ? min(max(elapsed / (Self.animationDuration * scale * span), 0), 1) : 1
        progress = start.progress + (target - start.progress) * curve.progress(at: fraction)
        if fraction >= 1 {
            progress = target
            animationStart = nil
            link?.invalidate()
            link = nil
        }
        publish()
    }

    private func publish() {
        guard let shell else { return }
        if progress <= 0 {
            explodedView = nil
        } else {
            explodedView = ExplodedView(root: shell.scene.window.layer, yaw: yaw, pitch: pitch,
                                        progress: CGFloat(progress))
        }
        onChange?(explodedView)
    }
}

import Foundation
import Segue

/// One scene of `segue demo`: a seed's code, ported, running in its own
/// `UIWindow` under the visualizer's tools.
///
/// The shell (`DemoShell`) presents `window` in the host (the SDL window, or a
/// `HeadlessHost` in tests and `segue replay`), puts its overlay of tools above
/// it, and routes input: touches that begin on a tool's view go to the overlay,
/// every other touch to the scene's window; keys go to the tools first and then to
/// the scene's `handleKey(_:)`.
///
/// A scene reads `tuning` at the start of each transition it animates, so the
/// tuning panel's changes take effect on the next transition.
@MainActor
protocol DemoScene: AnyObject {
    /// The window holding the scene's controllers (or views).
    var window: UIWindow { get }
    /// The window the scene's transitions run in, which the timeline and HUD
    /// watch: `window` itself unless the scene nests its controllers in an inner
    /// window (slide-up's simulated device).
    var transitionWindow: UIWindow { get }
    /// The parameters of the scene's animator the tuning panel edits.
    var tuning: DemoTuning { get }
    /// Starts the scene's showcase transition without interaction, as the scene's
    /// main button would (present, push, anchor, …): what `segue render --scene
    /// NAME --progress P` freezes at a progress. Returns false, changing nothing,
    /// when it cannot start now (a transition is running).
    @discardableResult
    func startShowcaseTransition() -> Bool
    /// A key the scene handles itself (e.g. Ctrl+Left rotating the interface);
    /// returns whether it used the key. Called only for keys no tool took.
    func handleKey(_ key: DemoKey) -> Bool
    /// The scene's own mouse and key actions, for the help overlay.
    var helpLines: [DemoHelpLine] { get }
}

extension DemoScene {
    var transitionWindow: UIWindow { window }
    func handleKey(_ key: DemoKey) -> Bool { false }
    var helpLines: [DemoHelpLine] { [] }
}

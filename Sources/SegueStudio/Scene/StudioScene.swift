import Foundation
import Segue

/// What a scene adds to the studio's tools, beyond the views it shows: its tuning
/// knobs, its showcase transition, its own keys and their help lines. Every member
/// has a default, so a type adopts only what it uses.
///
/// A program that runs one root view controller (`Studio.run { MyRootViewController() }`)
/// adopts this protocol in that controller; a scene that owns its windows adopts
/// `StudioScene`, which refines it.
@MainActor
public protocol StudioSceneContent: AnyObject {
    /// The parameters of the scene's animator the tuning panel edits (T). Read them
    /// at the start of each transition, so a change in the panel takes effect on
    /// the next one. The studio reads it once, when it builds the scene, so a
    /// computed property may build it (`StudioTuning(tuning:duration:…)`). Default:
    /// no parameters (the panel says there is nothing to tune).
    var tuning: StudioTuning { get }
    /// Starts the scene's showcase transition without interaction, as the scene's
    /// main button would (present, push, …): what `segue render --scene NAME
    /// --progress P` freezes at a progress. Returns false, changing nothing, when it
    /// cannot start now (a transition is running). Default: false.
    @discardableResult
    func startShowcaseTransition() -> Bool
    /// A key the scene handles itself (e.g. Ctrl+Left rotating the interface);
    /// returns whether it used the key. Called only for keys no tool took.
    /// Default: false.
    func handleKey(_ key: StudioKey) -> Bool
    /// The scene's own mouse and key actions, for the help overlay (? or F1),
    /// which lists them first. Default: none.
    var helpLines: [StudioHelpLine] { get }
}

extension StudioSceneContent {
    /// No parameters: the tuning panel says there is nothing to tune.
    public var tuning: StudioTuning { StudioTuning(parameters: []) }
    /// No showcase transition: returns false.
    @discardableResult
    public func startShowcaseTransition() -> Bool { false }
    /// Takes no keys.
    public func handleKey(_ key: StudioKey) -> Bool { false }
    /// No help lines of its own.
    public var helpLines: [StudioHelpLine] { [] }
}

/// A scene of the studio: views or controllers running in their own `UIWindow`
/// under the studio's tools — a built-in scene of `segue demo`, or a user's program
/// (`Studio.run` wraps a root view controller in one).
///
/// The shell presents `window` in the host (the SDL window, or a `HeadlessHost`
/// when replaying), puts its overlay of tools above it, and routes input as an iOS
/// app with a passthrough window above its main one would: touches that begin on a
/// tool's view go to the overlay, every other touch to the scene's window; keys go
/// to the tools first and then to the scene's `handleKey(_:)`.
@MainActor
public protocol StudioScene: StudioSceneContent {
    /// The window holding the scene's controllers (or views).
    var window: UIWindow { get }
    /// The window the scene's transitions run in, which the timeline and HUD
    /// watch: `window` itself unless the scene nests its controllers in an inner
    /// window (a simulated device).
    var transitionWindow: UIWindow { get }
}

extension StudioScene {
    /// The scene's own window.
    public var transitionWindow: UIWindow { window }
}

import Foundation
import Segue

/// One of the visualizer's tools (timeline, HUD, help, exploded view, curve
/// panel, tuning panel, scene picker): its views live in the shell's overlay
/// window, above the scene, and it sees every key before the scene does.
@MainActor
protocol StudioTool: AnyObject {
    /// Adds the tool's views to `shell.overlay` and keeps what it needs from the
    /// shell (called once, by `StudioShell.install(_:)`).
    func install(in shell: StudioShell)
    /// A key press; returns whether the tool used it (then no later tool and not
    /// the scene sees it).
    func handleKey(_ key: StudioKey) -> Bool
    /// The mouse wheel turned by `steps` (SDL's: +y away from the user) with the
    /// pointer at `location`; returns whether the tool used it (then the scene does
    /// not scroll). Tools see it before the scene, in installation order.
    func handleWheel(_ steps: CGVector, at location: CGPoint) -> Bool
    /// Called once per frame after the loop's ticks, before layout and drawing.
    func update(_ frame: StudioFrameStats)
    /// The overlay's bounds changed (the window was resized); lay the tool's views
    /// out in them.
    func layout(in bounds: CGRect)
    /// The tool's keys and mouse actions, for the help overlay.
    var helpLines: [StudioHelpLine] { get }
    /// The shell switched scenes (`StudioShell.switchScene(to:)`): `scene` is now
    /// `shell.scene`, and the previous scene has been released — drop anything
    /// kept from it (its window, layers, transition). The tool stays installed.
    func sceneDidChange(_ scene: any StudioScene)
    /// The panels the tool shows now, for the studio's panel layout
    /// (`StudioPanelLayout`, run by `StudioShell.arrangePanels`): none while hidden,
    /// and none for a tool that takes the whole window while it shows (help). The
    /// exploded view's caption and inspector are panels.
    var panelRequests: [StudioPanelRequest] { get }
    /// The panel layout's frames, one for each of `panelRequests` in order: the
    /// tool puts its panels there and lays out what is in them.
    func placePanels(in frames: [CGRect])
}

extension StudioTool {
    func handleKey(_ key: StudioKey) -> Bool { false }
    func handleWheel(_ steps: CGVector, at location: CGPoint) -> Bool { false }
    func update(_ frame: StudioFrameStats) {}
    func layout(in bounds: CGRect) {}
    var helpLines: [StudioHelpLine] { [] }
    func sceneDidChange(_ scene: any StudioScene) {}
    var panelRequests: [StudioPanelRequest] { [] }
    func placePanels(in frames: [CGRect]) {}
}

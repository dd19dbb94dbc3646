import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

@MainActor
@Suite("segue demo: switching scenes while a transition runs leaves nothing behind")
struct DemoSceneSwitchTests {
    /// Weak references to everything of the flip scene.
    private struct FlipRemains {
        weak var window: UIWindow?
        weak var root: UIViewController?
        weak var modal: UIViewController?
        weak var container: UIView?
        var isEmpty: Bool { window == nil && root == nil && modal == nil && container == nil }
    }

    private func checkNothingLeft(_ stage: HeadlessStudioStage, _ remains: FlipRemains) {
        #expect(remains.isEmpty, "window \(remains.window != nil), root \(remains.root != nil), modal \(remains.modal != nil), container \(remains.container != nil)")
        let roots = stage.host.loop.rootLayers.map { $0 }
        #expect(roots.count == 2 && roots.contains { $0 === stage.shell.scene.window.layer } && roots.contains { $0 === stage.shell.overlay.layer },
                "the loop ticks the new window and the overlay only: \(roots.map(\.name))")
        #expect(stage.root.sublayers?.count == 2)
        #expect(!stage.shell.scene.window.isRunningTransition)
    }

    @Test("mid-flip (animated present): the old window, its controllers and the transition go; no warning follows")
    func switchDuringAnimatedPresent() throws {
        let stage = makeStage(.flip)
        var remains = FlipRemains()
        let diagnostics = collectingCLIDiagnostics {
            do {
                let flip = try! #require(stage.shell.scene as? FlipModalScene)
                stage.runTicks(2)
                #expect(flip.startShowcaseTransition())
                stage.runTicks(Int(0.4 / stage.host.loop.tickInterval))
                #expect(flip.window.isRunningTransition)
                remains.window = flip.window
                remains.root = flip.root
                remains.modal = flip.root.presentedViewController
                remains.container = flip.root.presentedViewController?.presentationController?.containerView
                #expect(remains.modal != nil && remains.container != nil)
            }
            stage.shell.switchScene(to: nil)
            #expect(stage.shell.scene is StudioStartScene)
            stage.runTicks(Int(15 / stage.host.loop.tickInterval))   // past any watchdog
        }
        #expect(diagnostics == [], "\(diagnostics)")
        checkNothingLeft(stage, remains)
        #expect(!stage.host.loop.isAnimating)
    }

    @Test("with the modal up and settled: it is dismissed and released with its window")
    func switchWithTheModalUp() throws {
        let stage = makeStage(.flip)
        var remains = FlipRemains()
        let diagnostics = collectingCLIDiagnostics {
            do {
                let flip = try! #require(stage.shell.scene as? FlipModalScene)
                #expect(flip.startShowcaseTransition())
                #expect(stage.host.settle())
                remains.window = flip.window
                remains.root = flip.root
                remains.modal = flip.root.presentedViewController
                #expect(remains.modal is SCModalViewController)
            }
            stage.shell.switchScene(to: "layers")
            stage.runTicks(Int(15 / stage.host.loop.tickInterval))
        }
        #expect(diagnostics == [], "\(diagnostics)")
        checkNothingLeft(stage, remains)
    }

    @Test("mid-drag (interactive flip): the touch is cancelled, the transition ends, nothing is left")
    func switchDuringInteractiveDrag() throws {
        let stage = makeStage(.flip, size: CGSize(width: 600, height: 400))
        var remains = FlipRemains()
        let diagnostics = collectingCLIDiagnostics {
            do {
                let flip = try! #require(stage.shell.scene as? FlipModalScene)
                stage.runTicks(2)
                stage.pointer(.began, at: CGPoint(x: 300, y: 40))
                for step in 1...40 {
                    stage.runTicks(1)
                    stage.pointer(.moved, at: CGPoint(x: 300, y: 40 + CGFloat(step) * 3))
                }
                stage.runTicks(1)
                #expect(flip.window.isRunningTransition, "the drag drives the flip")
                remains.window = flip.window
                remains.root = flip.root
                remains.modal = flip.root.presentedViewController
                remains.container = flip.root.presentedViewController?.presentationController?.containerView
            }
            stage.shell.switchScene(to: "layers")
            stage.pointer(.moved, at: CGPoint(x: 300, y: 200))
            stage.pointer(.ended, at: CGPoint(x: 300, y: 200))
            stage.runTicks(Int(15 / stage.host.loop.tickInterval))
        }
        #expect(diagnostics == [], "\(diagnostics)")
        checkNothingLeft(stage, remains)
    }
}

/// Collects the diagnostics reported while `body` runs.
@MainActor
func collectingCLIDiagnostics(_ body: () -> Void) -> [String] {
    let collector = SegueDiagnostics.Collector()
    SegueDiagnostics.$sink.withValue(collector.sink) { body() }
    return collector.messages
}

import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The seeds' reference patterns, checked for cycles with weak references and
/// `SegueLiveObjectCounts`: the flip seed's interactor and its controllers (the
/// presenter holds the interactor, the interactor points back at whichever
/// controller is on screen — weakly, as the seed's `presentingVC` is), 1,000 flips,
/// and the demo's scene switching, which must release every scene it leaves.
@MainActor
@Suite("Memory: the seeds' controllers and interactors, and scene switches")
struct SceneMemoryTests {
    /// Counts the transitions that ended.
    final class Tally: TransitionObserver {
        var ended = 0, cancelled = 0
        func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {
            ended += 1
            if !completed { cancelled += 1 }
        }
    }

    /// Prints the counts when the environment has `SEGUE_MEMORY_FIGURES` set
    /// (`SEGUE_MEMORY_FIGURES=1 swift test --filter Memory`); silent otherwise.
    private func publish(_ label: String, transitions: Int, baseline: SegueLiveObjectCounts) {
        guard ProcessInfo.processInfo.environment["SEGUE_MEMORY_FIGURES"] != nil else { return }
        let now = SegueLiveObjectCounts.current
        print("memory figures: \(label): \(transitions) transitions; alive after warm-up: \(baseline); "
              + "after: \(now); growth: \(now.difference(from: baseline))")
    }

    /// The flip scene in a 60 Hz host with a 0.2 s flip, laid out.
    private func flipScene() -> (HeadlessHost, FlipModalScene) {
        let host = HeadlessHost(size: CGSize(width: 768, height: 1024), tickInterval: 1.0 / 60)
        let scene = FlipModalScene(still: false)
        scene.tuning.duration = 0.2
        host.present(scene.window)
        host.runTicks(1)
        return (host, scene)
    }

    /// A drag down the window by `distance` over 0.2 s, released and settled.
    private func drag(_ host: HeadlessHost, distance: CGFloat) {
        host.drag(from: CGPoint(x: 384, y: 100), to: CGPoint(x: 384, y: 100 + distance), duration: 0.2)
        host.settle()
    }

    @Test("the modal is freed after its dismissal; the interactor points back at the presenter, weakly")
    func modalFreedAfterDismissal() throws {
        let (host, scene) = flipScene()
        weak var animatedModal: UIViewController?
        weak var draggedModal: UIViewController?
        do {
            #expect(scene.startShowcaseTransition())
            host.settle()
            let modal = try #require(scene.root.presentedViewController as? SCModalViewController)
            animatedModal = modal
            #expect(scene.root.interactionController.presentingVC === modal)
            #expect(modal.interactor === scene.root.interactionController)
        }
        #expect(scene.startShowcaseTransition())
        host.settle()
        #expect(scene.root.presentedViewController == nil)
        #expect(animatedModal == nil, "the dismissed modal is freed (the interactor's presentingVC is weak)")
        #expect(scene.root.interactionController.presentingVC === scene.root)

        drag(host, distance: 700)
        draggedModal = scene.root.presentedViewController
        #expect(draggedModal is SCModalViewController, "a drag past half presents")
        drag(host, distance: 700)
        #expect(scene.root.presentedViewController == nil)
        #expect(draggedModal == nil, "dismissed by a drag, the modal is freed too")
    }

    /// The modal is dismissed (without animation, as the demo's shell does when it
    /// switches scenes) before the scene goes: a presentation holds its presenter
    /// and its presented controller until the dismissal ends, as UIKit's does.
    @Test("the scene's controllers, interactor and pan are freed with the scene")
    func sceneFreedWhole() throws {
        weak var window: UIWindow?
        weak var root: SCViewController?
        weak var interactor: SCFlipAnimationInteractor?
        weak var pan: UIPanGestureRecognizer?
        weak var modal: UIViewController?
        do {
            let (host, scene) = flipScene()
            window = scene.window
            root = scene.root
            interactor = scene.root.interactionController
            pan = scene.root.interactionController.gestureRecogniser
            drag(host, distance: 700)
            modal = scene.root.presentedViewController
            #expect(modal != nil)
            #expect(pan?.view === scene.window)
            scene.root.dismiss(animated: false)
            host.settle()
        }
        // A new host replaces the old one's loop as `FixedTimestepLoop.main`, the
        // last thing holding the old window.
        let next = HeadlessHost(size: CGSize(width: 100, height: 100))
        #expect(window == nil && root == nil && interactor == nil && pan == nil && modal == nil,
                "window \(window != nil), root \(root != nil), interactor \(interactor != nil), pan \(pan != nil), modal \(modal != nil)")
        withExtendedLifetime(next) {}
    }

    @Test("1,000 flips — clicked, dragged through, dragged short and cancelled — leak nothing")
    func thousandFlips() {
        let (host, scene) = flipScene()
        let tally = Tally()
        TransitionObservers.add(tally)
        defer { TransitionObservers.remove(tally) }
        func round(_ index: Int) {
            if index % 2 == 0 {
                #expect(scene.startShowcaseTransition())
                host.settle()
                #expect(scene.startShowcaseTransition())
                host.settle()
            } else {
                drag(host, distance: 700)     // presents
                drag(host, distance: 200)     // a dismissal let go early: cancelled
                drag(host, distance: 700)     // dismisses
            }
        }
        round(0)
        round(1)
        let baseline = SegueLiveObjectCounts.current
        let ended = tally.ended
        var index = 2
        while tally.ended - ended < 1_000 {
            round(index)
            index += 1
        }
        let growth = SegueLiveObjectCounts.current.difference(from: baseline)
        publish("flip interactor and controllers", transitions: tally.ended - ended, baseline: baseline)
        #expect(growth == SegueLiveObjectCounts(), "grew by \(growth) (from \(baseline))")
        #expect(tally.cancelled >= 200)
        #expect(scene.root.presentedViewController == nil)
    }

    /// `segue render` makes a scene and may drop it at once (a scene with no
    /// showcase transition is an error): nothing of a scene that never ran a
    /// transition may outlive it, or the process leaks it at exit.
    @Test("a scene made and dropped without running a transition is freed whole", arguments: DemoSceneName.allCases)
    func freshSceneFreed(_ name: DemoSceneName) {
        weak var window: UIWindow?
        weak var root: UIViewController?
        do {
            let host = HeadlessHost(size: CGSize(width: 1024, height: 700), tickInterval: 1.0 / 60)
            let scene = DemoSceneContent.make(name, still: false, rasterizer: nil)
            host.present(scene.window)
            host.runTicks(2)
            window = scene.window
            root = scene.window.rootViewController
        }
        let next = HeadlessHost(size: CGSize(width: 100, height: 100))
        #expect(window == nil, "\(name)'s window outlived the scene")
        #expect(root == nil, "\(name)'s root controller outlived the scene")
        withExtendedLifetime(next) {}
    }

    /// `segue render --scene` with a scene that has no showcase lists the ones that
    /// have, by starting each one's transition: the probes must leave nothing alive
    /// (the error path exits right after; LeakSanitizer reported every probed scene).
    /// Synchronous on the main actor, so no other test makes objects meanwhile.
    @Test("asking which scenes have a showcase transition leaves none of the probed scenes alive")
    func showcaseProbeFreesScenes() {
        _ = HeadlessHost(size: CGSize(width: 100, height: 100))
        let before = SegueLiveObjectCounts.current
        let scenes = DemoSceneRenderJob.scenesWithShowcase()
        // The last probe's host stays the main loop until another host replaces it.
        let next = HeadlessHost(size: CGSize(width: 100, height: 100))
        let growth = SegueLiveObjectCounts.current.difference(from: before)
        #expect(scenes.contains(.flip) && !scenes.contains(.springs))
        #expect(growth.viewControllers <= 0 && growth.transitionContexts <= 0 && growth.presentationControllers <= 0
                && growth.views <= 1, "the probes left \(growth) alive")
        withExtendedLifetime(next) {}
    }

    @Test("switching away from slide-up while its panel slides up releases the panel and its presentation")
    func slideUpPanelReleasedOnSwitch() throws {
        let stage = HeadlessStudioStage(size: CGSize(width: 1024, height: 700), builtIn: .slideUp)
        weak var panel: UIViewController?
        weak var presentation: UIPresentationController?
        do {
            let scene = try #require(stage.shell.scene as? SlideUpScene)
            #expect(scene.startShowcaseTransition())
            stage.runTicks(24)
            panel = scene.root.presentedViewController
            presentation = panel?.presentationController
            #expect(panel != nil && presentation != nil)
        }
        stage.shell.switchScene(to: nil)
        stage.runTicks(2)
        #expect(panel == nil && presentation == nil, "panel \(panel != nil), presentation \(presentation != nil)")
    }

    @Test("switching through every scene, each mid-transition, twice: the second round leaves the counts as the first did")
    func sceneSwitchesReleaseScenes() {
        let stage = HeadlessStudioStage(size: CGSize(width: 1024, height: 700), builtIn: nil)
        func cycle() {
            for name in DemoSceneName.allCases {
                stage.shell.switchScene(to: name.rawValue)
                stage.runTicks(2)
                stage.shell.scene.startShowcaseTransition()
                stage.runTicks(24)
            }
            stage.shell.switchScene(to: nil)
            stage.runTicks(2)
        }
        cycle()
        let baseline = SegueLiveObjectCounts.current
        cycle()
        cycle()
        publish("two rounds of scene switches", transitions: 2 * DemoSceneName.allCases.count, baseline: baseline)
        let growth = SegueLiveObjectCounts.current.difference(from: baseline)
        #expect(growth == SegueLiveObjectCounts(), "grew by \(growth) (from \(baseline))")
    }
}

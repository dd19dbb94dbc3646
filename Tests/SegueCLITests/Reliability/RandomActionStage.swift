import Foundation
@testable import Segue
@testable import segue
@testable import SegueStudio

/// A demo scene under the visualizer's shell and tools in a `HeadlessHost`
/// (`HeadlessStudioStage`), driven by `RandomAction`s the way the SDL host drives
/// the demo: pointer events through the shell's routing, keys to the tools and the
/// scene, resizes to both windows, focus loss cancelling touches, frames of ticks.
/// A `TransitionLedger` watches every transition and appearance callback.
@MainActor
final class RandomActionStage {
    let stage: HeadlessStudioStage
    let ledger = TransitionLedger()
    /// Whether scenes are built still (transitions without animation).
    let still: Bool
    /// Whether the left button is held, where, and with Alt.
    private(set) var pointerIsDown = false
    private(set) var pointerLocation = CGPoint.zero
    private(set) var pointerAlt = false
    /// The host window's size.
    private(set) var size: CGSize

    /// The most media time `settle` waits for the transitions to end: more than the
    /// longest the tuning allows (5 s) and the transition watchdog's 10 s.
    static let settleLimit: TimeInterval = 12
    /// Ticks between the frames the tools see while time runs on: the SDL host
    /// draws every fourth tick at 60 Hz; the test draws less often (and after the
    /// last tick of each `.ticks`), since a frame of the tools (labels laid out and
    /// drawn again) costs far more than a tick in a debug build.
    static let ticksPerFrame = 32
    /// The stress scene's cards here: enough for every stagger and the tuning to
    /// act on, few enough that a tick stays cheap in a debug build (the scene's
    /// default is 500).
    static let stressCardCount = 40

    var shell: StudioShell { stage.shell }
    var scene: any StudioScene { stage.shell.scene }
    var sceneName: DemoSceneName? { stage.shell.builtInScene }
    var host: HeadlessHost { stage.host }

    init(scene name: DemoSceneName?, size: CGSize = CGSize(width: 1024, height: 700), still: Bool = false) {
        self.still = still
        self.size = size
        UIScreen.main.updateFromHost(size: size, scale: 1)
        stage = HeadlessStudioStage(size: size, builtIn: name, still: still, cards: RandomActionStage.stressCardCount)
        stage.runTicks(1)
    }

    /// A stage built elsewhere, showing at `size` (the record/replay invariant builds
    /// it exactly as `segue replay` builds its own: `RecordReplaySession`).
    init(stage: HeadlessStudioStage, size: CGSize) {
        self.still = false
        self.size = size
        self.stage = stage
    }

    /// Stops the ledger listening and leaves nothing behind (call when done): the
    /// shell switches to the start screen, which ends the scene's transitions and
    /// dismisses what it presented, as the demo does when it leaves a scene (a
    /// scene dropped mid-transition stays alive in reference cycles — the
    /// AddressSanitizer leak check reports it).
    func tearDown() {
        ledger.stop()
        shell.switchScene(to: nil)
    }

    /// The windows whose trees the checks walk: the scene's, its transition window
    /// when it is another (slide-up's device), and the tools' overlay.
    var windows: [UIWindow] {
        var list = [scene.window]
        if scene.transitionWindow !== scene.window { list.append(scene.transitionWindow) }
        list.append(shell.overlay)
        return list
    }

    /// Whether a transition runs (or waits to end) anywhere.
    var isTransitioning: Bool {
        !ledger.inFlight.isEmpty || windows.contains { $0.isRunningTransition || $0.pendingRotation != nil }
    }

    // MARK: Performing actions

    /// Performs `action`; returns false when it did not apply (a pointer event out
    /// of step with the button, a rotation to the orientation already shown).
    @discardableResult
    func perform(_ action: RandomAction) -> Bool {
        switch action {
        case .down(let x, let y, let alt):
            guard !pointerIsDown else { return false }
            pointerIsDown = true
            pointer(.began, x, y, alt)
        case .move(let x, let y, let alt):
            guard pointerIsDown else { return false }
            pointer(.moved, x, y, alt)
        case .up(let x, let y, let alt):
            guard pointerIsDown else { return false }
            pointerIsDown = false
            pointer(.ended, x, y, alt)
        case .wheel(let x, let y, let dx, let dy):
            shell.wheel(CGVector(dx: dx, dy: dy), at: CGPoint(x: x, y: y))
        case .ticks(let count):
            runTicks(count)
        case .stall(let seconds):
            host.stall(for: seconds)
            frameDidAdvance()
        case .key(let name):
            guard let key = StudioKey(traceName: name) else { return false }
            shell.key(key)
        case .resize(let width, let height):
            resize(to: CGSize(width: width, height: height))
        case .focusLoss:
            shell.cancelAllTouches(timestamp: host.currentTime)
        case .rotate(let orientation, let animated):
            scene.transitionWindow.setInterfaceOrientation(Self.orientation(orientation), animated: animated)
        case .switchScene(let name):
            shell.switchScene(to: Self.sceneName(name)?.rawValue)
        case .tune(let parameter, let value):
            guard let parameter = StudioTuning.Parameter(rawValue: parameter.rawValue) else { return false }
            scene.tuning.set(parameter, to: value)
        case .call(let call):
            guard call.applies(to: sceneName) else { return false }
            call.perform(in: scene)
        case .showcase:
            scene.startShowcaseTransition()
        case .settle:
            settle()
        }
        return true
    }

    private func pointer(_ phase: UITouch.Phase, _ x: Double, _ y: Double, _ alt: Bool) {
        pointerLocation = CGPoint(x: x, y: y)
        pointerAlt = alt
        shell.pointer(phase, at: pointerLocation, timestamp: host.currentTime, modifiers: alt ? .alternate : [])
    }

    /// Runs `count` ticks; the tools see a frame every `ticksPerFrame` ticks and
    /// after the last.
    func runTicks(_ count: Int) {
        guard count > 0 else { return }
        for index in 1...count {
            host.runTicks(1)
            if index % Self.ticksPerFrame == 0 || index == count { frameDidAdvance() }
        }
    }

    private func frameDidAdvance() {
        shell.overlay.layer.layoutAndDisplayIfNeeded()
        shell.frameDidAdvance(StudioFrameStats(frameNumber: host.loop.tickCount, ticks: 1, mediaTime: host.currentTime))
    }

    /// What the SDL host does when its window is resized (as a replay does it).
    private func resize(to newSize: CGSize) {
        size = newSize
        stage.resize(to: newSize)
    }

    /// Brings the stage to a quiescent point: the button comes up, time runs at 1×,
    /// and ticks run until no transition is in flight (at most `settleLimit` of
    /// media time), then a few more for completions and layout. Returns whether it
    /// settled.
    @discardableResult
    func settle() -> Bool {
        if pointerIsDown { perform(.up(x: pointerLocation.x, y: pointerLocation.y, alt: pointerAlt)) }
        if let time = shell.tool(TimelineTool.self)?.time {
            if time.isPaused { time.togglePause() }
            if time.isSlow { time.toggleSlow() }
            while time.speedIndex != 3 { time.stepSpeed(by: time.speedIndex < 3 ? 1 : -1) }
            time.isHeld = false
        }
        let limit = Int(Self.settleLimit / host.loop.tickInterval)
        var ticks = 0
        while isTransitioning && ticks < limit {
            runTicks(8)
            ticks += 8
        }
        runTicks(2)
        return !isTransitioning
    }

    // MARK: Names

    nonisolated static func orientation(_ literal: RandomAction.Orientation) -> UIInterfaceOrientation {
        switch literal {
        case .portrait: .portrait
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .portraitUpsideDown: .portraitUpsideDown
        }
    }

    nonisolated static func sceneName(_ literal: RandomAction.DemoSceneNameLiteral) -> DemoSceneName? {
        switch literal {
        case .picker: nil
        case .flip: .flip
        case .keyframePush: .keyframePush
        case .sliding: .sliding
        case .slideUp: .slideUp
        case .navigation: .navigation
        case .tabs: .tabs
        case .springs: .springs
        case .layers: .layers
        case .layouts: .layouts
        case .stress: .stress
        }
    }

    nonisolated static func literal(_ name: DemoSceneName?) -> RandomAction.DemoSceneNameLiteral {
        RandomAction.DemoSceneNameLiteral.allCases.first { sceneName($0) == name } ?? .picker
    }
}

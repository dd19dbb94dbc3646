import Foundation
import Segue
@testable import segue
@testable import SegueStudio

/// Runs random action sequences against a scene and checks the invariants
/// (`InvariantChecker`) after every action and at every quiescent point; replays
/// literal lists; shrinks a failing list (`ActionListShrinker`) and describes the
/// failure so that it can be replayed.
@MainActor
enum RandomActionRun {
    /// Where and how a sequence broke an invariant.
    struct Failure: Error, CustomStringConvertible {
        var scene: DemoSceneName
        var still: Bool
        /// The seed the sequence was generated from (nil for a literal list).
        var seed: UInt64?
        /// The actions performed, up to and including the failing one.
        var actions: [RandomAction]
        /// The index of the failing action (`actions.count` for the final check).
        var index: Int
        var violations: [String]
        /// The shrunk list, once shrunk.
        var shrunk: [RandomAction]?
        var shrunkViolations: [String]?

        var description: String {
            var text = "random actions broke an invariant in scene \(scene.rawValue)\(still ? " (still)" : "")"
            if let seed {
                text += "\n  sequence seed 0x\(String(seed, radix: 16)); again: SEGUE_RANDOM_SCENE=\(scene.rawValue) SEGUE_RANDOM_SEQUENCE_SEED=0x\(String(seed, radix: 16))\(still ? " SEGUE_RANDOM_STILL=1" : "") swift test --filter RandomActionsTests"
            }
            let action = index < actions.count ? "\(actions[index])" : "the final quiescent check"
            text += "\n  after action \(index) of \(actions.count): \(action)"
            text += "\n  " + violations.prefix(12).joined(separator: "\n  ")
            if let shrunk {
                text += "\n  shrunk to \(shrunk.count) actions, which fail with:\n  "
                text += (shrunkViolations ?? []).prefix(8).joined(separator: "\n  ")
                text += "\n  replay (a regression test): RandomActionRun.replay(.\(RandomActionStage.literal(scene).rawValue)\(still ? ", still: true" : ""), \(RandomAction.literal(shrunk)))"
            }
            return text
        }
    }

    /// What a run did.
    struct Figures {
        var sequences = 0
        /// Input actions (everything but `.ticks`).
        var actions = 0
        var timeSteps = 0
        var ticks = 0
        var transitionsStarted = 0
        var transitionsCompleted = 0
        var transitionsCancelled = 0
        var quiescentChecks = 0
        var diagnostics = 0

        mutating func add(_ other: Figures) {
            sequences += other.sequences
            actions += other.actions
            timeSteps += other.timeSteps
            ticks += other.ticks
            transitionsStarted += other.transitionsStarted
            transitionsCompleted += other.transitionsCompleted
            transitionsCancelled += other.transitionsCancelled
            quiescentChecks += other.quiescentChecks
            diagnostics += other.diagnostics
        }

        var summary: String {
            "\(sequences) sequences, \(actions) actions (+\(timeSteps) time steps, \(ticks) ticks), \(transitionsStarted) transitions (\(transitionsCompleted) completed, \(transitionsCancelled) cancelled), \(quiescentChecks) quiescent checks, \(diagnostics) diagnostics"
        }
    }

    /// The window the sequences start in.
    static let windowSize = CGSize(width: 1024, height: 700)

    // MARK: Generating

    /// Generates and runs one sequence of `length` input actions on `scene` from
    /// `seed`, checking as it goes; the failure (unshrunk) if one broke an invariant.
    static func runSequence(_ scene: DemoSceneName, seed: UInt64, length: Int, still: Bool,
                            figures: inout Figures) -> Failure? {
        var generator = RandomActionGenerator(seed: seed)
        var performed: [RandomAction] = []
        var inputs = 0
        let failure = execute(scene, still: still, figures: &figures) { stage in
            if inputs >= length { return nil }
            let group = generator.next(for: stage)
            inputs += group.filter { !$0.isTimeStep }.count
            return group
        } record: { performed.append($0) }
        guard var failure else { return nil }
        failure.seed = seed
        failure.actions = performed
        return failure
    }

    // MARK: Replaying

    /// Replays a literal list on a fresh stage, checking as it goes; nil when every
    /// invariant held (a regression test expects nil).
    @discardableResult
    static func replay(_ scene: RandomAction.DemoSceneNameLiteral, still: Bool = false, _ actions: [RandomAction]) -> Failure? {
        guard let name = RandomActionStage.sceneName(scene) else { return nil }
        var figures = Figures()
        var iterator = actions.makeIterator()
        var performed: [RandomAction] = []
        guard var failure = execute(name, still: still, figures: &figures, next: { _ in iterator.next().map { [$0] } },
                                    record: { performed.append($0) }) else { return nil }
        failure.actions = performed
        return failure
    }

    /// Runs actions from `next` on a fresh stage until it returns nil, checking the
    /// step invariants after each and the quiescent ones at each `.settle` and at the
    /// end; diagnostics other than refusals of misuse count as violations.
    private static func execute(_ scene: DemoSceneName, still: Bool, figures: inout Figures,
                                next: (RandomActionStage) -> [RandomAction]?,
                                record: (RandomAction) -> Void) -> Failure? {
        let log = DiagnosticLog()
        return MeasuringTextRasterizer.whileInstalled { SegueDiagnostics.$sink.withValue(log.sink) { () -> Failure? in
            let stage = RandomActionStage(scene: scene, size: windowSize, still: still)
            defer { stage.tearDown() }
            let trace = ProcessInfo.processInfo.environment["SEGUE_RANDOM_TRACE"] != nil
            var index = 0
            // Once the test itself has told the seed's interactor to update, finish
            // or cancel, the seed's own later calls may be refused too.
            var interactorWasCalled = false
            // Whether a touch went down while a transition ran, since the last
            // quiescent point (see `isRefusal`).
            var touchBeganDuringTransition = false
            var local = Figures()
            local.sequences = 1
            defer {
                local.transitionsStarted = stage.ledger.started
                local.transitionsCompleted = stage.ledger.completed
                local.transitionsCancelled = stage.ledger.cancelled
                figures.add(local)
            }
            func fail(_ problems: [String]) -> Failure {
                Failure(scene: scene, still: still, seed: nil, actions: [], index: index, violations: problems)
            }
            while let group = next(stage) {
                for action in group {
                    if trace { FileHandle.standardError.write(Data("[\(index)] \(action)\n".utf8)) }
                    record(action)
                    if case .down = action, !stage.pointerIsDown, stage.isTransitioning { touchBeganDuringTransition = true }
                    stage.perform(action)
                    if case .call(let call) = action, call.callsTheInteractor { interactorWasCalled = true }
                    switch action {
                    case .ticks(let count): local.timeSteps += 1; local.ticks += count
                    default: local.actions += 1
                    }
                    var problems = InvariantChecker.stepViolations(stage)
                    let messages = log.drain()
                    local.diagnostics += messages.count
                    problems += messages.filter { !isRefusal($0, interactorWasCalled: interactorWasCalled, touchBeganDuringTransition: touchBeganDuringTransition) }.map { "unexpected diagnostic: \($0)" }
                    if action == .settle {
                        local.quiescentChecks += 1
                        problems += InvariantChecker.quiescentViolations(stage)
                    }
                    if !problems.isEmpty { return fail(problems) }
                    if action == .settle && !stage.isTransitioning { touchBeganDuringTransition = false }
                    index += 1
                }
            }
            stage.settle()
            local.quiescentChecks += 1
            var problems = InvariantChecker.stepViolations(stage) + InvariantChecker.quiescentViolations(stage)
            problems += log.drain().filter { !isRefusal($0, interactorWasCalled: interactorWasCalled, touchBeganDuringTransition: touchBeganDuringTransition) }.map { "unexpected diagnostic: \($0)" }
            return problems.isEmpty ? nil : fail(problems)
        } }
    }

    /// Whether a diagnostic is Segue refusing a misuse the random calls make on
    /// purpose (presenting twice, popping the root, a tab out of range, an
    /// interactor told to finish with nothing running, …) — which is what should
    /// happen — rather than a sign that something inside went wrong. After the test
    /// called the seed's interactor itself, any refusal of an interactor call is
    /// expected (its own gesture may then finish what the test cancelled). After a
    /// touch went down while a transition was running, a percent-driven
    /// interactor's refusal to finish or cancel again a transition already
    /// completing is expected: a seed's pan handler (the flip's) drives its one
    /// interactor from any pan, so a second drag started during the first one's
    /// finish or cancel ends with a second `finish()`/`cancel()`.
    static func isRefusal(_ message: String, interactorWasCalled: Bool = false, touchBeganDuringTransition: Bool = false) -> Bool {
        if interactorWasCalled && message.hasPrefix("UIPercentDrivenInteractiveTransition.") && message.contains("ignored") {
            return true
        }
        if touchBeganDuringTransition && message.hasPrefix("UIPercentDrivenInteractiveTransition.")
            && message.contains(": the transition is already completing; ignored") {
            return true
        }
        let refusals = [
            ".present(", ".dismiss(animated:", "UINavigationController.", "UITabBarController.",
            "SlidingViewController.", "UIPercentDrivenInteractiveTransition.update(",
            "UIPercentDrivenInteractiveTransition.finish()", "UIPercentDrivenInteractiveTransition.cancel()",
            "UICollectionView.selectItem(at:",
        ]
        return message.hasSuffix("; ignored") && refusals.contains { message.contains($0) }
    }

    // MARK: Shrinking

    /// Shrinks a failure's actions to a short list that still fails the same way,
    /// by delta debugging over replays.
    static func shrink(_ failure: Failure, maximumReplays: Int = 600) -> Failure {
        let signature = Self.signature(of: failure.violations)
        let prefix = Array(failure.actions.prefix(failure.index + 1))
        let scene = RandomActionStage.literal(failure.scene)
        var lastViolations = failure.violations
        let shrunk = ActionListShrinker.shrinkActions(prefix, maximumTests: maximumReplays) { candidate in
            guard let replayed = replay(scene, still: failure.still, candidate) else { return false }
            guard Self.signature(of: replayed.violations) == signature else { return false }
            lastViolations = replayed.violations
            return true
        }
        var result = failure
        result.shrunk = shrunk
        result.shrunkViolations = replay(scene, still: failure.still, shrunk)?.violations ?? lastViolations
        return result
    }

    /// What identifies a failure across shrinking: its first violation with the
    /// numbers taken out.
    static func signature(of violations: [String]) -> String {
        String((violations.first ?? "").filter { !$0.isNumber }.prefix(60))
    }
}

/// Collects diagnostics and hands them over as they come.
final class DiagnosticLog: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    var sink: SegueDiagnostics.Sink { { [self] message in lock.withLock { messages.append(message) } } }

    /// The diagnostics since the last call.
    func drain() -> [String] {
        lock.withLock {
            defer { messages.removeAll() }
            return messages
        }
    }
}

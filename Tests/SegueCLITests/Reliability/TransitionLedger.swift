import Foundation
@testable import Segue

/// Watches every transition and appearance callback while a random sequence runs
/// (through Segue's `TransitionObservers` hook) and keeps, per controller, where it
/// is in its appearance cycle and how many of each callback it has had, and the
/// transitions in flight. It reports at once what must never happen: a callback out
/// of order (appearing twice, a did without its will), two transitions in flight in
/// one container view or involving one controller, a transition ending twice.
@MainActor
final class TransitionLedger: TransitionObserver {
    /// Where a controller is in its appearance cycle, as the callbacks it got say.
    enum Phase: String {
        case disappeared, appearing, appeared, disappearing
    }

    /// What the ledger knows of one controller.
    struct Record {
        weak var controller: UIViewController?
        var phase = Phase.disappeared
        var counts: [AppearanceCallback: Int] = [:]

        /// "willAppear 2, didAppear 2, willDisappear 1, didDisappear 1".
        var countsText: String {
            AppearanceCallback.allCases.map { "\($0.rawValue) \(counts[$0, default: 0])" }.joined(separator: ", ")
        }
    }

    private(set) var records: [ObjectIdentifier: Record] = [:]
    /// The transitions started and not ended, in start order.
    private(set) var inFlight: [ViewControllerTransitionContext] = []
    /// What went wrong, as it happened.
    private(set) var violations: [String] = []
    /// How many transitions started and ended (for the run's figures).
    private(set) var started = 0
    private(set) var completed = 0
    private(set) var cancelled = 0

    init() {
        TransitionObservers.add(self)
    }

    /// Stops listening.
    func stop() {
        TransitionObservers.remove(self)
    }

    /// Forgets the violations reported so far (they were read).
    func takeViolations() -> [String] {
        defer { violations.removeAll() }
        return violations
    }

    /// The record of a controller still alive (records of released controllers,
    /// whose identifiers may be reused, are dropped).
    func record(of controller: UIViewController) -> Record? {
        guard let record = records[ObjectIdentifier(controller)], record.controller === controller else { return nil }
        return record
    }

    /// Every controller the ledger has heard of that is still alive.
    var liveRecords: [Record] {
        records.values.filter { $0.controller != nil }
    }

    // MARK: TransitionObserver

    func transitionDidStart(_ context: ViewControllerTransitionContext) {
        started += 1
        for other in inFlight {
            if other.containerView === context.containerView {
                violations.append("two transitions in flight in one container view: \(other.operation) \(other.name) and \(context.operation) \(context.name)")
            }
            for key in [UITransitionContextViewControllerKey.from, .to] {
                guard let controller = context.viewController(forKey: key) else { continue }
                if other.viewController(forKey: .from) === controller || other.viewController(forKey: .to) === controller {
                    violations.append("\(type(of: controller)) takes part in two transitions at once: \(other.operation) \(other.name) and \(context.operation) \(context.name)")
                }
            }
        }
        inFlight.append(context)
        seen[ObjectIdentifier(context)] = SeenContext(context: context)
    }

    /// A transition the ledger saw start, held weakly (the ledger must not keep
    /// controllers alive that the checks expect released).
    private struct SeenContext {
        weak var context: ViewControllerTransitionContext?
    }

    private var seen: [ObjectIdentifier: SeenContext] = [:]

    func transitionDidEnd(_ context: ViewControllerTransitionContext, completed didComplete: Bool) {
        guard let index = inFlight.firstIndex(where: { $0 === context }) else {
            // A transition this ledger never saw start belongs to an earlier stage
            // (one a failed sequence left mid-transition, ending as its animations
            // are released): not this stage's business.
            if seen[ObjectIdentifier(context)]?.context === context {
                violations.append("transition \(context.operation) \(context.name) ended without being in flight")
            }
            return
        }
        inFlight.remove(at: index)
        if didComplete { completed += 1 } else { cancelled += 1 }
    }

    func viewController(_ viewController: UIViewController, willReceive callback: AppearanceCallback) {
        let id = ObjectIdentifier(viewController)
        var record = records[id].flatMap { $0.controller === viewController ? $0 : nil } ?? Record(controller: viewController)
        let before = record.phase
        let after: Phase?
        switch (callback, before) {
        case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): after = .appearing
        case (.viewDidAppear, .appearing): after = .appeared
        case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): after = .disappearing
        case (.viewDidDisappear, .disappearing): after = .disappeared
        default: after = nil
        }
        if let after {
            record.phase = after
        } else {
            violations.append("\(type(of: viewController)) got \(callback.rawValue) while \(before.rawValue) (\(record.countsText))")
        }
        record.counts[callback, default: 0] += 1
        records[id] = record
    }
}

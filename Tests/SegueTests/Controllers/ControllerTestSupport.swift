import Foundation
@testable import Segue

/// A log of controller callbacks shared by the controllers of one test, so orders
/// across controllers can be compared as one sequence.
@MainActor
final class CallbackLog {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
    /// The entries without containment callbacks (willMove/didMove).
    var withoutContainment: [String] { entries.filter { !$0.contains("Move(") } }
}

/// A controller that logs its appearance and containment callbacks as
/// "<name>.viewWillAppear" etc.
@MainActor
class LoggingViewController: UIViewController {
    let name: String
    let log: CallbackLog
    private(set) var viewDidLoadCount = 0

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
        log.record("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.record("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.record("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.record("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.record("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); log.record("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); log.record("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log.record("\(name).viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// Collects the diagnostics reported while `body` runs.
@MainActor
func collectingDiagnostics(_ body: () -> Void) -> [String] {
    let collector = SegueDiagnostics.Collector()
    SegueDiagnostics.$sink.withValue(collector.sink) { body() }
    return collector.messages
}

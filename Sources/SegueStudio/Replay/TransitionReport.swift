import Foundation
import Segue
import SegueFiles

/// What happened in a studio program's run or replay, as `--report` writes it:
///
/// ```json
/// {"transitions": [{"operation": "present", "interactive": false, "outcome": "completed", "maxPercent": 0}],
///  "appearance": ["SCViewController.viewWillAppear", …], "topViewController": "SCModalViewController"}
/// ```
///
/// `maxPercent` is the largest progress the interaction reported
/// (`updateInteractiveTransition(_:)`), 0 for a transition no interaction drove;
/// `outcome` is "running" for a transition that had not ended when the run did;
/// `topViewController` is null for a scene without controllers.
struct TransitionReport: Equatable {
    /// One transition, in the order they started.
    struct Transition: Equatable {
        var operation: String
        var interactive: Bool
        /// "completed", "cancelled" or "running".
        var outcome: String
        var maxPercent: Double
    }

    var transitions: [Transition] = []
    /// "Class.viewWillAppear" etc., in the order the callbacks were sent.
    var appearance: [String] = []
    var topViewController: String?

    /// The report as JSON text; the same report always gives the same bytes.
    var json: String {
        var text = "{\n  \"transitions\": ["
        for (index, transition) in transitions.enumerated() {
            text += index == 0 ? "\n    " : ",\n    "
            text += "{\"operation\": \(ReplayJSON.string(transition.operation)), \"interactive\": \(transition.interactive), "
            text += "\"outcome\": \"\(transition.outcome)\", \"maxPercent\": \(ReplayJSON.number(transition.maxPercent))}"
        }
        text += transitions.isEmpty ? "],\n" : "\n  ],\n"
        text += "  \"appearance\": ["
        text += appearance.map(ReplayJSON.string).joined(separator: ", ")
        text += "],\n  \"topViewController\": \(topViewController.map(ReplayJSON.string) ?? "null")\n}\n"
        return text
    }
}

/// Collects a `TransitionReport` from Segue's `TransitionObserver` events while
/// registered (`start()` … `stop()`).
@MainActor
final class TransitionReportRecorder: TransitionObserver {
    private(set) var report = TransitionReport()
    private var running: [ObjectIdentifier: Int] = [:]

    /// Starts listening.
    func start() { TransitionObservers.add(self) }

    /// Stops listening.
    func stop() { TransitionObservers.remove(self) }

    func transitionDidStart(_ context: ViewControllerTransitionContext) {
        running[ObjectIdentifier(context)] = report.transitions.count
        report.transitions.append(.init(operation: context.operation, interactive: context.initiallyInteractive,
                                        outcome: "running", maxPercent: 0))
    }

    func transition(_ context: ViewControllerTransitionContext, didUpdatePercentComplete percentComplete: CGFloat) {
        guard let index = running[ObjectIdentifier(context)] else { return }
        report.transitions[index].maxPercent = max(report.transitions[index].maxPercent, Double(percentComplete))
    }

    func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {
        guard let index = running.removeValue(forKey: ObjectIdentifier(context)) else { return }
        report.transitions[index].outcome = completed ? "completed" : "cancelled"
    }

    func viewController(_ viewController: UIViewController, willReceive callback: AppearanceCallback) {
        report.appearance.append("\(type(of: viewController)).\(callback.rawValue)")
    }

    /// The report with the top controller of `window` (nil for none).
    func finish(window: UIWindow?) -> TransitionReport {
        var result = report
        result.topViewController = Self.topViewController(in: window).map { "\(type(of: $0))" }
        return result
    }

    /// The controller on top: from the root, the last presented controller, then
    /// into a navigation controller's top and a tab bar controller's selection.
    static func topViewController(in window: UIWindow?) -> UIViewController? {
        guard var top = window?.rootViewController else { return nil }
        while true {
            if let presented = top.presentedViewController {
                top = presented
            } else if let navigation = top as? UINavigationController, let next = navigation.topViewController {
                top = next
            } else if let tabs = top as? UITabBarController, let next = tabs.selectedViewController {
                top = next
            } else {
                return top
            }
        }
    }
}

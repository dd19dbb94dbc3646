import Foundation

/// Writes each view-controller transition to a `FrameTrace` (Segue internal):
/// a slice from `transitionDidStart` to `completeTransition(_:)`, named by the
/// container's operation and the controllers
/// ("present SCViewController → SCModalViewController"), on a "Transitions"
/// track, with whether it was animated and interactive and how it ended; and the
/// interactive percent as the counter "transition percent".
@MainActor
final class TransitionTrackRecorder: TransitionObserver {
    private unowned let trace: FrameTrace
    private var running: [(context: ObjectIdentifier, thread: Int)] = []
    private let lanes = TraceTrackLanes(sortIndexBase: 10)

    init(trace: FrameTrace) {
        self.trace = trace
    }

    func transitionDidStart(_ context: ViewControllerTransitionContext) {
        let thread = lanes.acquire("Transitions", in: trace)
        running.append((ObjectIdentifier(context), thread))
        trace.transitionsTraced += 1
        // Containers name most contexts "operation from → to" already.
        let name = context.name.hasPrefix(context.operation + " ") ? context.name : "\(context.operation) \(context.name)"
        let timestamp = trace.prepareTrackEvent()
        trace.writer.beginSlice(name, category: "transition", timestamp: timestamp,
                                thread: thread) { arguments in
            arguments.add("animated", context.isAnimated)
            arguments.add("interactive", context.initiallyInteractive)
            arguments.add("duration (s)", context.transitionDuration)
        }
    }

    func transition(_ context: ViewControllerTransitionContext, didUpdatePercentComplete percentComplete: CGFloat) {
        let timestamp = trace.prepareTrackEvent()
        trace.writer.counter("transition percent", timestamp: timestamp, value: Double(percentComplete) * 100)
    }

    func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {
        guard let index = running.firstIndex(where: { $0.context == ObjectIdentifier(context) }) else { return }
        let thread = running.remove(at: index).thread
        let timestamp = trace.prepareTrackEvent()
        trace.writer.endSlice(timestamp: timestamp, thread: thread) { arguments in
            arguments.add("outcome", completed ? "completed" : "cancelled")
        }
        lanes.release(thread)
    }

    /// Ends every slice still open (the trace is finishing).
    func endAll(at time: Double) {
        for item in running {
            trace.writer.endSlice(timestamp: time, thread: item.thread) { arguments in
                arguments.add("outcome", "running at the end of the trace")
            }
        }
        running.removeAll()
    }
}

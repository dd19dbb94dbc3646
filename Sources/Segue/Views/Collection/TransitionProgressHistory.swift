import Foundation

/// The recent values of a transition layout's progress with their media times,
/// from which the collection view estimates how fast a gesture was moving it.
struct TransitionProgressHistory {
    private var samples: [(progress: CGFloat, time: Double)] = []

    mutating func record(_ progress: CGFloat, at time: Double) {
        if samples.count == 8 { samples.removeFirst() }
        samples.append((progress, time))
    }

    /// Progress per second over the last 0.1 s of samples (0 without two samples).
    var velocity: CGFloat {
        guard let last = samples.last else { return 0 }
        guard let first = samples.first(where: { last.time - $0.time <= 0.1 && $0.time < last.time }) else { return 0 }
        return (last.progress - first.progress) / CGFloat(last.time - first.time)
    }
}

/// Writes each layer animation's life to a `FrameTrace` (Segue internal): it
/// watches every `add(_:forKey:)` and, whenever the trace polls it, begins a slice
/// for an animation whose first tick has run and ends the slice of one that
/// stopped, was removed, or whose layer went away. An animation removed before it
/// started leaves no slice.
///
/// Slices are named "layer · key" (the trace's `layerName`, then the key, else the
/// key path) and carry the animation's type, key path and duration; each name has
/// its own track (see `TraceTrackLanes`).
@MainActor
final class AnimationTrackRecorder {
    private struct Watched {
        weak var layer: CALayer?
        let entry: LayerAnimationEntry
        /// The lane its slice is on; 0 until it has begun.
        var thread = 0
    }

    private unowned let trace: FrameTrace
    private var watched: [Watched] = []
    private var observer: LayerAnimationAddObserver?
    private let lanes = TraceTrackLanes(sortIndexBase: 100)

    init(trace: FrameTrace) {
        self.trace = trace
        watched.reserveCapacity(64)
        let observer = LayerAnimationAddObserver { [weak self] layer, entry in
            self?.watched.append(Watched(layer: layer, entry: entry))
        }
        self.observer = observer
        CALayer.animationAddObservers.append(observer)
    }

    /// Stops watching new animations.
    func stop() {
        guard let observer else { return }
        CALayer.animationAddObservers.removeAll { $0 === observer }
        self.observer = nil
    }

    /// Begins and ends slices for what changed since the last poll.
    func poll(at time: Double) {
        var index = 0
        while index < watched.count {
            let item = watched[index]
            guard let layer = item.layer else {
                if item.thread != 0 { end(item, at: time, outcome: "layer released") }
                remove(at: index)
                continue
            }
            let isAttached = layer.animationEntries.contains { $0 === item.entry }
            if item.thread == 0 {
                if item.entry.hasStarted {
                    watched[index].thread = begin(item.entry, on: layer, at: time)
                    if !isAttached || item.entry.hasStopped {
                        // Started and ended between two polls: a slice of no length.
                        end(watched[index], at: time, outcome: isAttached ? "stopped" : "removed")
                        remove(at: index)
                        continue
                    }
                } else if !isAttached {
                    remove(at: index)
                    continue
                }
            } else if !isAttached || item.entry.hasStopped {
                end(item, at: time, outcome: isAttached ? "stopped" : "removed")
                remove(at: index)
                continue
            }
            index += 1
        }
    }

    /// Ends every slice still open (the trace is finishing).
    func endAll(at time: Double) {
        for item in watched where item.thread != 0 { end(item, at: time, outcome: "running at the end of the trace") }
        watched.removeAll()
    }

    private func begin(_ entry: LayerAnimationEntry, on layer: CALayer, at time: Double) -> Int {
        let animation = entry.animation
        let keyPath = (animation as? CAPropertyAnimation)?.keyPath
        let name = "\(trace.layerName(layer)) · \(entry.key ?? keyPath ?? "animation")"
        let thread = lanes.acquire(name, in: trace)
        let timestamp = trace.prepareTrackEvent(at: time)
        trace.writer.beginSlice(name, category: "animation", timestamp: timestamp, thread: thread) { arguments in
            arguments.add("type", String(describing: type(of: animation)))
            if let keyPath { arguments.add("keyPath", keyPath) }
            arguments.add("duration (s)", entry.timing.duration)
        }
        trace.animationsTraced += 1
        return thread
    }

    private func end(_ item: Watched, at time: Double, outcome: String) {
        let timestamp = trace.prepareTrackEvent(at: time)
        trace.writer.endSlice(timestamp: timestamp, thread: item.thread) { arguments in
            arguments.add("end", outcome)
        }
        lanes.release(item.thread)
    }

    private func remove(at index: Int) {
        watched.swapAt(index, watched.count - 1)
        watched.removeLast()
    }
}

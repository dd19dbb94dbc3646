import Foundation

/// Every animation an interactive transition creates, recorded as it is added, so
/// the transition can scrub, reverse and undo all of them on one clock (Segue; the
/// reason release and cancel never snap):
///
/// - Animations added anywhere in the container's layer subtree — every block,
///   keyframe and spring animation, explicit `CAAnimation`s, alongside blocks, also
///   those added mid-way — run on the container's clock already; the recorder makes
///   each fill backwards, so scrubbing back before its begin shows its start value.
/// - Alongside animations on layers *outside* the container (a navigation bar, a
///   dimming view elsewhere) are slaved to the container's clock: their own clock is
///   stopped (speed 0) and their time offset set from the transition's progress every
///   step; at a finish they are handed back running from where they are.
/// - For each (layer, property) the value shown at the start of the first animation
///   of it is kept: a cancelled transition writes those back to the model, without
///   actions, when its clock reaches t0, and removes the recorded animations (their
///   completions run, `finished == false`).
@MainActor
final class TransitionAnimationRecorder {
    private struct External {
        let layer: CALayer
        let entry: LayerAnimationEntry
        /// Transition seconds (since t0) at which this animation's own time is 0.
        let startOffset: Double
        let savedSpeed: Double
        let savedOffset: Double
    }

    private struct StartValue {
        let layer: CALayer
        let keyPath: LayerKeyPath
        let value: AnimatableValue
    }

    let container: CALayer
    let clock: TransitionClock
    private var inside: [(layer: CALayer, entry: LayerAnimationEntry)] = []
    private var external: [External] = []
    private var startValues: [StartValue] = []
    private var observer: LayerAnimationAddObserver?

    init(container: CALayer, clock: TransitionClock) {
        self.container = container
        self.clock = clock
    }

    /// How many animations are recorded (inside the container, outside it).
    var recordedCount: (inside: Int, outside: Int) { (inside.count, external.count) }

    /// Starts recording every animation added inside the container.
    func begin() {
        guard observer == nil else { return }
        let observer = LayerAnimationAddObserver { [weak self] layer, entry in
            guard let self, layer.isDescendant(of: self.container) else { return }
            self.record(layer, entry)
        }
        self.observer = observer
        CALayer.animationAddObservers.append(observer)
    }

    /// Stops recording.
    func end() {
        guard let observer else { return }
        CALayer.animationAddObservers.removeAll { $0 === observer }
        self.observer = nil
    }

    /// Records an animation an alongside block added, inside the container or not.
    func recordAlongside(_ layer: CALayer, _ entry: LayerAnimationEntry) {
        if layer.isDescendant(of: container) {
            record(layer, entry)
        } else {
            recordExternal(layer, entry)
        }
    }

    private func isRecorded(_ entry: LayerAnimationEntry) -> Bool {
        inside.contains { $0.entry === entry } || external.contains { $0.entry === entry }
    }

    private func rememberStartValues(_ layer: CALayer, _ entry: LayerAnimationEntry) {
        for (keyPath, value) in layer.startValues(of: entry)
        where !startValues.contains(where: { $0.layer === layer && $0.keyPath == keyPath }) {
            startValues.append(StartValue(layer: layer, keyPath: keyPath, value: value))
        }
    }

    private func record(_ layer: CALayer, _ entry: LayerAnimationEntry) {
        guard !isRecorded(entry) else { return }
        // Pin the begin time now, at the moment the animation joined the transition:
        // left to the commit, an `update(_:)` made before the commit would have moved
        // the frozen clock on and the animation would begin at t0 + p·D, lagging.
        if entry.needsBeginTime {
            layer.resolveBeginTime(of: entry.animation, atMediaTime: CACurrentMediaTime())
        }
        layer.changeSchedule(of: entry) { $0.timing.fillsBackwards = true }
        rememberStartValues(layer, entry)
        inside.append((layer, entry))
    }

    private func recordExternal(_ layer: CALayer, _ entry: LayerAnimationEntry) {
        guard !isRecorded(entry) else { return }
        rememberStartValues(layer, entry)
        let ownNow = layer.localTime(atMediaTime: CACurrentMediaTime())
        let delay = entry.needsBeginTime ? 0 : max(0, entry.timing.beginTime - ownNow)
        external.append(External(layer: layer, entry: entry, startOffset: clock.elapsed + delay,
                                 savedSpeed: entry.timing.speed, savedOffset: entry.timing.timeOffset))
        layer.changeSchedule(of: entry) { $0.timing.speed = 0 }
        driveExternal(elapsed: clock.elapsed)
    }

    /// Shows every outside animation at `elapsed` transition seconds since t0.
    func driveExternal(elapsed: Double) {
        for item in external {
            let active = item.entry.timing.activeDuration
            var local = (elapsed - item.startOffset) * item.savedSpeed
            if local < 0 { local = 0 }
            if active.isFinite && local > active * (1 - 1e-9) { local = active * (1 - 1e-9) }
            item.layer.changeSchedule(of: item.entry) { $0.timing.timeOffset = item.savedOffset + local }
        }
    }

    /// The transition finished at `elapsed` seconds since t0: outside animations run
    /// on their own clocks again from where they are (and end there normally).
    func handBack(elapsed: Double) {
        for item in external {
            let ownNow = item.layer.localTime(atMediaTime: CACurrentMediaTime())
            item.layer.changeSchedule(of: item.entry) {
                $0.timing.speed = item.savedSpeed
                $0.timing.timeOffset = item.savedOffset
                $0.timing.beginTime = ownNow - (elapsed - item.startOffset)
                $0.needsBeginTime = false
            }
        }
        external.removeAll()
        inside.removeAll()
        startValues.removeAll()
    }

    /// The transition was cancelled and its clock is back at t0: every recorded
    /// property gets its value from before the transition, and every recorded
    /// animation is removed.
    func undo() {
        for value in startValues {
            value.layer.setModelValueWithoutActions(value.value, at: value.keyPath)
        }
        for item in inside { item.layer.removeEntry(item.entry) }
        for item in external { item.layer.removeEntry(item.entry) }
        external.removeAll()
        inside.removeAll()
        startValues.removeAll()
    }
}

/// One animation attached to a layer: the copy the layer owns, its compiled form,
/// and where it is in its life (not yet committed, started, stopped). A class, so a
/// tick reads it through one pointer, never copying its timing and leaves.
@MainActor
final class LayerAnimationEntry {
    /// The timing of one level below the root in an animation group.
    struct TimingLevel {
        var parameters: MediaTimingParameters
        /// A group's timing function, which warps its members' time.
        var warp: UnitBezier?
    }

    /// One property animation reached through the entry: the animation itself, or a
    /// member of a (possibly nested) group with the group levels in between.
    struct Leaf {
        var levels: [TimingLevel]
        var compiled: CompiledAnimation
    }

    /// The fields of an entry that change while it is attached. Arenas copy them,
    /// so they change only through `CALayer.changeSchedule(of:_:)`.
    struct Schedule {
        var timing: MediaTimingParameters
        /// True until the transaction that added the animation commits and gives it
        /// its begin time; until then it evaluates as if beginning now.
        var needsBeginTime: Bool
        /// Set for an animation whose progress an owner drives directly (a
        /// `UIViewPropertyAnimator`): its media timing is ignored and every leaf shows
        /// the driver's progress, unclamped so springs can overshoot.
        var driver: LayerAnimationDriver?
    }

    let key: String?
    /// The copy the layer owns (what `animation(forKey:)` returns).
    let animation: CAAnimation
    /// A group's own timing function warps the time its members see.
    let warp: UnitBezier?
    let leaves: [Leaf]
    /// See `Schedule`; set only in this file.
    fileprivate(set) var schedule: Schedule
    var timing: MediaTimingParameters { schedule.timing }
    var needsBeginTime: Bool { schedule.needsBeginTime }
    var driver: LayerAnimationDriver? { schedule.driver }
    var hasStarted = false
    var hasStopped = false
    /// Set by a tick when the animation ended and is to be removed.
    var isFinished = false
    var completionGroups: [TransactionCompletionGroup] = []

    init(key: String?, animation: CAAnimation, timing: MediaTimingParameters, warp: UnitBezier?,
         leaves: [Leaf], needsBeginTime: Bool) {
        self.key = key
        self.animation = animation
        self.warp = warp
        self.leaves = leaves
        schedule = Schedule(timing: timing, needsBeginTime: needsBeginTime, driver: nil)
    }

    /// Applies every leaf at the driver's progress (a driven entry only).
    @inline(__always)
    func applyDriven(_ driver: LayerAnimationDriver, to properties: inout LayerProperties) {
        let progress = driver.progress
        for leaf in leaves {
            leaf.compiled.apply(simpleTime: progress, duration: 1, iteration: 0, to: &properties)
        }
    }

    /// Applies every leaf at a layer-local time; the phase must have been computed
    /// by `timing.phase(atLocalTime:beginsNow:)` for the same time.
    @inline(__always)
    func apply(phase: MediaTimingPhase, localTime: Double, to properties: inout LayerProperties) {
        guard var time = phase.simpleTime else { return }
        let rootDuration = timing.duration
        if let warp { time = rootDuration * warp.solve(time / rootDuration) }
        leaves.withUnsafeBufferPointer { leaves in
        for leaf in leaves {
            var leafTime = time
            var duration = rootDuration
            var iteration = 0.0
            var visible = true
            for level in leaf.levels {
                let levelPhase = level.parameters.phase(atParentTime: leafTime)
                guard var simple = levelPhase.simpleTime else { visible = false; break }
                duration = level.parameters.duration
                if let warp = level.warp { simple = duration * warp.solve(simple / duration) }
                if leaf.compiled.isCumulative {
                    iteration = level.parameters.completedIterations(atParentTime: leafTime)
                }
                leafTime = simple
            }
            guard visible else { continue }
            if leaf.levels.isEmpty && leaf.compiled.isCumulative {
                var resolved = timing
                if needsBeginTime { resolved.beginTime = localTime }
                iteration = resolved.completedIterations(atParentTime: localTime)
            }
            leaf.compiled.apply(simpleTime: leafTime, duration: duration, iteration: iteration, to: &properties)
        }
        }
    }
}

extension CALayer {
    /// Changes an attached animation's schedule and tells the layer's tree, so that
    /// every arena laying the tree out sees the change at its next tick.
    func changeSchedule(of entry: LayerAnimationEntry, _ change: (inout LayerAnimationEntry.Schedule) -> Void) {
        change(&entry.schedule)
        evaluationInputsDidChange()
    }
}

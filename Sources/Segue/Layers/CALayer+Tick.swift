extension CALayer {
    /// Evaluates this layer and its subtree for one tick: local time from the
    /// parent's, presentation values from the model and the animations, animation
    /// start and stop events queued, finished animations removed. Allocation-free
    /// once warm, and the entries are reached through one pointer each (never copied); `parentTime`
    /// is the superlayer's local time (the media time for a root). Returns whether
    /// any layer of the subtree had animations attached.
    @discardableResult
    func tick(parentTime: Double, held: Bool = false) -> Bool {
        hasBeenRendered = true
        let isHeld = held || holdsEndedAnimations
        let time = timing.localTime(fromParentTime: parentTime)
        if animationEntries.isEmpty {
            tickWasAnimated = false
        } else {
            var properties = modelValues
            var anyFinished = false
            for entry in animationEntries {
                if let driver = entry.driver {
                    // Driven by its owner's clock: always active, never ends by itself.
                    if !entry.hasStarted {
                        entry.hasStarted = true
                        AnimationEventQueue.enqueue(.started(entry.animation))
                    }
                    entry.applyDriven(driver, to: &properties)
                    continue
                }
                var phase = entry.phase(atLocalTime: time)
                if !entry.hasStarted && phase.hasStarted {
                    entry.hasStarted = true
                    AnimationEventQueue.enqueue(.started(entry.animation))
                }
                if phase.hasEnded && !entry.hasStopped {
                    if isHeld {
                        // Under a held clock an ended animation stays, frozen on its end.
                        phase = entry.heldEndPhase
                        entry.apply(phase: phase, localTime: time, to: &properties)
                        continue
                    }
                    if entry.animation.isRemovedOnCompletion {
                        // Removed animations no longer apply: the model shows.
                        entry.isFinished = true
                        anyFinished = true
                        continue
                    }
                    entry.hasStopped = true
                    AnimationEventQueue.enqueue(.stopped(entry.animation, finished: true))
                    for group in entry.completionGroups { group.animationStopped() }
                }
                entry.apply(phase: phase, localTime: time, to: &properties)
            }
            if anyFinished {
                var index = animationEntries.count - 1
                while index >= 0 {
                    if animationEntries[index].isFinished { stopEntry(at: index, finished: true) }
                    index -= 1
                }
            }
            tickProperties = properties
            tickWasAnimated = !animationEntries.isEmpty
        }
        var anyAnimated = tickWasAnimated
        for sublayer in sublayerList {
            if sublayer.tick(parentTime: time, held: isHeld) { anyAnimated = true }
        }
        return anyAnimated
    }
}

extension CALayer {
    /// Evaluates this layer and its subtree for one tick: local time from the
    /// parent's, presentation values from the model and the animations, animation
    /// start and stop events queued, finished animations removed. Allocation-free
    /// once warm, and the entries are evaluated in place (never copied); `parentTime`
    /// is the superlayer's local time (the media time for a root).
    func tick(parentTime: Double) {
        hasBeenRendered = true
        let time = timing.localTime(fromParentTime: parentTime)
        if animationEntries.isEmpty {
            tickWasAnimated = false
        } else {
            var properties = modelValues
            var anyFinished = false
            animationEntries.withUnsafeMutableBufferPointer { entries in
                for index in entries.indices {
                    let phase = entries[index].phase(atLocalTime: time)
                    if !entries[index].hasStarted && phase.hasStarted {
                        entries[index].hasStarted = true
                        AnimationEventQueue.enqueue(.started(entries[index].animation))
                    }
                    if phase.hasEnded && !entries[index].hasStopped {
                        if entries[index].animation.isRemovedOnCompletion {
                            // Removed animations no longer apply: the model shows.
                            entries[index].isFinished = true
                            anyFinished = true
                            continue
                        }
                        entries[index].hasStopped = true
                        AnimationEventQueue.enqueue(.stopped(entries[index].animation, finished: true))
                        for group in entries[index].completionGroups { group.animationStopped() }
                    }
                    entries[index].apply(phase: phase, localTime: time, to: &properties)
                }
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
        for sublayer in sublayerList {
            sublayer.tick(parentTime: time)
        }
    }
}

extension CALayer {
    /// Evaluates this layer and its subtree for one tick: local time from the
    /// parent's, presentation values from the model and the animations, animation
    /// start and stop events queued, finished animations removed. Allocation-free
    /// once warm; `parentTime` is the superlayer's local time (the media time for a
    /// root).
    func tick(parentTime: Double) {
        hasBeenRendered = true
        let time = timing.localTime(fromParentTime: parentTime)
        if animationEntries.isEmpty {
            tickWasAnimated = false
        } else {
            tickProperties = modelValues
            var index = 0
            while index < animationEntries.count {
                let phase = animationEntries[index].phase(atLocalTime: time)
                if !animationEntries[index].hasStarted && phase.hasStarted {
                    animationEntries[index].hasStarted = true
                    AnimationEventQueue.enqueue(.started(animationEntries[index].animation))
                }
                if phase.hasEnded && !animationEntries[index].hasStopped {
                    if animationEntries[index].animation.isRemovedOnCompletion {
                        // Removed animations no longer apply: the model shows.
                        stopEntry(at: index, finished: true)
                        continue
                    }
                    animationEntries[index].hasStopped = true
                    AnimationEventQueue.enqueue(.stopped(animationEntries[index].animation, finished: true))
                    for group in animationEntries[index].completionGroups { group.animationStopped() }
                }
                animationEntries[index].apply(phase: phase, localTime: time, to: &tickProperties)
                index += 1
            }
            tickWasAnimated = !animationEntries.isEmpty
        }
        for sublayer in sublayerList {
            sublayer.tick(parentTime: time)
        }
    }
}

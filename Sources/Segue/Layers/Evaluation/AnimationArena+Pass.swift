extension AnimationArena.Layout {
    /// One tick at media time `now`: the clocks' local times from the roots down,
    /// then every run in order. Returns whether any layer still has animations.
    mutating func evaluate(at now: Double) -> Bool {
        for index in clocks.indices {
            let clock = clocks[index]
            if clock.parent < 0 {
                clockTimes[index] = clock.layer.timing.localTime(fromParentTime: now)
                clockHeld[index] = clock.layer.holdsEndedAnimations
            } else {
                clockTimes[index] = clock.layer.timing.localTime(fromParentTime: clockTimes[clock.parent])
                clockHeld[index] = clockHeld[clock.parent] || clock.layer.holdsEndedAnimations
            }
        }
        var anyAnimated = false
        for run in runs where evaluate(run) {
            anyAnimated = true
        }
        return anyAnimated
    }

    /// Evaluates one layer's animations over its model values: start and stop
    /// events queued, ended animations held, kept or removed as their settings say.
    /// Returns whether the layer still has animations.
    private mutating func evaluate(_ run: Run) -> Bool {
        let layer = run.layer
        let time = clockTimes[run.clock]
        let isHeld = clockHeld[run.clock]
        var properties = layer.modelValues
        var anyFinished = false
        for index in run.animations {
            if animations[index].values == .driven {
                // Driven by its owner's clock: always active, never ends by itself.
                markStarted(index)
                let entry = entries[index]
                if let driver = entry.driver { entry.applyDriven(driver, to: &properties) }
                continue
            }
            var phase = animations[index].phase(atLocalTime: time)
            if phase.hasStarted && !animations[index].hasStarted { markStarted(index) }
            if phase.hasEnded && !animations[index].hasStopped {
                let entry = entries[index]
                if entry.hasStopped {
                    // Stopped by another arena evaluating the same tree.
                    animations[index].hasStopped = true
                } else if isHeld {
                    // Under a held clock an ended animation stays, frozen on its end.
                    phase = animations[index].timing.heldEndPhase
                } else if entry.animation.isRemovedOnCompletion {
                    // Removed animations no longer apply: the model shows.
                    entry.isFinished = true
                    anyFinished = true
                    continue
                } else {
                    entry.hasStopped = true
                    animations[index].hasStopped = true
                    AnimationEventQueue.enqueue(.stopped(entry.animation, finished: true))
                    for group in entry.completionGroups { group.animationStopped() }
                }
            }
            apply(index, phase: phase, localTime: time, to: &properties)
        }
        if anyFinished {
            var index = layer.animationEntries.count - 1
            while index >= 0 {
                if layer.animationEntries[index].isFinished { layer.stopEntry(at: index, finished: true) }
                index -= 1
            }
        }
        layer.tickProperties = properties
        let isAnimated = !anyFinished || !layer.animationEntries.isEmpty
        layer.tickWasAnimated = isAnimated
        return isAnimated
    }

    /// Marks an animation started, queuing `animationDidStart` unless another arena
    /// already did.
    private mutating func markStarted(_ index: Int) {
        guard !animations[index].hasStarted else { return }
        animations[index].hasStarted = true
        let entry = entries[index]
        guard !entry.hasStarted else { return }
        entry.hasStarted = true
        AnimationEventQueue.enqueue(.started(entry.animation))
    }

    /// Applies one animation at a phase: what `CompiledAnimation.apply` does for the
    /// common shape, reading the values in place.
    @inline(__always)
    private func apply(_ index: Int, phase: MediaTimingPhase, localTime: Double,
                       to properties: inout LayerProperties) {
        let values = animations[index].values
        if values == .entry {
            entries[index].apply(phase: phase, localTime: localTime, to: &properties)
            return
        }
        guard let simpleTime = phase.simpleTime, values != .none else { return }
        let progress = animations[index].curve.progress(simpleTime: simpleTime,
                                                        duration: animations[index].timing.duration)
        let keyPath = animations[index].keyPath
        let additive = animations[index].isAdditive
        let payload = Int(animations[index].payload)
        switch values {
        case .scalar:
            let current = properties.scalar(at: keyPath)
            properties.setScalar(scalars[payload].value(progress: progress, current: current, additive: additive, iteration: 0),
                                 at: keyPath)
        case .point:
            let current = properties.point(at: keyPath)
            properties.setPoint(points[payload].value(progress: progress, current: current, additive: additive, iteration: 0),
                                at: keyPath)
        case .size:
            let current = properties.size(at: keyPath)
            properties.setSize(sizes[payload].value(progress: progress, current: current, additive: additive, iteration: 0),
                               at: keyPath)
        case .rect:
            let current = properties.bounds
            properties.bounds = rects[payload].value(progress: progress, current: current, additive: additive, iteration: 0)
        case .color:
            let current = properties.color(at: keyPath)
            properties.setColor(colors[payload].value(progress: progress, current: current, additive: additive, iteration: 0),
                                at: keyPath)
        case .transform:
            let current = properties.transform(at: keyPath)
            properties.setTransform(transforms[payload].value(progress: progress, current: current, additive: additive),
                                    at: keyPath)
        case .none, .entry, .driven:
            break
        }
    }
}

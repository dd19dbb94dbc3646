extension AnimationArena.Layout {
    /// One tick at media time `now`, in four linear passes: the clocks' local times
    /// from the roots down; each animation's phase (start and stop events, held,
    /// kept and removed animations, in the order the layers and their animations
    /// come); the Bézier curves, eight at a time; each layer's presentation values.
    /// Returns whether any layer still has animations.
    mutating func evaluate(at now: Double) -> Bool {
        updateClocks(at: now)
        for run in runs.indices { updatePhases(of: run) }
        solveBezierCurves()
        var anyAnimated = false
        for run in runs.indices where runs[run].isAnimated {
            anyAnimated = true
            let layer = runLayers[run]
            // The presentation values are the model's with the animations applied;
            // when every animation overwrites what it animates and the model is
            // unchanged, last tick's copy of the model is still right.
            let modelRevision = layer.modelRevision
            if !(runs[run].overwrites && runs[run].allShown && runs[run].modelRevision == modelRevision) {
                layer.tickProperties = layer.modelValues
                runs[run].modelRevision = modelRevision
            }
            applyAnimations(of: run, to: &layer.tickProperties)
            layer.tickWasAnimated = true
        }
        return anyAnimated
    }

    private mutating func updateClocks(at now: Double) {
        for index in clockParents.indices {
            let layer = clockLayers[index]
            let parent = Int(clockParents[index])
            if parent < 0 {
                clockTimes[index] = layer.timing.localTime(fromParentTime: now)
                clockHeld[index] = layer.holdsEndedAnimations
            } else {
                clockTimes[index] = layer.timing.localTime(fromParentTime: clockTimes[parent])
                clockHeld[index] = clockHeld[parent] || layer.holdsEndedAnimations
            }
        }
    }

    // MARK: Phases

    /// Finds where each of a layer's animations is at the layer's local time:
    /// start and stop events queued, ended animations held, kept or removed as
    /// their settings say, and the simple time each shows (NaN for none) with, for
    /// Bézier curves, the fraction to solve for. Sets `runAnimated`.
    private mutating func updatePhases(of run: Int) {
        let clock = Int(runs[run].clock)
        let time = clockTimes[clock]
        let isHeld = clockHeld[clock]
        var anyFinished = false
        var shownCount = 0
        for index in runs[run].animations {
            simpleTimes[index] = .nan
            if animations[index].values == .driven {
                // Driven by its owner's clock: always active, never ends by itself.
                markStarted(index)
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
            guard let simpleTime = phase.simpleTime else { continue }
            simpleTimes[index] = simpleTime
            shownCount += 1
            if animations[index].curve == .bezier {
                let duration = animations[index].timing.duration
                let lane = Int(animations[index].curveIndex)
                bezierLanes[lane / UnitBezierLanes.width].x[lane % UnitBezierLanes.width] =
                    duration > 0 ? simpleTime / duration : 1
            }
        }
        runs[run].isAnimated = true
        runs[run].allShown = shownCount == runs[run].animations.count
        guard anyFinished else { return }
        let layer = runLayers[run]
        var index = layer.animationEntries.count - 1
        while index >= 0 {
            if layer.animationEntries[index].isFinished { layer.stopEntry(at: index, finished: true) }
            index -= 1
        }
        if layer.animationEntries.isEmpty {
            runs[run].isAnimated = false
            layer.tickWasAnimated = false
        }
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

    // MARK: Curves

    /// Solves every Bézier lane block; lanes the vector solver leaves to the scalar
    /// one are solved one by one.
    private mutating func solveBezierCurves() {
        for block in bezierLanes.indices {
            let needsScalar = bezierLanes[block].solve()
            guard UnitBezierLanes.anyLane(needsScalar) else { continue }
            for lane in 0..<UnitBezierLanes.width where needsScalar[lane] {
                let index = block * UnitBezierLanes.width + lane
                guard index < bezierCurves.count else { continue }
                let x = bezierLanes[block].x[lane]
                bezierLanes[block].set(y: bezierCurves[index].solve(x), lane: lane)
            }
        }
    }

    // MARK: Values

    /// Applies a layer's animations in order over `properties` (its model values):
    /// what `CALayer.evaluatedProperties(atLocalTime:)` does, reading the values in place.
    private func applyAnimations(of run: Int, to properties: inout LayerProperties) {
        let time = clockTimes[Int(runs[run].clock)]
        for index in runs[run].animations {
            let values = animations[index].values
            if values == .driven {
                let entry = entries[index]
                if let driver = entry.driver { entry.applyDriven(driver, to: &properties) }
                continue
            }
            let simpleTime = simpleTimes[index]
            guard !simpleTime.isNaN else { continue }
            if values == .entry {
                entries[index].apply(phase: .active(simpleTime: simpleTime), localTime: time, to: &properties)
                continue
            }
            apply(index, progress: progress(of: index, simpleTime: simpleTime), to: &properties)
        }
    }

    /// The progress of an animation with values in place, at a simple time.
    @inline(__always)
    private func progress(of index: Int, simpleTime: Double) -> Double {
        let curveIndex = Int(animations[index].curveIndex)
        switch animations[index].curve {
        case .linear:
            let duration = animations[index].timing.duration
            return duration > 0 ? simpleTime / duration : 1
        case .bezier:
            return bezierLanes[curveIndex / UnitBezierLanes.width].y[curveIndex % UnitBezierLanes.width]
        case .spring:
            return springs[curveIndex].value(at: simpleTime)
        }
    }

    /// Applies one animation with values in place at a progress: what
    /// `CompiledAnimation.apply` does for it.
    @inline(__always)
    private func apply(_ index: Int, progress: Double, to properties: inout LayerProperties) {
        let keyPath = animations[index].keyPath
        let additive = animations[index].isAdditive
        let payload = Int(animations[index].payload)
        switch animations[index].values {
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

import Foundation

extension AnimationArena.Layout {
    /// The first half of a tick at media time `now`, what every tick needs: the
    /// clocks' local times, the timing classes' phases, each animation's phase and
    /// events. Returns whether any layer still has animations.
    mutating func evaluatePhases(at now: Double) -> Bool {
        updateClocks(at: now)
        updateClassPhases()
        var anyAnimated = false
        for run in runs.indices {
            updatePhases(of: run)
            if runs[run].isAnimated { anyAnimated = true }
        }
        return anyAnimated
    }

    /// The second half, the presentation values.
    mutating func evaluateValues() {
        solveCurves()
        updatePresentations(in: &store.columns)
    }

    private func updatePresentations(in presentation: inout PresentationStore.Columns) {
        // Only each run's own fields are read or written here, so what other
        // layers left in the rest does not matter.
        var scratch = LayerProperties()
        for run in runs.indices {
            presentation.slots[run].isAnimated = runs[run].isAnimated
            guard runs[run].isAnimated else { continue }
            updatePresentation(of: run, in: &presentation, scratch: &scratch)
        }
    }

    /// Each clock's local time and whether it is held, a clock after its parent's.
    private mutating func updateClocks(at now: Double) {
        for index in clockParents.indices {
            let layer = clockLayers[index]
            let parent = Int(clockParents[index])
            clockTimes[index] = layer.timing.localTime(fromParentTime: parent < 0 ? now : clockTimes[parent])
            clockHeld[index] = (parent >= 0 && clockHeld[parent]) || layer.holdsEndedAnimations
        }
    }

    // MARK: Phases

    /// The phase of each class of the layers' animations (a group member's class
    /// waits for `solveCurves`: only values need it).
    private mutating func updateClassPhases() {
        for index in timingClasses.indices where timingClasses[index].parentClass < 0 {
            classStates[index] = timingClasses[index].state(atLocalTime: clockTimes[Int(timingClasses[index].clock)])
        }
    }

    /// Each of a layer's animations' phase, from its timing class: start and stop
    /// events queued, ended animations held, kept or removed, and the simple time
    /// each shows.
    private mutating func updatePhases(of run: Int) {
        let isHeld = clockHeld[Int(runs[run].clock)]
        var anyFinished = false
        var shownCount = 0
        for index in runs[run].animations {
            if animations[index].values == .driven {
                // Driven by its owner's clock: always active, never ends by itself.
                markStarted(index)
                simpleTimes[index] = .nan
                continue
            }
            let timingClass = Int(animations[index].timingClass)
            var simpleTime = classStates[timingClass].simpleTime
            if classStates[timingClass].hasStarted && !animations[index].hasStarted { markStarted(index) }
            if classStates[timingClass].hasEnded && !animations[index].hasStopped {
                let entry = entries[index]
                if entry.hasStopped {
                    // Stopped by another arena evaluating the same tree.
                    animations[index].hasStopped = true
                } else if isHeld {
                    // Under a held clock an ended animation stays, frozen on its end.
                    simpleTime = timingClasses[timingClass].timing.heldEndPhase.simpleTime ?? .nan
                } else if entry.animation.isRemovedOnCompletion {
                    // Removed animations no longer apply: the model shows.
                    entry.isFinished = true
                    anyFinished = true
                    simpleTime = .nan
                } else {
                    entry.hasStopped = true
                    animations[index].hasStopped = true
                    AnimationEventQueue.enqueue(.stopped(entry.animation, finished: true))
                    for group in entry.completionGroups { group.animationStopped() }
                }
            }
            simpleTimes[index] = simpleTime
            if !simpleTime.isNaN { shownCount += 1 }
        }
        runs[run].isAnimated = true
        runs[run].allShown = shownCount == runs[run].animations.count
        if anyFinished { removeFinishedAnimations(of: run) }
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

    /// Removes a layer's finished animations, the last added first (each delegate
    /// hears it stopped).
    private mutating func removeFinishedAnimations(of run: Int) {
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

    // MARK: Curves

    /// Each shown timing class's progress along its curve, a group member's class
    /// once its phase is found from its group's (laid out after it).
    private mutating func solveCurves() {
        for index in timingClasses.indices {
            let parent = Int(timingClasses[index].parentClass)
            if parent >= 0 {
                let groupTime = classStates[parent].simpleTime
                classStates[index] = groupTime.isNaN ? ArenaTimingClass.State()
                    : timingClasses[index].state(atLocalTime: groupTime)
            }
            let simpleTime = classStates[index].simpleTime
            guard !simpleTime.isNaN else { continue }
            classStates[index].progress = progress(along: Int(timingClasses[index].curve), simpleTime: simpleTime,
                                                   duration: timingClasses[index].timing.duration)
        }
    }

    // MARK: Values

    /// Sets a layer's presentation values in its slot: its animations applied in
    /// order over the fields they write. Those fields come from the model when it
    /// changed, or an animation reads the value under it or shows nothing (from the
    /// slot's copy of them when it keeps one and the model is unchanged); otherwise
    /// (`Run.overwrites`) the layer is not touched.
    @inline(__always)
    private func updatePresentation(of run: Int, in presentation: inout PresentationStore.Columns,
                                    scratch: inout LayerProperties) {
        let fields = runs[run].writes
        let slot = presentation.slots[run]
        let words = UnsafeMutableRawPointer(presentation.words.address(at: Int(slot.offset)))
        if slot.modelState != .unchanged {
            Self.copyModelFields(fields, of: runLayerReferences[run], into: &scratch)
            if slot.modelOffset >= 0 {
                fields.pack(scratch, to: UnsafeMutableRawPointer(presentation.words.address(at: Int(slot.modelOffset))))
            }
            presentation.slots[run].modelState = .unchanged
        } else if !(runs[run].overwrites && runs[run].allShown) {
            if slot.modelOffset >= 0 {
                fields.unpack(from: UnsafeRawPointer(presentation.words.address(at: Int(slot.modelOffset))), into: &scratch)
            } else {
                Self.copyModelFields(fields, of: runLayerReferences[run], into: &scratch)
            }
        } else if !runs[run].writesWholeFields {
            fields.unpack(from: UnsafeRawPointer(words), into: &scratch)
        }
        applyAnimations(of: run, to: &scratch)
        fields.pack(scratch, to: words)
    }

    /// `CALayer.copyModelFields` on an unretained layer, outside the main actor's
    /// isolation: a closure formed on the main actor would check at each call
    /// that it runs there (the swift_task_isCurrentExecutor calls were ~10% of a
    /// stress tick).
    @inline(__always)
    private nonisolated static func copyModelFields(_ fields: LayerPropertyMask, of layer: Unmanaged<CALayer>,
                                                    into properties: inout LayerProperties) {
        layer._withUnsafeGuaranteedRef { $0.copyModelFields(fields, into: &properties) }
    }

    /// Applies a layer's animations in order: values in place directly, the others
    /// through their entries.
    private func applyAnimations(of run: Int, to properties: inout LayerProperties) {
        for index in runs[run].animations {
            let values = animations[index].values, simpleTime = simpleTimes[index]
            if values == .driven {
                entryReferences[index]._withUnsafeGuaranteedRef { entry in
                    if let driver = entry.driver { entry.applyDriven(driver, to: &properties) }
                }
            } else if simpleTime.isNaN {
                continue
            } else if values.isInPlace {
                apply(index, progress: progress(of: index, simpleTime: simpleTime), to: &properties)
            } else if values == .group {
                applyGroup(index, simpleTime: simpleTime, to: &properties)
            } else {
                let time = clockTimes[Int(runs[run].clock)]
                entryReferences[index]._withUnsafeGuaranteedRef {
                    $0.apply(phase: .active(simpleTime: simpleTime), localTime: time, to: &properties)
                }
            }
        }
    }

    /// Applies a group evaluated in place at its simple time: what
    /// `LayerAnimationEntry.apply` does for this shape, through the same value functions.
    @inline(__always)
    private func applyGroup(_ index: Int, simpleTime: Double, to properties: inout LayerProperties) {
        let first = Int(animations[index].payload)
        // While the group shows its class's time, its members' classes hold their progress.
        let showsClassTime = classStates[Int(animations[index].timingClass)].simpleTime.bitPattern == simpleTime.bitPattern
        for member in first..<first + Int(animations[index].memberCount) {
            let timingClass = Int(groupMembers[member].timingClass)
            let progress: Double
            if showsClassTime && timingClass >= 0 {
                guard !classStates[timingClass].simpleTime.isNaN else { continue }
                progress = classStates[timingClass].progress
            } else {
                let timing = groupMembers[member].timing
                guard let memberTime = timing.phase(atParentTime: simpleTime).simpleTime else { continue }
                guard timingClass >= 0 else {
                    Self.apply(groupMembers[member].compiled, simpleTime: memberTime, duration: timing.duration,
                               to: &properties)
                    continue
                }
                progress = self.progress(along: Int(timingClasses[timingClass].curve), simpleTime: memberTime,
                                         duration: timing.duration)
            }
            apply(groupMembers[member].values, keyPath: groupMembers[member].keyPath,
                  payload: Int(groupMembers[member].payload), isAdditive: groupMembers[member].isAdditive,
                  progress: progress, to: &properties)
        }
    }

    /// `CompiledAnimation.apply` on an unretained animation, outside the main
    /// actor's isolation (see `copyModelFields(_:of:into:)`).
    @inline(__always)
    private nonisolated static func apply(_ compiled: Unmanaged<CompiledAnimation>, simpleTime: Double, duration: Double,
                                          to properties: inout LayerProperties) {
        compiled._withUnsafeGuaranteedRef {
            $0.apply(simpleTime: simpleTime, duration: duration, iteration: 0, to: &properties)
        }
    }

    /// The progress of an animation with values in place, at a simple time: its
    /// timing class's when it shows the class's simple time, else (an ended
    /// animation held at its end while its class has moved on) what the class
    /// would compute, for this animation alone.
    @inline(__always)
    private func progress(of index: Int, simpleTime: Double) -> Double {
        let timingClass = Int(animations[index].timingClass)
        if classStates[timingClass].simpleTime.bitPattern == simpleTime.bitPattern {
            return classStates[timingClass].progress
        }
        return progress(along: Int(timingClasses[timingClass].curve), simpleTime: simpleTime,
                        duration: timingClasses[timingClass].timing.duration)
    }

    /// `ProgressCurve.progress(simpleTime:duration:)` of `curves[curve]`, read in place.
    @inline(__always)
    private func progress(along curve: Int, simpleTime: Double, duration: Double) -> Double {
        curves.address(at: curve).pointee.progress(simpleTime: simpleTime, duration: duration)
    }

    /// Applies one animation with values in place: what `CompiledAnimation.apply` does.
    @inline(__always)
    private func apply(_ index: Int, progress: Double, to properties: inout LayerProperties) {
        apply(animations[index].values, keyPath: animations[index].keyPath, payload: Int(animations[index].payload),
              isAdditive: animations[index].isAdditive, progress: progress, to: &properties)
    }

    /// `apply(_:progress:to:)` for an animation's or a group member's values.
    @inline(__always)
    private func apply(_ values: ArenaAnimation.Values, keyPath: LayerKeyPath, payload: Int, isAdditive additive: Bool,
                       progress: Double, to properties: inout LayerProperties) {
        switch values {
        case .scalar:
            let current = scalars[payload].readsCurrent(additive: additive) ? properties.scalar(at: keyPath) : 0
            properties.setScalar(scalars[payload].value(progress: progress, current: current, additive: additive, iteration: 0),
                                 at: keyPath)
        case .scalarKeyframes:
            let value = keyframeTracks[payload].value(at: progress)
            properties.setScalar(additive ? properties.scalar(at: keyPath) + value : value, at: keyPath)
        case .point:
            let current = points[payload].readsCurrent(additive: additive) ? properties.point(at: keyPath) : .zero
            properties.setPoint(points[payload].value(progress: progress, current: current, additive: additive, iteration: 0),
                                at: keyPath)
        case .size:
            let current = sizes[payload].readsCurrent(additive: additive) ? properties.size(at: keyPath) : .zero
            properties.setSize(sizes[payload].value(progress: progress, current: current, additive: additive, iteration: 0),
                               at: keyPath)
        case .rect:
            let current = properties.bounds
            properties.bounds = rects[payload].value(progress: progress, current: current, additive: additive, iteration: 0)
        case .color:
            let current = colors[payload].readsCurrent(additive: additive) ? properties.color(at: keyPath) : .vectorZero
            properties.setColor(colors[payload].value(progress: progress, current: current, additive: additive, iteration: 0),
                                at: keyPath)
        case .transform:
            // Read in place through its address: calling a method on the column's
            // element made the compiler copy the whole tween (~670 bytes) first.
            let tween = UnsafePointer(transforms.address(at: payload))
            if case .sublayerTransform = keyPath {
                TransformTween.apply(at: progress, of: tween, additive: additive, to: &properties.sublayerTransform)
            } else {
                TransformTween.apply(at: progress, of: tween, additive: additive, to: &properties.transform)
            }
        case .none, .entry, .driven, .group:
            break
        }
    }
}

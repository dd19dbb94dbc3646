extension AnimationArena.Layout {
    /// Lays the trees under `roots` out again. Keeps the arrays' capacity, so a
    /// rebuild of the same shape allocates nothing.
    mutating func rebuild(roots: [CALayer]) {
        detachRunLayers(from: &store.columns)
        clockLayers.removeAll(keepingCapacity: true)
        clockParents.removeAll()
        runLayers.removeAll(keepingCapacity: true)
        runLayerReferences.removeAll()
        runs.removeAll()
        animations.removeAll()
        timingClasses.removeAll()
        classStates.removeAll()
        timingClassIndex.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        entryReferences.removeAll()
        curves.removeAll()
        scalars.removeAll()
        points.removeAll()
        sizes.removeAll()
        rects.removeAll()
        colors.removeAll()
        transforms.removeAll()
        groupMembers.removeAll()
        keyframeTracks.removeAll(keepingCapacity: true)
        keyframeTrackIndex.removeAll(keepingCapacity: true)
        for root in roots where !Self.hasAttachedAncestor(root, roots: roots) {
            add(root, parentClock: -1)
        }
        clockTimes.reset(to: 0, count: clockParents.count)
        clockHeld.reset(to: false, count: clockParents.count)
        simpleTimes.reset(to: .nan, count: animations.count)
        attachRunLayers(to: &store.columns)
    }

    /// Gives the layers of the old layout their presentation values back (those
    /// still animated take a slot again at once).
    private func detachRunLayers(from presentation: inout PresentationStore.Columns) {
        for (index, layer) in runLayers.enumerated()
        where layer.presentationStore === store && layer.presentationIndex == index {
            if presentation.slots[index].isAnimated {
                var shown = layer.tickProperties
                layer.writePresentation(from: presentation, to: &shown)
                layer.tickProperties = shown
            }
            layer.tickWasAnimated = presentation.slots[index].isAnimated
            layer.presentationStore = nil
        }
    }

    /// Gives every run's layer its slot, holding what it shows now.
    private func attachRunLayers(to presentation: inout PresentationStore.Columns) {
        presentation.removeAll()
        for (index, layer) in runLayers.enumerated() {
            presentation.append(fields: runs[index].writes, keepsModel: !runs[index].overwrites,
                                showing: layer.tickWasAnimated ? layer.tickProperties : nil)
            layer.presentationStore = store
            layer.presentationIndex = index
        }
    }

    /// Whether a layer sits inside another attached tree, which evaluates it (so a
    /// window attached by `makeKeyAndVisible()` and hosted under a host's root layer
    /// is evaluated once per tick, in its real time space).
    private static func hasAttachedAncestor(_ layer: CALayer, roots: [CALayer]) -> Bool {
        var node = layer.superlayer
        while let current = node {
            if roots.contains(where: { $0 === current }) { return true }
            node = current.superlayer
        }
        return false
    }

    /// Adds a layer and its subtree in pre-order.
    private mutating func add(_ layer: CALayer, parentClock: Int32) {
        layer.hasBeenRendered = true
        var clock = parentClock
        if parentClock < 0 || layer.hasLiveClock || layer.holdsEndedAnimations
            || !layer.timing.isIdentityTimeMapping {
            layer.hasLiveClock = true
            clockLayers.append(layer)
            clockParents.append(parentClock)
            clock = Int32(clockParents.count - 1)
        }
        if layer.animationEntries.isEmpty {
            layer.tickWasAnimated = false
        } else {
            let start = animations.count
            for entry in layer.animationEntries { add(entry, clock: clock) }
            let range = start..<animations.count
            runLayers.append(layer)
            runLayerReferences.append(Unmanaged.passUnretained(layer))
            var writes = LayerPropertyMask()
            for entry in layer.animationEntries {
                for leaf in entry.leaves { writes.insert(LayerPropertyMask(leaf.compiled.keyPath)) }
            }
            let overwrites = range.allSatisfy { overwritesWholeValue($0) }
            let wholeFields = overwrites && range.allSatisfy { LayerPropertyMask.isWholeProperty(animations[$0].keyPath) }
            runs.append(Run(clock: clock, start: Int32(start), end: Int32(range.upperBound), overwrites: overwrites,
                            writesWholeFields: wholeFields, writes: writes))
        }
        for sublayer in layer.sublayerList { add(sublayer, parentClock: clock) }
    }

    /// Adds one animation, with its values in place when it has the common shape
    /// (`ArenaAnimation`), in the timing class of its clock, timing and curve.
    private mutating func add(_ entry: LayerAnimationEntry, clock: Int32) {
        var values = ArenaAnimation.Values.entry
        var payload = 0
        var keyPath = LayerKeyPath.opacity
        var isAdditive = false
        var memberCount = 0
        var timingClass = -1
        if entry.driver != nil {
            values = .driven
        } else if entry.leaves.isEmpty {
            values = .none
        } else if Self.isPlainGroup(entry) {
            values = .group
            payload = groupMembers.count
            memberCount = entry.leaves.count
            // The group's class first: its members' classes hang from it.
            timingClass = self.timingClass(of: entry, clock: clock, curve: .linear)
            for leaf in entry.leaves {
                addMember(leaf.compiled, timing: leaf.levels[0].parameters, groupClass: Int32(timingClass))
            }
        } else if entry.warp == nil, entry.leaves.count == 1, entry.leaves[0].levels.isEmpty,
                  !entry.leaves[0].compiled.isCumulative {
            let compiled = entry.leaves[0].compiled
            (values, payload) = addValues(compiled.values)
            if values != .entry {
                keyPath = compiled.keyPath
                isAdditive = compiled.isAdditive
                timingClass = self.timingClass(of: entry, clock: clock, curve: compiled.curve)
            }
        }
        if timingClass < 0 && values != .driven {
            // Evaluated through its entry (or nothing to apply): the class gives only
            // its phase, so the curve does not matter.
            timingClass = self.timingClass(of: entry, clock: clock, curve: .linear)
        }
        animations.append(ArenaAnimation(
            keyPath: keyPath, values: values, isAdditive: isAdditive,
            hasStarted: entry.hasStarted, hasStopped: entry.hasStopped,
            payload: Int32(payload), memberCount: Int32(memberCount),
            timingClass: Int32(timingClass)))
        entries.append(entry)
        entryReferences.append(Unmanaged.passUnretained(entry))
    }

    /// The timing class for the given timing and curve, on `clock` or, for a group
    /// member, under `parentClass` (its group's): an existing one with the same
    /// signature, or a new one.
    private mutating func timingClass(timing: MediaTimingParameters, beginsNow: Bool, clock: Int32,
                                      parentClass: Int32 = -1, curve: ProgressCurve) -> Int {
        let key = ArenaTimingClass.Key(clock: clock, parentClass: parentClass, timing: timing, beginsNow: beginsNow,
                                       curve: curve)
        if let index = timingClassIndex[key] { return Int(index) }
        curves.append(curve)
        timingClasses.append(ArenaTimingClass(timing: timing, clock: clock, parentClass: parentClass,
                                              needsBeginTime: beginsNow, curve: Int32(curves.count - 1)))
        classStates.append(ArenaTimingClass.State())
        let index = timingClasses.count - 1
        timingClassIndex[key] = Int32(index)
        return index
    }

    /// `timingClass(timing:beginsNow:clock:parentClass:curve:)` for a layer's animation.
    private mutating func timingClass(of entry: LayerAnimationEntry, clock: Int32, curve: ProgressCurve) -> Int {
        timingClass(timing: entry.timing, beginsNow: entry.needsBeginTime, clock: clock, curve: curve)
    }

    /// Adds a member of a group evaluated in place, in the timing class of its
    /// group's class, timing and curve (`ArenaGroupMember` says which members have
    /// their values in place).
    private mutating func addMember(_ compiled: CompiledAnimation, timing: MediaTimingParameters, groupClass: Int32) {
        var member = ArenaGroupMember(timing: timing, compiled: Unmanaged.passUnretained(compiled))
        if case .bezier = compiled.curve {
            // Solved one by one through the compiled animation.
        } else {
            let (values, payload) = addValues(compiled.values)
            if values != .entry {
                member.values = values
                member.payload = Int32(payload)
                member.keyPath = compiled.keyPath
                member.isAdditive = compiled.isAdditive
                member.timingClass = Int32(timingClass(timing: timing, beginsNow: false, clock: -1,
                                                       parentClass: groupClass, curve: compiled.curve))
            }
        }
        groupMembers.append(member)
    }

    /// Whether an entry is a group evaluated in place: no timing function of its
    /// own, every member one level below it with none either, none cumulative.
    private static func isPlainGroup(_ entry: LayerAnimationEntry) -> Bool {
        entry.warp == nil && entry.leaves.allSatisfy { leaf in
            leaf.levels.count == 1 && leaf.levels[0].warp == nil && !leaf.compiled.isCumulative
        }
    }

    /// Whether an animation writes a value that depends neither on the value under
    /// it nor on the model: values in place with both ends known, not additive.
    private func overwritesWholeValue(_ index: Int) -> Bool {
        let animation = animations[index]
        guard !animation.isAdditive else { return false }
        let payload = Int(animation.payload)
        switch animation.values {
        case .scalar: return scalars[payload].hasFixedEnds
        case .point: return points[payload].hasFixedEnds
        case .size: return sizes[payload].hasFixedEnds
        case .rect: return rects[payload].hasFixedEnds
        case .color: return colors[payload].hasFixedEnds
        case .transform, .scalarKeyframes: return true
        case .none, .entry, .driven, .group: return false
        }
    }

    /// Copies values without references into their typed array; `.entry` for the
    /// others (keyframes, transforms whose ends depend on the layer).
    private mutating func addValues(_ values: CompiledAnimation.Values) -> (ArenaAnimation.Values, Int) {
        switch values {
        case .scalar(.basic(let basic)):
            scalars.append(basic)
            return (.scalar, scalars.count - 1)
        case .point(.basic(let basic)):
            points.append(basic)
            return (.point, points.count - 1)
        case .size(.basic(let basic)):
            sizes.append(basic)
            return (.size, sizes.count - 1)
        case .rect(.basic(let basic)):
            rects.append(basic)
            return (.rect, rects.count - 1)
        case .color(.basic(let basic)):
            colors.append(basic)
            return (.color, colors.count - 1)
        case .transform(let source):
            guard let tween = source.tween else { return (.entry, 0) }
            transforms.append(tween)
            return (.transform, transforms.count - 1)
        case .scalar(.keyframes(let box)):
            guard let index = addKeyframes(box.track) else { return (.entry, 0) }
            return (.scalarKeyframes, index)
        default:
            return (.entry, 0)
        }
    }

    /// Lays a scalar keyframe track out for evaluation in place; an identical track
    /// already laid out is used again.
    private mutating func addKeyframes(_ track: KeyframeTrack<Double>) -> Int? {
        guard !track.values.isEmpty else { return nil }
        var hasher = Hasher()
        func combine(_ numbers: [Double]) {
            hasher.combine(numbers.count)
            for number in numbers { hasher.combine(number.bitPattern) }
        }
        combine(track.keyTimes)
        combine(track.values)
        combine(track.startTangents)
        combine(track.endTangents)
        let key = ArenaKeyframeTrackKey(hash: hasher.finalize(), count: Int32(track.values.count))
        if let index = keyframeTrackIndex[key], Self.isSame(keyframeTracks[Int(index)], track) { return Int(index) }
        keyframeTracks.append(track)
        if keyframeTrackIndex[key] == nil { keyframeTrackIndex[key] = Int32(keyframeTracks.count - 1) }
        return keyframeTracks.count - 1
    }

    /// Whether two tracks evaluate identically: the same numbers bit for bit, the
    /// same calculation mode and timing functions.
    private static func isSame(_ a: KeyframeTrack<Double>, _ b: KeyframeTrack<Double>) -> Bool {
        func same(_ x: [Double], _ y: [Double]) -> Bool {
            x.count == y.count && x.indices.allSatisfy { x[$0].bitPattern == y[$0].bitPattern }
        }
        return a.calculationMode == b.calculationMode && a.timingFunctions == b.timingFunctions
            && same(a.keyTimes, b.keyTimes) && same(a.values, b.values)
            && same(a.startTangents, b.startTangents) && same(a.endTangents, b.endTangents)
    }
}

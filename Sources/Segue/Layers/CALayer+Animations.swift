import Foundation

extension CALayer {
    /// Attaches a copy of an animation, replacing (and stopping, unfinished) any
    /// animation under the same key. A nil key never replaces anything.
    ///
    /// The copy's `beginTime`, when 0, becomes the commit time of the current
    /// transaction in this layer's time; its `duration`, when 0, the transaction's
    /// animation duration. An animation Segue can't evaluate (unknown key path,
    /// wrong value types) is kept — it shows in `animationKeys()` and reports its
    /// start and stop — but changes nothing, and a diagnostic says why.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else {
            SegueDiagnostics.report("add(_:forKey:) on a presentation layer is ignored; add animations to the model layer")
            return
        }
        let copy = anim.copy() as! CAAnimation
        let defaultDuration = CATransaction.animationDuration()
        let timing = copy.mediaTimingParameters(defaultDuration: defaultDuration)
        var warp: UnitBezier?
        var leaves: [LayerAnimationEntry.Leaf] = []
        if let group = copy as? CAAnimationGroup {
            warp = group.timingFunction.map(\.unitBezier).flatMap { $0 == .linear ? nil : $0 }
            collectLeaves(of: group, levels: [], defaultDuration: defaultDuration, into: &leaves)
        } else if let property = copy as? CAPropertyAnimation {
            let captured = capturedValue(for: property)
            if let compiled = CompiledAnimation(property, captured: captured) {
                leaves.append(.init(levels: [], compiled: compiled))
            }
        } else {
            SegueDiagnostics.report("\(copy.describedForDiagnostics) is not a property animation or group; it animates nothing")
        }

        if let key, let index = animationEntries.firstIndex(where: { $0.key == key }) {
            stopEntry(at: index, finished: false)
        }
        let needsBeginTime = copy.beginTime == 0
        let entry = LayerAnimationEntry(key: key, animation: copy, timing: timing, warp: warp, leaves: leaves,
                                        needsBeginTime: needsBeginTime)
        entry.completionGroups = CATransaction.animationAdded(copy, to: self, needsBeginTime: needsBeginTime)
        animationEntries.append(entry)
        for observer in CALayer.animationAddObservers { observer.observe(self, entry) }
    }

    private func collectLeaves(of group: CAAnimationGroup, levels: [LayerAnimationEntry.TimingLevel],
                               defaultDuration: Double, into leaves: inout [LayerAnimationEntry.Leaf]) {
        for member in group.animations ?? [] {
            var memberLevels = levels
            let memberTiming = member.mediaTimingParameters(defaultDuration: defaultDuration)
            if let subgroup = member as? CAAnimationGroup {
                let warp = subgroup.timingFunction.map(\.unitBezier).flatMap { $0 == .linear ? nil : $0 }
                memberLevels.append(.init(parameters: memberTiming, warp: warp))
                collectLeaves(of: subgroup, levels: memberLevels, defaultDuration: defaultDuration, into: &leaves)
            } else if let property = member as? CAPropertyAnimation {
                memberLevels.append(.init(parameters: memberTiming, warp: nil))
                if let compiled = CompiledAnimation(property, captured: capturedValue(for: property)) {
                    leaves.append(.init(levels: memberLevels, compiled: compiled))
                }
            }
        }
    }

    /// For an animation with none of from/to/by: the value it starts from — the
    /// presentation value before the change that triggered an implicit action, or
    /// the presentation value now.
    private func capturedValue(for animation: CAPropertyAnimation) -> AnimatableValue? {
        guard let basic = animation as? CABasicAnimation,
              basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
              let path = basic.keyPath, let keyPath = LayerKeyPath(path) else { return nil }
        if let previous = implicitActionPreviousValue, previous.keyPath == keyPath { return previous.value }
        return presentationValue(at: keyPath)
    }

    /// The animation attached under a key (the layer's copy), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added; nil when
    /// there are none, as in Core Animation.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under a key; its delegate hears it stopped unfinished.
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        stopEntry(at: index, finished: false)
    }

    /// Removes every animation; each delegate hears it stopped unfinished.
    public func removeAllAnimations() {
        while !animationEntries.isEmpty { stopEntry(at: animationEntries.count - 1, finished: false) }
    }

    /// Removes every animation in the layer's tree — the layer's, then each
    /// sublayer's, depth first — each delegate hearing it stopped unfinished (Segue,
    /// package-wide): what a view leaving its window and a tree its loop stops
    /// ticking do.
    package func removeAllAnimationsInTree() {
        removeAllAnimations()
        for sublayer in sublayerList { sublayer.removeAllAnimationsInTree() }
    }

    /// Removes an entry, queuing its stop callback and releasing its completion groups.
    func stopEntry(at index: Int, finished: Bool) {
        let entry = animationEntries.remove(at: index)
        guard !entry.hasStopped else { return }
        AnimationEventQueue.enqueue(.stopped(entry.animation, finished: finished))
        for group in entry.completionGroups { group.animationStopped() }
    }

    /// Gives an animation added in a transaction its begin time, the commit's media
    /// time converted into this layer's time.
    func resolveBeginTime(of animation: CAAnimation, atMediaTime time: Double) {
        guard let index = animationEntries.firstIndex(where: { $0.animation === animation }),
              animationEntries[index].needsBeginTime else { return }
        let beginTime = convertTime(time, from: nil)
        changeSchedule(of: animationEntries[index]) {
            $0.timing.beginTime = beginTime
            $0.needsBeginTime = false
        }
        // Reading the animation back shows the begin time it was given, as in Core Animation.
        animation.beginTime = beginTime
    }
}

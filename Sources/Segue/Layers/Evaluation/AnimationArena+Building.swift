extension AnimationArena.Layout {
    /// Lays the trees under `roots` out again (a root inside another attached tree is
    /// evaluated with that tree). Keeps the arrays' capacity, so a rebuild of the same
    /// shape allocates nothing.
    mutating func rebuild(roots: [CALayer]) {
        clocks.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
        animations.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        scalars.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
        rects.removeAll(keepingCapacity: true)
        colors.removeAll(keepingCapacity: true)
        transforms.removeAll(keepingCapacity: true)
        for root in roots where !Self.hasAttachedAncestor(root, roots: roots) {
            add(root, parentClock: -1)
        }
        clockTimes.removeAll(keepingCapacity: true)
        clockTimes.append(contentsOf: repeatElement(0, count: clocks.count))
        clockHeld.removeAll(keepingCapacity: true)
        clockHeld.append(contentsOf: repeatElement(false, count: clocks.count))
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
    private mutating func add(_ layer: CALayer, parentClock: Int) {
        layer.hasBeenRendered = true
        var clock = parentClock
        if parentClock < 0 || layer.hasLiveClock || layer.holdsEndedAnimations
            || !layer.timing.isIdentityTimeMapping {
            layer.hasLiveClock = true
            clocks.append(Clock(layer: layer, parent: parentClock))
            clock = clocks.count - 1
        }
        if layer.animationEntries.isEmpty {
            layer.tickWasAnimated = false
        } else {
            let first = animations.count
            for entry in layer.animationEntries { add(entry) }
            runs.append(Run(layer: layer, clock: clock, animations: first..<animations.count))
        }
        for sublayer in layer.sublayerList { add(sublayer, parentClock: clock) }
    }

    /// Adds one animation: its values copied into a typed array when it has the
    /// common shape (one property animation, no group, not cumulative), evaluated
    /// through the entry otherwise.
    private mutating func add(_ entry: LayerAnimationEntry) {
        var values = ArenaAnimation.Values.entry
        var payload = 0
        var keyPath = LayerKeyPath.opacity
        var curve = ProgressCurve.linear
        var isAdditive = false
        if entry.driver != nil {
            values = .driven
        } else if entry.leaves.isEmpty {
            values = .none
        } else if entry.warp == nil, entry.leaves.count == 1, entry.leaves[0].levels.isEmpty,
                  !entry.leaves[0].compiled.isCumulative {
            let compiled = entry.leaves[0].compiled
            keyPath = compiled.keyPath
            curve = compiled.curve
            isAdditive = compiled.isAdditive
            switch compiled.values {
            case .scalar(let source):
                (values, payload) = (.scalar, scalars.count)
                scalars.append(source)
            case .point(let source):
                (values, payload) = (.point, points.count)
                points.append(source)
            case .size(let source):
                (values, payload) = (.size, sizes.count)
                sizes.append(source)
            case .rect(let source):
                (values, payload) = (.rect, rects.count)
                rects.append(source)
            case .color(let source):
                (values, payload) = (.color, colors.count)
                colors.append(source)
            case .transform(let source):
                if let tween = source.tween {
                    (values, payload) = (.transform, transforms.count)
                    transforms.append(tween)
                }
            }
        }
        animations.append(ArenaAnimation(
            timing: entry.timing, curve: curve, keyPath: keyPath, values: values, isAdditive: isAdditive,
            needsBeginTime: entry.needsBeginTime, hasStarted: entry.hasStarted, hasStopped: entry.hasStopped,
            payload: Int32(payload)))
        entries.append(entry)
    }
}

import Foundation

/// The state machine behind `UIViewPropertyAnimator`'s public methods.
extension UIViewPropertyAnimator {
    /// The fraction the animator is heading for: 1, or 0 when reversed.
    var target: Double { reversed ? 0 : 1 }

    /// The seconds a start or a reversal gives the motion: the part of the duration
    /// left to the target for a curve; the whole duration for a spring, whose time to
    /// settle does not shrink with the distance (a spring reversed near its start
    /// would otherwise snap back within a few ticks).
    var remainingSeconds: Double {
        timingParameters?.springTimingParameters != nil ? duration : abs(target - fraction) * duration
    }

    func start(after delay: Double) {
        switch state {
        case .stopped:
            SegueDiagnostics.report("UIViewPropertyAnimator.startAnimation: not allowed on a stopped animator (call finishAnimation(at:) first); ignored")
            return
        case .active where motion != nil:
            return
        case .inactive:
            activate()
        case .active:
            break
        }
        if let clockFraction = pausedClockFraction { fraction = clockFraction }
        beginMotion(parameters: nil, seconds: remainingSeconds, startTime: CACurrentMediaTime() + delay)
    }

    func pause() {
        switch state {
        case .stopped:
            SegueDiagnostics.report("UIViewPropertyAnimator.pauseAnimation: not allowed on a stopped animator; ignored")
        case _ where !isInterruptible:
            SegueDiagnostics.report("UIViewPropertyAnimator.pauseAnimation: not allowed on a non-interruptible animator; ignored")
        case .inactive:
            activate()
        case .active:
            guard motion != nil else { return }
            motion = nil
            if scrubsLinearly, let main = tracks.first {
                pausedClockFraction = fraction
                fraction = min(max(main.progress, 0), 1)
            }
        }
    }

    func stop(withoutFinishing: Bool) {
        switch state {
        case .inactive:
            SegueDiagnostics.report("UIViewPropertyAnimator.stopAnimation: not allowed on an inactive animator; ignored")
            return
        case .stopped:
            SegueDiagnostics.report("UIViewPropertyAnimator.stopAnimation: not allowed on a stopped animator; ignored")
            return
        case .active:
            guard isInterruptible else {
                SegueDiagnostics.report("UIViewPropertyAnimator.stopAnimation: not allowed on a non-interruptible animator; ignored")
                return
            }
        }
        motion = nil
        pausedClockFraction = nil
        stoppedChanges = tracks.flatMap { $0.detach(settlingAt: .current) }
        tracks = []
        dropDisplayLink()
        if withoutFinishing {
            stoppedChanges = []
            completions = []
            state = .inactive
        } else {
            state = .stopped
        }
    }

    func finish(at position: UIViewAnimatingPosition) {
        guard state == .stopped else {
            SegueDiagnostics.report("UIViewPropertyAnimator.finishAnimation(at:): only allowed on a stopped animator (state \(state)); ignored")
            return
        }
        for change in stoppedChanges {
            switch position {
            case .end: change.layer.setModelValueWithoutActions(change.to, at: change.keyPath)
            case .start: change.layer.setModelValueWithoutActions(change.from, at: change.keyPath)
            case .current: continue
            }
            if case .bounds = change.keyPath { change.view?.setNeedsLayout() }
        }
        stoppedChanges = []
        state = .inactive
        fraction = 0
        runCompletions(position)
    }

    func setReversed(_ value: Bool) {
        guard value != reversed else { return }
        if state == .stopped {
            SegueDiagnostics.report("UIViewPropertyAnimator.isReversed: cannot change on a stopped animator; ignored")
            return
        }
        if isRunning && !isInterruptible {
            SegueDiagnostics.report("UIViewPropertyAnimator.isReversed: cannot change while a non-interruptible animator runs; ignored")
            return
        }
        reversed = value
        guard let running = motion else { return }
        let now = CACurrentMediaTime()
        beginMotion(parameters: nil, seconds: remainingSeconds, startTime: max(now, running.startTime))
    }

    func setFractionComplete(_ value: Double) {
        switch state {
        case .stopped:
            SegueDiagnostics.report("UIViewPropertyAnimator.fractionComplete: cannot be set on a stopped animator; ignored")
            return
        case .active where motion != nil:
            SegueDiagnostics.report("UIViewPropertyAnimator.fractionComplete: can only be set while paused (pause the animator first); ignored")
            return
        case .inactive:
            activate()
        case .active:
            break
        }
        var clamped = value
        if clamped.isNaN {
            SegueDiagnostics.report("UIViewPropertyAnimator.fractionComplete = NaN: not a number; ignored")
            return
        }
        clamped = min(max(clamped, 0), 1)
        fraction = clamped
        pausedClockFraction = nil
        for track in tracks {
            let window = track.windowFraction(at: clamped)
            track.progress = scrubsLinearly ? window : curveProgress(atFraction: window)
        }
    }

    func continueMotion(parameters: UITimingCurveProvider?, durationFactor: Double) {
        switch state {
        case .stopped:
            SegueDiagnostics.report("UIViewPropertyAnimator.continueAnimation: not allowed on a stopped animator; ignored")
            return
        case .inactive:
            activate()
        case .active:
            break
        }
        var factor = durationFactor
        if !(factor.isFinite && factor >= 0) {
            SegueDiagnostics.report("UIViewPropertyAnimator.continueAnimation(durationFactor: \(durationFactor)): the factor must be finite and not negative; using 1")
            factor = 1
        }
        beginMotion(parameters: parameters, seconds: factor * duration, startTime: CACurrentMediaTime())
    }

    // MARK: Activation and the end

    /// Runs the pending blocks (the views take their end values) and attaches their
    /// driven animations, showing the start (or, reversed, the end).
    func activate() {
        state = .active
        if reversed { fraction = 1 }
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks {
            let track = run(block.animations, windowStart: block.delayFactor)
            track.progress = reversed ? 1 : 0
        }
        ensureDisplayLink()
    }

    /// Runs one block, capturing each property it changes, and attaches it.
    @discardableResult
    func run(_ animations: () -> Void, windowStart: Double) -> PropertyAnimatorTrack {
        let track = PropertyAnimatorTrack(windowStart: windowStart)
        var captured: [(layer: CALayer, view: UIView?, key: String, from: AnimatableValue)] = []
        UIView.runBlock(duration: duration > 0 ? duration : 1, delay: 0,
                        timing: .curve(CAMediaTimingFunction(name: .linear)), options: [.beginFromCurrentState],
                        animations: animations, completion: nil, api: "UIViewPropertyAnimator.addAnimations",
                        capture: { layer, view, key, from in
                            if !captured.contains(where: { $0.layer === layer && $0.key == key }) {
                                captured.append((layer, view, key, from))
                            }
                        })
        for entry in captured {
            guard let keyPath = LayerKeyPath(entry.key) else { continue }
            track.changes.append(.init(layer: entry.layer, view: entry.view, key: entry.key, keyPath: keyPath,
                                       from: entry.from, to: entry.layer.modelValues.value(at: keyPath)))
            // A later block of this animator takes the property over.
            for other in tracks {
                other.changes.removeAll { $0.layer === entry.layer && $0.key == entry.key }
            }
            if !isUserInteractionEnabled, let view = entry.view, !track.blockedViews.contains(where: { $0 === view }) {
                view.nonInteractiveAnimationCount += 1
                track.blockedViews.append(view)
            }
        }
        track.attach()
        tracks.append(track)
        return track
    }

    /// The animations reached their target (at a tick).
    func arrive() {
        let end = target
        motion = nil
        fraction = end
        for track in tracks { track.progress = end }
        guard !pausesOnCompletion else { return }
        for track in tracks { _ = track.detach(settlingAt: end == 1 ? .end : .start) }
        tracks = []
        state = .inactive
        fraction = 0
        dropDisplayLink()
        runCompletions(end == 1 ? .end : .start)
    }

    func runCompletions(_ position: UIViewAnimatingPosition) {
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }

    // MARK: The clock

    func ensureDisplayLink() {
        guard displayLink == nil else { return }
        // The link holds the animator while it is active, as UIKit retains it.
        let link = CADisplayLink { [self] link in step(at: link.timestamp) }
        link.add(to: FixedTimestepLoop.main)
        displayLink = link
    }

    func dropDisplayLink() {
        displayLink?.invalidate()
        displayLink = nil
    }

    /// One tick of the animator's clock.
    func step(at time: Double) {
        guard state == .active, let running = motion, time >= running.startTime else { return }
        let (now, arrived) = running.fraction(at: time)
        if arrived {
            arrive()
            return
        }
        fraction = now
        for track in tracks { track.progress = running.progress(of: track, at: time, fraction: now) }
    }
}

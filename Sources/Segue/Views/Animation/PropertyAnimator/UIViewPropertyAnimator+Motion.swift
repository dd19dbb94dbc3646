import Foundation

/// Building the motions a `UIViewPropertyAnimator` runs.
extension UIViewPropertyAnimator {
    /// Starts a motion from where every block is now toward `target`, over
    /// `seconds` (springs: until they settle) from `startTime`, with `parameters`
    /// or the animator's own timing.
    func beginMotion(parameters: UITimingCurveProvider?, seconds: Double, startTime: Double) {
        let provider = parameters ?? timingParameters
        let now = CACurrentMediaTime()
        let velocities = tracks.map { velocity(of: $0, at: now) }
        var next = PropertyAnimatorMotion(shape: .spring, startTime: startTime, duration: seconds,
                                          startFraction: fraction, target: target)
        if let spring = provider?.springTimingParameters {
            var end = startTime + seconds
            for (index, track) in tracks.enumerated() {
                prepareSpring(track, spring: spring, motion: next, seconds: seconds, velocity: velocities[index])
                end = max(end, track.springEnd)
            }
            next.duration = end - startTime
        } else {
            let curve = provider?.cubicTimingParameters?.unitBezier ?? .linear
            next.shape = .cubic(curve)
            for track in tracks {
                track.motionStart = track.progress
                track.motionOffset = track.progress - curve.solve(track.windowFraction(at: fraction))
            }
        }
        motion = next
        pausedClockFraction = nil
        ensureDisplayLink()
    }

    /// Gives a block that joins a running motion its part of it: the rest of the
    /// curve from its window, or a spring from now.
    func joinMotion(_ track: PropertyAnimatorTrack) {
        track.progress = 0
        guard let running = motion else {
            track.progress = scrubsLinearly ? track.windowFraction(at: fraction) : curveProgress(atFraction: track.windowFraction(at: fraction))
            return
        }
        track.motionStart = 0
        switch running.shape {
        case .cubic(let curve):
            track.motionOffset = -curve.solve(track.windowFraction(at: fraction))
        case .spring:
            guard let spring = (timingParameters?.springTimingParameters) else { return }
            let now = CACurrentMediaTime()
            let left = max(running.startTime + running.duration - max(now, running.startTime), 0)
            var partial = running
            partial.startTime = max(now, running.startTime)
            partial.startFraction = fraction
            prepareSpring(track, spring: spring, motion: partial, seconds: left, velocity: 0)
            if track.springEnd > running.startTime + running.duration {
                motion?.duration = track.springEnd - running.startTime
            }
        }
    }

    /// Sets up one block's spring in a motion: delayed by its window (forward), from
    /// its progress, at `velocity` (progress per second) unless the parameters give
    /// their own.
    func prepareSpring(_ track: PropertyAnimatorTrack, spring: UISpringTimingParameters,
                       motion: PropertyAnimatorMotion, seconds: Double, velocity: Double) {
        let from = motion.startFraction
        let delay = motion.target == 1 && track.windowStart > from && from < 1
            ? (track.windowStart - from) / (1 - from) * seconds : 0
        let trackSeconds = max(seconds - delay, 0)
        let distance = motion.target - track.progress
        var normalised = 0.0
        if spring.initialVelocity.dx != 0 {
            normalised = Double(spring.initialVelocity.dx)
        } else if abs(distance) > 1e-9 {
            normalised = velocity / distance
        }
        let curve = Self.springCurve(spring, seconds: trackSeconds, velocity: normalised)
        track.motionStart = track.progress
        track.spring = curve
        track.springBegin = motion.startTime + delay
        if case .dampingRatio = spring.spring {
            track.springEnd = track.springBegin + trackSeconds
        } else {
            track.springEnd = track.springBegin + curve.settlingDuration
        }
    }

    /// The spring of `parameters` for a run of `seconds` with a normalised velocity.
    static func springCurve(_ parameters: UISpringTimingParameters, seconds: Double, velocity: Double) -> SpringCurve {
        switch parameters.spring {
        case let .dampingRatio(ratio):
            return SpringCurve.uiView(duration: max(seconds, 0.01), dampingRatio: ratio, initialVelocity: velocity)
        case let .physical(mass, stiffness, damping):
            return SpringCurve.recovering(mass: mass, stiffness: stiffness,
                                          damping: min(damping, 2 * (stiffness * mass).squareRoot()), initialVelocity: velocity)
        case let .durationAndBounce(perceptual, bounce):
            return (try? SpringCurve.bounce(duration: perceptual, bounce: bounce, initialVelocity: velocity))
                ?? parameters.springCurve(forDuration: seconds)
        }
    }

    /// A block's progress per second now (0 while paused).
    func velocity(of track: PropertyAnimatorTrack, at time: Double) -> Double {
        guard let running = motion, time > running.startTime else { return 0 }
        let step = 1.0 / 1024
        let earlier = time - step
        let before = running.progress(of: track, at: earlier, fraction: running.fraction(at: earlier).fraction)
        let now = running.progress(of: track, at: time, fraction: running.fraction(at: time).fraction)
        return (now - before) / step
    }

    /// The animator's own timing at a fraction: what a scrub shows with
    /// `scrubsLinearly` false.
    func curveProgress(atFraction value: Double) -> Double {
        if let spring = timingParameters?.springTimingParameters {
            let curve = Self.springCurve(spring, seconds: duration, velocity: 0)
            if case .dampingRatio = spring.spring { return curve.value(at: value * duration) }
            return curve.value(at: value * curve.settlingDuration)
        }
        return (timingParameters?.cubicTimingParameters?.unitBezier ?? .linear).solve(value)
    }
}

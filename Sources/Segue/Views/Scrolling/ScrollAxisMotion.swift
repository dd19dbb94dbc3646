import Foundation

/// One axis of a scroll view moving by itself — after the finger lifts, or for
/// `setContentOffset(_:animated:)` — as closed-form functions of the time since
/// the current phase began, so a motion is the same however the ticks fall.
///
/// - **Decelerating** (a flick): the velocity decays exponentially, keeping
///   `rate` of itself per millisecond as UIKit's `decelerationRate` says, so
///   `x(t) = x0 + v0/k · (1 − e^(−k·t))` with `k = 1000·|ln rate|`. It stops where it
///   is once the speed falls under `stopSpeed`. Reaching an edge of the range it
///   bounces (when `bounces`) or stops there.
/// - **Bouncing** (past an edge): a critically damped spring pulls the content back
///   to the edge, `d(t) = (d0 + (v0 + ω·d0)·t)·e^(−ω·t)` with `ω = bounceStiffness`,
///   starting from the displacement and velocity it had; it settles when both are
///   tiny. Released moving back inward fast enough, it decelerates from there.
/// - **Easing**: from one offset to another over a duration on the ease-in-ease-out
///   curve (UIKit animates `setContentOffset(_:animated:)` this way).
struct ScrollAxisMotion: Equatable {
    /// What the axis is doing, with the values its phase started from.
    enum Phase: Equatable {
        case idle
        case decelerating(start: Double, origin: CGFloat, velocity: CGFloat)
        case bouncing(start: Double, edge: CGFloat, displacement: CGFloat, velocity: CGFloat)
        case easing(start: Double, from: CGFloat, to: CGFloat, duration: Double)
    }

    /// Below this speed (points per second) a deceleration stops.
    static let stopSpeed: CGFloat = 5
    /// The bounce spring's natural frequency (radians per second; Segue's choice,
    /// settling from a 100 pt overshoot in about 0.6 s).
    static let bounceStiffness: Double = 12
    /// How long `setContentOffset(_:animated: true)` takes (Segue's choice, close to UIKit's).
    static let easingDuration: Double = 0.3

    private(set) var phase: Phase = .idle
    /// The position at the last evaluation.
    private(set) var position: CGFloat
    /// The velocity (points per second) at the last evaluation.
    private(set) var velocity: CGFloat = 0

    /// An axis resting at `position`.
    init(position: CGFloat) {
        self.position = position
    }

    /// Whether the axis is at rest.
    var isIdle: Bool { phase == .idle }

    /// The exponential decay constant k (per second) of a rate per millisecond.
    static func decay(rate: CGFloat) -> Double {
        let r = min(max(Double(rate), 1e-6), 1 - 1e-9)
        return -1000 * log(r)
    }

    /// Where a flick from `origin` at `velocity` comes to rest with nothing in the way.
    static func projectedRest(origin: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        origin + velocity / CGFloat(decay(rate: rate))
    }

    // MARK: Starting

    /// Lets go of the axis at `position` moving at `velocity`: a bounce when it is
    /// outside `range`, a deceleration when it moves, else rest.
    mutating func release(at position: CGFloat, velocity: CGFloat, time: Double, range: ClosedRange<CGFloat>) {
        self.position = position
        self.velocity = velocity
        if position > range.upperBound {
            phase = .bouncing(start: time, edge: range.upperBound, displacement: position - range.upperBound, velocity: velocity)
        } else if position < range.lowerBound {
            phase = .bouncing(start: time, edge: range.lowerBound, displacement: position - range.lowerBound, velocity: velocity)
        } else if abs(velocity) >= Self.stopSpeed {
            phase = .decelerating(start: time, origin: position, velocity: velocity)
        } else {
            phase = .idle
        }
    }

    /// Eases from `position` to `target` over `easingDuration`.
    mutating func ease(from position: CGFloat, to target: CGFloat, time: Double) {
        self.position = position
        velocity = 0
        phase = position == target ? .idle : .easing(start: time, from: position, to: target, duration: Self.easingDuration)
    }

    /// Stops where it is.
    mutating func stop() {
        phase = .idle
        velocity = 0
    }

    // MARK: Evaluating

    /// The position at `time` (not before the phase began), moving through the
    /// phases that end before it.
    mutating func advance(to time: Double, range: ClosedRange<CGFloat>, rate: CGFloat, bounces: Bool) -> CGFloat {
        for _ in 0..<4 {
            switch phase {
            case .idle:
                velocity = 0
                return position
            case .decelerating(let start, let origin, let v0):
                if let next = decelerate(start: start, origin: origin, v0: v0, time: time, range: range,
                                         rate: rate, bounces: bounces) {
                    return next
                }
            case .bouncing(let start, let edge, let d0, let v0):
                if let next = bounce(start: start, edge: edge, d0: d0, v0: v0, time: time, range: range) {
                    return next
                }
            case .easing(let start, let from, let to, let duration):
                let fraction = duration > 0 ? min(max((time - start) / duration, 0), 1) : 1
                let eased = ScrollAxisMotion.easeInOut.progress(at: fraction)
                position = from + (to - from) * CGFloat(eased)
                if fraction >= 1 {
                    position = to
                    phase = .idle
                }
                return position
            }
        }
        return position
    }

    /// One evaluation of the deceleration; nil when it handed over to another phase.
    private mutating func decelerate(start: Double, origin: CGFloat, v0: CGFloat, time: Double,
                                     range: ClosedRange<CGFloat>, rate: CGFloat, bounces: Bool) -> CGFloat? {
        let k = Self.decay(rate: rate)
        let t = max(time - start, 0)
        let travel = Double(v0) / k
        let speed = abs(Double(v0))
        let end = speed > Double(Self.stopSpeed) ? log(speed / Double(Self.stopSpeed)) / k : 0
        // Where it would cross an edge, if it does before stopping.
        let edge: CGFloat? = v0 > 0 && origin + CGFloat(travel) > range.upperBound ? range.upperBound
            : v0 < 0 && origin + CGFloat(travel) < range.lowerBound ? range.lowerBound : nil
        if let edge {
            let fraction = Double(edge - origin) / travel
            let crossing = fraction <= 0 ? 0 : -log(1 - fraction) / k
            if crossing <= min(t, end) {
                let speedThere = v0 * CGFloat(exp(-k * crossing))
                if bounces {
                    phase = .bouncing(start: start + crossing, edge: edge, displacement: 0, velocity: speedThere)
                    return nil
                }
                position = edge
                stop()
                return position
            }
        }
        if t >= end {
            position = origin + CGFloat(travel * (1 - exp(-k * end)))
            stop()
            return position
        }
        let decayed = exp(-k * t)
        position = origin + CGFloat(travel * (1 - decayed))
        velocity = v0 * CGFloat(decayed)
        return position
    }

    /// One evaluation of the bounce; nil when it handed over to a deceleration.
    private mutating func bounce(start: Double, edge: CGFloat, d0: CGFloat, v0: CGFloat, time: Double,
                                 range: ClosedRange<CGFloat>) -> CGFloat? {
        let w = Self.bounceStiffness
        let t = max(time - start, 0)
        let decay = exp(-w * t)
        let a = Double(d0), b = Double(v0) + w * Double(d0)
        let displacement = CGFloat((a + b * t) * decay)
        let speed = CGFloat((Double(v0) - w * b * t) * decay)
        let outward: CGFloat = edge >= range.upperBound ? 1 : -1
        if displacement * outward < 0 {
            // Back inside the content: keep going inward as a flick, or rest on the edge.
            if -speed * outward >= Self.stopSpeed {
                phase = .decelerating(start: time, origin: edge + displacement, velocity: speed)
                return nil
            }
            position = edge
            stop()
            return position
        }
        if abs(displacement) < 0.5 && abs(speed) < 20 {
            position = edge
            stop()
            return position
        }
        position = edge + displacement
        velocity = speed
        return position
    }

    private static let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
}

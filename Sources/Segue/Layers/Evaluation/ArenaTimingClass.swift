/// Animations whose local time an `AnimationArena` computes identically, evaluated
/// once per tick for all of them (Segue, internal; the ordinary UIKit case:
/// `UIView.animate` over many views, or one `CATransaction` adding animations to
/// many layers, gives them one begin time, one duration and one curve).
///
/// Two animations share a class when they hang from the same clock (the layer
/// time base the arena computes: a layer's and its ancestors' media timing) and
/// have bit for bit the same `MediaTimingParameters`, the same "begins now" state
/// and the same curve (linear, the same Bézier control points, or the same spring
/// parameters). The class's phase (the simple time to show, begun, ended) and its
/// progress along the curve are then the same numbers for every member, computed
/// by the same functions as each member would compute them alone; the members read
/// them instead of recomputing. What stays per animation: its start and stop
/// events, its removal on completion, what an ended animation shows under a held
/// clock — an animation whose simple time differs from its class's computes its
/// own progress.
///
/// Classes are found when the arena lays the animations out (a hash of the timing
/// signature, `Key`), never per tick; every change that can split or merge a class
/// (an animation added or removed, a layer's or an animation's timing changed where
/// no tick reads it live, a layer reparented) is counted in its tree
/// (`CALayer.evaluationInputsDidChange()`) and so lays the arena out again. A layer whose clock a tick reads live (it once
/// had its own timing) keeps its own clock, so its animations stay in classes of
/// their own even when its timing becomes the identity again: exact, if less shared.
struct ArenaTimingClass {
    /// What makes two animations' local-time arithmetic identical: the clock, and
    /// the bit patterns of every timing and curve parameter (bit patterns, so that
    /// 0 and -0 stay apart and NaN never matches itself into a shared class by accident).
    struct Key: Hashable {
        var clock: Int32
        /// Bit 0 begins now, 1 autoreverses, 2 fills forwards, 3 fills backwards.
        var flags: UInt8
        /// 0 linear, 1 Bézier, 2 spring.
        var curve: UInt8
        var beginTime: UInt64
        var duration: UInt64
        var speed: UInt64
        var timeOffset: UInt64
        var repeatCount: UInt64
        var repeatDuration: UInt64
        /// Bézier x1, y1, x2, y2, or a spring's mass, stiffness, damping and initial
        /// velocity (everything else about either is derived from these four); 0 when linear.
        var curveParameters: SIMD4<UInt64>

        init(clock: Int32, timing: MediaTimingParameters, beginsNow: Bool, curve: ProgressCurve) {
            self.clock = clock
            flags = (beginsNow ? 1 : 0) | (timing.autoreverses ? 2 : 0) | (timing.fillsForwards ? 4 : 0)
                | (timing.fillsBackwards ? 8 : 0)
            beginTime = timing.beginTime.bitPattern
            duration = timing.duration.bitPattern
            speed = timing.speed.bitPattern
            timeOffset = timing.timeOffset.bitPattern
            repeatCount = timing.repeatCount.bitPattern
            repeatDuration = timing.repeatDuration.bitPattern
            switch curve {
            case .linear:
                self.curve = 0
                curveParameters = .zero
            case .bezier(let bezier):
                self.curve = 1
                curveParameters = SIMD4(bezier.x1.bitPattern, bezier.y1.bitPattern,
                                        bezier.x2.bitPattern, bezier.y2.bitPattern)
            case .spring(let spring):
                self.curve = 2
                curveParameters = SIMD4(spring.mass.bitPattern, spring.stiffness.bitPattern,
                                        spring.damping.bitPattern, spring.initialVelocity.bitPattern)
            }
        }
    }

    /// The members' timing (a copy of any one's: they are equal).
    var timing: MediaTimingParameters
    /// The clock whose local time the members read.
    var clock: Int32
    /// Whether the members still wait for their transaction's begin time.
    var needsBeginTime: Bool
    /// The curve, in the arena's `curves`.
    var curve: Int32

    /// What the current tick found for a class: kept apart from the class's
    /// settings in a compact column of their own (24 bytes), which is all the
    /// members' passes read.
    struct State {
        /// The simple time to show, NaN for none (the model, before the begin or after the end).
        var simpleTime: Double = .nan
        /// The progress along the curve at `simpleTime` (valid once the tick's curves
        /// are solved, and only while `simpleTime` is not NaN).
        var progress: Double = 0
        var hasStarted = false
        var hasEnded = false
    }

    /// The phase at the clock's local time: what each member would compute alone
    /// (`MediaTimingParameters.phase(atLocalTime:beginsNow:)`).
    @inline(__always)
    func state(atLocalTime time: Double) -> State {
        let phase = timing.phase(atLocalTime: time, beginsNow: needsBeginTime)
        return State(simpleTime: phase.simpleTime ?? .nan, progress: 0, hasStarted: phase.hasStarted,
                     hasEnded: phase.hasEnded)
    }
}

/// Animations whose local time an `AnimationArena` computes identically, evaluated
/// once per tick for all of them (Segue, internal; the ordinary UIKit case:
/// `UIView.animate` over many views, or one `CATransaction` adding animations to
/// many layers, gives them one begin time, one duration and one curve).
///
/// Members share the clock, bit for bit the same `MediaTimingParameters`, "begins
/// now" state and curve, so the class's phase and progress are the numbers each
/// would compute alone, by the same functions. What stays per animation: its
/// events, its removal, what it shows when ended under a held clock (an animation
/// whose simple time differs from its class's computes its own progress). Group
/// members evaluated in place have classes too, whose parent time is their group
/// class's simple time (the stress scene's cards: one group added to many layers).
/// Classes are found only when the arena lays the animations out.
struct ArenaTimingClass {
    /// The clock or parent class and the bit patterns of every timing and curve
    /// parameter (so that 0 and -0 stay apart and NaN never matches itself by accident).
    struct Key: Hashable {
        var clock: Int32
        var parentClass: Int32
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
        /// velocity; 0 when linear.
        var curveParameters: SIMD4<UInt64>

        init(clock: Int32, parentClass: Int32, timing: MediaTimingParameters, beginsNow: Bool, curve: ProgressCurve) {
            self.clock = clock
            self.parentClass = parentClass
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
    /// The clock whose local time is the parent time; -1 under a parent class.
    var clock: Int32
    /// For group members, the group's class, whose simple time is the parent time.
    var parentClass: Int32
    /// Whether the members still wait for their transaction's begin time.
    var needsBeginTime: Bool
    /// The curve, in the arena's `curves`.
    var curve: Int32

    /// What the current tick found: a compact column (24 bytes a class), all the
    /// members' passes read.
    struct State {
        /// The simple time to show, NaN for none.
        var simpleTime: Double = .nan
        /// The progress at `simpleTime` (once the tick's curves are solved).
        var progress: Double = 0
        var hasStarted = false
        var hasEnded = false
    }

    /// The phase at the clock's local time, as each member would compute it alone.
    @inline(__always)
    func state(atLocalTime time: Double) -> State {
        let phase = timing.phase(atLocalTime: time, beginsNow: needsBeginTime)
        return State(simpleTime: phase.simpleTime ?? .nan, progress: 0, hasStarted: phase.hasStarted,
                     hasEnded: phase.hasEnded)
    }
}

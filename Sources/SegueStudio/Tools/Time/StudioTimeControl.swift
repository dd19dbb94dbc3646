import Foundation
import Segue

/// The demo's control of simulated time: pause, slow animations and a speed
/// factor, combined into the loop's `timeScale` (paused → 0, else factor × 0.1 when
/// slow). Like the iOS Simulator's Slow Animations, but everything on the loop
/// slows together (see `FixedTimestepLoop.timeScale`).
@MainActor
final class StudioTimeControl {
    /// The factors `[` and `]` step through.
    static let speedFactors: [Double] = [0.1, 0.25, 0.5, 1, 1.5, 2]
    /// What slow animations multiplies the speed by (the Simulator's 10× slower).
    static let slowFactor = 0.1

    let loop: FixedTimestepLoop
    /// Index into `speedFactors` (1× at first).
    private(set) var speedIndex = initialSpeedIndex { didSet { apply() } }
    /// The index of 1× in `speedFactors`, where time starts.
    static let initialSpeedIndex = 3
    /// Whether slow animations are on (S).
    private(set) var isSlow = false { didSet { apply() } }
    /// Whether time is paused (Space).
    private(set) var isPaused = false { didSet { apply() } }
    /// Whether something (a scrub) holds time still, whatever `isPaused` says.
    var isHeld = false { didSet { apply() } }

    init(loop: FixedTimestepLoop) {
        self.loop = loop
        apply()
    }

    /// The speed factor chosen with `[` and `]`.
    var speedFactor: Double { Self.speedFactors[speedIndex] }
    /// The speed time runs at when not paused.
    var speed: Double { speedFactor * (isSlow ? Self.slowFactor : 1) }

    func togglePause() { isPaused.toggle() }
    func toggleSlow() { isSlow.toggle() }
    /// One step down (`[`) or up (`]`); stays at the ends.
    func stepSpeed(by delta: Int) {
        speedIndex = min(max(speedIndex + delta, 0), Self.speedFactors.count - 1)
    }

    /// One tick forward while paused; returns whether it stepped.
    @discardableResult
    func stepTick() -> Bool {
        guard loop.isTimeFrozen else { return false }
        loop.runTick()
        return true
    }

    /// Whether time runs at 1× (not paused, not slowed, factor 1).
    var isNormalSpeed: Bool { !isPaused && speed == 1 }

    /// "1×", "0.1× slow", "paused · 0.25×": what the timeline and the HUD print.
    /// Made when the state changes, not each time it is read (it is read every frame).
    private(set) var text = "1×"

    private func apply() {
        loop.timeScale = isPaused || isHeld ? 0 : speed
        var text = Self.format(speed)
        if isSlow { text += " slow" }
        if isPaused { text = "paused · " + text }
        if text != self.text { self.text = text }
    }

    /// "0.1×", "1×", "1.5×".
    static func format(_ speed: Double) -> String {
        var digits = String(format: "%.3f", speed)
        while digits.hasSuffix("0") { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return digits + "×"
    }
}

/// A one-shot action at a media time of a `FixedTimestepLoop`, fired by the first
/// tick at or after that time. Unlike a display link it does not keep the loop
/// ticking: a host that sleeps while idle fires it when it next wakes. Segue uses
/// it for watchdogs (a transition that never completes).
@MainActor
public final class LoopTimer {
    /// The media time the timer fires at.
    public let fireTime: Double
    fileprivate var action: (@MainActor () -> Void)?

    fileprivate init(fireTime: Double, action: @escaping @MainActor () -> Void) {
        self.fireTime = fireTime
        self.action = action
    }

    /// Whether the timer is still waiting to fire.
    public var isValid: Bool { action != nil }

    /// Stops the timer from firing.
    public func invalidate() {
        action = nil
    }

    fileprivate func fire() {
        let pending = action
        action = nil
        pending?()
    }
}

extension FixedTimestepLoop {
    /// Runs `action` once, at the first tick whose media time reaches `time`.
    @discardableResult
    public func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) -> LoopTimer {
        let timer = LoopTimer(fireTime: time, action: action)
        timers.append(timer)
        return timer
    }

    /// Runs `action` once, `delay` seconds of media time from the current tick.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> LoopTimer {
        schedule(at: mediaTime + max(0, delay.isFinite ? delay : 0), action)
    }

    /// Fires the due timers and forgets the fired and invalidated ones. A tick
    /// with timers pending but none due or invalidated allocates nothing.
    func fireTimers(at now: Double) {
        guard timers.contains(where: { !$0.isValid || $0.fireTime <= now + 1e-9 }) else { return }
        var due: [LoopTimer] = []
        timers.removeAll { timer in
            if !timer.isValid { return true }
            if timer.fireTime <= now + 1e-9 { due.append(timer); return true }
            return false
        }
        for timer in due { timer.fire() }
    }
}

import Foundation

/// A callback once per tick of the runtime (Core Animation's `CADisplayLink`).
///
/// Segue has no Objective-C selectors, so the target and action are a weakly held
/// object and one of its methods:
///
/// ```swift
/// let link = CADisplayLink(target: self, action: Scene.step)   // func step(_ link: CADisplayLink)
/// link.add(to: .main, forMode: .common)
/// ```
///
/// or a closure, `CADisplayLink { link in … }`. Unlike UIKit, which retains its
/// target (a classic retain cycle), Segue holds the target weakly and invalidates
/// the link once the target is gone. `timestamp` is the current tick's media time,
/// `targetTimestamp` the next callback's, `duration` the tick interval.
@MainActor
public final class CADisplayLink {
    private var handler: ((CADisplayLink) -> Bool)?
    private weak var loop: FixedTimestepLoop?
    private var lastFire: Double?

    /// The media time of the tick being delivered.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The media time of the next callback.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between ticks of the loop the link is attached to.
    public private(set) var duration: CFTimeInterval = 0
    /// While true the link skips its callbacks.
    public var isPaused = false
    /// How many callbacks per second are wanted; 0 (the default) means every tick.
    /// Callbacks land on ticks, at most one per tick.
    public var preferredFramesPerSecond: Int = 0 {
        didSet {
            if preferredFramesPerSecond < 0 {
                SegueDiagnostics.report("CADisplayLink.preferredFramesPerSecond = \(preferredFramesPerSecond) is negative; using 0 (every tick)")
                preferredFramesPerSecond = 0
            }
        }
    }

    /// A link calling `action` on `target` each tick, holding the target weakly.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (CADisplayLink) -> Void) {
        handler = { [weak target] link in
            guard let target else { return false }
            action(target)(link)
            return true
        }
    }

    /// A link calling a closure each tick.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = { link in handler(link); return true }
    }

    /// Attaches the link to `FixedTimestepLoop.main` (Segue has one run loop for
    /// animation; the run loop and mode are accepted for source compatibility).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        add(to: FixedTimestepLoop.main)
    }

    /// Attaches the link to a specific loop.
    public func add(to loop: FixedTimestepLoop) {
        if let current = self.loop, current !== loop { current.remove(self) }
        self.loop = loop
        duration = loop.tickInterval
        loop.add(self)
    }

    /// Detaches the link for good; it never fires again.
    public func invalidate() {
        handler = nil
        loop?.remove(self)
        loop = nil
    }

    /// Called by the loop at each tick; false when the link should be dropped.
    func fire(at time: Double, tickInterval: Double) -> Bool {
        guard let handler else { return false }
        guard !isPaused else { return true }
        let interval = preferredFramesPerSecond > 0 ? max(1.0 / Double(preferredFramesPerSecond), tickInterval) : tickInterval
        if let lastFire, time - lastFire < interval - tickInterval * 0.5 { return true }
        lastFire = time
        timestamp = time
        targetTimestamp = time + interval
        duration = tickInterval
        let alive = handler(self)
        if !alive {
            self.handler = nil
            loop = nil
        }
        return alive
    }
}

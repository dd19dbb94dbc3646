import Foundation

/// A host with no window system: a `UIWindow` on a fixed-timestep clock that only
/// moves when told to. Tests and scripts drive whole transitions with it —
/// present, push, rotate, touch — and read the result, deterministically. The SDL
/// host runs the very same code with a real window.
///
/// Making a host installs its loop as `FixedTimestepLoop.main` (so display links,
/// timers and `CACurrentMediaTime()` follow it) and sizes `UIScreen.main` to it.
/// Each tick is a frame: after it the window lays out and redraws what needs it.
///
/// ```swift
/// let host = HeadlessHost(size: CGSize(width: 768, height: 1024))
/// host.window.rootViewController = MainViewController()
/// host.window.rootViewController!.present(panel, animated: true)
/// host.advance(by: 0.5)          // the transition runs and completes
/// host.rotate(to: .landscapeLeft)
/// ```
@MainActor
public final class HeadlessHost {
    /// The window, the size of the host in the current orientation: the host's own,
    /// or the one last given to `present(_:)`. Input goes to it.
    public private(set) var window: UIWindow
    /// The clock the loop reads; `advance(by:)` moves it.
    public let clock: ManualClock
    /// The loop ticking the window's layer tree (also `FixedTimestepLoop.main`).
    public let loop: FixedTimestepLoop
    /// Receives `key(_:modifiers:)` presses: the key's name and the modifiers held.
    public var keyHandler: ((String, UIKeyModifierFlags) -> Void)?

    /// A host whose window is `size` points in portrait, ticking `tickInterval`
    /// seconds at a time (1/240 s by default). A size that is not positive and
    /// finite is reported and replaced by 390 × 844.
    public init(size: CGSize, scale: CGFloat = 1, tickInterval: Double = FixedTimestepLoop.defaultTickInterval) {
        var size = size
        if !(size.width >= 1 && size.height >= 1 && size.width.isFinite && size.height.isFinite) {
            SegueDiagnostics.report("HeadlessHost(size: \(size)): the size must be at least 1 × 1 and finite; using 390 × 844")
            size = CGSize(width: 390, height: 844)
        }
        CATransaction.flush()
        clock = ManualClock(start: 1)
        loop = FixedTimestepLoop(clock: clock, tickInterval: tickInterval, maximumCatchUp: FixedTimestepLoop.defaultMaximumCatchUp)
        FixedTimestepLoop.main = loop
        UIScreen.main.updateFromHost(size: size, scale: scale.isFinite && scale > 0 ? scale : 1)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.makeKeyAndVisible()
        runTicks(1)
    }

    /// A host released stops ticking its window (`FixedTimestepLoop.detach(_:)`), so
    /// the animations in flight in it end at once, their completions running with
    /// `finished == false`, as when `present(_:)` replaces it.
    isolated deinit {
        loop.detach(window.layer)
    }

    /// The media time of the last tick.
    public var currentTime: TimeInterval { loop.mediaTime }

    /// The interface orientation.
    public var interfaceOrientation: UIInterfaceOrientation { window.interfaceOrientation }

    /// Runs simulated time forward by `seconds`, in whole ticks (rounded to the
    /// nearest tick), laying out after each — never dropping time, however long.
    /// Negative or non-finite durations are reported and ignored.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            SegueDiagnostics.report("HeadlessHost.advance(by: \(seconds)): time only moves forward by a finite amount; ignored")
            return
        }
        runTicks(Int((seconds / loop.tickInterval).rounded()))
    }

    /// Runs `count` ticks.
    public func runTicks(_ count: Int) {
        guard count > 0 else { return }
        for _ in 0..<count {
            clock.advance(by: loop.tickInterval)
            loop.advance()
            window.layer.layoutAndDisplayIfNeeded()
        }
    }

    /// A stall of the whole program (a debugger break, a hitch): the clock jumps
    /// `seconds` at once and the loop catches up by its policy, at most
    /// `maximumCatchUp` of ticks, dropping the rest.
    public func stall(for seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            SegueDiagnostics.report("HeadlessHost.stall(for: \(seconds)): time only moves forward by a finite amount; ignored")
            return
        }
        clock.advance(by: seconds)
        loop.advance()
        window.layer.layoutAndDisplayIfNeeded()
    }

    /// Shows another window in the host, as `SDLHost.present(_:)` does in the SDL
    /// window (for a scene that builds its own `UIWindow`): it takes the host's
    /// size, becomes key and visible, and from then on is `window`, the one the
    /// input helpers and `settle()` use. The previous window is hidden and no
    /// longer ticked, so the animations in flight in it end at once, their
    /// completions running with `finished == false` once the new window is in place
    /// (a transition or rotation running there completes).
    public func present(_ newWindow: UIWindow) {
        guard newWindow !== window else { return }
        let size = window.bounds.size
        UIView.performWithoutAnimation {
            newWindow.frame = CGRect(origin: .zero, size: size)
        }
        let old = window
        old.isHidden = true
        window = newWindow
        newWindow.makeKeyAndVisible()
        window.layer.layoutAndDisplayIfNeeded()
        loop.detach(old.layer)
    }

    /// Rotates the interface (see `UIWindow.setInterfaceOrientation(_:animated:)`);
    /// advance time to let an animated rotation run.
    public func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) {
        window.setInterfaceOrientation(orientation, animated: animated)
    }

    /// Runs ticks until nothing animates, no display link runs (a scroll view's
    /// deceleration or animated scroll is one) and no transition runs in the
    /// window, at most `limit` seconds; returns whether it settled.
    @discardableResult
    public func settle(limit: TimeInterval = 30) -> Bool {
        let maximum = Int((limit / loop.tickInterval).rounded())
        var ticks = 0
        while ticks < maximum {
            runTicks(1)
            ticks += 1
            if !loop.isAnimating && !loop.wantsContinuousTicks && window.runningTransitionCount == 0 { return true }
        }
        return false
    }
}

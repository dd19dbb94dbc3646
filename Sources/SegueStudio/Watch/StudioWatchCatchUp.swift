import Foundation
import Segue
import SegueFiles

/// Brings a new build's scene to where the last build's user left it: replays the
/// input since the program began (`StudioWatchLink.traceFile`) into the live
/// shell before its first frame, tick by tick as `segue replay` does — each
/// event after the tick nearest its time, the loop run one tick at a time
/// whatever its speed (a recording counts the ticks that ran) — but without
/// drawing, so a minute of use replays in a fraction of a second. Recorded window
/// resizes are left out: the window opens at the size it was last.
@MainActor
enum StudioWatchCatchUp {
    /// Replays `trace` into `shell`, whose scene runs on `loop`; `layout` lays out
    /// and displays the host's layer tree, as the host does before it draws.
    /// Returns the number of ticks run.
    @discardableResult
    static func replay(_ trace: ReplayTrace, into shell: StudioShell, loop: FixedTimestepLoop, layout: () -> Void) -> Int {
        let interval = loop.tickInterval
        let lastTick = Int((trace.until / interval).rounded())
        var index = 0
        var tick = 0
        while true {
            while index < trace.events.count, trace.events[index].tick(interval: interval) <= tick {
                shell.deliver(trace.events[index], timestamp: loop.mediaTime, resize: { _ in })
                index += 1
                layout()
                if CATransaction.hasUncommittedChanges {
                    CATransaction.flush()
                    loop.refresh()
                }
            }
            guard tick < lastTick else { break }
            loop.runTick()
            layout()
            tick += 1
            shell.frameDidAdvance(StudioFrameStats(frameNumber: loop.tickCount, ticks: 1, mediaTime: loop.mediaTime))
        }
        return tick
    }
}

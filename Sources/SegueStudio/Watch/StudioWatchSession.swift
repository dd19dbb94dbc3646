import Foundation
import Segue
import SegueSDL
import SegueFiles

/// A studio window run by `segue watch` (`--watch-session`): shows the watcher's
/// messages over the program (`StudioWatchStatusTool`), keeps the state the next
/// build starts from up to date (`StudioWatchState`: the window's place and size,
/// the scene, the tools), and, told a new build is ready, hands over — with the
/// input since the program began when a transition is held — and quits. A
/// watcher that has gone away (standard input closed) quits the program too.
///
/// A new build starts from what the last one handed over (`restore(_:)`): the tools
/// as they were, and, when a transition was held, the recorded input replayed
/// (`StudioWatchCatchUp`) so that transition shows again, paused at the same point.
@MainActor
final class StudioWatchSession {
    let link: StudioWatchLink
    private unowned let shell: StudioShell
    private unowned let host: SDLHost
    private let recorder: StudioInputRecorder
    /// The scene the recording began in (nil: the start screen).
    private let scene: String?
    let status = StudioWatchStatusTool()

    init(link: StudioWatchLink, shell: StudioShell, host: SDLHost, recorder: StudioInputRecorder, scene: String?) {
        self.link = link
        self.shell = shell
        self.host = host
        self.recorder = recorder
        self.scene = scene
        shell.install(status)
    }

    /// Starts from what the last build handed over: replays its recording when it
    /// held a transition, else presses the tools' keys (recorded, so the next
    /// hand-over includes them).
    func restore(_ restored: StudioWatchLink.Restored) {
        if let trace = restored.trace {
            recorder.resume(with: trace.events)
            let start = clock.now()
            StudioWatchCatchUp.replay(trace, into: shell, loop: host.loop) { [shell] in
                shell.scene.window.layer.layoutAndDisplayIfNeeded()
                shell.overlay.layer.layoutAndDisplayIfNeeded()
            }
            let seconds = clock.now() - start
            try? StandardOutput.writeError(String(format: "segue watch: replayed %.1f s of input (%d events) in %.2f s to show the held transition again\n",
                                                  trace.until, trace.events.count, seconds))
        } else {
            for name in restored.state.toolKeys {
                guard let key = StudioKey(traceName: name) else { continue }
                _ = shell.key(key)
                recorder.record(key, at: host.loop.mediaTime)
            }
        }
        host.setNeedsRedraw()
    }

    /// What the next build would start from now.
    var state: StudioWatchState {
        let position = host.windowPosition
        let timeline = shell.tool(TimelineTool.self)
        return StudioWatchState(x: Double(position.x), y: Double(position.y), width: Double(host.size.width),
                                height: Double(host.size.height), scene: shell.sceneName,
                                toolKeys: shell.restoringKeys.map(\.traceName),
                                holdsTransition: timeline?.holdsTransition ?? false)
    }

    /// How often `state.json` is brought up to date, in seconds: often enough that a
    /// crash loses at most a fraction of a second of moving the window or the tools,
    /// seldom enough that working out the state costs nothing a frame.
    static let publishInterval = 0.25
    private var lastPublished = -Double.infinity
    private let clock = SystemClock()

    /// Once an iteration: takes the watcher's messages and, every `publishInterval`,
    /// keeps `state.json` current.
    func poll() {
        for message in link.receive() {
            if message == .handOver {
                handOver()
            } else {
                status.show(message)
                host.setNeedsRedraw()
            }
        }
        if link.watcherIsGone { host.requestQuit() }
        let now = clock.now()
        if now - lastPublished >= Self.publishInterval {
            lastPublished = now
            link.publish(state)
        }
    }

    /// Writes the state (and the recording, when a transition is held) and quits.
    func handOver() {
        let state = state
        if state.holdsTransition {
            link.handOver(recorder.trace(scene: scene, size: host.size, end: host.loop.mediaTime))
        }
        link.publish(state)
        host.requestQuit()
    }

    /// The first frame is on screen: noted for the reload's timing.
    func firstFrameWasPresented() {
        link.markPresented(at: clock.now())
    }
}

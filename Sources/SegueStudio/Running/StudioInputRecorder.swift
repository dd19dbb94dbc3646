import Foundation
import Segue
import SegueSDL
import SegueFiles

/// Records what a studio program's `--record` saw: the SDL host's input as the window
/// receives it — the left button's presses, drags and releases in window points,
/// with Alt (from the key events) — plus key presses with the modifiers held
/// ("ctrl+left", `StudioKey.traceName`; a held key's repeats too, since the tools act
/// on each), the wheel's steps, touch cancellations and window resizes, stamped with
/// the loop's media time since recording began. Media time counts the loop's ticks
/// (paused time, slow motion and a hitch's dropped time are not in it, a step's tick
/// is), so each event is stamped with the tick it took effect in, and a replay
/// delivers it there.
@MainActor
final class StudioInputRecorder {
    private let start: Double
    private(set) var events: [ReplayTraceEvent] = []
    private var isAltHeld = false
    private var isButtonDown = false

    /// Starts recording at media time `start`.
    init(start: Double) {
        self.start = start
    }

    /// Seconds since the start, to the microsecond (a tick is 4166 µs, so a
    /// replay rounds it back to the same tick).
    func elapsed(at time: Double) -> Double {
        ((time - start) * 1_000_000).rounded() / 1_000_000
    }

    /// Records one input event that arrived at media time `time`.
    func record(_ input: HostInputEvent, at time: Double) {
        let t = elapsed(at: time)
        switch input {
        case .pointerDown(.left, let location, _):
            isButtonDown = true
            events.append(ReplayTraceEvent(time: t, kind: .down(location, alt: isAltHeld)))
        case .pointerMoved(let location, let buttons) where buttons.contains(.left) && isButtonDown:
            events.append(ReplayTraceEvent(time: t, kind: .move(location, alt: isAltHeld)))
        case .pointerUp(.left, let location) where isButtonDown:
            isButtonDown = false
            events.append(ReplayTraceEvent(time: t, kind: .up(location, alt: isAltHeld)))
        case .pointerLeftWindow, .focusLost:
            if case .focusLost = input { isAltHeld = false }
            if isButtonDown {
                isButtonDown = false
                events.append(ReplayTraceEvent(time: t, kind: .cancel))
            }
        case .keyDown(let key, let modifiers, _):
            isAltHeld = modifiers.contains(.alternate) || key == .leftAlt || key == .rightAlt
            if !StudioKey.modifierKeyNames.contains(key.description.lowercased()) {
                let key = StudioKey(key.description, modifiers: modifiers)
                events.append(ReplayTraceEvent(time: t, kind: .key(key.traceName)))
            }
        case .resized(let size, _):
            events.append(ReplayTraceEvent(time: t, kind: .resize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))))
        case .wheel(let steps, let location) where steps.dx != 0 || steps.dy != 0:
            events.append(ReplayTraceEvent(time: t, kind: .wheel(location, dx: steps.dx, dy: steps.dy)))
        case .keyUp(let key, let modifiers):
            isAltHeld = key == .leftAlt || key == .rightAlt ? false : modifiers.contains(.alternate)
        default:
            break
        }
    }

    /// Takes `earlier` — the input a previous build of the program recorded and
    /// this one has replayed (`segue watch`) — as recorded here, so the trace goes
    /// on from it; a button still down at its end is down here.
    func resume(with earlier: [ReplayTraceEvent]) {
        events = earlier + events
        for event in earlier.reversed() {
            switch event.kind {
            case .down: isButtonDown = true
            case .up, .cancel: isButtonDown = false
            case .move, .key, .wheel, .resize: continue
            }
            break
        }
    }

    /// Records a key pressed for the program rather than by the user (a tool's
    /// state restored under `segue watch`) at media time `time`.
    func record(_ key: StudioKey, at time: Double) {
        events.append(ReplayTraceEvent(time: elapsed(at: time), kind: .key(key.traceName)))
    }

    /// The trace of everything recorded, ending at media time `end`; `scene` is the
    /// scene recording began in (nil: the start screen — later switches are in the
    /// recorded input itself).
    func trace(scene: String?, size: CGSize, end: Double) -> ReplayTrace {
        let until = max(elapsed(at: end), events.last?.time ?? 0)
        return ReplayTrace(scene: scene, width: Int(size.width.rounded()), height: Int(size.height.rounded()),
                           events: events, until: until)
    }
}

import Foundation

/// A recording of `segue demo`'s input, as `segue demo --record` writes it and
/// `segue replay` reads it:
///
/// ```json
/// {"scene": "flip", "size": [600, 400], "events": [
///   {"t": 0.5, "type": "down", "x": 300, "y": 256, "alt": false},
///   {"t": 0.6, "type": "up", "x": 300, "y": 256, "alt": false},
///   {"t": 2.0, "type": "key", "key": "s"}], "until": 3.0}
/// ```
///
/// Times are seconds of the loop's media time since the scene appeared; points
/// are window points (origin top-left). Besides the "down", "move", "up"
/// and "key", a "cancel" event (no other fields) records the pointer leaving the
/// window or the window losing focus mid-touch, which cancels the touch, and a
/// "wheel" event the mouse wheel or trackpad scrolling with the pointer at "x",
/// "y" by "dx", "dy" steps as SDL reports them (+dy away from the user):
/// `{"t": 1.2, "type": "wheel", "x": 300, "y": 200, "dx": 0, "dy": -1}`.
///
/// "scene" is the scene recording began in, or "picker" for the start screen
/// (`segue demo` with no `--scene`); scene switches made with the picker are in the
/// input itself. The reader checks names against `ReplayTraceRules` (the demo's
/// scenes and keys), so this module knows no scene. A key is stored with the modifiers held, "ctrl+left" or
/// "shift+/" (`StudioKey.traceName`); a bare name ("left") is a key pressed alone, so
/// traces written before modifiers were stored read as they did.
package struct ReplayTrace: Equatable {
    /// The trace's name for the start screen.
    package static let startScreenName = "picker"

    /// The name of the scene the trace was recorded in ("flip"), or
    /// `startScreenName` for the start screen.
    package var sceneName: String
    /// The window's size in points when recording began.
    package var width: Int
    package var height: Int
    /// The input, in time order.
    package var events: [ReplayTraceEvent]
    /// When the recording ended (the demo quit), ≥ the last event's time.
    package var until: Double

    package init(sceneName: String, width: Int, height: Int, events: [ReplayTraceEvent], until: Double) {
        self.sceneName = sceneName
        self.width = width
        self.height = height
        self.events = events
        self.until = until
    }

    package var size: CGSize { CGSize(width: width, height: height) }

    /// The trace as JSON text, one event per line, numbers in their shortest
    /// round-trip form: the same trace always gives the same bytes.
    package var json: String {
        var text = "{\"scene\": \(ReplayJSON.string(sceneName)), \"size\": [\(width), \(height)], \"events\": ["
        for (index, event) in events.enumerated() {
            text += index == 0 ? "\n  " : ",\n  "
            text += event.json
        }
        text += events.isEmpty ? "" : "\n"
        text += "], \"until\": \(ReplayJSON.number(until))}\n"
        return text
    }
}

/// One input event of a `ReplayTrace`.
package struct ReplayTraceEvent: Equatable {
    /// What happened.
    package enum Kind: Equatable {
        /// The mouse's left button went down (a touch began); `alt` adds the
        /// mirrored pinch touch.
        case down(CGPoint, alt: Bool)
        /// The pointer moved with the button held.
        case move(CGPoint, alt: Bool)
        /// The button went up (the touch ended).
        case up(CGPoint, alt: Bool)
        /// A key went down, by its lower-cased SDL name with the modifiers held
        /// ("s", "space", "ctrl+left"; `StudioKey.traceName`).
        case key(String)
        /// The touch in progress was cancelled (pointer left, focus lost).
        case cancel
        /// The wheel or trackpad scrolled by `dx`, `dy` steps (SDL's wheel steps,
        /// +dy away from the user) with the pointer at the point.
        case wheel(CGPoint, dx: CGFloat, dy: CGFloat)
        /// The window was resized to this many whole points.
        case resize(width: Int, height: Int)
    }

    /// Seconds since the scene appeared.
    package var time: Double
    package var kind: Kind

    package init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// The trace's names for the kinds.
    package static let typeNames = ["down", "move", "up", "key", "cancel", "wheel", "resize"]

    package var json: String {
        let t = "\"t\": \(ReplayJSON.number(time))"
        func pointer(_ type: String, _ point: CGPoint, _ alt: Bool) -> String {
            "{\(t), \"type\": \"\(type)\", \"x\": \(ReplayJSON.number(Double(point.x))), \"y\": \(ReplayJSON.number(Double(point.y))), \"alt\": \(alt)}"
        }
        switch kind {
        case .down(let point, let alt): return pointer("down", point, alt)
        case .move(let point, let alt): return pointer("move", point, alt)
        case .up(let point, let alt): return pointer("up", point, alt)
        case .key(let name): return "{\(t), \"type\": \"key\", \"key\": \(ReplayJSON.string(name))}"
        case .cancel: return "{\(t), \"type\": \"cancel\"}"
        case .wheel(let point, let dx, let dy):
            return "{\(t), \"type\": \"wheel\", \"x\": \(ReplayJSON.number(Double(point.x))), \"y\": \(ReplayJSON.number(Double(point.y))), \"dx\": \(ReplayJSON.number(Double(dx))), \"dy\": \(ReplayJSON.number(Double(dy)))}"
        case .resize(let width, let height):
            return "{\(t), \"type\": \"resize\", \"width\": \(width), \"height\": \(height)}"
        }
    }
}

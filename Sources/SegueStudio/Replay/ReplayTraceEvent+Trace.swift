import Foundation
import SegueFiles

extension ReplayTraceEvent.Kind {
    /// The event's name in a `--trace` file, as the SDL host names live input.
    var traceName: StaticString {
        switch self {
        case .down: "pointer down"
        case .move: "pointer moved"
        case .up: "pointer up"
        case .key: "key down"
        case .cancel: "pointer left"
        case .wheel: "wheel"
        case .resize: "window resized"
        }
    }

    /// Where the pointer was, for pointer events.
    var location: CGPoint? {
        switch self {
        case .down(let point, _), .move(let point, _), .up(let point, _), .wheel(let point, _, _): point
        case .key, .cancel, .resize: nil
        }
    }
}

extension ReplayTraceEvent {
    /// The tick of a loop ticking every `interval` seconds that the event is
    /// delivered after: the one nearest its time.
    func tick(interval: Double) -> Int {
        Int((time / interval).rounded())
    }
}

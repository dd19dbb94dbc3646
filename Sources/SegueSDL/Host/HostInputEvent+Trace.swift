import Foundation

extension HostInputEvent {
    /// The event's name in a trace ("pointer moved"): a static string, so
    /// recording it allocates nothing.
    var traceName: StaticString {
        switch self {
        case .pointerDown: "pointer down"
        case .pointerMoved: "pointer moved"
        case .pointerUp: "pointer up"
        case .wheel: "wheel"
        case .keyDown: "key down"
        case .keyUp: "key up"
        case .pointerLeftWindow: "pointer left"
        case .focusLost: "focus lost"
        case .resized: "resized"
        }
    }

    /// Where the pointer was, for pointer events.
    var pointerLocation: CGPoint? {
        switch self {
        case .pointerDown(_, let location, _), .pointerMoved(let location, _), .pointerUp(_, let location),
             .wheel(_, let location):
            location
        default:
            nil
        }
    }
}

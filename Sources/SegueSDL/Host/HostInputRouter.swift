import Foundation
import Segue

/// The one way the SDL window's input reaches a `UIWindow` (directly, or through
/// a `HostInputTarget` that routes between windows): the iOS Simulator's mapping of
/// a mouse to touches. `SDLHost.routeInput(to:otherInput:)` installs it; both
/// `SDLHost.present(_:)` and the studio's shell use it.
///
/// - The left button's press, moves while held, and release become a touch's
///   `.began`, `.moved` and `.ended`, with the modifier keys held at that moment
///   (so Alt held as the button goes down adds the Simulator's mirrored pinch touch).
/// - The pointer leaving the window, or the window losing focus, cancels the
///   touches in progress (and the gestures they were making), and is passed on too.
/// - The wheel and key presses go to the target, and on when it does not use them.
/// - Everything else (other buttons, moves with the button up, key releases,
///   resizes) is passed on.
@MainActor
public enum HostInputRouter {
    /// Delivers `event` to `target`, stamped `timestamp` (the loop's media time);
    /// `heldModifiers` gives the modifier keys held now, read only for pointer
    /// events. Returns whether the event is used up; false when it should reach the
    /// host's other input as well.
    public static func route(_ event: HostInputEvent, to target: some HostInputTarget, timestamp: TimeInterval,
                             heldModifiers: () -> UIKeyModifierFlags) -> Bool {
        switch event {
        case .pointerDown(.left, let location, _):
            target.routePointer(.began, at: location, timestamp: timestamp, modifiers: heldModifiers())
            return true
        case .pointerMoved(let location, let buttons) where buttons.contains(.left):
            target.routePointer(.moved, at: location, timestamp: timestamp, modifiers: heldModifiers())
            return true
        case .pointerUp(.left, let location):
            target.routePointer(.ended, at: location, timestamp: timestamp, modifiers: heldModifiers())
            return true
        case .pointerLeftWindow, .focusLost:
            target.cancelAllTouches(timestamp: timestamp)
            return false
        case .wheel(let steps, let location):
            return target.routeWheel(steps, at: location)
        case .keyDown(let key, let modifiers, _):
            return target.routeKey(key, modifiers: modifiers)
        default:
            return false
        }
    }
}

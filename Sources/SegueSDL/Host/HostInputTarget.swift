import Foundation
import Segue

/// What `HostInputRouter` delivers the SDL window's input to: a `UIWindow`, or
/// something that routes between windows (the studio's shell, with its overlay
/// above the scene's window), the way UIKit's `UIApplication.sendEvent(_:)` hands
/// each event to a window.
///
/// Touches are required; the wheel and keys are optional (a target that does not
/// take them returns false, and the router passes them on).
@MainActor
public protocol HostInputTarget: AnyObject {
    /// The left (primary) mouse button as a touch, as the iOS Simulator turns it
    /// into one (`UIWindow.handlePointer`): `.began` at a press, `.moved` while it
    /// is held, `.ended` at the release, at `location` in window points, stamped
    /// with the loop's media time, with the modifier keys held then (Alt held at
    /// `.began` adds the Simulator's mirrored pinch touch).
    func routePointer(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, modifiers: UIKeyModifierFlags)

    /// Cancels every touch in progress, as UIKit does when the system takes the
    /// touches away (`touchesCancelled`): the pointer left the window or the
    /// window lost focus, so no touch is left stuck down.
    func cancelAllTouches(timestamp: TimeInterval)

    /// The mouse wheel turned by `steps` (SDL's: +y away from the user) with the
    /// pointer at `location`. Returns whether it was used.
    func routeWheel(_ steps: CGVector, at location: CGPoint) -> Bool

    /// A key went down (auto-repeats too) with `modifiers` held, as UIKit's
    /// `pressesBegan` reports a `UIKey`. Returns whether it was used.
    func routeKey(_ key: HostKey, modifiers: UIKeyModifierFlags) -> Bool
}

extension HostInputTarget {
    /// Takes no wheel input: the router passes it on.
    public func routeWheel(_ steps: CGVector, at location: CGPoint) -> Bool { false }

    /// Takes no keys: the router passes them on.
    public func routeKey(_ key: HostKey, modifiers: UIKeyModifierFlags) -> Bool { false }
}

import Foundation
import Segue

/// One piece of input from the SDL window, in points in the window's coordinate
/// space (origin top-left, as UIKit's window coordinates): what the host hands its
/// `inputHandler`, and what the gesture layer turns into `UITouch`es and presses.
///
/// The host consumes the keys it owns (Escape and Ctrl+Q quit, F12 takes a
/// screenshot) and does not deliver them.
public enum HostInputEvent: Equatable, Sendable {
    /// A mouse button went down; `clickCount` is 2 for a double click.
    case pointerDown(HostPointerButton, location: CGPoint, clickCount: Int)
    /// The pointer moved, with the buttons held.
    case pointerMoved(location: CGPoint, buttons: HostPointerButtons)
    /// A mouse button went up.
    case pointerUp(HostPointerButton, location: CGPoint)
    /// The wheel or trackpad scrolled by `delta` (positive y scrolls away from the
    /// user, as SDL reports it, already corrected for "natural" scrolling), with the
    /// pointer at `location`.
    case wheel(delta: CGVector, location: CGPoint)
    /// A key went down; `isRepeat` for the keyboard's auto-repeat.
    case keyDown(HostKey, modifiers: UIKeyModifierFlags, isRepeat: Bool)
    /// A key went up.
    case keyUp(HostKey, modifiers: UIKeyModifierFlags)
    /// The pointer left the window (a touch in progress should be cancelled).
    case pointerLeftWindow
    /// The window lost keyboard focus (held keys and touches should be cancelled).
    case focusLost
    /// The window changed size: its size in points and pixels per point.
    case resized(size: CGSize, scale: CGFloat)
}

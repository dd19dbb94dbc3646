import Foundation
import Segue

/// A `UIWindow` takes the SDL window's left button as touches
/// (`UIWindow.handlePointer`, pointer 0: the mouse) and cancels them through
/// `UIWindow.cancelAllTouches(timestamp:)`. Segue's views take no key or wheel
/// input from the host yet, so those pass on to the host's other input.
extension UIWindow: HostInputTarget {
    public func routePointer(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, modifiers: UIKeyModifierFlags) {
        handlePointer(phase, at: location, timestamp: timestamp, modifiers: modifiers)
    }
}

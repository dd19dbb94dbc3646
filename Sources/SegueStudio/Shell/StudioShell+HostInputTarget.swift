import Foundation
import Segue
import SegueSDL

/// The shell takes the SDL window's input from `HostInputRouter` as a window
/// would, and routes it on: touches to the overlay or the scene's window
/// (`pointer`), the wheel to the tools or the scene (`wheel`), key presses to the
/// tools then the scene as a `StudioKey` named with SDL's key name (`key`).
extension StudioShell: HostInputTarget {
    func routePointer(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, modifiers: UIKeyModifierFlags) {
        pointer(phase, at: location, timestamp: timestamp, modifiers: modifiers)
    }

    func routeWheel(_ steps: CGVector, at location: CGPoint) -> Bool {
        wheel(steps, at: location)
    }

    func routeKey(_ key: HostKey, modifiers: UIKeyModifierFlags) -> Bool {
        self.key(StudioKey(key.name, modifiers: modifiers))
    }
}

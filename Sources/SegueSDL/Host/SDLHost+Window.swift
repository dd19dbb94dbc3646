import CSDL2
import Foundation
import Segue

extension SDLHost {
    /// Shows a `UIWindow` in the SDL window, the way an iOS app's window fills the
    /// screen: the window's layer goes under the host's root layer, the window and
    /// `UIScreen.main` follow the SDL window's size and scale, and the left mouse
    /// button becomes touches (`UIWindow.handlePointer`) stamped with the loop's
    /// media time, with the modifier keys held (`SDL_GetModState`), so that Alt
    /// (Option) held as the button goes down adds the mirrored second touch of a
    /// mouse pinch, as in the iOS Simulator. The pointer leaving the window or the
    /// window losing focus cancels the touches in progress — and the gestures they
    /// were making — so none is ever left stuck down. Input the window does not take
    /// (other buttons, wheel, keys) still reaches `otherInput`.
    public func present(_ window: UIWindow, otherInput: ((HostInputEvent) -> Void)? = nil) {
        UIScreen.main.updateFromHost(size: size, scale: scale)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        window.frame = CGRect(origin: .zero, size: size)
        rootLayer.addSublayer(window.layer)
        CATransaction.commit()
        window.makeKeyAndVisible()
        let previousResize = resizeHandler
        resizeHandler = { [weak window] size, scale in
            UIScreen.main.updateFromHost(size: size, scale: scale)
            window?.frame = CGRect(origin: .zero, size: size)
            previousResize?(size, scale)
        }
        inputHandler = { [weak self, weak window] event in
            guard let self, let window else { return }
            let now = self.loop.mediaTime
            switch event {
            case .pointerDown(.left, let location, _):
                window.handlePointer(.began, at: location, timestamp: now, modifiers: Self.currentKeyModifiers())
            case .pointerMoved(let location, let buttons) where buttons.contains(.left):
                window.handlePointer(.moved, at: location, timestamp: now, modifiers: Self.currentKeyModifiers())
            case .pointerUp(.left, let location):
                window.handlePointer(.ended, at: location, timestamp: now, modifiers: Self.currentKeyModifiers())
            case .pointerLeftWindow, .focusLost:
                window.cancelAllTouches(timestamp: now)
                otherInput?(event)
            default:
                otherInput?(event)
            }
        }
    }

    /// The modifier keys held now, from SDL's keyboard state, as UIKit's flags.
    public static func currentKeyModifiers() -> UIKeyModifierFlags {
        let held = HostKeyModifiers(sdlModifiers: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
        var flags: UIKeyModifierFlags = []
        if held.contains(.shift) { flags.insert(.shift) }
        if held.contains(.control) { flags.insert(.control) }
        if held.contains(.alternate) { flags.insert(.alternate) }
        if held.contains(.command) { flags.insert(.command) }
        if held.contains(.alphaShift) { flags.insert(.alphaShift) }
        return flags
    }
}

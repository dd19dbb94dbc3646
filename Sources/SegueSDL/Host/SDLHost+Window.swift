import CSDL2
import Foundation
import Segue

extension SDLHost {
    /// Shows a `UIWindow` in the SDL window, the way an iOS app's window fills the
    /// screen: the window's layer goes under the host's root layer, the window and
    /// `UIScreen.main` follow the SDL window's size and scale, and the left mouse
    /// button becomes touches (`UIWindow.handlePointer`) through
    /// `routeInput(to:otherInput:)`: stamped with the loop's media time, with the
    /// modifier keys held (`SDL_GetModState`), so that Alt (Option) held as the
    /// button goes down adds the mirrored second touch of a mouse pinch, as in the
    /// iOS Simulator. The pointer leaving the window or the window losing focus
    /// cancels the touches in progress — and the gestures they were making — so none
    /// is ever left stuck down. Input the window does not take (other buttons,
    /// wheel, keys) still reaches `otherInput`.
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
        routeInput(to: window, otherInput: otherInput)
    }

    /// Sends the SDL window's input to `target` through `HostInputRouter` (the
    /// iOS Simulator's mouse-as-touch mapping), stamped with the loop's media time
    /// and, for the pointer, the modifier keys held then (`currentKeyModifiers()`).
    /// What the target does not use up reaches `otherInput`. Replaces
    /// `inputHandler`; the target is held weakly.
    public func routeInput(to target: some HostInputTarget, otherInput: ((HostInputEvent) -> Void)? = nil) {
        inputHandler = { [weak self, weak target] event in
            guard let self, let target else { return }
            let used = HostInputRouter.route(event, to: target, timestamp: self.loop.mediaTime,
                                             heldModifiers: Self.currentKeyModifiers)
            if !used { otherInput?(event) }
        }
    }

    /// The modifier keys held now, from SDL's keyboard state (`SDL_GetModState`),
    /// as UIKit's flags.
    public static func currentKeyModifiers() -> UIKeyModifierFlags {
        UIKeyModifierFlags(sdlModifiers: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
    }
}

import Foundation
import Segue
import SegueSDL

extension SDLHost {
    /// Shows a demo shell in the SDL window: the scene's window as `present(_:)`
    /// shows a `UIWindow`, the overlay above it, the left button as touches routed
    /// by the shell, keys to the shell's tools and scene, and resizes to both
    /// windows. Input neither takes (other buttons, the wheel) reaches
    /// `otherInput`.
    func present(_ shell: DemoShell, otherInput: ((HostInputEvent) -> Void)? = nil) {
        present(shell.scene.window)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootLayer.addSublayer(shell.overlay.layer)
        CATransaction.commit()
        shell.resize(to: size)
        let windowResize = resizeHandler
        resizeHandler = { [weak shell] size, scale in
            windowResize?(size, scale)
            shell?.resize(to: size)
        }
        inputHandler = { [weak self, weak shell] event in
            guard let self, let shell else { return }
            let now = self.loop.mediaTime
            switch event {
            case .pointerDown(.left, let location, _):
                shell.pointer(.began, at: location, timestamp: now, modifiers: Self.currentKeyModifiers())
            case .pointerMoved(let location, let buttons) where buttons.contains(.left):
                shell.pointer(.moved, at: location, timestamp: now, modifiers: Self.currentKeyModifiers())
            case .pointerUp(.left, let location):
                shell.pointer(.ended, at: location, timestamp: now, modifiers: Self.currentKeyModifiers())
            case .pointerLeftWindow, .focusLost:
                shell.cancelTouches(timestamp: now)
                otherInput?(event)
            case .keyDown(let key, let modifiers, _):
                if !shell.key(DemoKey(key.name, modifiers: UIKeyModifierFlags(modifiers))) { otherInput?(event) }
            default:
                otherInput?(event)
            }
        }
    }
}

extension UIKeyModifierFlags {
    /// UIKit's flags for the modifiers an SDL key event carried.
    init(_ held: HostKeyModifiers) {
        self = []
        if held.contains(.shift) { insert(.shift) }
        if held.contains(.control) { insert(.control) }
        if held.contains(.alternate) { insert(.alternate) }
        if held.contains(.command) { insert(.command) }
        if held.contains(.alphaShift) { insert(.alphaShift) }
    }
}

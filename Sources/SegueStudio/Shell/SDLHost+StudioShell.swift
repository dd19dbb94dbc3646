import Foundation
import Segue
import SegueSDL

extension SDLHost {
    /// Shows a studio shell in the SDL window: the scene's window fills it as
    /// `present(_:)` fills it with a `UIWindow` (the window and `UIScreen.main`
    /// follow the SDL window's size and scale), the overlay lies above it, and the
    /// input goes through the same router as a presented window's
    /// (`routeInput(to:otherInput:)`, `HostInputRouter`): the left button becomes
    /// touches routed by the shell, keys go to the shell's tools and scene, and
    /// resizes reach both windows. When the shell switches scenes
    /// (`sceneHost`) the old window is hidden and leaves the layer tree and the loop,
    /// the new one takes its place under the overlay, and the window title follows
    /// (`StudioSceneCatalog.windowTitle(for:)`). The wheel scrolls the scene (`StudioShell.wheel`). Input
    /// neither takes (other buttons, a wheel nothing scrolled with) reaches `otherInput`.
    /// The window cannot be resized below `StudioShell.minimumWindowSize` (nor below
    /// the size it opened at, when that was smaller).
    func present(_ shell: StudioShell, otherInput: ((HostInputEvent) -> Void)? = nil) {
        UIScreen.main.updateFromHost(size: size, scale: scale)
        minimumSize = StudioShell.minimumWindowSize
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shell.scene.window.frame = CGRect(origin: .zero, size: size)
        rootLayer.addSublayer(shell.scene.window.layer)
        rootLayer.addSublayer(shell.overlay.layer)
        CATransaction.commit()
        shell.scene.window.makeKeyAndVisible()
        shell.resize(to: size)
        shell.sceneHost = { [weak self, unowned shell] new, old, name in
            guard let self else { return }
            old.window.isHidden = true
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            old.window.layer.removeFromSuperlayer()
            new.window.frame = CGRect(origin: .zero, size: self.size)
            self.rootLayer.insertSublayer(new.window.layer, below: shell.overlay.layer)
            CATransaction.commit()
            self.loop.detach(old.window.layer)
            new.window.makeKeyAndVisible()
            self.title = shell.catalog.windowTitle(for: name)
            self.setNeedsRedraw()
        }
        resizeHandler = { [weak shell] size, scale in
            UIScreen.main.updateFromHost(size: size, scale: scale)
            guard let shell else { return }
            UIView.performWithoutAnimation {
                shell.scene.window.frame = CGRect(origin: .zero, size: size)
            }
            shell.resize(to: size)
        }
        routeInput(to: shell, otherInput: otherInput)
    }
}

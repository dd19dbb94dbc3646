import CSDL2
import Segue

extension UIKeyModifierFlags {
    /// The modifiers in SDL's `SDL_Keymod` bits (a key event's `keysym.mod`, or
    /// `SDL_GetModState()`), named as UIKit names them: either side of a pair counts,
    /// Alt is `.alternate` (Option), the Super/Windows key is `.command`, Caps Lock
    /// is `.alphaShift`; Num Lock and the other SDL bits have no UIKit flag here.
    /// The host's one conversion from SDL's modifiers.
    public init(sdlModifiers mod: UInt16) {
        let bits = UInt32(mod)
        self = []
        if bits & KMOD_SHIFT.rawValue != 0 { insert(.shift) }
        if bits & KMOD_CTRL.rawValue != 0 { insert(.control) }
        if bits & KMOD_ALT.rawValue != 0 { insert(.alternate) }
        if bits & KMOD_GUI.rawValue != 0 { insert(.command) }
        if bits & KMOD_CAPS.rawValue != 0 { insert(.alphaShift) }
    }
}

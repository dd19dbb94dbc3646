import CSDL2

/// The modifier keys held with a key (from SDL's `SDL_Keymod`), named as UIKit's
/// `UIKeyModifierFlags` names them: Alt is `.alternate` (Option), the Super/Windows
/// key is `.command`.
public struct HostKeyModifiers: OptionSet, Hashable, Sendable {
    /// Segue's own bits (not SDL's).
    public let rawValue: UInt8
    /// The set with Segue's bits `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = HostKeyModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = HostKeyModifiers(rawValue: 1 << 1)
    /// Either Alt key (Option on a Mac keyboard).
    public static let alternate = HostKeyModifiers(rawValue: 1 << 2)
    /// Either Super (Windows, Command) key.
    public static let command = HostKeyModifiers(rawValue: 1 << 3)
    /// Caps Lock is on.
    public static let alphaShift = HostKeyModifiers(rawValue: 1 << 4)

    /// The modifiers in SDL's `keysym.mod` bits (either side of a pair counts).
    public init(sdlModifiers mod: UInt16) {
        let bits = UInt32(mod)
        var result: HostKeyModifiers = []
        if bits & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if bits & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if bits & KMOD_ALT.rawValue != 0 { result.insert(.alternate) }
        if bits & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        if bits & KMOD_CAPS.rawValue != 0 { result.insert(.alphaShift) }
        self = result
    }
}

import CSDL2

/// A key, by SDL's virtual key code (`SDL_Keycode`: the character the key types
/// in the current layout, or a named key such as `SDLK_ESCAPE`). Named after what
/// the key means rather than where it sits, as `UIKey.charactersIgnoringModifiers`
/// is on iOS.
public struct HostKey: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// SDL's key code.
    public let rawValue: Int32
    /// The key with SDL's code `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    init(_ code: SDL_KeyCode) { self.rawValue = Int32(bitPattern: code.rawValue) }

    /// Escape (the host quits on it).
    public static let escape = HostKey(SDLK_ESCAPE)
    /// Return (Enter).
    public static let returnKey = HostKey(SDLK_RETURN)
    /// The space bar.
    public static let space = HostKey(SDLK_SPACE)
    /// Tab.
    public static let tab = HostKey(SDLK_TAB)
    /// Backspace (UIKit's `UIKeyboardHIDUsage.keyboardDeleteOrBackspace`).
    public static let backspace = HostKey(SDLK_BACKSPACE)
    /// The arrow keys.
    public static let leftArrow = HostKey(SDLK_LEFT)
    /// The right arrow.
    public static let rightArrow = HostKey(SDLK_RIGHT)
    /// The up arrow.
    public static let upArrow = HostKey(SDLK_UP)
    /// The down arrow.
    public static let downArrow = HostKey(SDLK_DOWN)
    /// F12 (the host saves a screenshot on it).
    public static let f12 = HostKey(SDLK_F12)
    /// The Q key (Ctrl+Q quits).
    public static let q = HostKey(SDLK_q)
    /// The Alt (Option) keys, which the gesture layer uses for the Simulator's
    /// two-finger pinch emulation.
    public static let leftAlt = HostKey(SDLK_LALT)
    /// The right Alt (Option) key.
    public static let rightAlt = HostKey(SDLK_RALT)

    /// SDL's name for the key ("Escape", "Q", "F12"); empty for unknown codes.
    public var name: String {
        guard let name = SDL_GetKeyName(rawValue) else { return "" }
        return String(cString: name)
    }

    /// The key's name, or its code when SDL has no name for it.
    public var description: String {
        let name = self.name
        return name.isEmpty ? "key \(rawValue)" : name
    }
}

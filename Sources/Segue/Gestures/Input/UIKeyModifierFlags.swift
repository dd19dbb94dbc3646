/// The modifier keys held with an input (UIKit's `UIKeyModifierFlags`, with UIKit's
/// raw values). Segue's window input takes them with the pointer, so that Alt
/// (Option, `.alternate`) can turn the mouse into a two-finger pinch as in the iOS
/// Simulator (see `UIWindow.handlePointer(_:at:timestamp:pointer:modifiers:)`).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit defines them.
    public let rawValue: Int
    /// The set with UIKit's bits `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Either Shift key.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Either Control key.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Either Alt key (Option on a Mac keyboard).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Either Command (Super, Windows) key.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

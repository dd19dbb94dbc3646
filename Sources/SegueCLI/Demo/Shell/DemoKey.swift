import Foundation
import Segue

/// A key press as the demo's tools and scenes see it: SDL's key name in lower
/// case ("s", "space", "left", "right", "/", "f1", "tab", "return") and the
/// modifiers held, as UIKit's flags. The same names `HeadlessHost.key(_:)` takes
/// and replay traces store.
struct DemoKey: Equatable, CustomStringConvertible {
    /// The key's lower-case name.
    var name: String
    /// The modifier keys held.
    var modifiers: UIKeyModifierFlags

    init(_ name: String, modifiers: UIKeyModifierFlags = []) {
        self.name = name.lowercased()
        self.modifiers = modifiers
    }

    /// Whether this is `name` with exactly the command modifiers given (Shift,
    /// Control, Alt, Command; Caps Lock is ignored).
    func matches(_ name: String, _ modifiers: UIKeyModifierFlags = []) -> Bool {
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return self.name == name.lowercased() && self.modifiers.intersection(relevant) == modifiers
    }

    /// "Ctrl+Left", "S", "Space": how the help overlay spells a key.
    var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alternate) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.command) { parts.append("Super") }
        parts.append(name.count == 1 ? name.uppercased() : name.prefix(1).uppercased() + name.dropFirst())
        return parts.joined(separator: "+")
    }
}

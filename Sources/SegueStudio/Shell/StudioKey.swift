import Foundation
import Segue

/// A key press as the studio's tools and scenes see it: SDL's key name in lower
/// case ("s", "space", "left", "right", "/", "f1", "tab", "return") and the
/// modifiers held, as UIKit's flags. The same names `HeadlessHost.key(_:)` takes
/// and replay traces store.
public struct StudioKey: Equatable, CustomStringConvertible {
    /// The key's lower-case name.
    public var name: String
    /// The modifier keys held.
    public var modifiers: UIKeyModifierFlags

    /// The key named `name` (any case) with `modifiers` held.
    public init(_ name: String, modifiers: UIKeyModifierFlags = []) {
        self.name = name.lowercased()
        self.modifiers = modifiers
    }

    /// Whether this is `name` with exactly the command modifiers given (Shift,
    /// Control, Alt, Command; Caps Lock is ignored).
    public func matches(_ name: String, _ modifiers: UIKeyModifierFlags = []) -> Bool {
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return self.name == name.lowercased() && self.modifiers.intersection(relevant) == modifiers
    }

    /// "Ctrl+Left", "S", "Space": how the help overlay spells a key.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alternate) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.command) { parts.append("Super") }
        parts.append(name.count == 1 ? name.uppercased() : name.prefix(1).uppercased() + name.dropFirst())
        return parts.joined(separator: "+")
    }

    /// The key as a replay trace stores it: the command modifiers held as lower-case
    /// prefixes in a fixed order, then the name — "ctrl+left", "shift+/", "s",
    /// "ctrl+alt+shift+super+x". Caps Lock is not stored.
    public var traceName: String {
        var text = ""
        for (flag, prefix) in Self.tracePrefixes where modifiers.contains(flag) { text += prefix }
        return text + name
    }

    /// The key a trace's "key" text names: any of "ctrl+", "alt+", "shift+" and
    /// "super+" (in any order, case ignored) before the key's name; a trace written
    /// before modifiers were stored ("left") reads as the bare key. A name that is
    /// itself "+" stays a key ("ctrl++"). Nil for an empty name.
    public init?(traceName text: String) {
        var rest = Substring(text.lowercased())
        var modifiers: UIKeyModifierFlags = []
        var matched = true
        while matched {
            matched = false
            for (flag, prefix) in Self.tracePrefixes where rest.hasPrefix(prefix) && rest.count > prefix.count {
                modifiers.insert(flag)
                rest = rest.dropFirst(prefix.count)
                matched = true
            }
        }
        guard !rest.isEmpty else { return nil }
        self.init(String(rest), modifiers: modifiers)
    }

    /// The modifier prefixes of `traceName`, in the order written.
    private static let tracePrefixes: [(UIKeyModifierFlags, String)] = [
        (.control, "ctrl+"), (.alternate, "alt+"), (.shift, "shift+"), (.command, "super+"),
    ]

    /// SDL's names of the modifier keys themselves, which a recording skips (their
    /// state travels with the keys and touches they modify).
    public static let modifierKeyNames: Set<String> = [
        "left ctrl", "right ctrl", "left shift", "right shift", "left alt", "right alt",
        "left gui", "right gui", "capslock",
    ]
}

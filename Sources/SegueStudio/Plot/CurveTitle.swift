import Foundation

/// Helpers for plot titles, which the lower-case bitmap font draws.
package enum CurveTitle {
    /// "easeInEaseOut" → "ease in ease out": camel case as lower-case words.
    package static func words(_ camelCase: String) -> String {
        var text = ""
        for character in camelCase {
            if character.isUppercase, !text.isEmpty { text += " " }
            text += character.lowercased()
        }
        return text
    }

    /// A number as typed by a person: up to `decimals` decimals (six by default),
    /// trailing zeros dropped.
    package static func number(_ value: Double, decimals: Int = 6) -> String {
        var text = String(format: "%.\(max(0, decimals))f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

import Foundation

/// The few pieces of JSON writing traces and reports need, so that the same
/// value always gives the same bytes.
package enum ReplayJSON {
    /// A number: whole numbers without a fraction ("2"), others in Swift's
    /// shortest form that reads back to the same `Double` ("0.625").
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// A string in double quotes with JSON's escapes.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

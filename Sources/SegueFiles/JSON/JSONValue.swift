/// A parsed JSON value (RFC 8259), keeping what scene files need and
/// `JSONSerialization` loses: the order of an object's keys, duplicate keys, and the
/// difference between `true` and `1`.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in file order; duplicates are kept for the reader of the object to
    /// reject.
    case object([(key: String, value: JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.elementsEqual(b) { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// How the value reads in an error message after "got": `a string "red"`,
    /// `3 numbers`, `an object`, `true`.
    package var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): "the number \(Self.format(value))"
        case .string(let value): "the string \"\(value.count > 40 ? value.prefix(40) + "…" : value)\""
        case .array(let items):
            if items.isEmpty { "an empty array" }
            else if items.allSatisfy({ if case .number = $0 { true } else { false } }) {
                items.count == 1 ? "1 number" : "\(items.count) numbers"
            } else {
                "an array of \(items.count) item\(items.count == 1 ? "" : "s")"
            }
        case .object: "an object"
        }
    }

    /// "2" rather than "2.0" for whole numbers.
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

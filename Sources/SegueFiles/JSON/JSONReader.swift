/// Parses JSON text (RFC 8259) into a `JSONValue`, reporting the first syntax error
/// with its line and column. Strict: no comments, no trailing commas, no NaN, and
/// nesting at most `maximumDepth` deep (so a hostile file cannot exhaust the stack).
package struct JSONReader {
    /// A syntax error at a 1-based line and column.
    package struct SyntaxError: Error, Equatable, CustomStringConvertible {
        package let line: Int
        package let column: Int
        package let reason: String
        /// One line: control characters quoted from the text are written as escapes.
        package var description: String { "invalid JSON at line \(line), column \(column): \(reason)".escapingControlCharacters }
    }

    package static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0

    /// Parses a whole document; anything but white space after the value is an error.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }  // a UTF-8 byte order mark
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ reason: String, at position: Int? = nil) -> SyntaxError {
        let end = min(position ?? index, bytes.count)
        var line = 1, column = 1
        for byte in bytes[0..<end] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return SyntaxError(line: line, column: column, reason: reason)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        guard let byte = current else { throw error("the text ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character \(Self.describe(byte))")
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw error("unexpected text; did you mean \(word)?") }
        index += expected.count
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(items)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if current == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard digits() > 0 else { throw error("expected a digit") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            throw error("a number cannot start with 0", at: integerStart)
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("the number \(text) is out of range", at: start) }
        return value
    }

    private mutating func string() throws(SyntaxError) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun() throws(SyntaxError) {
            guard runStart < index else { return }
            guard let run = String(validating: bytes[runStart..<index], as: UTF8.self) else {
                throw error("a string holds bytes that are not UTF-8", at: runStart)
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while true {
            guard let byte = current else { throw error("the string that starts here is not closed", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                try flushRun()
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flushRun()
                index += 1
                scalars.append(try escape())
                runStart = index
            case 0..<0x20:
                throw error("a control character inside a string (write it as an escape)")
            default:
                index += 1
            }
        }
    }

    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("the text ends inside an escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hexQuad()
            if (0xD800..<0xDC00).contains(first) {
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw error("a high surrogate escape without its low surrogate")
                }
                index += 2
                let second = try hexQuad()
                guard (0xDC00..<0xE000).contains(second) else { throw error("a high surrogate escape without its low surrogate") }
                return Unicode.Scalar(0x10000 + (first - 0xD800) << 10 + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("a lone low surrogate escape") }
            return scalar
        default:
            throw error("unknown escape \\\(Self.describe(byte))", at: index - 2)
        }
    }

    private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected four hex digits after \\u") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(String(byte, radix: 16))"
    }
}

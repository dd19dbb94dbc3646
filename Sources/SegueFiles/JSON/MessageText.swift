/// Text from a file quoted in a one-line error message: a key or a string value can
/// hold line breaks, tabs or terminal escape sequences, which must not break the
/// line (or drive the terminal). Found by the fuzzer (an object key holding a
/// newline made a two-line message).
extension String {
    /// The text with every control character (C0, DEL, C1) and the Unicode line
    /// and paragraph separators written as an escape: `\n`, `\r`, `\t`, else
    /// `\u{1B}`. Everything else is kept.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.needsEscapeInMessage) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            guard scalar.needsEscapeInMessage else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Whether a one-line message must escape this scalar.
    package var needsEscapeInMessage: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}

/// Parses the text of `segue curve`'s arguments into numbers, lists and choices,
/// throwing a `OptionValueError` whose message names the option and quotes what the
/// user typed.
package enum ArgumentText {
    /// A number satisfying `requirement`. Accepts what `Double(_:)` accepts except
    /// infinities and NaN; surrounding spaces are ignored.
    package static func number(_ text: String, option: String, _ requirement: NumberRequirement = .finite) throws(OptionValueError) -> Double {
        guard let value = Double(text.trimmingSpaces), requirement.isSatisfied(by: value) else {
            throw OptionValueError("\(option) must be \(requirement.phrase), got \"\(text)\"")
        }
        return value
    }

    /// A comma-separated list of finite numbers, e.g. "0,0.5,1". Every item must
    /// satisfy `requirement`; when `count` is given the list must have that many items.
    package static func numberList(_ text: String, option: String, _ requirement: NumberRequirement = .finite, count: Int? = nil, countPhrase: String? = nil) throws(OptionValueError) -> [Double] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        var values: [Double] = []
        for item in items {
            guard let value = Double(item), value.isFinite else {
                throw OptionValueError("\(option) must be a comma-separated list of numbers, got \"\(text)\"")
            }
            guard requirement.isSatisfied(by: value) else {
                throw OptionValueError("\(option) items must each be \(requirement.phrase), got \"\(item)\" in \"\(text)\"")
            }
            values.append(value)
        }
        if let count, values.count != count {
            let expected = countPhrase ?? "\(count) numbers"
            throw OptionValueError("\(option) must have \(expected), got \(values.count) in \"\(text)\"")
        }
        return values
    }

    /// A whole number in `range`.
    package static func integer(_ text: String, option: String, in range: ClosedRange<Int>) throws(OptionValueError) -> Int {
        guard let value = Int(text.trimmingSpaces), range.contains(value) else {
            throw OptionValueError("\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
        }
        return value
    }

    /// One of `choices`, matched exactly.
    package static func choice(_ text: String, option: String, from choices: [String]) throws(OptionValueError) -> String {
        guard choices.contains(text) else {
            throw OptionValueError("\(option) must be one of \(choices.joined(separator: ", ")); got \"\(text)\"")
        }
        return text
    }

    /// A size written "WxH", e.g. "800x500", each side within its range.
    package static func size(_ text: String, option: String, width widthRange: ClosedRange<Int>, height heightRange: ClosedRange<Int>) throws(OptionValueError) -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              widthRange.contains(width), heightRange.contains(height) else {
            throw OptionValueError("\(option) must be WxH with W from \(widthRange.lowerBound) to \(widthRange.upperBound) and H from \(heightRange.lowerBound) to \(heightRange.upperBound), got \"\(text)\"")
        }
        return (width, height)
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

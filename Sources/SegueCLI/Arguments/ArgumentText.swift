/// Parses the text of `segue curve`'s arguments into numbers, lists and choices,
/// throwing a `CurveArgumentError` whose message names the option and quotes what the
/// user typed.
enum ArgumentText {
    /// A number satisfying `requirement`. Accepts what `Double(_:)` accepts except
    /// infinities and NaN; surrounding spaces are ignored.
    static func number(_ text: String, option: String, _ requirement: NumberRequirement = .finite) throws(CurveArgumentError) -> Double {
        guard let value = Double(text.trimmingSpaces), requirement.isSatisfied(by: value) else {
            throw CurveArgumentError("\(option) must be \(requirement.phrase), got \"\(text)\"")
        }
        return value
    }

    /// A comma-separated list of finite numbers, e.g. "0,0.5,1". Every item must
    /// satisfy `requirement`; when `count` is given the list must have that many items.
    static func numberList(_ text: String, option: String, _ requirement: NumberRequirement = .finite, count: Int? = nil, countPhrase: String? = nil) throws(CurveArgumentError) -> [Double] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        var values: [Double] = []
        for item in items {
            guard let value = Double(item), value.isFinite else {
                throw CurveArgumentError("\(option) must be a comma-separated list of numbers, got \"\(text)\"")
            }
            guard requirement.isSatisfied(by: value) else {
                throw CurveArgumentError("\(option) items must each be \(requirement.phrase), got \"\(item)\" in \"\(text)\"")
            }
            values.append(value)
        }
        if let count, values.count != count {
            let expected = countPhrase ?? "\(count) numbers"
            throw CurveArgumentError("\(option) must have \(expected), got \(values.count) in \"\(text)\"")
        }
        return values
    }

    /// A whole number in `range`.
    static func integer(_ text: String, option: String, in range: ClosedRange<Int>) throws(CurveArgumentError) -> Int {
        guard let value = Int(text.trimmingSpaces), range.contains(value) else {
            throw CurveArgumentError("\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
        }
        return value
    }

    /// One of `choices`, matched exactly.
    static func choice(_ text: String, option: String, from choices: [String]) throws(CurveArgumentError) -> String {
        guard choices.contains(text) else {
            throw CurveArgumentError("\(option) must be one of \(choices.joined(separator: ", ")); got \"\(text)\"")
        }
        return text
    }

    /// A size written "WxH", e.g. "800x500", each side within its range.
    static func size(_ text: String, option: String, width widthRange: ClosedRange<Int>, height heightRange: ClosedRange<Int>) throws(CurveArgumentError) -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              widthRange.contains(width), heightRange.contains(height) else {
            throw CurveArgumentError("\(option) must be WxH with W from \(widthRange.lowerBound) to \(widthRange.upperBound) and H from \(heightRange.lowerBound) to \(heightRange.upperBound), got \"\(text)\"")
        }
        return (width, height)
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

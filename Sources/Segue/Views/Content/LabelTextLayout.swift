import Foundation

/// The lines a `UILabel` shows: its text broken at newlines, wrapped to a width,
/// limited to a number of lines and truncated with "…", measured by a rasterizer.
///
/// Rules (UIKit's, where Segue could tell):
/// - Newlines always start a new line. With one line allowed, only the first
///   paragraph shows, and a truncating mode marks the rest with "…".
/// - With more than one line allowed and a finite width, paragraphs wrap at spaces
///   (`byCharWrapping`: between characters); a word wider than the width is broken
///   between characters. Spaces where a line breaks are dropped.
/// - When lines are left over, a truncating mode ends the last shown line with "…"
///   (at its tail, for every truncating mode).
/// - A single line wider than the width is truncated at its head, middle or tail by
///   a truncating mode, and left whole (to be clipped) by the others.
@MainActor
struct LabelTextLayout {
    /// One line to draw.
    struct Line: Equatable {
        /// The characters on the line.
        var text: String
        /// Its measured width in points.
        var width: CGFloat
        /// Whether the line is the last of its paragraph (justified text leaves
        /// those alone).
        var endsParagraph: Bool
    }

    /// The lines, top to bottom.
    private(set) var lines: [Line] = []
    /// The distance between lines (the font's line height).
    let lineHeight: CGFloat
    /// Whether text was left out (more lines than allowed).
    private(set) var isTruncated = false

    private let font: UIFont
    private let maxWidth: CGFloat
    private let rasterizer: any TextRasterizer

    /// The widest line's width by the lines' total height.
    var size: CGSize {
        CGSize(width: lines.reduce(0) { max($0, $1.width) }, height: CGFloat(lines.count) * lineHeight)
    }

    /// Lays out `text`.
    /// - Parameters:
    ///   - maxWidth: The width to wrap and truncate at; `.infinity` for none.
    ///   - maxLines: The most lines to show; 0 for no limit.
    init(text: String, font: UIFont, maxWidth: CGFloat, maxLines: Int, lineBreakMode: NSLineBreakMode,
         rasterizer: any TextRasterizer) {
        self.font = font
        self.maxWidth = maxWidth.isNaN ? .infinity : max(0, maxWidth)
        self.rasterizer = rasterizer
        self.lineHeight = font.lineHeight
        let limit = max(0, maxLines)
        let wraps = limit != 1 && self.maxWidth.isFinite
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        fill: for paragraph in paragraphs {
            let pieces = wraps ? wrap(String(paragraph), byCharacters: lineBreakMode == .byCharWrapping)
                               : [String(paragraph)]
            for (index, piece) in pieces.enumerated() {
                if limit > 0 && lines.count == limit {
                    isTruncated = true
                    break fill
                }
                lines.append(Line(text: piece, width: width(of: piece), endsParagraph: index == pieces.count - 1))
            }
        }
        guard lineBreakMode.truncates, let last = lines.indices.last else { return }
        if isTruncated {
            replaceLine(last, with: truncatingTail(lines[last].text, always: true))
        } else if !wraps && !fits(lines[last].text) {
            let line = lines[last].text
            switch lineBreakMode {
            case .byTruncatingHead: replaceLine(last, with: truncatingHead(line))
            case .byTruncatingMiddle: replaceLine(last, with: truncatingMiddle(line))
            default: replaceLine(last, with: truncatingTail(line, always: false))
            }
        }
    }

    // MARK: Measuring

    private func width(of text: String) -> CGFloat {
        text.isEmpty ? 0 : rasterizer.measure(text, font: font).width
    }

    private func fits(_ text: String) -> Bool {
        width(of: text) <= maxWidth + 1e-6
    }

    private mutating func replaceLine(_ index: Int, with text: String) {
        lines[index].text = text
        lines[index].width = width(of: text)
    }

    // MARK: Wrapping

    /// A paragraph as lines no wider than `maxWidth` (but at least one character each).
    private func wrap(_ paragraph: String, byCharacters: Bool) -> [String] {
        guard !fits(paragraph) else { return [paragraph] }
        if byCharacters {
            var (result, rest) = breakBetweenCharacters(paragraph)
            result.append(rest)
            return result
        }
        var result: [String] = []
        var current = ""
        var lineHasWords = false
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            if !lineHasWords && word.isEmpty && !result.isEmpty { continue } // spaces at a break
            let candidate = lineHasWords ? current + " " + word : String(word)
            if fits(candidate) {
                current = candidate
                lineHasWords = true
                continue
            }
            if lineHasWords {
                result.append(current)
                current = ""
                lineHasWords = false
                if word.isEmpty { continue }
                if fits(String(word)) {
                    current = String(word)
                    lineHasWords = true
                    continue
                }
            }
            let (full, rest) = breakBetweenCharacters(String(word))
            result += full
            current = rest
            lineHasWords = true
        }
        if lineHasWords || result.isEmpty { result.append(current) }
        return result
    }

    /// Full lines of as many characters as fit (at least one each), and the rest,
    /// which fits (or is a single character).
    private func breakBetweenCharacters(_ text: String) -> (lines: [String], rest: String) {
        var rest = Substring(text)
        var lines: [String] = []
        while rest.count > 1 && !fits(String(rest)) {
            let count = largestCount(in: 1...(rest.count - 1)) { fits(String(rest.prefix($0))) }
            lines.append(String(rest.prefix(count)))
            rest = rest.dropFirst(count)
        }
        return (lines, String(rest))
    }

    // MARK: Truncating

    private static let ellipsis = "\u{2026}"

    /// The longest start of `text` that fits with "…" after it. With `always`
    /// false, text that fits already is returned as it is.
    private func truncatingTail(_ text: String, always: Bool) -> String {
        if !always && fits(text) { return text }
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            String(String(characters.prefix(count)).trimmingTrailingSpaces()) + Self.ellipsis
        }
        let upper = always ? characters.count : max(0, characters.count - 1)
        let count = largestCount(in: 0...upper) { fits(candidate($0)) }
        return candidate(count)
    }

    /// "…" and the longest end of `text` that fits after it.
    private func truncatingHead(_ text: String) -> String {
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            Self.ellipsis + String(characters.suffix(count)).trimmingLeadingSpaces()
        }
        let count = largestCount(in: 0...max(0, characters.count - 1)) { fits(candidate($0)) }
        return candidate(count)
    }

    /// The start and end of `text` around "…", as many characters as fit (the
    /// start gets the odd one).
    private func truncatingMiddle(_ text: String) -> String {
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            let head = String(characters.prefix((count + 1) / 2)).trimmingTrailingSpaces()
            let tail = String(characters.suffix(count / 2)).trimmingLeadingSpaces()
            return head + Self.ellipsis + tail
        }
        let count = largestCount(in: 0...max(0, characters.count - 1)) { fits(candidate($0)) }
        return candidate(count)
    }

    /// The largest value in `range` for which `accepts` holds, assuming it holds for
    /// every value below one that does; the lower bound when none does.
    private func largestCount(in range: ClosedRange<Int>, accepts: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high + 1) / 2
            if accepts(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

private extension StringProtocol {
    func trimmingTrailingSpaces() -> String {
        var result = String(self)
        while result.last == " " { result.removeLast() }
        return result
    }

    func trimmingLeadingSpaces() -> String {
        String(drop { $0 == " " })
    }
}

/// What happens to text that does not fit its box (UIKit's `NSLineBreakMode`,
/// with UIKit's raw values).
///
/// In a `UILabel` with more than one line, every mode wraps at word boundaries
/// except `byCharWrapping`, which wraps between characters; the truncating modes
/// then decide what the last line shows when text is left over. Segue truncates
/// that last line at its tail for all three truncating modes; on a single line
/// head, middle and tail truncation each put the "…" where their names say.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (a word wider than the box is broken between characters).
    case byWordWrapping = 0
    /// Wrap between characters.
    case byCharWrapping = 1
    /// Draw what fits; the rest is cut off at the box's edge.
    case byClipping = 2
    /// Replace the start of the line with "…".
    case byTruncatingHead = 3
    /// Replace the end of the line with "…" (UILabel's default).
    case byTruncatingTail = 4
    /// Replace the middle of the line with "…".
    case byTruncatingMiddle = 5

    /// Whether the mode replaces text that does not fit with an ellipsis.
    var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
    }
}

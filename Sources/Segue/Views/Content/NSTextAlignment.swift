/// How lines of text sit between the left and right edges of their box (UIKit's
/// `NSTextAlignment`, with UIKit's raw values).
///
/// Segue lays text out left to right only, so `natural` is `left`.
public enum NSTextAlignment: Int, Sendable {
    /// Flush with the left edge.
    case left = 0
    /// Centred between the edges.
    case center = 1
    /// Flush with the right edge.
    case right = 2
    /// Both edges: the spaces of every line but a paragraph's last are widened
    /// until the line fills the box; the last line is left-aligned.
    case justified = 3
    /// The script's own direction: left in Segue (left-to-right text only).
    case natural = 4
}

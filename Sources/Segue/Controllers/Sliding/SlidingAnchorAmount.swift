import Foundation

/// How far one side's anchored position is given: by how much of the top view
/// stays visible (peek) or by how far it moves (reveal). ECSlidingViewController
/// keeps whichever of the two was set last and derives the other from the
/// container's width; so does Segue.
enum SlidingAnchorAmount: Equatable, Sendable {
    /// Points of the top view left visible at the edge.
    case peek(CGFloat)
    /// Points the top view moves by.
    case reveal(CGFloat)

    /// The peek amount in a container `width` points wide (never negative).
    func peekAmount(inWidth width: CGFloat) -> CGFloat {
        switch self {
        case .peek(let peek): peek
        case .reveal(let reveal): max(0, width - reveal)
        }
    }

    /// The reveal amount in a container `width` points wide (never negative).
    func revealAmount(inWidth width: CGFloat) -> CGFloat {
        switch self {
        case .peek(let peek): max(0, width - peek)
        case .reveal(let reveal): reveal
        }
    }

    /// Whether `amount` can be used: finite and not negative. Reports and answers
    /// false otherwise.
    static func isValid(_ amount: CGFloat, for property: String) -> Bool {
        guard amount.isFinite, amount >= 0 else {
            SegueDiagnostics.report("SlidingViewController.\(property) = \(amount): the amount must be finite and not negative; ignored")
            return false
        }
        return true
    }
}

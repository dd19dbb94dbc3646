import Foundation
import Segue

/// The delegate of layers that never animate a change — the HUD graph's bars:
/// every action is the one shared `NSNull`, which stops Core Animation's search
/// for an implicit animation, as a view's layer outside an animation block does.
/// Answering with a stored instance (UIView builds a new `NSNull` per change)
/// keeps moving a bar free of heap allocations.
@MainActor
final class StillLayerDelegate: CALayerDelegate {
    static let shared = StillLayerDelegate()
    private let none = NSNull()

    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { none }
}

import Foundation
import Segue

/// The exploded view's touch surface: a transparent view over the whole overlay,
/// shown only while the view is exploded, so a drag anywhere orbits the stack, a
/// click selects, and the scene gets no touches (the shell sends a touch that
/// begins on a tool's view to the overlay). It sits below the other tools' views,
/// which keep theirs.
@MainActor
final class ExplodedOrbitView: UIView {
    /// Called with each step of a drag, in points.
    var onDrag: ((CGPoint) -> Void)?
    /// Called with a click's location (a touch that ends where it began), in points.
    var onClick: ((CGPoint) -> Void)?
    private(set) var pan: UIPanGestureRecognizer!
    private(set) var tap: UITapGestureRecognizer!

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        layer.name = "ExplodedOrbitView"
        pan = UIPanGestureRecognizer { [unowned self] recognizer in self.panned(recognizer) }
        addGestureRecognizer(pan)
        tap = UITapGestureRecognizer { [unowned self] recognizer in
            if recognizer.state == .ended { self.onClick?(recognizer.location(in: self)) }
        }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    private func panned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            let step = recognizer.translation(in: self)
            recognizer.setTranslation(.zero, in: self)
            if step != .zero { onDrag?(step) }
        default:
            break
        }
    }
}

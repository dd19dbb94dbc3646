import Foundation

/// The interactive pop (UIKit's `interactivePopGestureRecognizer`, iOS 7): a drag
/// from the left edge of the window pops the top controller with the finger.
///
/// When the gesture begins the pop starts like `popViewController(animated: true)`
/// — same callbacks, same delegate questions — with a
/// `UIPercentDrivenInteractiveTransition` of the navigation controller's own as
/// the interaction controller: it drives the standard slide (run with a linear
/// curve, so the outgoing view's left edge stays under the finger) or the
/// delegate's animator when it vends one; when the delegate also vends an
/// interaction controller, that one wins and the gesture only started the pop.
/// The progress is the horizontal translation over the view's width; the bar's
/// cross-fade, like every alongside animation, scrubs on the same clock.
///
/// Release: the pop finishes when the finger moves right faster than
/// `interactivePopFlickVelocity`, cancels when it moves left that fast, and
/// otherwise finishes past half the width and cancels before it (Segue's reading
/// of UIKit's undocumented rule). A cancelled gesture (the pointer left the
/// window) cancels the pop. A cancelled pop follows UIKit's order (see the type's
/// documentation) and restores the stack, the children, the views and the bar.
extension UINavigationController {
    /// The release speed, in points per second, that decides a pop by its
    /// direction alone (Segue's choice; UIKit does not document its threshold).
    public static let interactivePopFlickVelocity: CGFloat = 300

    /// Whether the interactive pop may begin now: more than one controller on the
    /// stack, no transition running, and on screen.
    var canBeginInteractivePop: Bool {
        stack.count > 1 && activeTransition == nil && runsTransitions
    }

    /// Attaches the pop gesture to the navigation controller's view.
    func installInteractivePopGesture(on root: UIView) {
        popGesture.navigationController = self
        if popGesture.view !== root { root.addGestureRecognizer(popGesture) }
    }

    /// The pop gesture's action: starts, drives and ends the interactive pop.
    func handleInteractivePop(_ gesture: UIScreenEdgePanGestureRecognizer) {
        switch gesture.state {
        case .began:
            guard canBeginInteractivePop, stack.count > 1 else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            let change = NavigationStackChange(from: stack, to: Array(stack.dropLast()))
            performChange(change, animated: true, gestureInteraction: interaction)
            // The delegate's interaction controller won, or the pop ended at once.
            guard let context = activeTransition, context.interactor === interaction else { return }
            popInteraction = interaction
            interaction.update(popProgress(of: gesture))
        case .changed:
            popInteraction?.update(popProgress(of: gesture))
        case .ended:
            guard let interaction = popInteraction else { return }
            popInteraction = nil
            interaction.update(popProgress(of: gesture))
            if Self.popFinishes(progress: interaction.percentComplete, velocity: gesture.velocity(in: viewIfLoaded).x) {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            guard let interaction = popInteraction else { return }
            popInteraction = nil
            interaction.cancel()
        default:
            break
        }
    }

    /// The pop's progress: the drag's horizontal translation over the view's width.
    private func popProgress(of gesture: UIPanGestureRecognizer) -> CGFloat {
        guard let root = viewIfLoaded, root.bounds.width > 0 else { return 0 }
        return gesture.translation(in: root).x / root.bounds.width
    }

    /// Whether a released pop finishes: a flick decides by its direction, else
    /// past half.
    static func popFinishes(progress: CGFloat, velocity: CGFloat) -> Bool {
        if velocity >= interactivePopFlickVelocity { return true }
        if velocity <= -interactivePopFlickVelocity { return false }
        return progress > 0.5
    }
}

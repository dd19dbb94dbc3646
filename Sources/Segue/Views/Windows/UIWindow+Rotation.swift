import Foundation

extension UIWindow {
    /// How long an animated quarter turn takes (UIKit's 0.4 s); a half turn takes twice.
    public static let rotationDuration: TimeInterval = 0.4

    /// Rotates the interface, as the device turning does on iOS 8 and later: the
    /// window's bounds (and `UIScreen.main.bounds`) follow the orientation, the root
    /// controller — and through it its children and presented controllers — gets
    /// `viewWillTransition(to:with:)` with a coordinator whose `targetTransform` is
    /// the rotation, and the size change animates with the coordinator's alongside
    /// animations while the window's content turns into place.
    ///
    /// A rotation asked for while a transition runs in the window waits until it
    /// ends (the transition finishes in the old orientation, then the interface
    /// rotates), so a transition in flight still lands in the right place.
    /// `.unknown` is refused with a diagnostic.
    public func setInterfaceOrientation(_ orientation: UIInterfaceOrientation, animated: Bool) {
        guard orientation != .unknown else {
            SegueDiagnostics.report("UIWindow.setInterfaceOrientation(.unknown): not an orientation; ignored")
            return
        }
        if runningTransitionCount > 0 {
            pendingRotation = (orientation, animated)
            return
        }
        guard orientation != interfaceOrientation else { return }
        performRotation(to: orientation, animated: animated)
    }

    /// Applies a rotation that waited for the window's transitions to end.
    func applyPendingRotationIfIdle() {
        guard runningTransitionCount == 0, let pending = pendingRotation else { return }
        pendingRotation = nil
        setInterfaceOrientation(pending.orientation, animated: pending.animated)
    }

    /// The angle of an orientation's content relative to portrait, clockwise as the
    /// device turns (landscapeLeft: the device turned clockwise a quarter).
    static func turnAngle(of orientation: UIInterfaceOrientation) -> Double {
        switch orientation {
        case .portrait, .unknown: 0
        case .landscapeLeft: .pi / 2
        case .portraitUpsideDown: .pi
        case .landscapeRight: -.pi / 2
        }
    }

    /// The rotation from one orientation to another that
    /// `viewWillTransition(to:with:)` reports as `targetTransform`: the content
    /// turns against the device, by the shorter way.
    static func targetTransform(from old: UIInterfaceOrientation, to new: UIInterfaceOrientation) -> CGAffineTransform {
        var angle = -(turnAngle(of: new) - turnAngle(of: old))
        while angle > .pi + 1e-9 { angle -= 2 * .pi }
        while angle < -.pi - 1e-9 { angle += 2 * .pi }
        return CGAffineTransform(rotationAngle: CGFloat(angle))
    }

    private func performRotation(to orientation: UIInterfaceOrientation, animated: Bool) {
        let old = interfaceOrientation
        let current = bounds.size
        let portrait = old.isLandscape ? CGSize(width: current.height, height: current.width) : current
        let newSize = orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
        let transform = Self.targetTransform(from: old, to: orientation)
        let quarterTurns = old.isLandscape == orientation.isLandscape ? 2.0 : 1.0
        let context = ViewControllerTransitionContext(
            containerView: self, from: nil, to: nil, fromView: nil, toView: nil, isAnimated: animated,
            targetTransform: transform, name: "rotation \(old) → \(orientation)")
        context.operation = "rotation"
        interfaceOrientation = orientation
        if screen === UIScreen.main { UIScreen.main.updateFromHost(size: newSize, scale: UIScreen.main.scale) }
        rootViewController?.viewWillTransition(to: newSize, with: context)
        let animator = WindowRotationAnimator(window: self, frame: CGRect(origin: frame.origin, size: newSize),
                                              duration: animated ? Self.rotationDuration * quarterTurns : 0)
        context.start(animator: animator)
    }
}

/// The animator of an interface rotation: resizes the window to the new
/// orientation's bounds, laying out inside the animation, while the window's layer
/// turns from the old orientation into place.
@MainActor
final class WindowRotationAnimator: UIViewControllerAnimatedTransitioning {
    private unowned let window: UIWindow
    private let frame: CGRect
    private let duration: TimeInterval

    init(window: UIWindow, frame: CGRect, duration: TimeInterval) {
        self.window = window
        self.frame = frame
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let window = self.window, frame = self.frame
        guard transitionContext.isAnimated, duration > 0 else {
            UIView.performWithoutAnimation {
                window.frame = frame
                window.layoutIfNeeded()
            }
            transitionContext.completeTransition(true)
            return
        }
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DMakeAffineTransform(transitionContext.targetTransform.inverted())
        turn.toValue = CATransform3DIdentity
        turn.duration = duration
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        window.layer.add(turn, forKey: "segue.rotation")
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            window.frame = frame
            window.layoutIfNeeded()
        }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}

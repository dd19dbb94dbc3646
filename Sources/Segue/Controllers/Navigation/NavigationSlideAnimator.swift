import Foundation

/// UIKit's standard navigation transition (iOS 7 and later), used when the
/// delegate vends no animator: on a push the incoming view slides in from the
/// right edge over the outgoing one, which drifts left by 30 % of the width
/// (about a third) and dims slightly, while a soft shadow runs along the incoming
/// view's left edge; a pop runs the same motion backwards.
///
/// Timing: 0.35 s, ease-in-out. UIKit's slide lasts about 0.35 s (its exact curve
/// is private and has changed between releases); ease-in-out puts the halfway
/// point of the motion at the halfway point of the time, which keeps the
/// transition symmetric when an interaction scrubs it.
///
/// Frames come from the context: the incoming view ends at its final frame, the
/// outgoing view starts at its initial frame and is removed at the end (its final
/// frame is `.zero`). Cancelled, it puts the outgoing view back at its initial
/// frame and removes the incoming one; either way it calls
/// `completeTransition(!transitionWasCancelled)`.
@MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    /// The slide's duration, in seconds.
    static let duration: TimeInterval = 0.35
    /// How far the covered view drifts, as a fraction of the container's width.
    static let parallaxFraction: CGFloat = 0.3
    /// The opacity of the black dimming over the covered view when fully covered.
    static let dimmingAlpha: CGFloat = 0.1
    /// The width of the shadow along the moving view's left edge, in points.
    static let shadowWidth: CGFloat = 12

    /// The operation it animates (`.pop` reverses the push).
    let operation: UINavigationController.Operation

    /// Whether the slide runs with a linear curve, so that an interaction driving
    /// it keeps the moving view under the finger (UIKit does the same for its
    /// interactive pop).
    let followsFinger: Bool

    init(operation: UINavigationController.Operation, followsFinger: Bool = false) {
        self.operation = operation
        self.followsFinger = followsFinger
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(true)
            return
        }
        let initial = transitionContext.initialFrame(for: fromVC)
        let final = transitionContext.finalFrame(for: toVC)
        let width = final.width > 0 ? final.width : container.bounds.width
        let isPop = operation == .pop
        // The view on top moves across the whole width; the covered one drifts.
        let movingView = isPop ? fromView : toView
        let coveredView = isPop ? toView : fromView
        let movingOffscreen = (isPop ? initial : final).offsetBy(dx: width, dy: 0)
        let coveredAside = (isPop ? final : initial).offsetBy(dx: -width * Self.parallaxFraction, dy: 0)

        let dimming = UIView(frame: .zero)
        let shadow = UIImageView(image: Self.shadowImage)
        UIView.performWithoutAnimation {
            if isPop {
                toView.frame = coveredAside
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                toView.frame = movingOffscreen
                container.addSubview(toView)
            }
            dimming.backgroundColor = .black
            dimming.isUserInteractionEnabled = false
            dimming.frame = coveredView.frame
            dimming.alpha = isPop ? Self.dimmingAlpha : 0
            container.insertSubview(dimming, aboveSubview: coveredView)
            shadow.isUserInteractionEnabled = false
            shadow.frame = Self.shadowFrame(besides: movingView.frame)
            container.insertSubview(shadow, belowSubview: movingView)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [followsFinger ? .curveLinear : .curveEaseInOut],
                       animations: {
            if isPop {
                fromView.frame = movingOffscreen
                toView.frame = final
            } else {
                toView.frame = final
                fromView.frame = coveredAside
            }
            dimming.frame = coveredView.frame
            dimming.alpha = isPop ? 0 : Self.dimmingAlpha
            shadow.frame = Self.shadowFrame(besides: movingView.frame)
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            UIView.performWithoutAnimation {
                dimming.removeFromSuperview()
                shadow.removeFromSuperview()
                if cancelled {
                    toView.removeFromSuperview()
                    toView.frame = final
                    fromView.frame = initial
                } else {
                    fromView.removeFromSuperview()
                    fromView.frame = initial
                }
            }
            transitionContext.completeTransition(!cancelled)
        })
    }

    /// Where the shadow goes: just left of the moving view, as tall as it.
    static func shadowFrame(besides frame: CGRect) -> CGRect {
        CGRect(x: frame.minX - shadowWidth, y: frame.minY, width: shadowWidth, height: frame.height)
    }

    /// A horizontal ramp from clear to 20 % black, stretched over the shadow's frame.
    static let shadowImage: UIImage? = {
        let width = 16
        var pixels = [UInt8](repeating: 0, count: width * 4)
        for x in 0..<width {
            let t = Double(x + 1) / Double(width)
            pixels[x * 4 + 3] = UInt8((0.2 * t * t * 255).rounded())
        }
        return UIImage(width: width, height: 1, rgbaPixels: pixels)
    }()
}

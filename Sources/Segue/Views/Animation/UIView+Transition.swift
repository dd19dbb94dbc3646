import Foundation

extension UIView {
    /// Runs `animations` (changes to `view`'s content, applied at once) and shows
    /// the change with a transition effect over `duration` (UIKit's
    /// `transition(with:duration:options:animations:completion:)`).
    ///
    /// Segue's effects, each on a frozen copy of the view as it looked before
    /// (placed just above the view) and on the view itself:
    /// - `.transitionCrossDissolve`: the before-image fades out over the view.
    /// - `.transitionFlipFromLeft/Right/Top/Bottom`: a card flip in perspective about
    ///   the vertical (left/right) or horizontal (top/bottom) axis — the before-image
    ///   turns away over the first half, the view turns in over the second half.
    /// - `.transitionCurlUp/Down` are drawn as flips about the horizontal axis
    ///   (Segue has no page-curl).
    /// - No transition option: the changes apply without an effect.
    /// The options' curve shapes the effect (easeInOut by default).
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let before = view.layer.renderCopy(usingPresentationValues: true)
        performWithoutAnimation { animations?() }
        runTransitionEffect(options: options, duration: duration, before: before, beside: view, incoming: view,
                            completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with a transition
    /// effect (UIKit's `transition(from:to:duration:options:completion:)`): `toView`
    /// takes `fromView`'s place at once (added just above it, and `fromView` removed;
    /// with `.showHideTransitionViews` `toView` is shown and `fromView` hidden
    /// instead), and the effect plays between a frozen image of `fromView` and
    /// `toView`. A `fromView` with no superview is reported and nothing happens but
    /// the completion.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            SegueDiagnostics.report("UIView.transition(from:to:): fromView has no superview; nothing to replace")
            runBlock(duration: 0, delay: 0, timing: .curve(CAMediaTimingFunction(name: .linear)), options: [],
                     animations: {}, completion: completion, api: "transition(from:to:)")
            return
        }
        let before = fromView.layer.renderCopy(usingPresentationValues: true)
        performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                if toView.superview == nil { container.insertSubview(toView, aboveSubview: fromView) }
                toView.isHidden = false
                fromView.isHidden = true
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }
        runTransitionEffect(options: options, duration: duration, before: before, beside: toView, incoming: toView,
                            completion: completion)
    }

    /// Plays a transition effect: `before` (a frozen image) is placed just above
    /// `beside`'s layer and removed at the end; `incoming` turns in for flips.
    private static func runTransitionEffect(options: AnimationOptions, duration: TimeInterval, before: CALayer,
                                            beside: UIView, incoming: UIView, completion: ((Bool) -> Void)?) {
        let kind = options.transitionKind
        let function = CAMediaTimingFunction(name: options.curve.mediaTimingFunctionName)
        guard kind != 0, duration.isFinite, duration > 0, areAnimationsEnabled,
              let superlayer = beside.layer.superlayer else {
            runBlock(duration: 0, delay: 0, timing: .curve(function), options: [], animations: {},
                     completion: completion, api: "transition")
            return
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        superlayer.insertSublayer(before, above: beside.layer)
        let wrapped: (Bool) -> Void = { finished in
            before.removeFromSuperlayer()
            completion?(finished)
        }
        let tracker = UIViewAnimationCompletion(handler: wrapped)
        let blocked = options.contains(.allowUserInteraction) ? nil : incoming

        if kind == 5 { // cross dissolve
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Double(before.opacity)
            fade.toValue = 0.0
            fade.duration = duration
            fade.timingFunction = function
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            fade.delegate = UIViewAnimationDelegate(completion: tracker, blocking: blocked)
            before.add(fade, forKey: "UIViewTransition")
        } else {
            // Flips: the sign makes "from left" turn the left edge toward the viewer.
            let (axis, sign): ((CGFloat, CGFloat), CGFloat) = switch kind {
            case 1: ((0, 1), -1)    // from left
            case 2: ((0, 1), 1)     // from right
            case 3, 6: ((1, 0), 1)  // curl up, from top
            default: ((1, 0), -1)   // curl down, from bottom
            }
            let quarter = sign * .pi / 2
            let distance = max(beside.bounds.width, beside.bounds.height, 1) * 2
            func turned(_ base: CATransform3D, by angle: CGFloat) -> CATransform3D {
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / distance
                let rotation = CATransform3DMakeRotation(angle, axis.0, axis.1, 0)
                return CATransform3DConcat(CATransform3DConcat(rotation, perspective), base)
            }
            let outgoing = CAKeyframeAnimation(keyPath: "transform")
            outgoing.values = [before.transform, turned(before.transform, by: quarter), turned(before.transform, by: quarter)]
            outgoing.keyTimes = [0, 0.5, 1]
            outgoing.duration = duration
            outgoing.timingFunction = function
            outgoing.fillMode = .forwards
            outgoing.isRemovedOnCompletion = false
            outgoing.delegate = UIViewAnimationDelegate(completion: tracker, blocking: nil)
            before.add(outgoing, forKey: "UIViewTransition")

            let base = incoming.layer.transform
            let arriving = CAKeyframeAnimation(keyPath: "transform")
            arriving.values = [turned(base, by: -quarter), turned(base, by: -quarter), base]
            arriving.keyTimes = [0, 0.5, 1]
            arriving.duration = duration
            arriving.timingFunction = function
            arriving.delegate = UIViewAnimationDelegate(completion: tracker, blocking: blocked)
            incoming.layer.add(arriving, forKey: "UIViewTransition")
        }
        CATransaction.commit()
        tracker.seal()
    }
}

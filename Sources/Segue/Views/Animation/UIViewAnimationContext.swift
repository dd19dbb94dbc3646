import Foundation

/// One open `UIView.animate…` block: what every animatable change made inside it
/// turns into. Blocks nest; the innermost one answers.
@MainActor
final class UIViewAnimationContext {
    /// How the block's animations progress.
    enum Timing {
        /// A cubic curve over the duration.
        case curve(CAMediaTimingFunction)
        /// A UIKit spring lasting exactly the duration (the curve option is ignored).
        case spring(dampingRatio: Double, initialVelocity: Double)
    }

    /// One (layer, property) animated by an `animateKeyframes` block.
    struct KeyframeRecord {
        let layer: CALayer
        let view: UIView
        let key: String
        let keyPath: LayerKeyPath
        let initialValue: AnimatableValue
        var keyframes: [KeyframeTimeline<AnimatableValue>.Keyframe] = []
    }

    let duration: Double
    let delay: Double
    let timing: Timing
    let options: UIView.AnimationOptions
    let completion: UIViewAnimationCompletion
    /// Set for `animateKeyframes` blocks.
    let keyframeCalculationMode: CAAnimationCalculationMode?
    var keyframeRecords: [KeyframeRecord] = []
    /// While an `addKeyframe` block runs: its relative times and the records it touched.
    var openKeyframe: (start: Double, duration: Double, touched: [Int])?
    /// Views whose layers got an animation (for `.layoutSubviews`).
    var animatedViews: [UIView] = []
    /// The animations this block added, by layer and key: a second change of the
    /// same property in the block animates from the first one's start value, and
    /// the animation it replaces counts as finished for the completion (UIKit,
    /// since iOS 8, adds the later animation additively and removes nothing).
    private var addedAnimations: [(layer: ObjectIdentifier, key: String, from: AnimatableValue, delegate: UIViewAnimationDelegate)] = []
    /// Set for a block run by a `UIViewPropertyAnimator`: each change is handed to
    /// the animator (layer, view, key, start value) instead of becoming a
    /// media-timed animation, and the animator drives it on its own clock.
    var capture: ((CALayer, UIView?, String, AnimatableValue) -> Void)?

    init(duration: Double, delay: Double, timing: Timing, options: UIView.AnimationOptions,
         completion: UIViewAnimationCompletion, keyframeCalculationMode: CAAnimationCalculationMode? = nil) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        self.completion = completion
        self.keyframeCalculationMode = keyframeCalculationMode
    }

    /// The open blocks, outermost first.
    static var stack: [UIViewAnimationContext] = []
    /// `UIView.setAnimationsEnabled(_:)`.
    static var animationsEnabled = true

    /// The settings a block inherits from the block it is nested in, as UIKit
    /// applies them: the outer duration and curve unless the inner block overrides
    /// them, and the outer repeat/autoreverse unless `.overrideInheritedOptions`.
    static func inherited(duration: Double, timing: Timing, options: UIView.AnimationOptions)
        -> (duration: Double, timing: Timing, options: UIView.AnimationOptions) {
        guard let outer = stack.last, outer.keyframeCalculationMode == nil else { return (duration, timing, options) }
        var duration = duration, timing = timing, options = options
        if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
        if case .curve = timing, !options.contains(.overrideInheritedCurve) { timing = outer.timing }
        if !options.contains(.overrideInheritedOptions) {
            options.formUnion(outer.options.intersection([.repeat, .autoreverse]))
        }
        return (duration, timing, options)
    }

    // MARK: Making animations

    /// The value a change animates from: the model value before it, or the
    /// presentation value with `.beginFromCurrentState`.
    func startValue(of layer: CALayer, at keyPath: LayerKeyPath) -> AnimatableValue {
        options.contains(.beginFromCurrentState) ? layer.presentationValue(at: keyPath) : layer.modelValues.value(at: keyPath)
    }

    /// The value an animation of `key` on `layer` starts from: the start value of
    /// the block's earlier animation of the same property, if any, else `value`.
    func startValue(of layer: CALayer, key: String, otherwise value: AnimatableValue) -> AnimatableValue {
        addedAnimations.last { $0.layer == ObjectIdentifier(layer) && $0.key == key }?.from ?? value
    }

    /// Fills in the timing every animation of the block shares and adds it
    /// (`startValue`: the value it animates from).
    func add(_ animation: CAAnimation, to layer: CALayer, view: UIView?, forKey key: String, startValue: AnimatableValue) {
        if delay > 0 {
            // Counted in the layer's own time even under a frozen (speed 0) clock,
            // where converting `now + delay` would collapse the delay.
            animation.beginTime = layer.localTime(afterDelay: delay)
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        let blocked = options.contains(.allowUserInteraction) ? nil : view
        let delegate = UIViewAnimationDelegate(completion: completion, blocking: blocked)
        animation.delegate = delegate
        let earlier = addedAnimations.lastIndex { $0.layer == ObjectIdentifier(layer) && $0.key == key }
        if let earlier { addedAnimations[earlier].delegate.isSuperseded = true }
        addedAnimations.append((ObjectIdentifier(layer), key, startValue, delegate))
        layer.add(animation, forKey: key)
        if let view, !animatedViews.contains(where: { $0 === view }) { animatedViews.append(view) }
    }

    /// The basic (or spring) animation for a change of one property.
    func propertyAnimation(key: String, from value: AnimatableValue) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch timing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = function
        case .spring(let ratio, let velocity):
            let curve = SpringCurve.uiView(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
            let spring = CASpringAnimation(keyPath: key)
            spring.mass = CGFloat(curve.mass)
            spring.stiffness = CGFloat(curve.stiffness)
            spring.damping = CGFloat(curve.damping)
            spring.initialVelocity = CGFloat(curve.initialVelocity)
            animation = spring
        }
        animation.fromValue = value.anyValue
        animation.duration = duration
        return animation
    }
}

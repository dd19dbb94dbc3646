extension UIView {
    /// Options for `UIView.animate` and `UIView.transition` (UIKit's
    /// `UIView.AnimationOptions`, with UIKit's raw values).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out the animated views' subviews inside the animation, so they animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let animating views receive touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the presentation value rather than the model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after each forward run.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// In a nested block, use this block's duration rather than the outer one's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// In a nested block, use this block's curve rather than the outer one's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw content while animating (no effect in Segue: content is images).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:)`: hide and show the views rather than remove and add.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// In a nested block, do not inherit the outer block's repeat and autoreverse.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// The ease-in-ease-out curve: the default, as its raw value is 0.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// The ease-in curve: slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// The ease-out curve: slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// The linear curve: the same speed throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition effect (raw value 0).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// `transition(with:…)`: a flip about the vertical axis, from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// `transition(with:…)`: a flip about the vertical axis, from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// `transition(with:…)`: UIKit's page curl upwards, drawn as a flip about the
        /// horizontal axis in Segue.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// `transition(with:…)`: UIKit's page curl downwards, drawn as a flip about the
        /// horizontal axis in Segue.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// `transition(with:…)`: the old look fades out over the new one.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// `transition(with:…)`: a flip about the horizontal axis, from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// `transition(with:…)`: a flip about the horizontal axis, from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// UIKit's frame-rate hint, the default rate (raw value 0). Accepted and ignored:
        /// Segue's animations advance at every tick of the loop.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// UIKit's frame-rate hint for 60 frames per second; accepted and ignored.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// UIKit's frame-rate hint for 30 frames per second; accepted and ignored.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options select (bits 16–19; easeInOut when none).
        public var curve: UIViewAnimationCurve {
            UIViewAnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The transition the options select (bits 20–23).
        var transitionKind: UInt { (rawValue >> 20) & 0xF }
    }

    /// Options for `UIView.animateKeyframes` (UIKit's `UIView.KeyframeAnimationOptions`).
    /// The curve bits of `AnimationOptions` (16–19) may be passed in the raw value, as
    /// UIKit code does; they set the curve of the whole timeline (easeInOut by default).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out the animated views' subviews inside the animation, so they animate too.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let animating views receive touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the presentation value rather than the model value.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backwards after each forward run.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// In a nested block, use this block's duration rather than the outer one's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// In a nested block, do not inherit the outer block's repeat and autoreverse.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Interpolate linearly between keyframes (the default, raw value 0).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Hold each keyframe's value until the next one's start.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Ignore the keyframes' times and move at a constant speed through the values.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the values (Catmull-Rom).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth spline through the values at a constant speed, ignoring the keyframes'
        /// times.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode the options select (bits 10–12).
        public var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        /// The options shared with `AnimationOptions` (the low bits and the curve).
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & ~(UInt(0x7) << 10))
        }
    }

    /// An animation curve (UIKit's `UIView.AnimationCurve`).
    public typealias AnimationCurve = UIViewAnimationCurve
}

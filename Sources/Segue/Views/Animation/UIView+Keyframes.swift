import Foundation

extension UIView {
    /// Animates the changes made by `addKeyframe` blocks inside `animations` as one
    /// keyframe animation per property, built as UIKit builds it (see
    /// `KeyframeTimeline`): an initial frame holding the value before the animation,
    /// each keyframe from its relative start to start + relative duration (cut at the
    /// next keyframe's start), holds between and after. Relative times are fractions
    /// of `duration`. The options' calculation mode applies to every property; their
    /// curve (bits 16–19 of the raw value, easeInOut by default) applies to the
    /// whole timeline. A change made in `animations` outside any keyframe animates as
    /// a basic animation over the whole duration.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let shared = options.animationOptions
        let function = CAMediaTimingFunction(name: shared.curve.mediaTimingFunctionName)
        runBlock(duration: duration, delay: delay, timing: .curve(function), options: shared,
                 keyframeCalculationMode: options.calculationMode, animations: animations,
                 completion: completion, api: "animateKeyframes")
    }

    /// Records the changes `animations` makes as keyframes from `frameStartTime` to
    /// `frameStartTime + frameDuration`, both fractions of the enclosing
    /// `animateKeyframes` duration. Outside an `animateKeyframes` block it runs the
    /// changes unanimated, with a diagnostic.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let context = UIViewAnimationContext.stack.last, context.keyframeCalculationMode != nil else {
            SegueDiagnostics.report("UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:): called outside UIView.animateKeyframes; its changes are applied without animation")
            performWithoutAnimation(animations)
            return
        }
        guard context.openKeyframe == nil else {
            SegueDiagnostics.report("UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:): nested in another addKeyframe; its changes belong to the outer keyframe")
            animations()
            return
        }
        context.openKeyframe = (frameStartTime, frameDuration, [])
        animations()
        let touched = context.openKeyframe?.touched ?? []
        context.openKeyframe = nil
        for index in touched {
            let record = context.keyframeRecords[index]
            let value = record.layer.modelValues.value(at: record.keyPath)
            context.keyframeRecords[index].keyframes.append(
                .init(relativeStartTime: frameStartTime, relativeDuration: frameDuration, value: value))
        }
    }
}

extension UIViewAnimationContext {
    /// Notes that a keyframe block changed a property (its value is read after the
    /// block).
    func recordKeyframeChange(view: UIView, layer: CALayer, key: String, keyPath: LayerKeyPath) {
        let index: Int
        if let existing = keyframeRecords.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            index = existing
        } else {
            keyframeRecords.append(KeyframeRecord(layer: layer, view: view, key: key, keyPath: keyPath,
                                                  initialValue: startValue(of: layer, at: keyPath)))
            index = keyframeRecords.count - 1
        }
        if var open = openKeyframe, !open.touched.contains(index) {
            open.touched.append(index)
            openKeyframe = open
        }
    }

    /// Turns the keyframe records into one keyframe animation per property.
    func addKeyframeAnimations() {
        guard let mode = keyframeCalculationMode else { return }
        for record in keyframeRecords {
            let timeline = KeyframeTimeline.lenient(initialValue: record.initialValue, keyframes: record.keyframes)
            guard duration > 0 else { continue }
            let animation = CAKeyframeAnimation(keyPath: record.key)
            animation.values = timeline.values.map(\.anyValue)
            animation.keyTimes = timeline.keyTimes.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            if case .curve(let function) = timing { animation.timingFunction = function }
            animation.duration = duration
            add(animation, to: record.layer, view: record.view, forKey: record.key, startValue: record.initialValue)
        }
    }
}

import Foundation

/// A property animation in the form a tick evaluates, built once when the animation
/// is added: the key path parsed, the `Any` values converted to the property's type,
/// keyframes and transform decompositions precomputed. A class, so that a tick
/// reaches it through one pointer instead of copying its (large) payload.
final class CompiledAnimation: Sendable {
    enum Values: Sendable {
        case scalar(ValueSource<Double>)
        case point(ValueSource<CGPoint>)
        case size(ValueSource<CGSize>)
        case rect(ValueSource<CGRect>)
        case color(ValueSource<RGBAColor>)
        case transform(TransformSource)
    }

    let keyPath: LayerKeyPath
    let values: Values
    let curve: ProgressCurve
    let isAdditive: Bool
    let isCumulative: Bool
    /// Whether the value depends on the property's value under the animation
    /// (additive, or an end taken from it). When not, `apply` does not read it —
    /// for a transform field ("transform.rotation.y") that read is a decomposition.
    let readsCurrent: Bool
    /// The values again, one property per kind (nil but the one), for `apply`: a
    /// `switch` over `values` copies the whole enum, as large as its largest
    /// payload (~150 bytes, a `memmove` per evaluation); these copy only the kind
    /// in use.
    private let scalarSource: ValueSource<Double>?
    private let pointSource: ValueSource<CGPoint>?
    private let sizeSource: ValueSource<CGSize>?
    private let rectSource: ValueSource<CGRect>?
    private let colorSource: ValueSource<RGBAColor>?
    private let transformSource: TransformSource?

    init(keyPath: LayerKeyPath, values: Values, curve: ProgressCurve, isAdditive: Bool, isCumulative: Bool) {
        self.keyPath = keyPath
        self.values = values
        self.curve = curve
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        var scalar: ValueSource<Double>?, point: ValueSource<CGPoint>?, size: ValueSource<CGSize>?
        var rect: ValueSource<CGRect>?, color: ValueSource<RGBAColor>?, transform: TransformSource?
        switch values {
        case .scalar(let source): (scalar, readsCurrent) = (source, source.readsCurrent(additive: isAdditive))
        case .point(let source): (point, readsCurrent) = (source, source.readsCurrent(additive: isAdditive))
        case .size(let source): (size, readsCurrent) = (source, source.readsCurrent(additive: isAdditive))
        case .rect(let source): (rect, readsCurrent) = (source, source.readsCurrent(additive: isAdditive))
        case .color(let source): (color, readsCurrent) = (source, source.readsCurrent(additive: isAdditive))
        case .transform(let source): (transform, readsCurrent) = (source, isAdditive || source.tween == nil)
        }
        (scalarSource, pointSource, sizeSource, rectSource, colorSource, transformSource) = (scalar, point, size, rect, color, transform)
    }

    /// Applies the animation at a time in its simple duration to `properties`.
    /// `iteration` counts completed repetitions (used by cumulative animations).
    @inline(__always)
    func apply(simpleTime: Double, duration: Double, iteration: Double, to properties: inout LayerProperties) {
        let progress = curve.progress(simpleTime: simpleTime, duration: duration)
        let repeats = isCumulative ? iteration : 0
        if let source = scalarSource {
            let current = readsCurrent ? properties.scalar(at: keyPath) : 0
            properties.setScalar(source.value(progress: progress, current: current, additive: isAdditive, iteration: repeats), at: keyPath)
        } else if let source = pointSource {
            let current = properties.point(at: keyPath)
            properties.setPoint(source.value(progress: progress, current: current, additive: isAdditive, iteration: repeats), at: keyPath)
        } else if let source = transformSource {
            let current = properties.transform(at: keyPath)
            properties.setTransform(source.value(progress: progress, current: current, additive: isAdditive), at: keyPath)
        } else if let source = sizeSource {
            let current = properties.size(at: keyPath)
            properties.setSize(source.value(progress: progress, current: current, additive: isAdditive, iteration: repeats), at: keyPath)
        } else if let source = rectSource {
            let current = properties.bounds
            properties.bounds = source.value(progress: progress, current: current, additive: isAdditive, iteration: repeats)
        } else if let source = colorSource {
            let current = properties.color(at: keyPath)
            properties.setColor(source.value(progress: progress, current: current, additive: isAdditive, iteration: repeats), at: keyPath)
        }
    }
}

extension CompiledAnimation {
    /// Compiles a property animation for a layer; nil (with a diagnostic naming the
    /// problem) when the key path is not animatable or a value has the wrong type.
    /// `captured` is the property's presentation value when the animation was added.
    convenience init?(_ animation: CAPropertyAnimation, captured: AnimatableValue?) {
        guard let path = animation.keyPath else {
            SegueDiagnostics.report("\(animation.describedForDiagnostics) has no keyPath; it animates nothing")
            return nil
        }
        guard let keyPath = LayerKeyPath(path) else {
            SegueDiagnostics.report("\"\(path)\" is not an animatable CALayer key path in Segue; the animation is kept but animates nothing")
            return nil
        }
        let kind = keyPath.valueKind
        let values: Values
        let curve: ProgressCurve
        func convert(_ any: Any?, _ role: String) -> AnimatableValue?? {
            guard let any else { return .some(nil) }
            guard let value = AnimatableValue(any, kind: kind), value.isFinite else {
                SegueDiagnostics.report("\(role) \(any) (\(type(of: any))) of \(animation.describedForDiagnostics) does not fit the \(kind) property; the animation animates nothing")
                return nil
            }
            return .some(value)
        }

        switch animation {
        case let basic as CABasicAnimation:
            guard let from = convert(basic.fromValue, "fromValue"),
                  let to = convert(basic.toValue, "toValue"),
                  let by = convert(basic.byValue, "byValue") else { return nil }
            guard let basicValues = Self.basicValues(kind: kind, from: from, to: to, by: by, captured: captured) else { return nil }
            values = basicValues
            if let spring = basic as? CASpringAnimation {
                curve = .spring(spring.springCurve)
            } else {
                curve = ProgressCurve(basic.timingFunction)
            }
        case let keyframes as CAKeyframeAnimation:
            var converted: [AnimatableValue] = []
            for (index, any) in (keyframes.values ?? []).enumerated() {
                guard let value = convert(any, "values[\(index)]"), let value else { return nil }
                converted.append(value)
            }
            guard !converted.isEmpty else {
                SegueDiagnostics.report("\(animation.describedForDiagnostics) has no values; it animates nothing")
                return nil
            }
            guard let keyframeValues = Self.keyframeValues(kind: kind, values: converted, animation: keyframes) else { return nil }
            values = keyframeValues
            curve = ProgressCurve(keyframes.timingFunction)
        default:
            SegueDiagnostics.report("\(animation.describedForDiagnostics) is a property animation Segue cannot evaluate")
            return nil
        }
        self.init(keyPath: keyPath, values: values, curve: curve,
                  isAdditive: animation.isAdditive, isCumulative: animation.isCumulative)
    }

    private static func basicValues(kind: LayerKeyPath.ValueKind, from: AnimatableValue?, to: AnimatableValue?,
                                    by: AnimatableValue?, captured: AnimatableValue?) -> Values? {
        switch kind {
        case .scalar, .boolean:
            return .scalar(.basic(BasicValues(from: from?.scalar, to: to?.scalar, by: by?.scalar, captured: captured?.scalar)))
        case .point:
            return .point(.basic(BasicValues(from: from?.point, to: to?.point, by: by?.point, captured: captured?.point)))
        case .size:
            return .size(.basic(BasicValues(from: from?.size, to: to?.size, by: by?.size, captured: captured?.size)))
        case .rect:
            return .rect(.basic(BasicValues(from: from?.rect, to: to?.rect, by: by?.rect, captured: captured?.rect)))
        case .color:
            return .color(.basic(BasicValues(from: from?.color, to: to?.color, by: by?.color, captured: captured?.color)))
        case .transform:
            return .transform(TransformSource(from: from?.transform, to: to?.transform, by: by?.transform, captured: captured?.transform))
        }
    }

    private static func keyframeValues(kind: LayerKeyPath.ValueKind, values: [AnimatableValue],
                                       animation: CAKeyframeAnimation) -> Values? {
        let keyTimes = animation.keyTimes?.map(\.doubleValue)
        let functions = animation.timingFunctions?.map(\.unitBezier)
        let mode = animation.calculationMode
        let tension = animation.tensionValues?.map(\.doubleValue)
        let continuity = animation.continuityValues?.map(\.doubleValue)
        let bias = animation.biasValues?.map(\.doubleValue)
        func track<V: VectorInterpolatable & Sendable>(_ typed: [V]) -> KeyframeTrack<V>? {
            KeyframeTrack.lenient(values: typed, keyTimes: keyTimes, timingFunctions: functions, calculationMode: mode,
                                  tensionValues: tension, continuityValues: continuity, biasValues: bias)
        }
        switch kind {
        case .scalar, .boolean: return track(values.compactMap(\.scalar)).map { .scalar(.keyframes(KeyframeBox($0))) }
        case .point: return track(values.compactMap(\.point)).map { .point(.keyframes(KeyframeBox($0))) }
        case .size: return track(values.compactMap(\.size)).map { .size(.keyframes(KeyframeBox($0))) }
        case .rect: return track(values.compactMap(\.rect)).map { .rect(.keyframes(KeyframeBox($0))) }
        case .color: return track(values.compactMap(\.color)).map { .color(.keyframes(KeyframeBox($0))) }
        case .transform:
            var decompositions: [TransformDecomposition] = []
            for (index, transform) in values.compactMap(\.transform).enumerated() {
                guard let decomposition = TransformDecomposition(transform) else {
                    SegueDiagnostics.report("values[\(index)] of \(animation.describedForDiagnostics) is a transform that cannot be decomposed; the animation animates nothing")
                    return nil
                }
                decompositions.append(decomposition)
            }
            return track(decompositions).map { .transform(TransformSource(keyframes: $0)) }
        }
    }
}

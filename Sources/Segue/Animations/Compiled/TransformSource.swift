/// The values a `transform` (or `sublayerTransform`) animation moves through.
///
/// Transforms interpolate by decomposition (translation, scale, skew, perspective,
/// rotation slerped as a quaternion), never element by element; `byValue` and
/// additive animations concatenate rather than add.
enum TransformSource: Sendable {
    /// from/to/by as for `ValueSource.basic`; `interpolator` holds the precomputed
    /// decompositions when both endpoints are fixed (from and to, or from and by).
    case basic(from: CATransform3D?, to: CATransform3D?, by: CATransform3D?, captured: CATransform3D?,
               interpolator: TransformInterpolator?)
    /// Keyframes, splined in decomposed form.
    case keyframes(KeyframeTrack<TransformDecomposition>)

    static func basic(from: CATransform3D?, to: CATransform3D?, by: CATransform3D?, captured: CATransform3D?) -> TransformSource {
        var interpolator: TransformInterpolator?
        if let from, to != nil || by != nil {
            interpolator = TransformInterpolator(from: from, to: to ?? CATransform3DConcat(from, by!))
        } else if let to, let by {
            interpolator = TransformInterpolator(from: CATransform3DConcat(to, CATransform3DInvert(by)), to: to)
        }
        return .basic(from: from, to: to, by: by, captured: captured, interpolator: interpolator)
    }

    @inline(__always)
    func value(progress: Double, current: CATransform3D, additive: Bool) -> CATransform3D {
        let base = additive ? CATransform3DIdentity : current
        let result: CATransform3D
        switch self {
        case .basic(let from, let to, let by, let captured, let interpolator):
            if let interpolator {
                result = interpolator.transform(at: progress)
            } else {
                let start: CATransform3D, end: CATransform3D
                switch (from, to, by) {
                case let (from?, nil, nil): (start, end) = (from, base)
                case let (nil, to?, nil): (start, end) = (base, to)
                case let (nil, nil, by?): (start, end) = (base, CATransform3DConcat(base, by))
                default: (start, end) = (captured ?? base, base)
                }
                result = CATransform3D.interpolate(from: start, to: end, fraction: progress)
            }
        case .keyframes(let track):
            result = track.value(at: progress).transform
        }
        return additive ? CATransform3DConcat(result, current) : result
    }
}

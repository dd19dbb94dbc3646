/// A value a property animation can interpolate: the presentation value at a
/// fraction between two model values.
///
/// `fraction` is not limited to [0, 1]: spring curves and Bézier curves with control
/// points outside the unit square overshoot, and the value must extrapolate the same
/// way Core Animation does (a straight continuation for vector values; for transforms,
/// a continuation of the decomposed components).
public protocol Interpolatable {
    /// The value `fraction` of the way from `from` to `to`.
    static func interpolate(from: Self, to: Self, fraction: Double) -> Self
}

/// A value that also forms a vector space, which keyframe splines (cubic),
/// constant-speed pacing (paced, cubicPaced), additive animations and `byValue`
/// need.
///
/// For every conforming type, `interpolate(from:to:fraction:)` must equal
/// `from + (to - from).scaled(by: fraction)` up to rounding, except where a type
/// documents otherwise (transform decompositions slerp their rotation).
public protocol VectorInterpolatable: Interpolatable {
    /// The additive identity.
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// The value multiplied by a scalar.
    func scaled(by factor: Double) -> Self
    /// The Euclidean length of the value taken as a vector; the distance between two
    /// values is `(a - b).magnitude`. Paced keyframes space key times by it.
    var magnitude: Double { get }
}

extension VectorInterpolatable {
    /// The straight-line interpolation every vector value uses.
    @inlinable public static func interpolate(from: Self, to: Self, fraction: Double) -> Self {
        from + (to - from).scaled(by: fraction)
    }

    /// The distance to another value, `(self - other).magnitude`.
    @inlinable public func distance(to other: Self) -> Double {
        (self - other).magnitude
    }
}

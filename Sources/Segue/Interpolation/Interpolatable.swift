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
/// The requirements carry a `vector` prefix rather than being operators or
/// `zero`/`magnitude`: iOS code commonly declares its own `CGPoint` operators, and
/// `CGFloat.magnitude` already means something else; Segue must not collide with either.
///
/// For every conforming type, `interpolate(from:to:fraction:)` equals
/// `from + (to − from)·fraction` up to rounding, except where a type documents
/// otherwise (transform decompositions slerp their rotation).
public protocol VectorInterpolatable: Interpolatable {
    /// The additive identity.
    static var vectorZero: Self { get }
    /// Component-wise sum.
    static func vectorSum(_ lhs: Self, _ rhs: Self) -> Self
    /// Component-wise difference, `lhs − rhs`.
    static func vectorDifference(_ lhs: Self, _ rhs: Self) -> Self
    /// The value with every component multiplied by `factor`.
    func vectorScaled(by factor: Double) -> Self
    /// The Euclidean length of the value taken as a vector. Paced keyframes space key
    /// times by the distance `vectorDifference(a, b).vectorLength`.
    var vectorLength: Double { get }
}

extension VectorInterpolatable {
    /// The straight-line interpolation every vector value uses.
    @inlinable public static func interpolate(from: Self, to: Self, fraction: Double) -> Self {
        vectorSum(from, vectorDifference(to, from).vectorScaled(by: fraction))
    }

    /// The distance to another value, `vectorDifference(self, other).vectorLength`.
    @inlinable public func vectorDistance(to other: Self) -> Double {
        Self.vectorDifference(self, other).vectorLength
    }
}

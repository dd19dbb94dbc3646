import Foundation

// Scalars animate the way Core Animation animates `opacity`, `cornerRadius` or a key
// path's number: a straight line from the start value to the end value, extrapolated
// along the same line when a curve overshoots. Each scalar is a one-dimensional
// vector whose length is its absolute value.

/// `Double` as a one-dimensional vector, the type Segue uses for scalar key paths
/// such as `opacity` (a `Float` in Core Animation, widened here).
extension Double: VectorInterpolatable {
    /// Zero.
    @inlinable public static var vectorZero: Double { 0 }

    /// `lhs + rhs`.
    @inlinable public static func vectorSum(_ lhs: Double, _ rhs: Double) -> Double { lhs + rhs }

    /// `lhs − rhs`.
    @inlinable public static func vectorDifference(_ lhs: Double, _ rhs: Double) -> Double { lhs - rhs }

    /// `self · factor`.
    @inlinable public func vectorScaled(by factor: Double) -> Double { self * factor }

    /// The absolute value.
    @inlinable public var vectorLength: Double { abs(self) }
}

/// `Float` as a one-dimensional vector: `CALayer.opacity` and `shadowOpacity` are
/// `Float` in Core Animation. Arithmetic is carried out in `Double` and rounded back
/// to `Float` once.
extension Float: VectorInterpolatable {
    /// Zero.
    @inlinable public static var vectorZero: Float { 0 }

    /// `lhs + rhs`.
    @inlinable public static func vectorSum(_ lhs: Float, _ rhs: Float) -> Float { lhs + rhs }

    /// `lhs − rhs`.
    @inlinable public static func vectorDifference(_ lhs: Float, _ rhs: Float) -> Float { lhs - rhs }

    /// `self · factor`, computed in `Double` and rounded to `Float`.
    @inlinable public func vectorScaled(by factor: Double) -> Float { Float(Double(self) * factor) }

    /// The absolute value, as a `Double`.
    @inlinable public var vectorLength: Double { abs(Double(self)) }

    /// `from + (to − from)·fraction`, computed in `Double` and rounded to `Float` once,
    /// so the result is as close to the exact value as `Float` allows.
    @inlinable public static func interpolate(from: Float, to: Float, fraction: Double) -> Float {
        let start = Double(from)
        return Float(start + (Double(to) - start) * fraction)
    }
}

/// `CGFloat` as a one-dimensional vector: the type of most UIKit scalar properties
/// (`alpha`, `cornerRadius`, `borderWidth`).
extension CGFloat: VectorInterpolatable {
    /// Zero.
    @inlinable public static var vectorZero: CGFloat { 0 }

    /// `lhs + rhs`.
    @inlinable public static func vectorSum(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { lhs + rhs }

    /// `lhs − rhs`.
    @inlinable public static func vectorDifference(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { lhs - rhs }

    /// `self · factor`.
    @inlinable public func vectorScaled(by factor: Double) -> CGFloat { CGFloat(Double(self) * factor) }

    /// The absolute value, as a `Double`.
    @inlinable public var vectorLength: Double { Swift.abs(Double(self)) }
}

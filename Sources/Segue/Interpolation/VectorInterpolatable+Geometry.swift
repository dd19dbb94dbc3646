import Foundation

// Core Graphics geometry animates component by component, the way Core Animation
// interpolates `position`, `bounds.size`, `bounds` and `anchorPoint`: every component
// runs along its own straight line, so the value moves along a straight line in the
// space of its components. No component is standardized or clamped: a rect keeps a
// negative width if it is given one, and an overshooting curve extrapolates.

/// `CGPoint` as the 2-vector (x, y): `CALayer.position`, `anchorPoint`, `center`.
extension CGPoint: VectorInterpolatable {
    /// The point (0, 0).
    @inlinable public static var vectorZero: CGPoint { CGPoint(x: 0, y: 0) }

    /// (lhs.x + rhs.x, lhs.y + rhs.y).
    @inlinable public static func vectorSum(_ lhs: CGPoint, _ rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// (lhs.x − rhs.x, lhs.y − rhs.y).
    @inlinable public static func vectorDifference(_ lhs: CGPoint, _ rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// (x·factor, y·factor).
    @inlinable public func vectorScaled(by factor: Double) -> CGPoint {
        CGPoint(x: Double(x) * factor, y: Double(y) * factor)
    }

    /// √(x² + y²): the distance from the origin, which paced keyframes use.
    @inlinable public var vectorLength: Double {
        let x = Double(self.x), y = Double(self.y)
        return (x * x + y * y).squareRoot()
    }
}

/// `CGSize` as the 2-vector (width, height): `bounds.size`, `shadowOffset`.
extension CGSize: VectorInterpolatable {
    /// The size (0, 0).
    @inlinable public static var vectorZero: CGSize { CGSize(width: 0, height: 0) }

    /// (lhs.width + rhs.width, lhs.height + rhs.height).
    @inlinable public static func vectorSum(_ lhs: CGSize, _ rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    /// (lhs.width − rhs.width, lhs.height − rhs.height).
    @inlinable public static func vectorDifference(_ lhs: CGSize, _ rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    /// (width·factor, height·factor).
    @inlinable public func vectorScaled(by factor: Double) -> CGSize {
        CGSize(width: Double(width) * factor, height: Double(height) * factor)
    }

    /// √(width² + height²).
    @inlinable public var vectorLength: Double {
        let width = Double(self.width), height = Double(self.height)
        return (width * width + height * height).squareRoot()
    }
}

/// `CGRect` as the 4-vector (origin.x, origin.y, size.width, size.height), the way
/// Core Animation interpolates `bounds` and UIKit animates `frame`. The rect is never
/// standardized: its stored origin and size are the components.
extension CGRect: VectorInterpolatable {
    /// The rect with every component 0.
    @inlinable public static var vectorZero: CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }

    /// The component-wise sum of origins and sizes.
    @inlinable public static func vectorSum(_ lhs: CGRect, _ rhs: CGRect) -> CGRect {
        CGRect(origin: CGPoint.vectorSum(lhs.origin, rhs.origin),
               size: CGSize.vectorSum(lhs.size, rhs.size))
    }

    /// The component-wise difference of origins and sizes.
    @inlinable public static func vectorDifference(_ lhs: CGRect, _ rhs: CGRect) -> CGRect {
        CGRect(origin: CGPoint.vectorDifference(lhs.origin, rhs.origin),
               size: CGSize.vectorDifference(lhs.size, rhs.size))
    }

    /// Origin and size each scaled by `factor`.
    @inlinable public func vectorScaled(by factor: Double) -> CGRect {
        CGRect(origin: origin.vectorScaled(by: factor), size: size.vectorScaled(by: factor))
    }

    /// √(x² + y² + width² + height²) over the stored (unstandardized) components.
    @inlinable public var vectorLength: Double {
        let x = Double(origin.x), y = Double(origin.y)
        let width = Double(size.width), height = Double(size.height)
        return (x * x + y * y + width * width + height * height).squareRoot()
    }
}

/// `CGVector` as the 2-vector (dx, dy): velocities.
extension CGVector: VectorInterpolatable {
    /// The vector (0, 0).
    @inlinable public static var vectorZero: CGVector { CGVector(dx: 0.0, dy: 0.0) }

    /// (lhs.dx + rhs.dx, lhs.dy + rhs.dy).
    @inlinable public static func vectorSum(_ lhs: CGVector, _ rhs: CGVector) -> CGVector {
        CGVector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    /// (lhs.dx − rhs.dx, lhs.dy − rhs.dy).
    @inlinable public static func vectorDifference(_ lhs: CGVector, _ rhs: CGVector) -> CGVector {
        CGVector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }

    /// (dx·factor, dy·factor).
    @inlinable public func vectorScaled(by factor: Double) -> CGVector {
        CGVector(dx: Double(dx) * factor, dy: Double(dy) * factor)
    }

    /// √(dx² + dy²).
    @inlinable public var vectorLength: Double {
        let dx = Double(self.dx), dy = Double(self.dy)
        return (dx * dx + dy * dy).squareRoot()
    }
}

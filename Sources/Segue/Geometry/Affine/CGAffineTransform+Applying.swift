import Foundation

extension CGPoint {
    /// The point transformed by `t`, as `CGPointApplyAffineTransform`:
    /// `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t` as a vector (translation ignored), as
    /// `CGSizeApplyAffineTransform`: `(a·w + c·h, b·w + d·h)`. The result may be negative.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners of the
    /// (standardised) rectangle, as `CGRectApplyAffineTransform`. A rotated rectangle
    /// therefore grows to its axis-aligned bounding box.
    ///
    /// The null rectangle and the infinite rectangle are returned unchanged, as Core
    /// Graphics does.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let rect = standardized
        let x0 = rect.origin.x, y0 = rect.origin.y
        let x1 = x0 + rect.size.width, y1 = y0 + rect.size.height
        // The four corners, transformed.
        let ax = t.a * x0 + t.c * y0 + t.tx, ay = t.b * x0 + t.d * y0 + t.ty
        let bx = t.a * x1 + t.c * y0 + t.tx, by = t.b * x1 + t.d * y0 + t.ty
        let cx = t.a * x0 + t.c * y1 + t.tx, cy = t.b * x0 + t.d * y1 + t.ty
        let dx = t.a * x1 + t.c * y1 + t.tx, dy = t.b * x1 + t.d * y1 + t.ty
        let minX = Swift.min(Swift.min(ax, bx), Swift.min(cx, dx))
        let maxX = Swift.max(Swift.max(ax, bx), Swift.max(cx, dx))
        let minY = Swift.min(Swift.min(ay, by), Swift.min(cy, dy))
        let maxY = Swift.max(Swift.max(ay, by), Swift.max(cy, dy))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

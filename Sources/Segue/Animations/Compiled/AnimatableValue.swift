import Foundation

/// One value of an animatable layer property, typed by kind: what `fromValue`,
/// `toValue`, `byValue` and keyframe `values` (all `Any` in Core Animation's API)
/// become when an animation is added.
enum AnimatableValue: Sendable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(RGBAColor)
    case transform(CATransform3D)

    /// Converts an `Any` from the animation API for a property of `kind`; nil when
    /// the value's type does not fit the property.
    init?(_ any: Any, kind: LayerKeyPath.ValueKind) {
        switch kind {
        case .scalar, .boolean:
            guard let scalar = Self.scalar(from: any) else { return nil }
            self = .scalar(scalar)
        case .point:
            guard let point = any as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            if let size = any as? CGSize { self = .size(size) }
            else if let point = any as? CGPoint { self = .size(CGSize(width: point.x, height: point.y)) }
            else { return nil }
        case .rect:
            guard let rect = any as? CGRect else { return nil }
            self = .rect(rect)
        case .color:
            if let color = any as? CGColor { self = .color(color.rgba) }
            else if let rgba = any as? RGBAColor { self = .color(rgba) }
            else { return nil }
        case .transform:
            if let transform = any as? CATransform3D { self = .transform(transform) }
            else if let affine = any as? CGAffineTransform { self = .transform(CATransform3DMakeAffineTransform(affine)) }
            else { return nil }
        }
    }

    private static func scalar(from any: Any) -> Double? {
        switch any {
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        case let value as Bool: return value ? 1 : 0
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    var scalar: Double? { if case .scalar(let v) = self { v } else { nil } }
    var point: CGPoint? { if case .point(let v) = self { v } else { nil } }
    var size: CGSize? { if case .size(let v) = self { v } else { nil } }
    var rect: CGRect? { if case .rect(let v) = self { v } else { nil } }
    var color: RGBAColor? { if case .color(let v) = self { v } else { nil } }
    var transform: CATransform3D? { if case .transform(let v) = self { v } else { nil } }

    /// True when every component is finite (NaN or infinity never reach a layer).
    var isFinite: Bool {
        switch self {
        case .scalar(let v): v.isFinite
        case .point(let p): p.x.isFinite && p.y.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .rect(let r): r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
        case .color(let c): c.isFinite
        case .transform(let t): t.hasOnlyFiniteEntries
        }
    }
}

extension AnimatableValue {
    /// The value in the type Core Animation's API uses for it (`fromValue`,
    /// keyframe `values`): a Double, CGPoint, CGSize, CGRect, CGColor or CATransform3D.
    var anyValue: Any {
        switch self {
        case .scalar(let v): v
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .color(let c): CGColor(rgba: c)
        case .transform(let t): t
        }
    }
}

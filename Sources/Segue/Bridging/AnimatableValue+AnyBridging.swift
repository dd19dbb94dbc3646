import Foundation

/// Between `AnimatableValue` and the `Any` of Core Animation's API: an animation's
/// `fromValue`, `toValue`, `byValue` and keyframe `values`, and key-value coding on
/// layers. Numbers come as any Swift number, `Bool` or `NSNumber`; geometry as the
/// value or its `NSValue` box (`NSValueBridged`); colours as `CGColor`.
extension AnimatableValue {
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

    /// The value as key-value coding returns it: a number as `NSNumber` (a Bool one
    /// for a boolean property), other kinds as `anyValue`.
    func keyValueObject(kind: LayerKeyPath.ValueKind) -> Any {
        switch (self, kind) {
        case (.scalar(let v), .boolean): NSNumber(value: v >= 0.5)
        case (.scalar(let v), _): NSNumber(value: v)
        default: anyValue
        }
    }
}

import Foundation

/// One value of an animatable layer property, typed by kind: what `fromValue`,
/// `toValue`, `byValue` and keyframe `values` (all `Any` in Core Animation's API)
/// become when an animation is added (`AnimatableValue+AnyBridging.swift` converts).
enum AnimatableValue: Sendable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(RGBAColor)
    case transform(CATransform3D)

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

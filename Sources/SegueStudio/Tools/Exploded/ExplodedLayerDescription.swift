import Foundation
import Segue
import SegueSDL

/// What the exploded view's inspector says about the selected layer, like the
/// object inspector of Xcode's view debugger: its name, class, level, geometry,
/// transform, opacity, whether it is hidden, and its running animations — read
/// from the presentation layer, so they follow the animations.
@MainActor
struct ExplodedLayerDescription: Equatable {
    /// One line of the inspector: a key ("Frame") and its value; a value too long
    /// for one line comes as lines with an empty key after the first.
    struct Row: Equatable {
        var key: String
        var value: String
    }

    /// The layer's name (`ExplodedLayerName`).
    var title: String
    var rows: [Row]

    /// The most animations listed; more are counted in one line.
    static let maximumAnimations = 6

    /// The description of `layer` on sheet level `level` (nil: unknown).
    init(_ layer: CALayer, level: Int?) {
        title = ExplodedLayerName.name(of: layer)
        let shown = layer.presentation() ?? layer
        var rows: [Row] = []
        let layerType = String(describing: type(of: layer))
        if let view = layer.delegate as? UIView {
            rows.append(Row(key: "Class", value: "\(String(describing: type(of: view))) (\(layerType))"))
        } else {
            rows.append(Row(key: "Class", value: layerType))
        }
        if let level { rows.append(Row(key: "Level", value: "\(level)")) }
        rows.append(Row(key: "Frame", value: Self.rect(shown.frame)))
        rows.append(Row(key: "Bounds", value: Self.rect(shown.bounds)))
        rows.append(Row(key: "Position", value: "(\(Self.number(shown.position.x)), \(Self.number(shown.position.y)))"))
        if shown.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
            rows.append(Row(key: "Anchor", value: "(\(Self.number(shown.anchorPoint.x)), \(Self.number(shown.anchorPoint.y)))"))
        }
        if shown.zPosition != 0 { rows.append(Row(key: "z position", value: Self.number(shown.zPosition))) }
        for (index, line) in Self.transform(shown.transform).enumerated() {
            rows.append(Row(key: index == 0 ? "Transform" : "", value: line))
        }
        rows.append(Row(key: "Opacity", value: Self.number(CGFloat(shown.opacity))))
        rows.append(Row(key: "Hidden", value: shown.isHidden ? "yes" : "no"))
        let keys = layer.animationKeys() ?? []
        if keys.isEmpty {
            rows.append(Row(key: "Animations", value: "none"))
        } else {
            for (index, key) in keys.prefix(Self.maximumAnimations).enumerated() {
                rows.append(Row(key: index == 0 ? "Animations" : "", value: Self.animation(key, layer.animation(forKey: key))))
            }
            if keys.count > Self.maximumAnimations {
                rows.append(Row(key: "", value: "+\(keys.count - Self.maximumAnimations) more"))
            }
        }
        self.rows = rows
    }

    /// "(x, y, width, height)" with `number`'s rounding.
    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// A number rounded to two decimals, without trailing zeros (`CurveTitle.number`),
    /// with a typographic minus ("12", "0.5", "−0.25"; "−0" reads "0").
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        guard double.isFinite else { return "\(double)" }
        return CurveTitle.number(double, decimals: 2).replacingOccurrences(of: "-", with: "−")
    }

    /// The transform in words: "identity"; one that stays in the plane as its scale,
    /// rotation and translation ("scale 0.9, rotate 12°, translate (4, 0)"), read
    /// from Segue's `TransformDecomposition` (the components Core Animation
    /// interpolates); else its four rows.
    static func transform(_ t: CATransform3D) -> [String] {
        if CATransform3DIsIdentity(t) { return ["identity"] }
        let tolerance = 1e-6
        if let d = TransformDecomposition(t), d.perspective == SIMD4(0, 0, 0, 1), abs(d.translation.z) < tolerance,
           abs(d.scale.z - 1) < tolerance, abs(d.skew.xy) < tolerance, abs(d.skew.xz) < tolerance, abs(d.skew.yz) < tolerance,
           abs(d.rotation.x) < tolerance, abs(d.rotation.y) < tolerance {
            let (sx, sy) = (CGFloat(d.scale.x), CGFloat(d.scale.y))
            var angle = 2 * atan2(d.rotation.z, d.rotation.w) * 180 / .pi
            if angle > 180 { angle -= 360 } else if angle <= -180 { angle += 360 }
            var parts: [String] = []
            if abs(sx - 1) > 0.005 || abs(sy - 1) > 0.005 {
                parts.append(abs(sx - sy) < 0.005 ? "scale \(number(sx))" : "scale \(number(sx)) × \(number(sy))")
            }
            if abs(angle) > 0.05 { parts.append("rotate \(number(CGFloat(angle)))°") }
            if d.translation.x != 0 || d.translation.y != 0 {
                parts.append("translate (\(number(CGFloat(d.translation.x))), \(number(CGFloat(d.translation.y))))")
            }
            if !parts.isEmpty { return [parts.joined(separator: ", ")] }
        }
        let rows: [[CGFloat]] = [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
                                 [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
        return rows.map { "[" + $0.map { number($0) }.joined(separator: "  ") + "]" }
    }

    /// An animation as the inspector lists it: its key, and the key path and
    /// class when they say more ("flip: transform (CASpringAnimation)").
    static func animation(_ key: String, _ animation: CAAnimation?) -> String {
        guard let animation else { return key }
        let kind = String(describing: type(of: animation))
        if let property = animation as? CAPropertyAnimation, let path = property.keyPath, path != key {
            return "\(key): \(path) (\(kind))"
        }
        return "\(key) (\(kind))"
    }
}

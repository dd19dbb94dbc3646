import Foundation

/// An animatable key path of `CALayer`, parsed once when an animation is added so
/// that ticks never compare strings.
///
/// The names are Core Animation's: the properties themselves ("position",
/// "bounds", "opacity", "transform", …), their struct fields ("position.x",
/// "bounds.size.width", …) and the transform's decomposed fields
/// ("transform.rotation.z", "transform.scale", "transform.translation.x", …).
public enum LayerKeyPath: Hashable, Sendable {
    /// "bounds".
    case bounds
    /// "bounds.origin".
    case boundsOrigin
    /// "bounds.size".
    case boundsSize
    /// "bounds.origin.x".
    case boundsOriginX
    /// "bounds.origin.y".
    case boundsOriginY
    /// "bounds.size.width".
    case boundsWidth
    /// "bounds.size.height".
    case boundsHeight
    /// "position".
    case position
    /// "position.x".
    case positionX
    /// "position.y".
    case positionY
    /// "anchorPoint".
    case anchorPoint
    /// "anchorPoint.x".
    case anchorPointX
    /// "anchorPoint.y".
    case anchorPointY
    /// "zPosition".
    case zPosition
    /// "anchorPointZ".
    case anchorPointZ
    /// "transform" (nil: the whole matrix) or one of its decomposed fields,
    /// "transform.rotation.z" and the like.
    case transform(TransformField?)
    /// "sublayerTransform" (nil: the whole matrix) or one of its decomposed fields,
    /// "sublayerTransform.scale" and the like.
    case sublayerTransform(TransformField?)
    /// "opacity".
    case opacity
    /// "hidden" (also read as "isHidden").
    case hidden
    /// "masksToBounds".
    case masksToBounds
    /// "backgroundColor".
    case backgroundColor
    /// "borderColor".
    case borderColor
    /// "cornerRadius".
    case cornerRadius
    /// "borderWidth".
    case borderWidth

    /// A field of a transform addressed through its decomposition.
    public enum TransformField: Hashable, Sendable {
        /// "rotation.x": the angle in radians about the x axis.
        case rotationX
        /// "rotation.y": the angle in radians about the y axis.
        case rotationY
        /// "rotation.z" (also read as "rotation"): the angle in radians about the z axis.
        case rotationZ
        /// "scale": the mean of the three axes' scales; setting it scales all three.
        case scale
        /// "scale.x".
        case scaleX
        /// "scale.y".
        case scaleY
        /// "scale.z".
        case scaleZ
        /// "translation": the x and y translation, as a `CGSize`.
        case translation
        /// "translation.x".
        case translationX
        /// "translation.y".
        case translationY
        /// "translation.z".
        case translationZ
    }

    /// The kind of value the key path animates.
    public enum ValueKind: Hashable, Sendable {
        /// A number.
        case scalar
        /// A `CGPoint`.
        case point
        /// A `CGSize` (also "transform.translation").
        case size
        /// A `CGRect`.
        case rect
        /// A colour, as `CGColor`.
        case color
        /// A `CATransform3D`.
        case transform
        /// A Boolean.
        case boolean
    }

    /// Parses a Core Animation key path; nil for one Segue does not animate.
    public init?(_ keyPath: String) {
        switch keyPath {
        case "bounds": self = .bounds
        case "bounds.origin": self = .boundsOrigin
        case "bounds.size": self = .boundsSize
        case "bounds.origin.x": self = .boundsOriginX
        case "bounds.origin.y": self = .boundsOriginY
        case "bounds.size.width": self = .boundsWidth
        case "bounds.size.height": self = .boundsHeight
        case "position": self = .position
        case "position.x": self = .positionX
        case "position.y": self = .positionY
        case "anchorPoint": self = .anchorPoint
        case "anchorPoint.x": self = .anchorPointX
        case "anchorPoint.y": self = .anchorPointY
        case "zPosition": self = .zPosition
        case "anchorPointZ": self = .anchorPointZ
        case "opacity": self = .opacity
        case "hidden", "isHidden": self = .hidden
        case "masksToBounds": self = .masksToBounds
        case "backgroundColor": self = .backgroundColor
        case "borderColor": self = .borderColor
        case "cornerRadius": self = .cornerRadius
        case "borderWidth": self = .borderWidth
        case "transform": self = .transform(nil)
        case "sublayerTransform": self = .sublayerTransform(nil)
        default:
            for (prefix, make) in [("transform.", LayerKeyPath.transform), ("sublayerTransform.", LayerKeyPath.sublayerTransform)]
            where keyPath.hasPrefix(prefix) {
                guard let field = TransformField(String(keyPath.dropFirst(prefix.count))) else { return nil }
                self = make(field)
                return
            }
            return nil
        }
    }

    /// The kind of value this key path animates.
    public var valueKind: ValueKind {
        switch self {
        case .bounds: .rect
        case .boundsOrigin, .position, .anchorPoint: .point
        case .boundsSize: .size
        case .transform(nil), .sublayerTransform(nil): .transform
        case .transform(.translation?), .sublayerTransform(.translation?): .size
        case .hidden, .masksToBounds: .boolean
        case .backgroundColor, .borderColor: .color
        default: .scalar
        }
    }
}

extension LayerKeyPath.TransformField {
    /// Parses the part after "transform." in Core Animation's names.
    init?(_ name: String) {
        switch name {
        case "rotation.x": self = .rotationX
        case "rotation.y": self = .rotationY
        case "rotation.z", "rotation": self = .rotationZ
        case "scale": self = .scale
        case "scale.x": self = .scaleX
        case "scale.y": self = .scaleY
        case "scale.z": self = .scaleZ
        case "translation": self = .translation
        case "translation.x": self = .translationX
        case "translation.y": self = .translationY
        case "translation.z": self = .translationZ
        default: return nil
        }
    }
}

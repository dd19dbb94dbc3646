import Foundation

/// Typed reads and writes of `LayerProperties` through a parsed key path: what
/// animations use to read the value under them and write the value they produce.
/// A key path of the wrong kind for the accessor reads as zero and writes nothing
/// (compilation guarantees it never happens).
extension LayerProperties {
    func value(at keyPath: LayerKeyPath) -> AnimatableValue {
        switch keyPath.valueKind {
        case .scalar, .boolean: .scalar(scalar(at: keyPath))
        case .point: .point(point(at: keyPath))
        case .size: .size(size(at: keyPath))
        case .rect: .rect(bounds)
        case .color: .color(color(at: keyPath))
        case .transform: .transform(transform(at: keyPath))
        }
    }

    /// Writes a typed value at a key path (a value of the wrong kind writes nothing).
    mutating func setValue(_ value: AnimatableValue, at keyPath: LayerKeyPath) {
        switch value {
        case .scalar(let scalar): setScalar(scalar, at: keyPath)
        case .point(let point): setPoint(point, at: keyPath)
        case .size(let size): setSize(size, at: keyPath)
        case .rect(let rect): if case .bounds = keyPath { bounds = rect }
        case .color(let color): setColor(color, at: keyPath)
        case .transform(let transform): setTransform(transform, at: keyPath)
        }
    }

    @inline(__always)
    func scalar(at keyPath: LayerKeyPath) -> Double {
        switch keyPath {
        case .boundsOriginX: Double(bounds.origin.x)
        case .boundsOriginY: Double(bounds.origin.y)
        case .boundsWidth: Double(bounds.size.width)
        case .boundsHeight: Double(bounds.size.height)
        case .positionX: Double(position.x)
        case .positionY: Double(position.y)
        case .anchorPointX: Double(anchorPoint.x)
        case .anchorPointY: Double(anchorPoint.y)
        case .zPosition: Double(zPosition)
        case .anchorPointZ: Double(anchorPointZ)
        case .opacity: Double(opacity)
        case .hidden: isHidden ? 1 : 0
        case .masksToBounds: masksToBounds ? 1 : 0
        case .cornerRadius: Double(cornerRadius)
        case .borderWidth: Double(borderWidth)
        case .transform(let field?): TransformFieldAccess.scalar(field, of: transform)
        case .sublayerTransform(let field?): TransformFieldAccess.scalar(field, of: sublayerTransform)
        default: 0
        }
    }

    @inline(__always)
    mutating func setScalar(_ value: Double, at keyPath: LayerKeyPath) {
        switch keyPath {
        case .boundsOriginX: bounds.origin.x = CGFloat(value)
        case .boundsOriginY: bounds.origin.y = CGFloat(value)
        case .boundsWidth: bounds.size.width = CGFloat(value)
        case .boundsHeight: bounds.size.height = CGFloat(value)
        case .positionX: position.x = CGFloat(value)
        case .positionY: position.y = CGFloat(value)
        case .anchorPointX: anchorPoint.x = CGFloat(value)
        case .anchorPointY: anchorPoint.y = CGFloat(value)
        case .zPosition: zPosition = CGFloat(value)
        case .anchorPointZ: anchorPointZ = CGFloat(value)
        case .opacity: opacity = Float(value)
        // Booleans animate as 0…1 and show true from halfway.
        case .hidden: isHidden = value >= 0.5
        case .masksToBounds: masksToBounds = value >= 0.5
        case .cornerRadius: cornerRadius = CGFloat(value)
        case .borderWidth: borderWidth = CGFloat(value)
        case .transform(let field?): transform = TransformFieldAccess.setting(field, to: value, in: transform)
        case .sublayerTransform(let field?): sublayerTransform = TransformFieldAccess.setting(field, to: value, in: sublayerTransform)
        default: break
        }
    }

    @inline(__always)
    func point(at keyPath: LayerKeyPath) -> CGPoint {
        switch keyPath {
        case .position: position
        case .anchorPoint: anchorPoint
        case .boundsOrigin: bounds.origin
        default: .zero
        }
    }

    @inline(__always)
    mutating func setPoint(_ value: CGPoint, at keyPath: LayerKeyPath) {
        switch keyPath {
        case .position: position = value
        case .anchorPoint: anchorPoint = value
        case .boundsOrigin: bounds.origin = value
        default: break
        }
    }

    @inline(__always)
    func size(at keyPath: LayerKeyPath) -> CGSize {
        switch keyPath {
        case .boundsSize: bounds.size
        case .transform(.translation?): TransformFieldAccess.translation(of: transform)
        case .sublayerTransform(.translation?): TransformFieldAccess.translation(of: sublayerTransform)
        default: .zero
        }
    }

    @inline(__always)
    mutating func setSize(_ value: CGSize, at keyPath: LayerKeyPath) {
        switch keyPath {
        case .boundsSize: bounds.size = value
        case .transform(.translation?): transform = TransformFieldAccess.settingTranslation(value, in: transform)
        case .sublayerTransform(.translation?): sublayerTransform = TransformFieldAccess.settingTranslation(value, in: sublayerTransform)
        default: break
        }
    }

    @inline(__always)
    func color(at keyPath: LayerKeyPath) -> RGBAColor {
        switch keyPath {
        case .backgroundColor: backgroundColor ?? .clear
        case .borderColor: borderColor ?? .clear
        default: .clear
        }
    }

    @inline(__always)
    mutating func setColor(_ value: RGBAColor, at keyPath: LayerKeyPath) {
        switch keyPath {
        case .backgroundColor: backgroundColor = value
        case .borderColor: borderColor = value
        default: break
        }
    }

    @inline(__always)
    func transform(at keyPath: LayerKeyPath) -> CATransform3D {
        if case .sublayerTransform = keyPath { return sublayerTransform }
        return transform
    }

    @inline(__always)
    mutating func setTransform(_ value: CATransform3D, at keyPath: LayerKeyPath) {
        if case .sublayerTransform = keyPath { sublayerTransform = value } else { transform = value }
    }
}

import Foundation

/// Key-value coding on layers, as Core Animation's layers answer it
/// (`value(forKey:)`, `setValue(_:forKeyPath:)`): the animatable properties and
/// their fields by their Core Animation names, a few other properties, and any
/// other key as a stored value.
///
/// Values come back as Core Animation returns them: numbers as `NSNumber` (which
/// `as? CGFloat`, `as? Double` read), geometry as `CGPoint`, `CGSize`, `CGRect` and
/// `CATransform3D` (which `as? NSValue` boxes, as on Apple platforms), colours as
/// `CGColor`. Setting accepts the same types, Swift numbers, and `NSValue` boxes.
extension CALayer {
    /// What `value(forKey:)` and `value(forKeyPath:)` answer.
    final func keyValue(forKeyPath keyPath: String) -> Any? {
        if let parsed = LayerKeyPath(keyPath) {
            return modelValues.value(at: parsed).keyValueObject(kind: parsed.valueKind)
        }
        switch keyPath {
        case "frame": return frame
        case "name": return name
        case "contents": return contents
        case "doubleSided", "isDoubleSided": return NSNumber(value: isDoubleSided)
        case "geometryFlipped", "isGeometryFlipped": return NSNumber(value: isGeometryFlipped)
        case "speed": return NSNumber(value: speed)
        case "timeOffset": return NSNumber(value: timeOffset)
        case "beginTime": return NSNumber(value: beginTime)
        case "style": return style
        default: return keyedValues[keyPath] ?? type(of: self).defaultValue(forKey: keyPath)
        }
    }

    /// What `setValue(_:forKey:)` and `setValue(_:forKeyPath:)` do. A value of the
    /// wrong type for a property (nil included) is reported and ignored, where Core
    /// Animation raises an exception.
    final func setKeyValue(_ value: Any?, forKeyPath keyPath: String) {
        if let parsed = LayerKeyPath(keyPath) {
            guard let value, let typed = AnimatableValue(value, kind: parsed.valueKind), typed.isFinite else {
                return reportMismatch(value, keyPath)
            }
            if case .bounds = parsed {
                bounds = typed.rect!
                return
            }
            let oldBounds = modelValues.bounds
            change(keyPath, parsed) { $0.setValue(typed, at: parsed) }
            if modelValues.bounds != oldBounds { setNeedsLayout() }
            return
        }
        switch keyPath {
        case "frame":
            if let rect = value as? CGRect { frame = rect } else { reportMismatch(value, keyPath) }
        case "name": name = value as? String
        case "contents": contents = value
        case "doubleSided", "isDoubleSided":
            if let flag = value as? Bool { isDoubleSided = flag } else { reportMismatch(value, keyPath) }
        case "geometryFlipped", "isGeometryFlipped":
            if let flag = value as? Bool { isGeometryFlipped = flag } else { reportMismatch(value, keyPath) }
        case "style": style = value as? [AnyHashable: Any]
        default: keyedValues[keyPath] = value
        }
    }

    private func reportMismatch(_ value: Any?, _ keyPath: String) {
        SegueDiagnostics.report("CALayer.setValue(_:forKeyPath: \"\(keyPath)\"): \(value.map { "\(type(of: $0))" } ?? "nil") does not fit the property; ignored")
    }

    /// `defaultValue(forKey:)` for the standard keys: a fresh layer's values.
    static func standardDefaultValue(forKey key: String) -> Any? {
        if let parsed = LayerKeyPath(key) {
            return LayerProperties().value(at: parsed).keyValueObject(kind: parsed.valueKind)
        }
        switch key {
        case "doubleSided", "isDoubleSided": return NSNumber(value: true)
        case "geometryFlipped", "isGeometryFlipped": return NSNumber(value: false)
        case "speed": return NSNumber(value: Float(1))
        case "contentsScale": return NSNumber(value: 1.0)
        default: return nil
        }
    }
}

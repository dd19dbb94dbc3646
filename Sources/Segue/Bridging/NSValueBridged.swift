import Foundation

/// A geometry type that `as` converts to and from its `NSValue` box, as the
/// Objective-C bridge does on Apple platforms: `value(forKey: "position") as? CGPoint`
/// and `as? NSValue` both work, and an `NSValue(cgPoint:)` given as an animation's
/// `toValue` reads as a `CGPoint` (docs/UIKIT-BEHAVIOUR.md, "NSValue and NSNumber").
public protocol NSValueBridged: _ObjectiveCBridgeable where _ObjectiveCType == NSValue {
    /// The value in its box.
    var boxed: NSValue { get }
    /// The value in `box`, nil when the box holds another type.
    static func unboxed(from box: NSValue) -> Self?
}

extension NSValueBridged {
    public func _bridgeToObjectiveC() -> NSValue { boxed }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) {
        result = unboxed(from: source)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) -> Bool {
        result = unboxed(from: source)
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> Self {
        source.flatMap(unboxed(from:))!
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, NSValueBridged {
    public var boxed: NSValue { NSValue(cgPoint: self) }
    public static func unboxed(from box: NSValue) -> CGPoint? { box.holds(NSValue(point: .zero)) ? box.pointValue : nil }
}

extension CGSize: @retroactive _ObjectiveCBridgeable, NSValueBridged {
    public var boxed: NSValue { NSValue(cgSize: self) }
    public static func unboxed(from box: NSValue) -> CGSize? { box.holds(NSValue(size: .zero)) ? box.sizeValue : nil }
}

extension CGRect: @retroactive _ObjectiveCBridgeable, NSValueBridged {
    public var boxed: NSValue { NSValue(cgRect: self) }
    public static func unboxed(from box: NSValue) -> CGRect? { box.holds(NSValue(rect: .zero)) ? box.rectValue : nil }
}

extension CATransform3D: _ObjectiveCBridgeable, NSValueBridged {
    public var boxed: NSValue { NSValue(caTransform3D: self) }
    public static func unboxed(from box: NSValue) -> CATransform3D? {
        box.holds(NSValue(caTransform3D: CATransform3DIdentity)) ? box.caTransform3DValue : nil
    }
}

extension CGAffineTransform: _ObjectiveCBridgeable, NSValueBridged {
    public var boxed: NSValue { NSValue(cgAffineTransform: self) }
    public static func unboxed(from box: NSValue) -> CGAffineTransform? {
        box.holds(NSValue(cgAffineTransform: .identity)) ? box.cgAffineTransformValue : nil
    }
}

import Foundation

/// `CGFloat` converts to and from `NSNumber` with `as`, as the Objective-C bridge
/// does on Apple platforms (swift-corelibs-foundation bridges `Double`, `Float` and
/// the integers but not `CGFloat`): `layer.value(forKeyPath: "transform.rotation.z")
/// as? CGFloat` reads the number back (docs/UIKIT-BEHAVIOUR.md, "NSValue and NSNumber").
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

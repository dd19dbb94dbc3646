import Foundation

/// The base of Core Animation's animation classes: timing, a timing function, a
/// delegate, and what happens at the end.
///
/// `CALayer.add(_:forKey:)` copies the animation, as Core Animation does, so
/// changing an animation after adding it affects only later additions.
/// `duration` 0 means the transaction's duration (0.25 s by default).
open class CAAnimation: NSObject, CAMediaTiming, NSCopying {
    /// Applied to the whole animation's progress; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as in Core Animation.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation once its active duration (plus any
    /// forward fill's reach) is over. Default true.
    open var isRemovedOnCompletion = true

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Values stored with `setValue(_:forKey:)` (Core Animation's animations are
    /// key-value coding containers; code often tags an animation this way to tell
    /// it apart in `animationDidStop(_:finished:)`). Copies keep them.
    final var keyedValues: [String: Any] = [:]

    public required override init() { super.init() }

    /// The value stored under a key with `setValue(_:forKey:)`, or nil.
    open func value(forKey key: String) -> Any? { keyedValues[key] }

    /// Stores a value under a key, as on any Core Animation object (nil removes it).
    open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }

    /// Core Animation's default for a property; Segue's animations have no
    /// property-specific defaults beyond their initial values, so this is nil.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy with every property of the receiver (subclasses add theirs).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyAnimationProperties(from: self)
        return copy
    }

    /// Copies the properties this class declares from `other`; subclasses call super.
    open func copyAnimationProperties(from other: CAAnimation) {
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        keyedValues = other.keyedValues
    }

    /// The timing values as a value type, with `duration` 0 replaced by
    /// `defaultDuration` and non-finite or negative values made safe (reported).
    func mediaTimingParameters(defaultDuration: Double) -> MediaTimingParameters {
        func finite(_ value: Double, _ name: String, _ fallback: Double) -> Double {
            if value.isFinite { return value }
            SegueDiagnostics.report("\(name) = \(value) on \(describedForDiagnostics) is not finite; using \(fallback)")
            return fallback
        }
        var resolvedDuration = finite(duration, "duration", 0)
        if resolvedDuration < 0 {
            SegueDiagnostics.report("duration = \(resolvedDuration) on \(describedForDiagnostics) is negative; using the transaction's duration")
            resolvedDuration = 0
        }
        if resolvedDuration == 0 { resolvedDuration = defaultDuration }
        var count = Double(repeatCount)
        if count.isNaN || count < 0 {
            SegueDiagnostics.report("repeatCount = \(repeatCount) on \(describedForDiagnostics) is invalid; using 0")
            count = 0
        }
        var repeatFor = repeatDuration
        if repeatFor.isNaN || repeatFor < 0 {
            SegueDiagnostics.report("repeatDuration = \(repeatDuration) on \(describedForDiagnostics) is invalid; using 0")
            repeatFor = 0
        }
        return MediaTimingParameters(
            beginTime: finite(beginTime, "beginTime", 0),
            duration: resolvedDuration,
            speed: finite(Double(speed), "speed", 1),
            timeOffset: finite(timeOffset, "timeOffset", 0),
            repeatCount: count,
            repeatDuration: repeatFor,
            autoreverses: autoreverses,
            fillMode: fillMode
        )
    }

    /// How diagnostics name this animation.
    var describedForDiagnostics: String { String(describing: type(of: self)) }
}

extension CAAnimation: CAAction {
    /// Adds a copy of the animation to the layer `anObject` under `event`, which is
    /// what an implicit action does.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else {
            SegueDiagnostics.report("\(describedForDiagnostics) run as an action on \(type(of: anObject)), which is not a CALayer")
            return
        }
        if let property = self as? CAPropertyAnimation, property.keyPath == nil {
            property.keyPath = event
            layer.add(self, forKey: event)
            property.keyPath = nil
        } else {
            layer.add(self, forKey: event)
        }
    }
}

import Foundation

/// A set of `LayerProperties` fields: those an `AnimationArena` run's animations
/// write (Segue, internal), which a tick restores from the model and a slot holds,
/// instead of the whole (~440-byte) model.
package struct LayerPropertyMask: OptionSet {
    package let rawValue: UInt16

    package init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    static let bounds = Self(rawValue: 1 << 0)
    package static let position = Self(rawValue: 1 << 1)
    static let anchorPoint = Self(rawValue: 1 << 2)
    package static let zPosition = Self(rawValue: 1 << 3)
    static let anchorPointZ = Self(rawValue: 1 << 4)
    package static let transform = Self(rawValue: 1 << 5)
    static let sublayerTransform = Self(rawValue: 1 << 6)
    package static let opacity = Self(rawValue: 1 << 7)
    static let isHidden = Self(rawValue: 1 << 8)
    static let backgroundColor = Self(rawValue: 1 << 9)
    static let masksToBounds = Self(rawValue: 1 << 10)
    static let cornerRadius = Self(rawValue: 1 << 11)
    static let borderWidth = Self(rawValue: 1 << 12)
    static let borderColor = Self(rawValue: 1 << 13)

    /// The field an animation of `keyPath` writes (a struct field or a transform's
    /// decomposed field writes the whole property).
    init(_ keyPath: LayerKeyPath) {
        switch keyPath {
        case .bounds, .boundsOrigin, .boundsSize, .boundsOriginX, .boundsOriginY, .boundsWidth, .boundsHeight:
            self = .bounds
        case .position, .positionX, .positionY: self = .position
        case .anchorPoint, .anchorPointX, .anchorPointY: self = .anchorPoint
        case .zPosition: self = .zPosition
        case .anchorPointZ: self = .anchorPointZ
        case .transform: self = .transform
        case .sublayerTransform: self = .sublayerTransform
        case .opacity: self = .opacity
        case .hidden: self = .isHidden
        case .masksToBounds: self = .masksToBounds
        case .backgroundColor: self = .backgroundColor
        case .borderColor: self = .borderColor
        case .cornerRadius: self = .cornerRadius
        case .borderWidth: self = .borderWidth
        }
    }
}

extension CALayer {
    /// Copies the model's fields in `mask` into `properties`, reading the model in
    /// place. Nonisolated (it reads only `modelStorage`): no actor check in the tick.
    @inline(__always)
    nonisolated final func copyModelFields(_ mask: LayerPropertyMask, into properties: inout LayerProperties) {
        if mask.contains(.transform) { properties.transform = modelStorage.transform }
        if mask.contains(.position) { properties.position = modelStorage.position }
        if mask.rawValue & ~(LayerPropertyMask.transform.rawValue | LayerPropertyMask.position.rawValue) == 0 { return }
        if mask.contains(.bounds) { properties.bounds = modelStorage.bounds }
        if mask.contains(.anchorPoint) { properties.anchorPoint = modelStorage.anchorPoint }
        if mask.contains(.zPosition) { properties.zPosition = modelStorage.zPosition }
        if mask.contains(.anchorPointZ) { properties.anchorPointZ = modelStorage.anchorPointZ }
        if mask.contains(.sublayerTransform) { properties.sublayerTransform = modelStorage.sublayerTransform }
        if mask.contains(.opacity) { properties.opacity = modelStorage.opacity }
        if mask.contains(.isHidden) { properties.isHidden = modelStorage.isHidden }
        if mask.contains(.backgroundColor) { properties.backgroundColor = modelStorage.backgroundColor }
        if mask.contains(.masksToBounds) { properties.masksToBounds = modelStorage.masksToBounds }
        if mask.contains(.cornerRadius) { properties.cornerRadius = modelStorage.cornerRadius }
        if mask.contains(.borderWidth) { properties.borderWidth = modelStorage.borderWidth }
        if mask.contains(.borderColor) { properties.borderColor = modelStorage.borderColor }
    }
}

extension LayerPropertyMask {
    /// Whether an animation of `keyPath` replaces its property's whole value (not a
    /// component such as "position.x", nor a transform's decomposed field).
    static func isWholeProperty(_ keyPath: LayerKeyPath) -> Bool {
        switch keyPath {
        case .bounds, .position, .anchorPoint, .zPosition, .anchorPointZ, .opacity, .hidden, .masksToBounds,
             .backgroundColor, .borderColor, .cornerRadius, .borderWidth:
            return true
        case .transform(let field), .sublayerTransform(let field):
            return field == nil
        case .boundsOrigin, .boundsSize, .boundsOriginX, .boundsOriginY, .boundsWidth, .boundsHeight,
             .positionX, .positionY, .anchorPointX, .anchorPointY:
            return false
        }
    }

    /// How many 8-byte words a field of type `T` takes packed.
    @inline(__always)
    private static func words<T>(_: T.Type) -> Int { (MemoryLayout<T>.size + 7) / 8 }

    /// How many 8-byte words the fields in the mask take packed: what `pack` writes.
    var packedWordCount: Int {
        withUnsafeTemporaryAllocation(byteCount: MemoryLayout<LayerProperties>.size + 14 * 8, alignment: 16) {
            pack(LayerProperties(), to: $0.baseAddress!) / 8
        }
    }

    /// Writes the fields in the mask of `properties` one after the other to
    /// `words`, each padded to whole words, and returns how many bytes it wrote.
    @inline(__always) @discardableResult
    func pack(_ properties: LayerProperties, to words: UnsafeMutableRawPointer) -> Int {
        var offset = 0
        @inline(__always) func put<T>(_ value: T) {
            words.storeBytes(of: value, toByteOffset: offset, as: T.self)
            offset += Self.words(T.self) * 8
        }
        if contains(.transform) { put(properties.transform) }
        if contains(.position) { put(properties.position) }
        if contains(.opacity) { put(properties.opacity) }
        if rawValue & ~(Self.transform.rawValue | Self.position.rawValue | Self.opacity.rawValue) == 0 { return offset }
        if contains(.bounds) { put(properties.bounds) }
        if contains(.anchorPoint) { put(properties.anchorPoint) }
        if contains(.zPosition) { put(properties.zPosition) }
        if contains(.anchorPointZ) { put(properties.anchorPointZ) }
        if contains(.sublayerTransform) { put(properties.sublayerTransform) }
        if contains(.isHidden) { put(properties.isHidden) }
        if contains(.backgroundColor) { put(properties.backgroundColor) }
        if contains(.masksToBounds) { put(properties.masksToBounds) }
        if contains(.cornerRadius) { put(properties.cornerRadius) }
        if contains(.borderWidth) { put(properties.borderWidth) }
        if contains(.borderColor) { put(properties.borderColor) }
        return offset
    }

    /// Reads the fields in the mask from `words`, as `pack` wrote them, into
    /// `properties`.
    @inline(__always)
    package func unpack(from words: UnsafeRawPointer, into properties: inout LayerProperties) {
        var offset = 0
        @inline(__always) func get<T>(_: T.Type) -> T {
            let value = words.load(fromByteOffset: offset, as: T.self)
            offset += Self.words(T.self) * 8
            return value
        }
        if contains(.transform) { properties.transform = get(CATransform3D.self) }
        if contains(.position) { properties.position = get(CGPoint.self) }
        if contains(.opacity) { properties.opacity = get(Float.self) }
        if rawValue & ~(Self.transform.rawValue | Self.position.rawValue | Self.opacity.rawValue) == 0 { return }
        if contains(.bounds) { properties.bounds = get(CGRect.self) }
        if contains(.anchorPoint) { properties.anchorPoint = get(CGPoint.self) }
        if contains(.zPosition) { properties.zPosition = get(CGFloat.self) }
        if contains(.anchorPointZ) { properties.anchorPointZ = get(CGFloat.self) }
        if contains(.sublayerTransform) { properties.sublayerTransform = get(CATransform3D.self) }
        if contains(.isHidden) { properties.isHidden = get(Bool.self) }
        if contains(.backgroundColor) { properties.backgroundColor = get(RGBAColor?.self) }
        if contains(.masksToBounds) { properties.masksToBounds = get(Bool.self) }
        if contains(.cornerRadius) { properties.cornerRadius = get(CGFloat.self) }
        if contains(.borderWidth) { properties.borderWidth = get(CGFloat.self) }
        if contains(.borderColor) { properties.borderColor = get(RGBAColor?.self) }
    }
}

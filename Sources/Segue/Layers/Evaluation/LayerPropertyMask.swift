/// A set of `LayerProperties` fields: those an `AnimationArena` run's animations
/// write (Segue, internal).
///
/// While a layer's model is unchanged, its slot in the `PresentationStore` differs
/// from the model only in these fields, so a tick restores just them from the
/// model before applying the animations again, instead of copying the whole
/// (~400-byte) model.
struct LayerPropertyMask: OptionSet {
    let rawValue: UInt16

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    static let bounds = Self(rawValue: 1 << 0)
    static let position = Self(rawValue: 1 << 1)
    static let anchorPoint = Self(rawValue: 1 << 2)
    static let zPosition = Self(rawValue: 1 << 3)
    static let anchorPointZ = Self(rawValue: 1 << 4)
    static let transform = Self(rawValue: 1 << 5)
    static let sublayerTransform = Self(rawValue: 1 << 6)
    static let opacity = Self(rawValue: 1 << 7)
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

extension LayerProperties {
    /// Copies the fields in `mask` from `source`.
    @inline(__always)
    mutating func copyFields(_ mask: LayerPropertyMask, from source: borrowing LayerProperties) {
        if mask.contains(.transform) { transform = source.transform }
        if mask.contains(.position) { position = source.position }
        if mask.rawValue & ~(LayerPropertyMask.transform.rawValue | LayerPropertyMask.position.rawValue) == 0 { return }
        if mask.contains(.bounds) { bounds = source.bounds }
        if mask.contains(.anchorPoint) { anchorPoint = source.anchorPoint }
        if mask.contains(.zPosition) { zPosition = source.zPosition }
        if mask.contains(.anchorPointZ) { anchorPointZ = source.anchorPointZ }
        if mask.contains(.sublayerTransform) { sublayerTransform = source.sublayerTransform }
        if mask.contains(.opacity) { opacity = source.opacity }
        if mask.contains(.isHidden) { isHidden = source.isHidden }
        if mask.contains(.backgroundColor) { backgroundColor = source.backgroundColor }
        if mask.contains(.masksToBounds) { masksToBounds = source.masksToBounds }
        if mask.contains(.cornerRadius) { cornerRadius = source.cornerRadius }
        if mask.contains(.borderWidth) { borderWidth = source.borderWidth }
        if mask.contains(.borderColor) { borderColor = source.borderColor }
    }
}

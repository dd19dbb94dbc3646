import Foundation

/// UIKit's and Core Animation's `NSValue` boxes of geometry: what Objective-C era
/// code passes as `fromValue`, `toValue`, `byValue` and keyframe `values`, and
/// reads back from `value(forKey:)`.
///
/// swift-corelibs-foundation already boxes points, sizes and rectangles
/// (`NSValue(point:)`, `pointValue`, …); these are UIKit's spellings of the same
/// boxes. A transform is boxed as its entries (objCType "[16d]" for
/// `CATransform3D`, "[6d]" for `CGAffineTransform`), as corelibs cannot box
/// structs by type name. Reading a box of another type gives the zero value (Core
/// Foundation's reading of mismatched bytes is undefined; Segue's is not).
extension NSValue {
    /// A box of a point (UIKit's `NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box of a size (UIKit's `NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A box of a rectangle (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A box of a vector (UIKit's `NSValue(cgVector:)`), stored as a point.
    public convenience init(cgVector vector: CGVector) { self.init(point: CGPoint(x: vector.dx, y: vector.dy)) }
    /// A box of a 3D transform (Core Animation's `NSValue(caTransform3D:)`).
    public convenience init(caTransform3D transform: CATransform3D) {
        var transform = transform
        self.init(bytes: &transform, objCType: CATransform3D.boxObjCType)
    }
    /// A box of an affine transform (UIKit's `NSValue(cgAffineTransform:)`).
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var transform = transform
        self.init(bytes: &transform, objCType: CGAffineTransform.boxObjCType)
    }

    /// The boxed point (UIKit's `cgPointValue`; zero for another type).
    public var cgPointValue: CGPoint { holds(NSValue(point: .zero)) ? pointValue : .zero }
    /// The boxed size (UIKit's `cgSizeValue`; zero for another type).
    public var cgSizeValue: CGSize { holds(NSValue(size: .zero)) ? sizeValue : .zero }
    /// The boxed rectangle (UIKit's `cgRectValue`; zero for another type).
    public var cgRectValue: CGRect { holds(NSValue(rect: .zero)) ? rectValue : .zero }
    /// The boxed vector (UIKit's `cgVectorValue`).
    public var cgVectorValue: CGVector { CGVector(dx: cgPointValue.x, dy: cgPointValue.y) }
    /// The boxed 3D transform (Core Animation's `caTransform3DValue`; the identity
    /// for another type).
    public var caTransform3DValue: CATransform3D { unboxed(CATransform3D.boxObjCType) ?? CATransform3DIdentity }
    /// The boxed affine transform (UIKit's `cgAffineTransformValue`; the identity for
    /// another type).
    public var cgAffineTransformValue: CGAffineTransform { unboxed(CGAffineTransform.boxObjCType) ?? .identity }

    /// Whether this box holds the same type as `sample`.
    func holds(_ sample: NSValue) -> Bool {
        boxedTypeName == sample.boxedTypeName
    }

    /// The boxed bytes as a `T` when the box's type is `objCType`.
    private func unboxed<T>(_ type: String) -> T? {
        guard boxedTypeName == type else { return nil }
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment)
        defer { bytes.deallocate() }
        getValue(bytes)
        return bytes.load(as: T.self)
    }
}

extension NSValue {
    /// The type the box holds, read without `objCType`.
    ///
    /// swift-corelibs-foundation's `objCType` getter returns a C string it makes
    /// on every call and never frees, so reading it each time an animation's
    /// `NSValue` converts to a geometry type would leak a few bytes a frame. The
    /// name comes instead from the box's stored type: Foundation's own boxes of
    /// points, sizes and rectangles keep the value itself (its Swift type names
    /// the box), and boxes made from bytes keep their objCType string. A box of
    /// another kind (another Foundation, or a subclass) falls back to `objCType`.
    var boxedTypeName: String {
        for child in Mirror(reflecting: self).children {
            switch child.label {
            case "_value"?:
                return "\(type(of: child.value))"
            case "_typeInfo"?:
                if let name = Mirror(reflecting: child.value).descendant("name") as? String { return name }
            default:
                continue
            }
        }
        return String(cString: objCType)
    }
}

extension CATransform3D {
    /// The objCType of a boxed transform: its sixteen entries.
    static let boxObjCType = "[16d]"
}

extension CGAffineTransform {
    /// The objCType of a boxed affine transform: its six entries.
    static let boxObjCType = "[6d]"
}

import Foundation

/// A colour (UIKit's `UIColor`), in sRGB with straight components.
///
/// Like `CGColor` in Segue, every colour lives in extended sRGB: components outside
/// [0, 1] are kept, non-finite ones become 0 with a diagnostic. Immutable. Equality
/// compares components, as `UIColor.isEqual` does for colours in one space.
public final class UIColor: NSObject, Sendable {
    /// The straight sRGB components (Segue extension).
    public let rgba: RGBAColor

    /// A colour from components (Segue extension).
    public init(rgba: RGBAColor) {
        self.rgba = CGColor(rgba: rgba).rgba
        super.init()
    }

    /// UIKit's `init(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// UIKit's `init(displayP3Red:green:blue:alpha:)`; Segue has only sRGB, so the
    /// components are taken as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// UIKit's `init(white:alpha:)`: a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// UIKit's `init(hue:saturation:brightness:alpha:)` (HSB, each in [0, 1]; hue wraps).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        var h = Double(hue).truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let s = min(max(Double(saturation), 0), 1)
        let v = min(max(Double(brightness), 0), 1)
        let sector = h * 6
        let index = Int(sector) % 6
        let f = sector - Double(Int(sector))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch index {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// UIKit's `init(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        self.init(rgba: cgColor.rgba)
    }

    /// The Core Graphics colour, for layers (`layer.backgroundColor = color.cgColor`).
    public var cgColor: CGColor { CGColor(rgba: rgba) }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(rgba: RGBAColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: Double(alpha)))
    }

    /// UIKit's `getRed(_:green:blue:alpha:)`; always succeeds in Segue.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(rgba.red)
        green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// UIKit's `getWhite(_:alpha:)`: the Rec. 709 luma of the colour.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat(0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.rgba == rgba
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(rgba.red)
        hasher.combine(rgba.green)
        hasher.combine(rgba.blue)
        hasher.combine(rgba.alpha)
        return hasher.finalize()
    }

    public override var description: String {
        String(format: "UIExtendedSRGBColorSpace %g %g %g %g", rgba.red, rgba.green, rgba.blue, rgba.alpha)
    }
}

import Foundation

/// A colour, after Core Graphics' `CGColor`: an immutable object that layers hold as
/// `backgroundColor`, `borderColor` and `shadowColor`.
///
/// Segue differs from Core Graphics in one respect: every colour lives in one colour
/// space, sRGB with straight (not premultiplied) components, so `components` always
/// has four entries (red, green, blue, alpha), even for a colour made with
/// `init(gray:alpha:)`. Components outside [0, 1] are kept (extended-range sRGB), as
/// Core Graphics does for extended colour spaces; a NaN component becomes 0 and
/// reports a diagnostic, and so does an infinite one (extended sRGB has no infinite
/// colours). Equality and hashing compare the components, as `CFEqual` does for two
/// colours in the same colour space. Immutable, so it is safe to share between threads.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The straight sRGB components, always finite.
    public let rgba: RGBAColor

    /// A colour from straight sRGB components; non-finite components become 0 with a
    /// diagnostic, others are kept as given.
    public init(rgba: RGBAColor) {
        self.rgba = RGBAColor(red: Self.finite(rgba.red, "red"),
                              green: Self.finite(rgba.green, "green"),
                              blue: Self.finite(rgba.blue, "blue"),
                              alpha: Self.finite(rgba.alpha, "alpha"))
    }

    /// Core Graphics' `CGColor(red:green:blue:alpha:)`, in sRGB.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// Core Graphics' `CGColor(srgbRed:green:blue:alpha:)`; the same as
    /// `init(red:green:blue:alpha:)` in Segue, whose only colour space is sRGB.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Core Graphics' `CGColor(gray:alpha:)`: the sRGB grey with red = green = blue = gray.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Opaque black, as `CGColor.black`.
    public static let black = CGColor(rgba: .black)
    /// Opaque white, as `CGColor.white`.
    public static let white = CGColor(rgba: .white)
    /// Transparent black, as `CGColor.clear`.
    public static let clear = CGColor(rgba: .clear)

    /// The components (red, green, blue, alpha). Never nil in Segue; optional because
    /// it is in Core Graphics.
    public var components: [CGFloat]? {
        [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)]
    }

    /// The number of components, colour and alpha: always 4 (sRGB plus alpha).
    public var numberOfComponents: Int { 4 }

    /// The opacity.
    public var alpha: CGFloat { CGFloat(rgba.alpha) }

    /// Core Graphics' `copy(alpha:)`: the same colour with another alpha. Never nil in
    /// Segue (a non-finite alpha becomes 0 with a diagnostic).
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(rgba: RGBAColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: Double(alpha)))
    }

    /// Two colours are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }

    /// "CGColor rgba(r, g, b, a)".
    public var description: String { "CGColor \(rgba)" }

    private static func finite(_ component: Double, _ name: String) -> Double {
        if component.isFinite { return component }
        SegueDiagnostics.report("CGColor: the \(name) component is \(component); using 0")
        return 0
    }
}

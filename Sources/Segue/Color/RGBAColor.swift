/// A colour as four straight (not premultiplied) sRGB components, the representation
/// Core Animation interpolates `backgroundColor`, `borderColor` and `shadowColor` in.
///
/// Interpolation is component-wise on the straight components: halfway from opaque
/// red to clear black is (0.5, 0, 0, 0.5). Components are stored raw: values outside
/// [0, 1] are extended-range sRGB and are kept, and an overshooting timing curve may
/// produce them too. Segue clamps only when a colour is shown: use `clamped`.
/// Construction does not check for NaN; `CGColor` does, and `KeyframeTrack` rejects
/// non-finite values.
public struct RGBAColor: VectorInterpolatable, Sendable, Hashable, CustomStringConvertible {
    /// The red component; 0 to 1 in standard range.
    public var red: Double
    /// The green component; 0 to 1 in standard range.
    public var green: Double
    /// The blue component; 0 to 1 in standard range.
    public var blue: Double
    /// The opacity; 0 is transparent, 1 is opaque.
    public var alpha: Double

    /// A colour from straight sRGB components, kept as given.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The grey whose red, green and blue components all equal `gray`.
    public init(gray: Double, alpha: Double = 1) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Opaque black, (0, 0, 0, 1).
    public static let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Opaque white, (1, 1, 1, 1).
    public static let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Transparent black, (0, 0, 0, 0): Core Animation's `clear`.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour with every component clamped to [0, 1] (NaN becomes 0): what a
    /// display shows for an extended-range or overshooting colour.
    public var clamped: RGBAColor {
        RGBAColor(red: Self.unitClamp(red), green: Self.unitClamp(green),
                  blue: Self.unitClamp(blue), alpha: Self.unitClamp(alpha))
    }

    /// The components premultiplied by alpha, (r·a, g·a, b·a, a), the form a
    /// compositor blends with.
    public var premultiplied: RGBAColor {
        RGBAColor(red: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha)
    }

    /// True when every component is finite (not NaN and not infinite).
    public var isFinite: Bool {
        red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
    }

    /// "rgba(r, g, b, a)" with the raw components.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

    private static func unitClamp(_ value: Double) -> Double {
        value > 0 ? min(value, 1) : 0
    }

    // MARK: VectorInterpolatable — the 4-vector (red, green, blue, alpha).

    /// (0, 0, 0, 0).
    public static var vectorZero: RGBAColor { .clear }

    /// The component-wise sum.
    public static func vectorSum(_ lhs: RGBAColor, _ rhs: RGBAColor) -> RGBAColor {
        RGBAColor(red: lhs.red + rhs.red, green: lhs.green + rhs.green,
                  blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }

    /// The component-wise difference `lhs − rhs`.
    public static func vectorDifference(_ lhs: RGBAColor, _ rhs: RGBAColor) -> RGBAColor {
        RGBAColor(red: lhs.red - rhs.red, green: lhs.green - rhs.green,
                  blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }

    /// Every component multiplied by `factor`.
    public func vectorScaled(by factor: Double) -> RGBAColor {
        RGBAColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }

    /// √(r² + g² + b² + a²): paced colour keyframes space their key times by the
    /// Euclidean distance between colours in straight RGBA.
    public var vectorLength: Double {
        (red * red + green * green + blue * blue + alpha * alpha).squareRoot()
    }
}

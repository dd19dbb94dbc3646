/// How a keyframe animation computes the values between its keyframes, after Core
/// Animation's `CAAnimationCalculationMode` (the `calculationMode` of a
/// `CAKeyframeAnimation`). The raw values are Core Animation's strings.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The mode's name, such as "linear".
    public let rawValue: String

    /// The mode with this name. Names other than the five Core Animation defines are
    /// kept; `KeyframeTrack` rejects them (its `lenient` form falls back to linear).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The mode with this name, as Core Animation's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Straight-line interpolation between consecutive values at their key times.
    /// The default.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds from its key time until the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight lines at constant speed: key times and timing functions are ignored
    /// and each segment gets time in proportion to its length.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Kochanek–Bartels (by default Catmull-Rom) spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline travelled at constant speed: key times and timing functions are
    /// ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

    /// The five modes Core Animation defines.
    public static let allKnown: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]

    /// True for the five modes Core Animation defines.
    public var isKnown: Bool { Self.allKnown.contains(self) }

    /// The raw value.
    public var description: String { rawValue }
}

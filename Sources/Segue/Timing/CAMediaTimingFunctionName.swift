/// The name of one of Core Animation's predefined timing functions, as
/// `CAMediaTimingFunctionName` in QuartzCore.
///
/// The raw values are the strings Core Animation uses ("linear", "easeIn", "easeOut",
/// "easeInEaseOut", "default"). Any other string can be wrapped, as on Apple platforms;
/// `CAMediaTimingFunction(name:)` treats an unknown name as linear and reports a diagnostic.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string, as Core Animation spells it.
    public let rawValue: String

    /// Wraps a name's string, as `CAMediaTimingFunctionName(rawValue:)` does in QuartzCore.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a name's string, as `CAMediaTimingFunctionName(_:)` does in QuartzCore.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1). `UIView.animate`
    /// uses this curve when no curve option is given.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's curve for implicit layer actions: control points (0.25, 0.1) and
    /// (0.25, 1). It is not the curve `UIView.animate` uses by default.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    /// The two control points (c1x, c1y, c2x, c2y) of a predefined name, or `nil` for a
    /// name Core Animation does not define.
    var controlPoints: (c1x: Float, c1y: Float, c2x: Float, c2y: Float)? {
        switch rawValue {
        case Self.linear.rawValue: (0, 0, 1, 1)
        case Self.easeIn.rawValue: (0.42, 0, 1, 1)
        case Self.easeOut.rawValue: (0, 0, 0.58, 1)
        case Self.easeInEaseOut.rawValue: (0.42, 0, 0.58, 1)
        case Self.default.rawValue: (0.25, 0.1, 0.25, 1)
        default: nil
        }
    }
}

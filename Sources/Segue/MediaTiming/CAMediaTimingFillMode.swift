/// What an animation shows outside its active interval (Core Animation's `fillMode`).
///
/// - `removed` (the default): outside the active interval the model value shows.
/// - `forwards`: after the end the last value stays.
/// - `backwards`: before the begin the first value shows.
/// - `both`: both of the above.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Outside the active interval the model value shows (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the end the last value stays.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the begin time the first value shows.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// True for `forwards` and `both`.
    public var fillsForwards: Bool { self == .forwards || self == .both }
    /// True for `backwards` and `both`.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
}

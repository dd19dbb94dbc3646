/// What an animation shows outside its active interval (Core Animation's `fillMode`).
///
/// - `removed` (the default): outside the active interval the model value shows.
/// - `forwards`: after the end the last value stays.
/// - `backwards`: before the begin the first value shows.
/// - `both`: both of the above.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// True for `forwards` and `both`.
    public var fillsForwards: Bool { self == .forwards || self == .both }
    /// True for `backwards` and `both`.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// What a spring plot marks besides the curve: the band within `tolerance` of the
/// target value, and the time after which the spring stays inside it.
struct SettlingAnnotation: Equatable, Sendable {
    /// The value the spring settles at (1 for normalised progress).
    var target: Double
    /// Half the band's height (Core Animation's ε = 0.001).
    var tolerance: Double
    /// The spring's settling time in seconds.
    var time: Double
}

/// What a spring plot marks besides the curve: the band within `tolerance` of the
/// target value, and the time after which the spring stays inside it.
package struct SettlingAnnotation: Equatable, Sendable {
    /// The value the spring settles at (1 for normalised progress).
    package var target: Double
    /// Half the band's height (Core Animation's ε = 0.001).
    package var tolerance: Double
    /// The spring's settling time in seconds.
    package var time: Double

    package init(target: Double, tolerance: Double, time: Double) {
        self.target = target
        self.tolerance = tolerance
        self.time = time
    }

    /// Core Animation's ε for a settled spring: within 0.001 of the target.
    package static let springTolerance = 0.001
}

/// One point of a sampled curve: time (seconds, or the fraction x for a timing
/// function) and the curve's value there.
struct CurvePoint: Equatable, Sendable {
    var t: Double
    var value: Double
}

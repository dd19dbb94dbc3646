/// One point of a sampled curve: time (seconds, or the fraction x for a timing
/// function) and the curve's value there.
package struct CurvePoint: Equatable, Sendable {
    package var t: Double
    package var value: Double
}

/// Rounding to the nearest integer, halves away from zero, written out so that it
/// inlines (Segue internal): `Float.rounded()` calls libm's `roundf` on this
/// target, a call per texture coordinate the compositor snaps for SDL's software
/// renderer.
///
/// (`rounded(.down)`, the other rounding of every vertex, stays a library call:
/// glibc's `floorf` is two instructions on this machine, fewer than any exact
/// form written out — measured with callgrind.)
enum PixelRounding {
    /// 2²³: from here up every `Float` is an integer.
    private static let integralMagnitude: Float = 8_388_608

    /// `Int(x.rounded())`, exactly: below 2²³ in magnitude a `Float` converts to
    /// `Int32` without loss of its integer part and the fraction `x - trunc(x)` is
    /// exact; from 2²³ up (and for infinities and NaN, which trap there as they do
    /// in `Int(x.rounded())`) the library rounds.
    @inline(__always)
    static func nearestAwayFromZero(_ x: Float) -> Int {
        guard abs(x) < integralMagnitude else { return Int(x.rounded()) }
        let t = Int32(x)
        let fraction = x - Float(t)
        return Int(t) + (fraction >= 0.5 ? 1 : (fraction <= -0.5 ? -1 : 0))
    }
}

import Foundation

/// glibc's `sincos` (a GNU extension Swift's Glibc module does not export): the sine
/// and cosine of one angle in one call, each as `sin` and `cos` compute it.
@_silgen_name("sincos")
private func glibcSineCosine(_ x: Double, _ sine: UnsafeMutablePointer<Double>, _ cosine: UnsafeMutablePointer<Double>)

/// The sine and cosine of `x` in one call (Segue, internal): a tick that needs
/// both — a rotation's matrix, a slerp's weights — pays for one argument
/// reduction instead of two.
@inline(__always)
func sineAndCosine(_ x: Double) -> (sine: Double, cosine: Double) {
    var sine = 0.0, cosine = 0.0
    glibcSineCosine(x, &sine, &cosine)
    return (sine, cosine)
}

import Foundation

#if canImport(Glibc)
/// glibc's `sincos` (a GNU extension Swift's Glibc module does not export): the sine
/// and cosine of one angle in one call, each as `sin` and `cos` compute it. Its
/// arguments (a double and two pointers) travel in the same registers under Swift's
/// and C's calling conventions on x86-64 and arm64, the platforms Segue builds on.
@_silgen_name("sincos")
private func glibcSineCosine(_ x: Double, _ sine: UnsafeMutablePointer<Double>, _ cosine: UnsafeMutablePointer<Double>)
#endif

/// The sine and cosine of `x` in one call (Segue, internal): a tick that needs
/// both — a rotation's matrix, a slerp's weights — pays for one argument
/// reduction instead of two where the C library offers `sincos` (glibc); elsewhere
/// (Darwin) it is `sin` and `cos`.
@inline(__always)
func sineAndCosine(_ x: Double) -> (sine: Double, cosine: Double) {
    #if canImport(Glibc)
    var sine = 0.0, cosine = 0.0
    glibcSineCosine(x, &sine, &cosine)
    return (sine, cosine)
    #else
    return (sin(x), cos(x))
    #endif
}

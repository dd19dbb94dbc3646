import Segue

/// An image's texels premultiplied and converted to `Float`, as the compositor's
/// resampler reads them in every bilinear tap (Segue internal): laid out by
/// `TransformedTextureResampler.premultiply(_:into:blueFirst:)`, with the last
/// column and row repeated. Immutable once made, so the threads painting a frame
/// read it at once.
final class PremultipliedTexels: Sendable {
    /// (width + 1) × (height + 1) texels, row by row.
    let texels: [SIMD4<Float>]
    /// Whether every texel of the image is opaque.
    let opaque: Bool

    /// `image`'s texels, colours in the order blue, green, red when `blueFirst`.
    @MainActor
    init(_ image: CGImage, blueFirst: Bool) {
        var texels: [SIMD4<Float>] = []
        opaque = TransformedTextureResampler.premultiply(image, into: &texels, blueFirst: blueFirst)
        self.texels = texels
    }
}

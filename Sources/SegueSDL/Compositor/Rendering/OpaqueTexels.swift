import Segue

/// An opaque image's texels packed four bytes each in the compositor's run
/// textures' channel order, alpha 255 (Segue internal): what
/// `TransformedTextureResampler` copies into the pixels of an opaque image's
/// triangles. Immutable once made, so the threads painting a frame read it at once.
final class OpaqueTexels: Sendable {
    /// `width` × `height` texels, row by row, as little-endian words: blue, green,
    /// red, alpha in memory when made `blueFirst` (ARGB8888), else red, green,
    /// blue, alpha (ABGR8888).
    let texels: [UInt32]
    let width: Int
    let height: Int

    /// `image`'s texels, packed blue first or not. Alpha is stored as 255: the
    /// image is known to be opaque.
    init(_ image: CGImage, blueFirst: Bool) {
        width = image.width
        height = image.height
        texels = image.pixels.withUnsafeBufferPointer { bytes in
            (0..<(image.width * image.height)).map { index in
                Self.pack(red: bytes[index * 4], green: bytes[index * 4 + 1], blue: bytes[index * 4 + 2],
                          blueFirst: blueFirst)
            }
        }
    }

    /// One opaque colour as a run texture stores it: a little-endian word of
    /// blue, green, red, 255 when `blueFirst` (ARGB8888), else red, green, blue, 255.
    @inline(__always)
    static func pack(red: UInt8, green: UInt8, blue: UInt8, blueFirst: Bool) -> UInt32 {
        let packed = blueFirst
            ? UInt32(blue) | UInt32(green) << 8 | UInt32(red) << 16 | 0xFF00_0000
            : UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000
        return packed.littleEndian
    }
}

import CSDL2

extension TransformedTextureResampler {
    /// A run the resampler has placed and not yet painted (Segue internal): where
    /// its pixels go — its own texture, locked, or the render target's pixels —
    /// its triangles and what paints them. The buffers it points into belong to
    /// the caller of `resample`/`fillSolid`/`copyOpaque`, which keeps them
    /// unchanged until the run is painted (`paintPreparedRuns()` for a texture,
    /// `paintInPlace(runs:)` for the target).
    struct PreparedRun: @unchecked Sendable {
        /// What fills the run's triangles.
        enum Paint {
            /// Each triangle in its vertices' one opaque colour, packed for textures
            /// whose colours are stored blue first (ARGB8888) or not.
            case solid(blueFirst: Bool)
            /// The image whose texels are given, `width` × `height`, resampled
            /// through the run's triangles' mappings at `mappings` in the resampler's
            /// list of them.
            case image(PremultipliedTexels, width: Int, height: Int, mappings: Range<Int>)
            /// The opaque image whose texels are given, each pixel copying the texel
            /// SDL's software renderer would (`NearestTexelTriangle`).
            case copy(OpaqueTexels)
        }

        /// The run's own texture, locked, which SDL copies once it is painted; nil
        /// for a run painted straight into the render target (`target` is then
        /// the whole target).
        let texture: OpaquePointer?
        let target: RunPixels
        /// The target's rows the run's pixels can lie in.
        let rows: Range<Int>
        /// The run's vertices in whole pixels, as SDL would receive them.
        let drawn: UnsafeBufferPointer<SDL_Vertex>
        /// The run's triangles, three indices into `drawn` each.
        let indices: UnsafeBufferPointer<Int32>
        let paint: Paint

        /// Whether the run is painted into the render target's pixels, over what
        /// is there, rather than into a cleared texture of its own.
        var paintsInPlace: Bool { texture == nil }
    }
}

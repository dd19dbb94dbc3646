import Foundation

/// How finely a textured quad is cut so that SDL's affine, per-triangle texture
/// interpolation looks perspective-correct (Segue internal).
///
/// Inside a triangle whose homogeneous weights differ by a factor r (w_max/w_min),
/// affine interpolation misplaces the texture by about s·(r − 1)/4 pixels, s being
/// the triangle's size on screen — in every direction, not only along the
/// w-gradient. Cutting the quad into an n × n grid divides both s and r − 1 by n, so
/// the error falls as 1/n²: n = √(L·(r − 1)/(4·tol)) for a quad L pixels across
/// keeps it under `tolerance` pixels. An affine quad (w constant) needs n = 1: two
/// triangles.
enum PerspectiveSubdivision {
    /// Pixels of texture misplacement allowed.
    static let tolerance = 0.35
    /// The most cells along one side of a quad.
    static let maximumCellsPerSide = 32

    /// Cells along each side of a quad whose weight w runs from `minimumW` to
    /// `minimumW + variation`, spanning `screenLength` pixels on screen.
    static func cellsPerSide(minimumW: Double, variation: Double, screenLength: Double) -> Int {
        guard minimumW > 0, variation.isFinite, screenLength.isFinite else { return maximumCellsPerSide }
        let excess = abs(variation) / minimumW
        guard excess > 1e-9, screenLength > 0 else { return 1 }
        let n = (screenLength * excess / (4 * tolerance)).squareRoot().rounded(.up)
        guard n.isFinite else { return maximumCellsPerSide }
        return min(max(Int(n), 1), maximumCellsPerSide)
    }
}

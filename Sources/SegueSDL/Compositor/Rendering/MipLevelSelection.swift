import CSDL2
import Foundation

/// Which pre-filtered level of a texture a run of triangles should sample when the
/// renderer cannot filter (Segue internal): SDL's software renderer samples the
/// nearest texel, so a texture drawn smaller than its size drops whole texel rows
/// and columns — thin glyph strokes break up and shimmer as a card turns.
///
/// Levels are kept per axis (a "rip map": the image halved `horizontal` times in
/// width and `vertical` times in height), because a turning card is squeezed along
/// one axis only: a card turning about its horizontal axis shows a quarter of its
/// rows and nearly all of its columns, and an ordinary mip map, which halves both
/// together, would blur it sideways to fix its rows. Along each texture axis the
/// level is log₂ of how many texels of that axis one pixel step covers (the larger
/// of the derivatives along screen x and y), rounded to the nearest level. One pair
/// per run: the squares of the derivatives averaged over its triangles weighted by
/// their screen area.
///
/// Triangles that map the texture without rotation or shear (an axis-aligned
/// rectangle, however scaled) do not count: SDL draws such a pair as a scaled copy
/// of the texture, which filters linearly on its own, and a smaller level would
/// only blur it. A run made only of them keeps the image itself.
struct MipLevelSelection: Equatable {
    /// How many times the width and the height are halved (0: full size).
    var horizontal = 0
    var vertical = 0

    /// The levels for the triangles of one draw call sampling a `textureWidth` ×
    /// `textureHeight` texture; each at most `maximumLevel`.
    static func levels(vertices: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>,
                       textureWidth: Int, textureHeight: Int, maximumLevel: Int) -> MipLevelSelection {
        guard maximumLevel > 0 else { return MipLevelSelection() }
        let width = Float(textureWidth), height = Float(textureHeight)
        var weightedU: Float = 0, weightedV: Float = 0
        var totalArea: Float = 0
        var index = 0
        while index + 2 < indices.count {
            let a = vertices[Int(indices[index])], b = vertices[Int(indices[index + 1])], c = vertices[Int(indices[index + 2])]
            index += 3
            let x1 = b.position.x - a.position.x, y1 = b.position.y - a.position.y
            let x2 = c.position.x - a.position.x, y2 = c.position.y - a.position.y
            let determinant = x1 * y2 - x2 * y1
            let area = abs(determinant) * 0.5
            guard area > 1e-3 else { continue }
            let u1 = (b.tex_coord.x - a.tex_coord.x) * width, v1 = (b.tex_coord.y - a.tex_coord.y) * height
            let u2 = (c.tex_coord.x - a.tex_coord.x) * width, v2 = (c.tex_coord.y - a.tex_coord.y) * height
            // The affine map from screen to texels over the triangle: its columns are
            // the derivatives along screen x and screen y.
            let dudx = (u1 * y2 - u2 * y1) / determinant, dvdx = (v1 * y2 - v2 * y1) / determinant
            let dudy = (u2 * x1 - u1 * x2) / determinant, dvdy = (v2 * x1 - v1 * x2) / determinant
            let tolerance = 1e-4 * max(abs(dudx), abs(dvdy), 1)
            if abs(dudy) <= tolerance && abs(dvdx) <= tolerance { continue }
            let squaredU = max(dudx * dudx, dudy * dudy), squaredV = max(dvdx * dvdx, dvdy * dvdy)
            guard squaredU.isFinite, squaredV.isFinite else { continue }
            weightedU += squaredU * area
            weightedV += squaredV * area
            totalArea += area
        }
        guard totalArea > 0 else { return MipLevelSelection() }
        func level(_ weighted: Float) -> Int {
            let lambda = 0.5 * log2(Double(weighted / totalArea))
            guard lambda.isFinite, lambda >= 0.5 else { return 0 }
            return min(Int(lambda.rounded()), maximumLevel)
        }
        return MipLevelSelection(horizontal: level(weightedU), vertical: level(weightedV))
    }
}

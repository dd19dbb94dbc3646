import Foundation

/// The lines of a subdivision grid along one axis of a textured quad, placed on
/// texel boundaries (Segue internal).
///
/// SDL's software renderer truncates each vertex's texture coordinate to a whole
/// texel (`(int)(u * width)` in `SW_QueueGeometry`), so a grid vertex between
/// texels would pull the texture by up to a texel. Grid lines on texel boundaries
/// are exact there and cost nothing on renderers that interpolate in floating point.
enum TexelAlignedGrid {
    /// Appends the grid lines (local coordinates, ascending, both ends included) of
    /// the visible span `visibleMin…visibleMax` of an image side drawn over
    /// `imageMin…imageMax` with `texels` texels, aiming at `cells` cells: interior
    /// lines every whole number of texels, the ends kept where they are.
    static func appendLines(visibleMin: Double, visibleMax: Double, imageMin: Double, imageMax: Double,
                            texels: Int, cells: Int, to lines: inout [Double]) {
        lines.append(visibleMin)
        let span = imageMax - imageMin
        guard cells > 1, texels > 1, span > 0, visibleMax > visibleMin else {
            lines.append(visibleMax)
            return
        }
        let texelSize = span / Double(texels)
        let visibleTexels = (visibleMax - visibleMin) / texelSize
        let step = max(1, Int((visibleTexels / Double(cells)).rounded()))
        var texel = Int(((visibleMin - imageMin) / texelSize).rounded(.down)) + 1
        // Start on a multiple of the step so neighbouring quads of one image agree.
        texel = ((texel + step - 1) / step) * step
        let minimumGap = texelSize * 1e-3
        while true {
            let line = imageMin + Double(texel) * texelSize
            if line >= visibleMax - minimumGap { break }
            if line > lines[lines.count - 1] + minimumGap { lines.append(line) }
            texel += step
        }
        lines.append(visibleMax)
    }
}

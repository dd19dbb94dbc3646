/// The pixels of a texture's next smaller level along one or both axes (Segue
/// internal): each texel the average of a 2 × 2, 2 × 1 or 1 × 2 block of the level
/// above, that side halved rounded up (an odd last row or column averages with
/// itself), at least 1.
///
/// The pixels are straight (unpremultiplied) RGBA8, as `CGImage` holds them, so
/// colours are averaged weighted by their alpha — a transparent texel's colour,
/// which is meaningless, does not darken the edge of a glyph — and the alpha is the
/// plain average.
enum MipLevelPixels {
    /// The level below `pixels` (`width` × `height`, rows of `width * 4` bytes)
    /// along the axes asked for, and its size.
    static func halved(_ pixels: [UInt8], width: Int, height: Int, horizontally: Bool = true,
                       vertically: Bool = true) -> (pixels: [UInt8], width: Int, height: Int) {
        let newWidth = horizontally ? max(1, (width + 1) / 2) : width
        let newHeight = vertically ? max(1, (height + 1) / 2) : height
        let rowStep = vertically ? 2 : 1, columnStep = horizontally ? 2 : 1
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        pixels.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { target in
                for y in 0..<newHeight {
                    let rows = (min(rowStep * y, height - 1), min(rowStep * y + rowStep - 1, height - 1))
                    for x in 0..<newWidth {
                        let columns = (min(columnStep * x, width - 1), min(columnStep * x + columnStep - 1, width - 1))
                        var red = 0, green = 0, blue = 0, alpha = 0
                        for corner in 0..<4 {
                            let row = corner < 2 ? rows.0 : rows.1
                            let column = corner & 1 == 0 ? columns.0 : columns.1
                            let offset = (row * width + column) * 4
                            let a = Int(source[offset + 3])
                            red += Int(source[offset]) * a
                            green += Int(source[offset + 1]) * a
                            blue += Int(source[offset + 2]) * a
                            alpha += a
                        }
                        let offset = (y * newWidth + x) * 4
                        if alpha > 0 {
                            target[offset] = UInt8((red + alpha / 2) / alpha)
                            target[offset + 1] = UInt8((green + alpha / 2) / alpha)
                            target[offset + 2] = UInt8((blue + alpha / 2) / alpha)
                        }
                        target[offset + 3] = UInt8((alpha + 2) / 4)
                    }
                }
            }
        }
        return (result, newWidth, newHeight)
    }
}

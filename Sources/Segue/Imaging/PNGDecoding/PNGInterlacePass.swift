/// One pass of PNG's image data: the pixels at `(xStart + i·xStep, yStart + j·yStep)`.
/// A non-interlaced image is one pass of every pixel; Adam7 (ISO 15948 §8.2) has
/// seven, each a sparser grid of the image.
struct PNGInterlacePass: Equatable, Sendable {
    let xStart: Int
    let yStart: Int
    let xStep: Int
    let yStep: Int

    /// Every pixel.
    static let whole = PNGInterlacePass(xStart: 0, yStart: 0, xStep: 1, yStep: 1)

    /// Adam7's passes, in order.
    static let adam7: [PNGInterlacePass] = [
        PNGInterlacePass(xStart: 0, yStart: 0, xStep: 8, yStep: 8),
        PNGInterlacePass(xStart: 4, yStart: 0, xStep: 8, yStep: 8),
        PNGInterlacePass(xStart: 0, yStart: 4, xStep: 4, yStep: 8),
        PNGInterlacePass(xStart: 2, yStart: 0, xStep: 4, yStep: 4),
        PNGInterlacePass(xStart: 0, yStart: 2, xStep: 2, yStep: 4),
        PNGInterlacePass(xStart: 1, yStart: 0, xStep: 2, yStep: 2),
        PNGInterlacePass(xStart: 0, yStart: 1, xStep: 1, yStep: 2),
    ]

    /// How many pixels of an image this size the pass holds across and down (either
    /// may be 0, and then the pass has no scanlines at all).
    func size(imageWidth: Int, imageHeight: Int) -> (width: Int, height: Int) {
        let width = imageWidth > xStart ? (imageWidth - xStart + xStep - 1) / xStep : 0
        let height = imageHeight > yStart ? (imageHeight - yStart + yStep - 1) / yStep : 0
        return (width, height)
    }
}

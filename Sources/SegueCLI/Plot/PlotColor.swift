/// An 8-bit sRGB colour with straight (not premultiplied) alpha, as PNG stores it.
struct PlotColor: Equatable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8 = 255

    static let white = PlotColor(red: 255, green: 255, blue: 255)
    static let black = PlotColor(red: 0, green: 0, blue: 0)
}

extension PlotColor {
    /// The plot's palette.
    static let plotBackground = white
    static let gridLine = PlotColor(red: 232, green: 234, blue: 238)
    static let axis = PlotColor(red: 60, green: 64, blue: 72)
    static let label = PlotColor(red: 40, green: 44, blue: 52)
    static let curve = PlotColor(red: 0, green: 110, blue: 220)
    static let keyframeDot = PlotColor(red: 220, green: 60, blue: 40)
    static let settlingBand = PlotColor(red: 40, green: 170, blue: 90, alpha: 70)
    static let settlingMarker = PlotColor(red: 230, green: 130, blue: 0)
    static let referenceLine = PlotColor(red: 150, green: 155, blue: 165)
}

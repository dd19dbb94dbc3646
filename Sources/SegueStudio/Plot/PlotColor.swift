/// An 8-bit sRGB colour with straight (not premultiplied) alpha, as PNG stores it.
package struct PlotColor: Equatable, Sendable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8 = 255

    package static let white = PlotColor(red: 255, green: 255, blue: 255)
    package static let black = PlotColor(red: 0, green: 0, blue: 0)
}

extension PlotColor {
    /// The plot's palette.
    package static let plotBackground = white
    package static let gridLine = PlotColor(red: 232, green: 234, blue: 238)
    package static let axis = PlotColor(red: 60, green: 64, blue: 72)
    package static let label = PlotColor(red: 40, green: 44, blue: 52)
    package static let curve = PlotColor(red: 0, green: 110, blue: 220)
    package static let keyframeDot = PlotColor(red: 220, green: 60, blue: 40)
    package static let settlingBand = PlotColor(red: 40, green: 170, blue: 90, alpha: 70)
    package static let settlingMarker = PlotColor(red: 230, green: 130, blue: 0)
    package static let referenceLine = PlotColor(red: 150, green: 155, blue: 165)
}

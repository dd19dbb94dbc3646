/// A width × height grid of RGBA pixels, top row first, with the few drawing
/// operations a plot needs. Shapes are anti-aliased by coverage: each pixel is blended
/// with the shape's colour in proportion to how much of the pixel the shape covers.
package struct RGBACanvas {
    package let width: Int
    package let height: Int
    /// Four bytes per pixel (red, green, blue, alpha), rows top to bottom.
    package private(set) var pixels: [UInt8]

    package init(width: Int, height: Int, background: PlotColor) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) {
            pixels[index * 4] = background.red
            pixels[index * 4 + 1] = background.green
            pixels[index * 4 + 2] = background.blue
            pixels[index * 4 + 3] = background.alpha
        }
    }

    /// The colour at a pixel.
    package func color(x: Int, y: Int) -> PlotColor {
        let index = (y * width + x) * 4
        return PlotColor(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
    }

    /// Blends `color` over the pixel at (x, y), weighted by `coverage` in [0, 1] and the
    /// colour's own alpha ("source over"). Pixels outside the canvas are ignored.
    package mutating func blend(x: Int, y: Int, color: PlotColor, coverage: Double = 1) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let source = min(coverage, 1) * Double(color.alpha) / 255
        let index = (y * width + x) * 4
        let destinationAlpha = Double(pixels[index + 3]) / 255
        let outAlpha = source + destinationAlpha * (1 - source)
        guard outAlpha > 0 else { return }
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            let value = (Double(top) * source + Double(bottom) * destinationAlpha * (1 - source)) / outAlpha
            return UInt8(min(max(value.rounded(), 0), 255))
        }
        pixels[index] = mix(color.red, pixels[index])
        pixels[index + 1] = mix(color.green, pixels[index + 1])
        pixels[index + 2] = mix(color.blue, pixels[index + 2])
        pixels[index + 3] = UInt8(min(max((outAlpha * 255).rounded(), 0), 255))
    }

    /// Fills the pixels whose centres lie in [minX, maxX) × [minY, maxY).
    package mutating func fillRect(minX: Double, minY: Double, maxX: Double, maxY: Double, color: PlotColor) {
        let x0 = max(0, Int((minX - 0.5).rounded(.up))), x1 = min(width, Int((maxX - 0.5).rounded(.up)))
        let y0 = max(0, Int((minY - 0.5).rounded(.up))), y1 = min(height, Int((maxY - 0.5).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 { blend(x: x, y: y, color: color) }
        }
    }

    /// Strokes the line through `points` with round joins and caps, optionally dashed
    /// (lengths in pixels along the line). Coverage is the maximum over all segments, so
    /// joints are not drawn twice. A segment with a non-finite end is left out; a single
    /// point is drawn as a dot.
    package mutating func strokePolyline(_ points: [(x: Double, y: Double)], lineWidth: Double, color: PlotColor, dash: (on: Double, off: Double)? = nil) {
        let isFinite = { (point: (x: Double, y: Double)) in point.x.isFinite && point.y.isFinite }
        var segments: [(start: (x: Double, y: Double), end: (x: Double, y: Double))] = []
        if points.count == 1, isFinite(points[0]) { segments.append((points[0], points[0])) }
        for index in points.indices.dropLast() where isFinite(points[index]) && isFinite(points[index + 1]) {
            segments.append((points[index], points[index + 1]))
        }
        guard let first = segments.first?.start else { return }
        let halfWidth = lineWidth / 2
        let reach = halfWidth + 1
        // The region the stroke can touch, clipped to the canvas.
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for segment in segments {
            for point in [segment.start, segment.end] {
                minX = min(minX, point.x); maxX = max(maxX, point.x)
                minY = min(minY, point.y); maxY = max(maxY, point.y)
            }
        }
        let regionX0 = max(0, Int((minX - reach).rounded(.down))), regionX1 = min(width - 1, Int((maxX + reach).rounded(.up)))
        let regionY0 = max(0, Int((minY - reach).rounded(.down))), regionY1 = min(height - 1, Int((maxY + reach).rounded(.up)))
        guard regionX0 <= regionX1, regionY0 <= regionY1 else { return }
        let regionWidth = regionX1 - regionX0 + 1
        var coverage = [Float](repeating: 0, count: regionWidth * (regionY1 - regionY0 + 1))

        var distanceAlong = 0.0
        for (start, end) in segments {
            let dx = end.x - start.x, dy = end.y - start.y
            let lengthSquared = dx * dx + dy * dy
            let length = lengthSquared.squareRoot()
            let x0 = max(regionX0, Int((min(start.x, end.x) - reach).rounded(.down)))
            let x1 = min(regionX1, Int((max(start.x, end.x) + reach).rounded(.up)))
            let y0 = max(regionY0, Int((min(start.y, end.y) - reach).rounded(.down)))
            let y1 = min(regionY1, Int((max(start.y, end.y) + reach).rounded(.up)))
            if x0 <= x1, y0 <= y1 {
                for y in y0...y1 {
                    for x in x0...x1 {
                        // The nearest point of the segment to the pixel centre.
                        let px = Double(x) + 0.5 - start.x, py = Double(y) + 0.5 - start.y
                        let along = lengthSquared > 0 ? min(max((px * dx + py * dy) / lengthSquared, 0), 1) : 0
                        if let dash, lengthSquared > 0 {
                            let position = (distanceAlong + along * length).truncatingRemainder(dividingBy: dash.on + dash.off)
                            if position > dash.on { continue }
                        }
                        let ex = px - along * dx, ey = py - along * dy
                        let distance = (ex * ex + ey * ey).squareRoot()
                        let value = Float(min(max(halfWidth + 0.5 - distance, 0), 1))
                        let cell = (y - regionY0) * regionWidth + (x - regionX0)
                        if value > coverage[cell] { coverage[cell] = value }
                    }
                }
            }
            distanceAlong += length
        }
        for y in regionY0...regionY1 {
            for x in regionX0...regionX1 {
                let value = coverage[(y - regionY0) * regionWidth + (x - regionX0)]
                if value > 0 { blend(x: x, y: y, color: color, coverage: Double(value)) }
            }
        }
    }

    /// A straight line from one point to another.
    package mutating func strokeLine(from start: (x: Double, y: Double), to end: (x: Double, y: Double), lineWidth: Double, color: PlotColor, dash: (on: Double, off: Double)? = nil) {
        strokePolyline([start, end], lineWidth: lineWidth, color: color, dash: dash)
    }

    /// A filled disc, anti-aliased at its edge.
    package mutating func fillCircle(center: (x: Double, y: Double), radius: Double, color: PlotColor) {
        guard center.x.isFinite, center.y.isFinite else { return }
        let x0 = max(0, Int((center.x - radius - 1).rounded(.down))), x1 = min(width - 1, Int((center.x + radius + 1).rounded(.up)))
        let y0 = max(0, Int((center.y - radius - 1).rounded(.down))), y1 = min(height - 1, Int((center.y + radius + 1).rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 {
            for x in x0...x1 {
                let dx = Double(x) + 0.5 - center.x, dy = Double(y) + 0.5 - center.y
                let coverage = radius + 0.5 - (dx * dx + dy * dy).squareRoot()
                blend(x: x, y: y, color: color, coverage: min(max(coverage, 0), 1))
            }
        }
    }
}

import Foundation
import Segue
@testable import SegueSDL

/// Layer trees, images and pixel probes shared by the compositor's tests.
@MainActor
enum CompositorFixtures {
    /// An opaque colour from 0…255 components.
    static func colour(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> RGBAColor {
        RGBAColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    static let red = colour(255, 0, 0)
    static let green = colour(0, 255, 0)
    static let blue = colour(0, 0, 255)
    static let white = colour(255, 255, 255)
    static let black = colour(0, 0, 0)

    /// An opaque image `width` texels wide and 64 tall of one-texel rows,
    /// alternately white and black: what nearest sampling of a squeezed image breaks
    /// into bands, and filtering averages to mid grey.
    static func stripes(width: Int) -> CGImage {
        var pixels: [UInt8] = []
        for row in 0..<64 {
            let value: UInt8 = row.isMultiple(of: 2) ? 255 : 0
            for _ in 0..<width { pixels += [value, value, value, 255] }
        }
        return CGImage(width: width, height: 64, rgbaPixels: pixels)!
    }

    /// A layer with the given geometry and background (no implicit animations: the
    /// layers are never ticked, so the model is what is drawn).
    static func layer(transformLayer: Bool = false, bounds: CGRect, position: CGPoint,
                      background: RGBAColor? = nil) -> CALayer {
        let layer = transformLayer ? CATransformLayer() : CALayer()
        layer.bounds = bounds
        layer.position = position
        layer.backgroundColor = background.map(CGColor.init(rgba:))
        return layer
    }

    /// A root covering `size` (anchor at its centre) with a perspective
    /// `sublayerTransform` (m34 = −1/distance) when `distance` is given.
    static func stage(_ size: CGSize, perspective distance: Double? = nil, background: RGBAColor? = nil) -> CALayer {
        let root = layer(bounds: CGRect(origin: .zero, size: size),
                         position: CGPoint(x: size.width / 2, y: size.height / 2), background: background)
        if let distance {
            var t = CATransform3DIdentity
            t.m34 = -1 / distance
            root.sublayerTransform = t
        }
        return root
    }

    /// A 320 × 240 window's worth of what the compositor paints itself, turned by
    /// `angle` about y (each card a little more) and overlapping: rounded colour
    /// cards, cards of opaque stripes, cards of a translucent checkerboard, and
    /// one striped card at 0.6 opacity — runs a software renderer's compositor
    /// fills, copies or filters, some of them through textures SDL blends.
    static func turnedCards(angle: CGFloat) -> CALayer {
        let root = stage(CGSize(width: 320, height: 240), perspective: 500)
        let translucent = checkerboard(cells: 8, cellSize: 8, first: colour(200, 40, 90, 0.5), second: white)
        for index in 0..<24 {
            let card = layer(bounds: CGRect(x: 0, y: 0, width: 60 + index % 3 * 20, height: 70 + index % 4 * 10),
                             position: CGPoint(x: 20 + CGFloat(index % 6) * 56, y: 30 + CGFloat(index / 6) * 58),
                             background: colour(30 + index * 9, 220 - index * 7, (index * 53) % 256))
            card.cornerRadius = CGFloat(index % 4) * 5
            if index % 3 != 2 { card.contents = index % 2 == 0 ? stripes(width: 16) : translucent }
            if index == 4 { card.opacity = 0.6 }
            card.transform = CATransform3DRotate(CATransform3DMakeRotation(angle + CGFloat(index) * 0.21, 0, 1, 0),
                                                 0.15 * CGFloat(index % 5), 1, 0, 0)
            root.addSublayer(card)
        }
        return root
    }

    /// A checkerboard image: `cells` × `cells` squares of `cellSize` pixels, the top
    /// left one `first`.
    static func checkerboard(cells: Int, cellSize: Int, first: RGBAColor = black, second: RGBAColor = white) -> CGImage {
        let side = cells * cellSize
        var bytes = [UInt8](repeating: 0, count: side * side * 4)
        let a = first.rgba8, b = second.rgba8
        for y in 0..<side {
            for x in 0..<side {
                let c = ((x / cellSize) + (y / cellSize)) % 2 == 0 ? a : b
                let i = (y * side + x) * 4
                bytes[i] = c.0; bytes[i + 1] = c.1; bytes[i + 2] = c.2; bytes[i + 3] = c.3
            }
        }
        return CGImage(width: side, height: side, rgbaPixels: bytes)!
    }

    /// An image split into four coloured quadrants (red top-left, green top-right,
    /// blue bottom-left, white bottom-right).
    static func quadrants(width: Int, height: Int) -> CGImage {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let c: RGBAColor = y < height / 2 ? (x < width / 2 ? red : green) : (x < width / 2 ? blue : white)
                let p = c.rgba8
                let i = (y * width + x) * 4
                bytes[i] = p.0; bytes[i + 1] = p.1; bytes[i + 2] = p.2; bytes[i + 3] = p.3
            }
        }
        return CGImage(width: width, height: height, rgbaPixels: bytes)!
    }

    /// Renders offscreen.
    static func render(_ root: CALayer, size: CGSize, scale: CGFloat = 1,
                       background: RGBAColor? = black) throws -> CGImage {
        try OffscreenRenderer().render(root, size: size, scale: scale, backgroundColor: background)
    }

    /// Writes `image` as a PNG to `/tmp/compositor-<name>.png` when the environment
    /// variable `SEGUE_WRITE_COMPOSITOR_PNGS` is set (for looking at renders).
    static func writeIfAsked(_ image: CGImage, _ name: String) {
        guard ProcessInfo.processInfo.environment["SEGUE_WRITE_COMPOSITOR_PNGS"] != nil else { return }
        if let png = try? PNGEncoder().encode(rgba: image.pixels, width: image.width, height: image.height) {
            try? Data(png).write(to: URL(fileURLWithPath: "/tmp/compositor-\(name).png"))
        }
    }
}

/// Pixel questions about a rendered image.
struct PixelProbe {
    let image: CGImage

    /// The 8-bit components at (x, y).
    func bytes(_ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
        let i = (y * image.width + x) * 4
        let p = image.pixels
        return (Int(p[i]), Int(p[i + 1]), Int(p[i + 2]), Int(p[i + 3]))
    }

    /// True when the pixel is within `tolerance` (per component, 0…255) of `colour`.
    func matches(_ x: Int, _ y: Int, _ colour: RGBAColor, tolerance: Int = 3) -> Bool {
        let c = colour.rgba8, p = bytes(x, y)
        return abs(p.0 - Int(c.0)) <= tolerance && abs(p.1 - Int(c.1)) <= tolerance
            && abs(p.2 - Int(c.2)) <= tolerance && abs(p.3 - Int(c.3)) <= tolerance
    }

    /// The bounding box (min x, min y, max x, max y, inclusive) of the pixels that
    /// satisfy `predicate`, or nil when none does.
    func boundingBox(where predicate: ((Int, Int, Int, Int)) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width where predicate(bytes(x, y)) {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return minX == Int.max ? nil : (minX, minY, maxX, maxY)
    }

    /// Pixels that satisfy `predicate`.
    func count(where predicate: ((Int, Int, Int, Int)) -> Bool) -> Int {
        var n = 0
        for y in 0..<image.height {
            for x in 0..<image.width where predicate(bytes(x, y)) { n += 1 }
        }
        return n
    }

    /// True for pixels that are clearly not black.
    static func lit(_ p: (Int, Int, Int, Int)) -> Bool { p.0 + p.1 + p.2 > 96 }
}

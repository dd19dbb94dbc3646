import Foundation
import Segue
import SegueStudio

/// The tab bar images of the `tabs` scene: plain shapes drawn into an alpha mask
/// (the tab bar tints images as templates), 26 × 26 pt at 2 px per point by default, with
/// anti-aliased edges from 4 × 4 supersampling.
@MainActor
enum TabsIcon: CaseIterable {
    case circle, square, triangle, diamond

    /// Points per side.
    static let size = 26
    /// Pixels per point.
    static let scale = 2

    /// The shape as a template image, `points` wide and tall (the tab bar's
    /// size by default) at `scale` pixels per point.
    func image(points: Int = TabsIcon.size, scale: Int = TabsIcon.scale) -> UIImage? {
        let pixels = points * scale
        var rgba = [UInt8](repeating: 0, count: pixels * pixels * 4)
        let samples = 4
        for y in 0..<pixels {
            for x in 0..<pixels {
                var covered = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        // Sample position in 0…1 across the icon.
                        let u = (Double(x) + (Double(sx) + 0.5) / Double(samples)) / Double(pixels)
                        let v = (Double(y) + (Double(sy) + 0.5) / Double(samples)) / Double(pixels)
                        if contains(u: u, v: v) { covered += 1 }
                    }
                }
                let index = (y * pixels + x) * 4
                rgba[index] = 255
                rgba[index + 1] = 255
                rgba[index + 2] = 255
                rgba[index + 3] = UInt8(covered * 255 / (samples * samples))
            }
        }
        return UIImage(width: pixels, height: pixels, scale: CGFloat(scale), rgbaPixels: rgba)
    }

    /// Whether a point of the unit square (y down) is inside the shape.
    private func contains(u: Double, v: Double) -> Bool {
        let x = u - 0.5, y = v - 0.5
        switch self {
        case .circle:
            return x * x + y * y <= 0.42 * 0.42
        case .square:
            return abs(x) <= 0.36 && abs(y) <= 0.36
        case .triangle:
            // Apex at the top, base at the bottom.
            guard v >= 0.12 && v <= 0.86 else { return false }
            let halfWidth = 0.44 * (v - 0.12) / 0.74
            return abs(x) <= halfWidth
        case .diamond:
            return abs(x) + abs(y) <= 0.46
        }
    }
}

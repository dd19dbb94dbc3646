import Foundation
import Testing
@testable import Segue

/// Draws labels and buttons into one picture the way a compositor would for
/// unrotated views (background colours, then contents stretched over the frame),
/// checks the PNG encodes and reads back, and — when `SEGUE_PICTURE_DIR` is set —
/// writes it there for a person to look at.
@MainActor @Suite(.serialized) struct LeafViewPictureTests {
    /// A small flattening compositor: translation only, nearest sampling, source-over.
    @MainActor private struct Flattener {
        let width: Int, height: Int, scale: CGFloat
        var pixels: [UInt8]

        init(size: CGSize, scale: CGFloat) {
            self.scale = scale
            width = Int(size.width * scale)
            height = Int(size.height * scale)
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        }

        mutating func draw(_ view: UIView, in root: UIView) {
            guard !view.isHidden else { return }
            let frame = view === root ? view.bounds : view.convert(view.bounds, to: root)
            let x0 = Int((frame.minX * scale).rounded()), y0 = Int((frame.minY * scale).rounded())
            let w = Int((frame.width * scale).rounded()), h = Int((frame.height * scale).rounded())
            let alpha = Double(view.alpha)
            if let color = view.backgroundColor?.rgba {
                for y in max(0, y0)..<min(height, y0 + h) {
                    for x in max(0, x0)..<min(width, x0 + w) { blend(color, alpha: alpha, x: x, y: y) }
                }
            }
            if let image = view.layer.contents as? CGImage, w > 0, h > 0 {
                for y in max(0, y0)..<min(height, y0 + h) {
                    for x in max(0, x0)..<min(width, x0 + w) {
                        let sx = (x - x0) * image.width / w, sy = (y - y0) * image.height / h
                        blend(image.pixel(x: sx, y: sy)!, alpha: alpha, x: x, y: y)
                    }
                }
            }
            for subview in view.subviews { draw(subview, in: root) }
        }

        private mutating func blend(_ color: RGBAColor, alpha: Double, x: Int, y: Int) {
            let index = (y * width + x) * 4
            let a = min(max(color.alpha * alpha, 0), 1)
            let da = Double(pixels[index + 3]) / 255
            let outA = a + da * (1 - a)
            guard outA > 0 else { return }
            let source = [color.red, color.green, color.blue]
            for channel in 0..<3 {
                let mixed = (source[channel] * a + Double(pixels[index + channel]) / 255 * da * (1 - a)) / outA
                pixels[index + channel] = UInt8((min(max(mixed, 0), 1) * 255).rounded())
            }
            pixels[index + 3] = UInt8((outA * 255).rounded())
        }
    }

    private func makeScene() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 240))
        window.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 20, y: 16, width: 320, height: 28))
        title.text = "Hello, Segue! (17 pt)"
        title.backgroundColor = UIColor(white: 0.93, alpha: 1)
        let centred = UILabel(frame: CGRect(x: 20, y: 52, width: 320, height: 56))
        centred.text = "A centred label that wraps onto more than one line, and this one has far too much text for two lines, so it ends with a truncation"
        centred.font = .systemFont(ofSize: 13)
        centred.numberOfLines = 2
        centred.textAlignment = .center
        centred.textColor = .secondaryLabel
        centred.backgroundColor = UIColor(white: 0.93, alpha: 1)
        let normal = UIButton(type: .system)
        normal.setTitle("Tap me", for: .normal)
        normal.frame = CGRect(x: 20, y: 124, width: 100, height: 44)
        normal.backgroundColor = .systemGray6
        let pressed = UIButton(type: .system)
        pressed.setTitle("Pressed", for: .normal)
        pressed.frame = CGRect(x: 130, y: 124, width: 100, height: 44)
        pressed.backgroundColor = .systemGray6
        pressed.isHighlighted = true
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.frame = CGRect(x: 240, y: 124, width: 100, height: 44)
        disabled.backgroundColor = .systemGray6
        disabled.isEnabled = false
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom BOLD", for: .normal)
        custom.titleLabel?.font = .boldSystemFont(ofSize: 17)
        custom.frame = CGRect(x: 20, y: 180, width: 320, height: 44)
        custom.backgroundColor = .systemIndigo
        for view in [title, centred, normal, pressed, disabled, custom] as [UIView] { window.addSubview(view) }
        return window
    }

    private func render(scale: CGFloat) throws -> (pixels: [UInt8], width: Int, height: Int) {
        let window = makeScene()
        window.layoutIfNeeded()
        window.layer.layoutAndDisplayIfNeeded()
        var flattener = Flattener(size: window.bounds.size, scale: scale)
        flattener.draw(window, in: window)
        return (flattener.pixels, flattener.width, flattener.height)
    }

    @Test(arguments: [1.0, 2.0])
    func aSceneOfLabelsAndButtonsRendersToAPNG(scale: CGFloat) throws {
        let screen = UIScreen.main
        let (previousSize, previousScale) = (screen.bounds.size, screen.scale)
        screen.updateFromHost(size: previousSize, scale: scale)
        defer { screen.updateFromHost(size: previousSize, scale: previousScale) }

        let picture = try render(scale: scale)
        let png = try PNGEncoder().encode(rgba: picture.pixels, width: picture.width, height: picture.height)
        let decoded = try TestPNGReader(png)
        #expect(decoded.width == Int(360 * scale) && decoded.height == Int(240 * scale))
        let roundTrips = try decoded.pixels() == picture.pixels
        #expect(roundTrips)
        // The system button's title is drawn in the tint colour: find blue ink.
        let blue = UIColor.systemBlue.rgba.rgba8
        let hasTintedInk = stride(from: 0, to: picture.pixels.count, by: 4).contains {
            picture.pixels[$0] == blue.0 && picture.pixels[$0 + 1] == blue.1 && picture.pixels[$0 + 2] == blue.2
        }
        #expect(hasTintedInk)
        if let directory = ProcessInfo.processInfo.environment["SEGUE_PICTURE_DIR"] {
            let url = URL(fileURLWithPath: directory).appendingPathComponent("leafviews-scene@\(Int(scale))x.png")
            try Data(png).write(to: url, options: .atomic)
        }
    }
}

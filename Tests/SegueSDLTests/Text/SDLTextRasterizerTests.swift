import Foundation
import Segue
@testable import SegueSDL
import Testing

/// SDL2_ttf text: needs no display and no `SDL_Init`.
@MainActor
@Suite struct SDLTextRasterizerTests {
    let rasterizer: SDLTextRasterizer
    init() throws { rasterizer = try SDLTextRasterizer() }

    static let white = RGBAColor.white

    /// Pixels whose alpha is at least `threshold`.
    static func opaqueCount(_ image: CGImage, threshold: UInt8 = 200) -> Int {
        stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] >= threshold }.count
    }

    @Test func drawsGlyphPixelsOnATransparentBackground() throws {
        let image = try #require(rasterizer.rasterize("Segue", font: .systemFont(ofSize: 17), color: Self.white, scale: 1))
        let total = image.width * image.height
        let solid = Self.opaqueCount(image)
        let clear = stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] == 0 }.count
        #expect(solid > 40, "glyph strokes are drawn")
        #expect(clear > total / 3, "the space between strokes stays transparent")
        #expect(solid + clear < total, "edges are anti-aliased (partial alpha)")
    }

    @Test func keepsTheColourInEveryPixelWithStraightAlpha() throws {
        let color = RGBAColor(red: 1, green: 0.5, blue: 0)
        let image = try #require(rasterizer.rasterize("Hello", font: .systemFont(ofSize: 20), color: color, scale: 1))
        var checked = 0
        for index in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[index + 3] > 0 {
            #expect(image.pixels[index] == 255 && image.pixels[index + 1] == 128 && image.pixels[index + 2] == 0)
            checked += 1
        }
        #expect(checked > 50)
    }

    @Test func sizeMatchesTheMeasurementAndDoublesAtScaleTwo() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let measured = rasterizer.measure("Transitions", font: font)
        let single = try #require(rasterizer.rasterize("Transitions", font: font, color: Self.white, scale: 1))
        let double = try #require(rasterizer.rasterize("Transitions", font: font, color: Self.white, scale: 2))
        #expect(abs(CGFloat(single.width) - measured.width) <= 1)
        #expect(abs(CGFloat(single.height) - measured.height) <= 1)
        #expect(abs(double.width - 2 * single.width) <= 3)
        #expect(abs(double.height - 2 * single.height) <= 2)
        #expect(measured.height >= 17 && measured.height <= 24, "DejaVu's line height at 17 px")
    }

    @Test func boldIsTheBoldFaceAndWider() throws {
        let regular = rasterizer.measure("Segue transitions", font: .systemFont(ofSize: 20))
        let bold = rasterizer.measure("Segue transitions", font: .boldSystemFont(ofSize: 20))
        #expect(bold.width > regular.width + 5)
        let semibold = rasterizer.measure("Segue transitions", font: .systemFont(ofSize: 20, weight: .semibold))
        #expect(semibold.width == bold.width, "semibold and heavier draw with DejaVu Sans Bold")
    }

    @Test func colourAlphaScalesCoverage() throws {
        let half = try #require(rasterizer.rasterize("I", font: .systemFont(ofSize: 40), color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5), scale: 1))
        let maximum = stride(from: 3, to: half.pixels.count, by: 4).map { half.pixels[$0] }.max() ?? 0
        #expect(maximum >= 126 && maximum <= 129)
    }

    @Test func emptyTextHasNoImageButALineHeight() {
        #expect(rasterizer.rasterize("", font: .systemFont(ofSize: 17), color: Self.white, scale: 1) == nil)
        let size = rasterizer.measure("", font: .systemFont(ofSize: 17))
        #expect(size.width == 0)
        #expect(size.height > 0)
    }

    @Test func lineBreaksDrawAsSpaces() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(rasterizer.measure("one\ntwo", font: font) == rasterizer.measure("one two", font: font))
        #expect(SDLTextRasterizer.singleLine("a\r\nb\nc") == "a b c")
    }

    @Test func fontsAreCachedPerPixelSizeAndFace() throws {
        let font = UIFont.systemFont(ofSize: 23)
        _ = rasterizer.rasterize("a", font: font, color: Self.white, scale: 1)
        let afterFirst = rasterizer.openFontCount
        _ = rasterizer.rasterize("b", font: font, color: Self.white, scale: 1)
        _ = rasterizer.measure("c", font: font)
        #expect(rasterizer.openFontCount == afterFirst)
        _ = rasterizer.rasterize("d", font: font, color: Self.white, scale: 2)
        _ = rasterizer.rasterize("e", font: .boldSystemFont(ofSize: 23), color: Self.white, scale: 1)
        #expect(rasterizer.openFontCount == afterFirst + 2)
    }

    @Test func pixelSizeRoundsAndClamps() {
        #expect(SDLTextRasterizer.pixelSize(of: .systemFont(ofSize: 17), scale: 2) == 34)
        #expect(SDLTextRasterizer.pixelSize(of: .systemFont(ofSize: 12.4), scale: 1) == 12)
        #expect(SDLTextRasterizer.pixelSize(of: .systemFont(ofSize: 0.2), scale: 1) == 1)
        #expect(SDLTextRasterizer.pixelSize(of: .systemFont(ofSize: 17), scale: .nan) == 17)
    }

    @Test func aMissingFontNamesThePackage() throws {
        let files = TextFontFiles(directory: "/nonexistent-segue-fonts")
        #expect {
            _ = try SDLTextRasterizer(fontFiles: files)
        } throws: { error in
            guard let error = error as? SDLTextRasterizerError, case .fontMissing(let path) = error else { return false }
            return path == "/nonexistent-segue-fonts/DejaVuSans.ttf"
                && error.description.contains("fonts-dejavu-core")
                && error.description.contains("tools/setup")
        }
    }

    @Test func anUnreadableFontIsAClearError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = TextFontFiles(directory: directory.path)
        for path in [files.regular, files.bold] {
            try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect {
            _ = try SDLTextRasterizer(fontFiles: files)
        } throws: { error in
            guard let error = error as? SDLTextRasterizerError, case .fontUnreadable(let path, _) = error else { return false }
            return path == files.regular && error.description.contains("fonts-dejavu-core")
        }
    }

    @Test func installsAsTheTextRasterizerViewsUse() throws {
        let previous = TextRendering.installedRasterizer
        defer { TextRendering.installedRasterizer = previous }
        TextRendering.installedRasterizer = rasterizer
        let image = TextRendering.installedRasterizer?.rasterize("x", font: .systemFont(ofSize: 17), color: Self.white, scale: 1)
        #expect(image != nil)
    }
}

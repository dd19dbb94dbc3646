import CSDL2
import Foundation
import Segue

/// Draws text with SDL2_ttf and DejaVu Sans: the `TextRasterizer` the SDL host
/// installs in `TextRendering.installedRasterizer`, so `UILabel` and `UIButton`
/// text matches what UIKit draws with its system font as closely as Linux allows.
///
/// A `UIFont` maps to DejaVu Sans (`UIFont.Weight.isBold` picks DejaVu Sans Bold)
/// at `pointSize × scale` pixels, rounded to a whole pixel (SDL2_ttf sizes are
/// integers), anti-aliased with `TTF_RenderUTF8_Blended`. Fonts are cached per
/// pixel size and face. Needs no `SDL_Init` and no display.
///
/// Differences from UIKit: one line only (line breaks are drawn as spaces; a label
/// splits lines before calling); no kerning options, ligatures or font fallback
/// for characters DejaVu lacks (they draw as a box).
@MainActor
public final class SDLTextRasterizer: TextRasterizer {
    /// The font files in use.
    public let fontFiles: TextFontFiles
    private let cache: TTFFontCache

    /// Starts SDL2_ttf (`TTF_Init`) and checks both faces open.
    ///
    /// Throws `SDLTextRasterizerError.fontMissing` naming the `fonts-dejavu-core`
    /// package when a face is not installed, `.fontUnreadable` when SDL2_ttf cannot
    /// open it, and `.ttfInitFailed` with SDL's reason.
    public init(fontFiles: TextFontFiles = .located()) throws(SDLTextRasterizerError) {
        SDLThreadState.releaseWhenThreadEnds()
        for path in [fontFiles.regular, fontFiles.bold] where !FileManager.default.fileExists(atPath: path) {
            if let variable = fontFiles.variable { throw .overrideMissing(variable: variable, path: path) }
            throw .fontMissing(path: path)
        }
        guard TTF_Init() == 0 else { throw .ttfInitFailed(reason: sdlErrorText()) }
        let cache = TTFFontCache(files: fontFiles)
        for bold in [false, true] where cache.font(pixelSize: Int32(UIFont.systemFontSize), bold: bold) == nil {
            throw .fontUnreadable(path: fontFiles.path(bold: bold), reason: sdlErrorText())
        }
        self.fontFiles = fontFiles
        self.cache = cache
    }

    /// The pixel size SDL2_ttf draws `font` at, `scale` pixels per point: rounded to
    /// a whole pixel, at least 1.
    public static func pixelSize(of font: UIFont, scale: CGFloat) -> Int32 {
        let size = (font.pointSize * (scale.isFinite && scale > 0 ? scale : 1)).rounded()
        return Int32(min(max(size, 1), 4096))
    }

    /// The size in points one line of `text` takes in `font`: its advance width and
    /// the face's line height (ascent + descent), measured at one pixel per point.
    /// Empty text is zero wide and one line high.
    public func measure(_ text: String, font: UIFont) -> CGSize {
        SDLThreadState.releaseWhenThreadEnds()
        guard let ttfFont = cache.font(pixelSize: Self.pixelSize(of: font, scale: 1), bold: font.weight.isBold) else {
            SegueDiagnostics.report("SDLTextRasterizer.measure(_:font:): cannot open \(fontFiles.path(bold: font.weight.isBold)) (\(sdlErrorText())); measuring it as empty")
            return .zero
        }
        let height = CGFloat(TTF_FontHeight(ttfFont))
        let line = Self.singleLine(text)
        guard !line.isEmpty else { return CGSize(width: 0, height: height) }
        var width: Int32 = 0, measuredHeight: Int32 = 0
        guard TTF_SizeUTF8(ttfFont, line, &width, &measuredHeight) == 0 else {
            SegueDiagnostics.report("SDLTextRasterizer.measure(_:font:): SDL2_ttf cannot measure the text (\(sdlErrorText())); measuring it as zero wide")
            return CGSize(width: 0, height: height)
        }
        return CGSize(width: CGFloat(width), height: max(height, CGFloat(measuredHeight)))
    }

    /// `text` drawn in `color` on a transparent background, `scale` pixels per
    /// point, as straight-alpha RGBA: every pixel carries the colour's RGB and the
    /// glyph coverage times the colour's alpha. Nil for empty text, or (with a
    /// diagnostic) when SDL2_ttf fails.
    public func rasterize(_ text: String, font: UIFont, color: RGBAColor, scale: CGFloat) -> CGImage? {
        SDLThreadState.releaseWhenThreadEnds()
        let line = Self.singleLine(text)
        guard !line.isEmpty else { return nil }
        let isBold = font.weight.isBold
        guard let ttfFont = cache.font(pixelSize: Self.pixelSize(of: font, scale: scale), bold: isBold) else {
            SegueDiagnostics.report("SDLTextRasterizer.rasterize(_:font:color:scale:): cannot open \(fontFiles.path(bold: isBold)) (\(sdlErrorText())); nothing drawn")
            return nil
        }
        let (red, green, blue, alpha) = color.rgba8
        guard let surface = TTF_RenderUTF8_Blended(ttfFont, line, SDL_Color(r: red, g: green, b: blue, a: 255)) else {
            SegueDiagnostics.report("SDLTextRasterizer.rasterize(_:font:color:scale:): SDL2_ttf cannot draw \"\(line)\" (\(sdlErrorText())); nothing drawn")
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        switch SDLSurfacePixels.image(copying: surface) {
        case .success(let image):
            return alpha == 255 ? image : Self.multiplyingAlpha(of: image, by: alpha)
        case .failure(let failure):
            SegueDiagnostics.report("SDLTextRasterizer.rasterize(_:font:color:scale:): cannot convert the text image (\(failure)); nothing drawn")
            return nil
        }
    }

    /// How many font sizes and faces are open (Segue extension, for tests).
    public var openFontCount: Int { cache.openFontCount }

    /// The text with line breaks replaced by spaces.
    static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// The image with every alpha value scaled by `alpha` / 255.
    private static func multiplyingAlpha(of image: CGImage, by alpha: UInt8) -> CGImage? {
        var pixels = image.pixels
        let factor = UInt32(alpha)
        for index in stride(from: 3, to: pixels.count, by: 4) {
            pixels[index] = UInt8((UInt32(pixels[index]) * factor + 127) / 255)
        }
        return CGImage(width: image.width, height: image.height, rgbaPixels: pixels)
    }
}

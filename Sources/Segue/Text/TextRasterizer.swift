import Foundation

/// Turns a run of text into pixels. `UILabel` and `UIButton` draw through the
/// installed rasterizer (`TextRendering.installedRasterizer`): the SDL host installs one backed
/// by SDL2_ttf; headless, a built-in bitmap face draws.
@MainActor
public protocol TextRasterizer: AnyObject {
    /// The size in points one line of `text` needs in `font`.
    func measure(_ text: String, font: UIFont) -> CGSize
    /// One line of `text` in `font` and `color`, drawn at `scale` pixels per point on a
    /// transparent background; nil for empty text.
    func rasterize(_ text: String, font: UIFont, color: RGBAColor, scale: CGFloat) -> CGImage?
}

/// Where views find the text rasterizer (Segue extension).
@MainActor
public enum TextRendering {
    /// The rasterizer a host installed (the SDL host installs SDL2_ttf's); nil means
    /// the built-in bitmap face.
    public static var installedRasterizer: (any TextRasterizer)?
}

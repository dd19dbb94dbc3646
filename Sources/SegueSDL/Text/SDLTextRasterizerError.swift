/// Why the SDL2_ttf text rasterizer could not start.
///
/// Each message is one line that says what to do, e.g. which package provides a
/// missing font.
public enum SDLTextRasterizerError: Error, Equatable, CustomStringConvertible {
    /// `TTF_Init` failed; SDL's reason.
    case ttfInitFailed(reason: String)
    /// A font file Segue draws with is not installed.
    case fontMissing(path: String)
    /// A font file exists but SDL2_ttf cannot open it; SDL's reason.
    case fontUnreadable(path: String, reason: String)

    /// One line saying what failed and what to do.
    public var description: String {
        switch self {
        case .ttfInitFailed(let reason):
            "TTF_Init failed: \(reason)"
        case .fontMissing(let path):
            "the font \(path) is missing: install the \(DejaVuFontFiles.package) package (apt-get install \(DejaVuFontFiles.package), or run tools/setup)"
        case .fontUnreadable(let path, let reason):
            "cannot open the font \(path): \(reason); reinstall the \(DejaVuFontFiles.package) package"
        }
    }
}

/// Why the SDL2_ttf text rasterizer could not start.
///
/// Each message is one line that says what to do, e.g. which package provides a
/// missing font.
public enum SDLTextRasterizerError: Error, Equatable, CustomStringConvertible {
    /// `TTF_Init` failed; SDL's reason.
    case ttfInitFailed(reason: String)
    /// A font file Segue draws with is not installed.
    case fontMissing(path: String)
    /// The environment variable `variable` (`SEGUE_FONT`) names a face file that
    /// does not exist.
    case overrideMissing(variable: String, path: String)
    /// A font file exists but SDL2_ttf cannot open it; SDL's reason.
    case fontUnreadable(path: String, reason: String)

    /// One line saying what failed and what to do.
    public var description: String {
        switch self {
        case .ttfInitFailed(let reason):
            "TTF_Init failed: \(reason)"
        case .fontMissing(let path):
            "the font \(path) is missing: install the \(TextFontFiles.package) package (apt-get install \(TextFontFiles.package), or run tools/setup)"
        case .overrideMissing(let variable, let path):
            "\(variable)=\(path): no such font file; name a TrueType or OpenType face, or unset \(variable) to draw with \(TextFontFiles.family)"
        case .fontUnreadable(let path, let reason):
            "cannot open the font \(path): \(reason); reinstall the \(TextFontFiles.package) package"
        }
    }
}

#if canImport(CFontconfig)
import CFontconfig
import Foundation

/// Finds font files through fontconfig, as a Linux desktop program does: the face
/// fontconfig matches for a family name and weight, after its configured
/// substitutions — so a family that is not installed falls back to what the
/// system's configuration offers for it (for "DejaVu Sans", its sans-serif face).
enum FontconfigLocator {
    /// The file of the face matching `family` at regular or bold weight under the
    /// system's configuration, or nil when fontconfig has no face with a file.
    static func file(family: String, bold: Bool) -> String? {
        guard FcInit() == FcTrue else { return nil }
        return file(family: family, bold: bold, configuration: nil)
    }

    /// The same under the configuration read from `configurationFile` (a
    /// `fonts.conf`), for tests: nil when the file cannot be read.
    static func file(family: String, bold: Bool, configurationFile: String) -> String? {
        guard let configuration = FcConfigCreate() else { return nil }
        defer { FcConfigDestroy(configuration) }
        guard FcConfigParseAndLoad(configuration, configurationFile, FcTrue) == FcTrue,
              FcConfigBuildFonts(configuration) == FcTrue else { return nil }
        return file(family: family, bold: bold, configuration: configuration)
    }

    private static func file(family: String, bold: Bool, configuration: OpaquePointer?) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, family)
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        _ = FcConfigSubstitute(configuration, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(configuration, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var path: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &path) == FcResultMatch, let path else { return nil }
        return String(cString: path)
    }
}
#endif

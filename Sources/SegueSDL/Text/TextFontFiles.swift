import Foundation

/// The font files the SDL host draws text with, standing in for iOS's system font
/// (San Francisco), which is not available on Linux: DejaVu Sans by default.
///
/// `located()` decides which files, in this order: the file `SEGUE_FONT` names (for
/// both weights; `SEGUE_FONT_BOLD` for the bold one); else the faces fontconfig
/// matches for "DejaVu Sans" (which fall back to the system's sans-serif face when
/// DejaVu is not installed); else Debian's DejaVu path.
public struct TextFontFiles: Sendable, Equatable {
    /// The package that installs DejaVu Sans on Debian and Ubuntu, named in error messages.
    public static let package = "fonts-dejavu-core"
    /// The family the host asks fontconfig for.
    public static let family = "DejaVu Sans"
    /// Where `fonts-dejavu-core` puts the faces.
    public static let systemDirectory = "/usr/share/fonts/truetype/dejavu"
    /// The environment variable naming a face file to draw with instead.
    public static let overrideVariable = "SEGUE_FONT"
    /// The environment variable naming the bold face to go with `SEGUE_FONT`.
    public static let boldOverrideVariable = "SEGUE_FONT_BOLD"

    /// The regular face (UIFont weights below semibold).
    public var regular: String
    /// The bold face (semibold and heavier, see `UIFont.Weight.isBold`).
    public var bold: String
    /// The environment variable the files came from, or nil (fontconfig or the
    /// default path): error messages name it.
    public var variable: String?

    /// DejaVu Sans's two faces in `directory` (by default Debian's font directory).
    public init(directory: String = TextFontFiles.systemDirectory) {
        regular = directory + "/DejaVuSans.ttf"
        bold = directory + "/DejaVuSans-Bold.ttf"
    }

    /// Two faces given by path.
    public init(regular: String, bold: String, variable: String? = nil) {
        self.regular = regular
        self.bold = bold
        self.variable = variable
    }

    /// The faces to draw with in this environment (see the type's order).
    public static func located(environment: [String: String] = ProcessInfo.processInfo.environment) -> TextFontFiles {
        if let face = environment[overrideVariable], !face.isEmpty {
            let bold = environment[boldOverrideVariable].flatMap { $0.isEmpty ? nil : $0 }
            return TextFontFiles(regular: face, bold: bold ?? face, variable: overrideVariable)
        }
        #if canImport(CFontconfig)
        if let regular = FontconfigLocator.file(family: family, bold: false) {
            return TextFontFiles(regular: regular, bold: FontconfigLocator.file(family: family, bold: true) ?? regular)
        }
        #endif
        return TextFontFiles()
    }

    /// The file for a weight.
    public func path(bold isBold: Bool) -> String { isBold ? bold : regular }
}

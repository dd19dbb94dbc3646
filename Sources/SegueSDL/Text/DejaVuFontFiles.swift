/// Where the SDL host's text face lives: DejaVu Sans from Debian's and Ubuntu's
/// `fonts-dejavu-core` package, standing in for iOS's system font (San Francisco),
/// which is not available on Linux.
public struct DejaVuFontFiles: Sendable, Equatable {
    /// The package that installs the fonts, named in error messages.
    public static let package = "fonts-dejavu-core"
    /// Where `fonts-dejavu-core` puts them.
    public static let systemDirectory = "/usr/share/fonts/truetype/dejavu"

    /// The regular face (UIFont weights below semibold).
    public var regular: String
    /// The bold face (semibold and heavier, see `UIFont.Weight.isBold`).
    public var bold: String

    /// The two faces in `directory` (by default the system's font directory).
    public init(directory: String = DejaVuFontFiles.systemDirectory) {
        regular = directory + "/DejaVuSans.ttf"
        bold = directory + "/DejaVuSans-Bold.ttf"
    }

    /// The file for a weight.
    public func path(bold isBold: Bool) -> String { isBold ? bold : regular }
}

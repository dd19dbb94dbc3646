import Segue
import SegueSDL

/// The text rasterizer of the headless programs, `segue render --scene` and
/// `segue replay`: SDL2_ttf with DejaVu Sans, as the studio window draws. Without
/// the fonts they still run — labels fall back to Segue's bitmap font — and say so
/// in one warning line naming the missing file and the package to install (the
/// studio window, which needs them, exits 1 instead).
package enum HeadlessTextRasterizer {
    /// SDL2_ttf's rasterizer for `fontFiles`, or nil (Segue's bitmap font) with a
    /// diagnostic when it cannot start.
    @MainActor
    package static func make(fontFiles: TextFontFiles = .located()) -> SDLTextRasterizer? {
        do {
            return try SDLTextRasterizer(fontFiles: fontFiles)
        } catch {
            SegueDiagnostics.report("SDLTextRasterizer(fontFiles:): \(error); labels are drawn with Segue's bitmap font")
            return nil
        }
    }
}

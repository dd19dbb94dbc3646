import CSDL2

/// The SDL2_ttf fonts opened so far, one per pixel size and face, kept open for
/// the life of the rasterizer (opening a face parses the whole file, so it is done
/// once per size).
///
/// Holds one `TTF_Init` reference: created after a successful `TTF_Init`, it closes
/// its fonts and calls `TTF_Quit` when released. Not isolated, so its deinit can
/// run wherever its owner is released.
final class TTFFontCache {
    struct Key: Hashable {
        var pixelSize: Int32
        var isBold: Bool
    }

    let files: TextFontFiles
    private var fonts: [Key: OpaquePointer] = [:]

    init(files: TextFontFiles) {
        self.files = files
    }

    /// The font for a pixel size and face, opened on first use; nil with
    /// `SDL_GetError` set when SDL2_ttf cannot open it.
    func font(pixelSize: Int32, bold: Bool) -> OpaquePointer? {
        let key = Key(pixelSize: pixelSize, isBold: bold)
        if let font = fonts[key] { return font }
        guard let font = TTF_OpenFont(files.path(bold: bold), pixelSize) else { return nil }
        fonts[key] = font
        return font
    }

    /// How many fonts are open (for tests).
    var openFontCount: Int { fonts.count }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
        TTF_Quit()
    }
}

import CSDL2
import Segue

/// SDL textures for `CGImage` contents, one per image object (Segue internal).
///
/// An image is uploaded once, the first time it is drawn, as
/// `SDL_PIXELFORMAT_ABGR8888` (the byte order R, G, B, A on little-endian machines:
/// `CGImage`'s own layout) with `SDL_BLENDMODE_BLEND` (its alpha is straight). The
/// cache holds images weakly: a texture lives while its image does, and
/// ``destroyTexturesOfFreedImages()`` destroys the rest. A new image at the address
/// of a freed one is recognised (the weak reference no longer matches) and gets a
/// new texture.
///
/// For renderers that cannot filter (SDL's software renderer), an image drawn
/// smaller than its size can also be sampled from pre-filtered smaller levels,
/// halved along either axis (``texture(for:levels:uploaded:)``, `MipLevelPixels`,
/// `MipLevelSelection`), made the first time a level is asked for and kept with the
/// image's texture.
@MainActor
final class TextureCache {
    private struct Entry {
        let key: ObjectIdentifier
        weak var image: CGImage?
        let texture: OpaquePointer
        /// The smaller levels made so far, by (horizontal, vertical) halvings.
        var levels: [LevelKey: OpaquePointer] = [:]
    }

    /// How many times an image is halved along one axis at most (1/64 of its size).
    static let maximumLevel = 6

    private struct LevelKey: Hashable {
        var horizontal: Int
        var vertical: Int
    }

    private let renderer: OpaquePointer
    private var entries: [Entry] = []
    private var slots: [ObjectIdentifier: Int] = [:]

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// The number of textures held.
    var count: Int { entries.count }

    /// The texture for `image`, uploading it first when needed (`uploaded` then
    /// says so). Throws SDL's message when SDL cannot create or fill it.
    func texture(for image: CGImage, uploaded: inout Bool) throws(TextureUploadError) -> OpaquePointer {
        let key = ObjectIdentifier(image)
        if let slot = slots[key] {
            if entries[slot].image === image { return entries[slot].texture }
            remove(slot: slot)
        }
        let texture = try makeTexture(image.pixels, width: image.width, height: image.height)
        slots[key] = entries.count
        entries.append(Entry(key: key, image: image, texture: texture))
        uploaded = true
        return texture
    }

    /// How many times `side` can be halved: down to 1, at most ``maximumLevel``.
    static func levelCount(side: Int) -> Int {
        var side = side, levels = 0
        while side > 1 && levels < maximumLevel {
            side = (side + 1) / 2
            levels += 1
        }
        return levels
    }

    /// The texture of `image` halved `levels.horizontal` times in width and
    /// `levels.vertical` times in height (each clamped to what the side allows;
    /// (0, 0) is the image itself), making the image's texture and that level first
    /// when missing (`uploaded` then says so).
    func texture(for image: CGImage, levels: MipLevelSelection, uploaded: inout Bool) throws(TextureUploadError) -> OpaquePointer {
        let base = try texture(for: image, uploaded: &uploaded)
        let key = LevelKey(horizontal: min(levels.horizontal, Self.levelCount(side: image.width)),
                           vertical: min(levels.vertical, Self.levelCount(side: image.height)))
        guard key.horizontal > 0 || key.vertical > 0, let slot = slots[ObjectIdentifier(image)] else { return base }
        if let texture = entries[slot].levels[key] { return texture }
        var pixels = image.pixels, width = image.width, height = image.height
        for step in 0..<max(key.horizontal, key.vertical) {
            (pixels, width, height) = MipLevelPixels.halved(pixels, width: width, height: height,
                                                            horizontally: step < key.horizontal,
                                                            vertically: step < key.vertical)
        }
        let texture = try makeTexture(pixels, width: width, height: height)
        entries[slot].levels[key] = texture
        uploaded = true
        return texture
    }

    /// A static RGBA texture holding `pixels`, blending, linearly filtered where the
    /// renderer can.
    private func makeTexture(_ pixels: [UInt8], width: Int, height: Int) throws(TextureUploadError) -> OpaquePointer {
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(width), Int32(height)) else {
            throw TextureUploadError(call: "SDL_CreateTexture", message: currentSDLError())
        }
        let updated = pixels.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(width * 4))
        }
        guard updated == 0 else {
            let error = TextureUploadError(call: "SDL_UpdateTexture", message: currentSDLError())
            SDL_DestroyTexture(texture)
            throw error
        }
        guard SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) == 0 else {
            let error = TextureUploadError(call: "SDL_SetTextureBlendMode", message: currentSDLError())
            SDL_DestroyTexture(texture)
            throw error
        }
        // Core Animation filters contents linearly by default (`minificationFilter`
        // and `magnificationFilter` are `.linear`); without it text on a tilted card
        // drops and doubles texel columns. Renderers without filtering keep nearest.
        _ = SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }

    /// Destroys the textures whose images no longer exist.
    func destroyTexturesOfFreedImages() {
        var slot = entries.count - 1
        while slot >= 0 {
            if entries[slot].image == nil { remove(slot: slot) }
            slot -= 1
        }
    }

    /// Destroys every texture.
    func removeAll() {
        for entry in entries {
            SDL_DestroyTexture(entry.texture)
            for level in entry.levels.values { SDL_DestroyTexture(level) }
        }
        entries.removeAll()
        slots.removeAll()
    }

    /// Destroys one texture; the last entry moves into its slot.
    private func remove(slot: Int) {
        SDL_DestroyTexture(entries[slot].texture)
        for level in entries[slot].levels.values { SDL_DestroyTexture(level) }
        slots[entries[slot].key] = nil
        let last = entries.count - 1
        if slot != last {
            entries[slot] = entries[last]
            slots[entries[slot].key] = slot
        }
        entries.removeLast()
    }
}

/// An SDL call that failed while uploading an image.
struct TextureUploadError: Error {
    let call: String
    let message: String
}

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
@MainActor
final class TextureCache {
    private struct Entry {
        let key: ObjectIdentifier
        weak var image: CGImage?
        let texture: OpaquePointer
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

    /// A static RGBA texture holding `pixels`, blending, linearly filtered where the
    /// renderer can.
    private func makeTexture(_ pixels: [UInt8], width: Int, height: Int) throws(TextureUploadError) -> OpaquePointer {
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(width), Int32(height)) else {
            throw TextureUploadError(call: "SDL_CreateTexture", message: sdlErrorText())
        }
        let updated = pixels.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(width * 4))
        }
        guard updated == 0 else {
            let error = TextureUploadError(call: "SDL_UpdateTexture", message: sdlErrorText())
            SDL_DestroyTexture(texture)
            throw error
        }
        guard SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) == 0 else {
            let error = TextureUploadError(call: "SDL_SetTextureBlendMode", message: sdlErrorText())
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
        }
        entries.removeAll()
        slots.removeAll()
    }

    /// Destroys one texture; the last entry moves into its slot.
    private func remove(slot: Int) {
        SDL_DestroyTexture(entries[slot].texture)
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

import CSDL2
import Segue

/// SDL textures for `CGImage` contents, one per image object (Segue internal).
///
/// An image is uploaded once, the first time it is drawn, as
/// `SDL_PIXELFORMAT_ABGR8888` (the byte order R, G, B, A on little-endian machines:
/// `CGImage`'s own layout) with `SDL_BLENDMODE_BLEND` (its alpha is straight) — or,
/// when every texel is opaque and ``opaqueImageFormat`` is set, in that format (the
/// render target's), so that SDL's software renderer, drawing it without blending,
/// copies texels straight across instead of converting and blending each one. The
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
        let opaque: Bool
    }

    private let renderer: OpaquePointer
    private var entries: [Entry] = []
    private var slots: [ObjectIdentifier: Int] = [:]

    /// The pixel format opaque images are uploaded in (an `SDL_PixelFormatEnum`
    /// value: ARGB8888, XRGB8888, ABGR8888 or XBGR8888), or nil to upload every
    /// image as ABGR8888. The compositor sets it to the render target's format for
    /// SDL's software renderer, whose triangle blitter copies texels without
    /// converting them only between equal formats. Changing it drops every texture.
    var opaqueImageFormat: UInt32? {
        didSet {
            if let format = opaqueImageFormat, !Self.isSupported(format) { opaqueImageFormat = nil }
            if opaqueImageFormat != oldValue { removeAll() }
        }
    }

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// The number of textures held.
    var count: Int { entries.count }

    /// The texture for `image`, uploading it first when needed (`uploaded` then
    /// says so), and whether it was uploaded in ``opaqueImageFormat`` — `isOpaque`,
    /// asked only on upload, says every texel is; drawn at full opacity it then
    /// needs no blending. Throws SDL's message when SDL cannot create or fill it.
    func texture(for image: CGImage, isOpaque: @autoclosure () -> Bool,
                 uploaded: inout Bool) throws(TextureUploadError) -> (texture: OpaquePointer, opaque: Bool) {
        let key = ObjectIdentifier(image)
        if let slot = slots[key] {
            if entries[slot].image === image { return (entries[slot].texture, entries[slot].opaque) }
            remove(slot: slot)
        }
        let format = opaqueImageFormat.flatMap { isOpaque() ? $0 : nil }
        let texture = try makeTexture(image.pixels, width: image.width, height: image.height, opaqueFormat: format)
        slots[key] = entries.count
        entries.append(Entry(key: key, image: image, texture: texture, opaque: format != nil))
        uploaded = true
        return (texture, format != nil)
    }

    /// Whether the opaque images may be uploaded in `format`: a 32-bit RGB format,
    /// into which SDL converts the images' R, G, B, A bytes.
    private static func isSupported(_ format: UInt32) -> Bool {
        [SDL_PIXELFORMAT_ARGB8888, SDL_PIXELFORMAT_RGB888, SDL_PIXELFORMAT_ABGR8888, SDL_PIXELFORMAT_BGR888]
            .contains { $0.rawValue == format }
    }

    /// A texture holding `pixels` (R, G, B, A bytes), blending, linearly filtered
    /// where the renderer can: static, as ABGR8888, or for an opaque image a
    /// streaming one in `opaqueFormat`, which SDL converts the pixels into. (SDL's
    /// software renderer run-length encodes static textures without an alpha
    /// channel, and then decodes and encodes the whole image again around every
    /// triangle it draws from it.)
    private func makeTexture(_ pixels: [UInt8], width: Int, height: Int,
                             opaqueFormat: UInt32?) throws(TextureUploadError) -> OpaquePointer {
        let access = opaqueFormat == nil ? SDL_TEXTUREACCESS_STATIC : SDL_TEXTUREACCESS_STREAMING
        guard let texture = SDL_CreateTexture(renderer, opaqueFormat ?? SDL_PIXELFORMAT_ABGR8888.rawValue,
                                              Int32(access.rawValue), Int32(width), Int32(height)) else {
            throw TextureUploadError(call: "SDL_CreateTexture", message: sdlErrorText())
        }
        let filled = pixels.withUnsafeBytes { bytes -> (call: String, failed: Bool) in
            guard let format = opaqueFormat else {
                return ("SDL_UpdateTexture", SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(width * 4)) != 0)
            }
            var locked: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            guard SDL_LockTexture(texture, nil, &locked, &pitch) == 0 else { return ("SDL_LockTexture", true) }
            defer { SDL_UnlockTexture(texture) }
            return ("SDL_ConvertPixels", SDL_ConvertPixels(Int32(width), Int32(height), SDL_PIXELFORMAT_ABGR8888.rawValue,
                                                            bytes.baseAddress, Int32(width * 4), format, locked, pitch) != 0)
        }
        guard !filled.failed else {
            let error = TextureUploadError(call: filled.call, message: sdlErrorText())
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

    /// Sets how `texture` blends when drawn next (`SDL_SetTextureBlendMode`).
    func setBlendMode(_ mode: SDL_BlendMode, of texture: OpaquePointer) throws(TextureUploadError) {
        guard SDL_SetTextureBlendMode(texture, mode) == 0 else {
            throw TextureUploadError(call: "SDL_SetTextureBlendMode", message: sdlErrorText())
        }
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

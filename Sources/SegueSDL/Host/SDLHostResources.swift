import CSDL2

/// The SDL objects an `SDLHost` owns, released in the only safe order: the
/// compositor (whose textures belong to the renderer) first, then the renderer,
/// the window, and finally `SDL_Quit`.
///
/// Not isolated, so that releasing the host releases them from its deinit; the
/// host calls `release()` itself from `close()`.
final class SDLHostResources {
    var window: OpaquePointer?
    var renderer: OpaquePointer?
    var compositor: LayerCompositor?
    /// Whether this host's `SDL_Init` succeeded (so `SDL_Quit` is owed).
    var isVideoInitialized = false

    /// Destroys whatever exists; safe to call more than once.
    func release() {
        compositor = nil
        if let renderer { SDL_DestroyRenderer(renderer) }
        renderer = nil
        if let window { SDL_DestroyWindow(window) }
        window = nil
        if isVideoInitialized { SDL_Quit() }
        isVideoInitialized = false
    }

    deinit { release() }
}

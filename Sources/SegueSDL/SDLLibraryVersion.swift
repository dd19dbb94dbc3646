import CSDL2

/// The version of the SDL2 library Segue's host is linked against at run time.
///
/// Reading it needs no `SDL_Init`, so it is safe anywhere, including in tests
/// and on a machine without a display.
public struct SDLLibraryVersion: Sendable, Equatable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int

    /// The SDL2 library loaded into this process (`SDL_GetVersion`).
    public static var linked: SDLLibraryVersion {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return SDLLibraryVersion(major: Int(version.major), minor: Int(version.minor), patch: Int(version.patch))
    }

    /// True when this version has `SDL_RenderGeometry` (2.0.18 and later), which the
    /// compositor uses to draw transformed quads.
    public var hasRenderGeometry: Bool {
        (major, minor, patch) >= (2, 0, 18)
    }

    public var description: String { "\(major).\(minor).\(patch)" }
}

/// Which SDL renderer an `SDLHost` draws with (Segue extension; UIKit has no
/// such choice).
///
/// The two differ where it shows on a machine without a graphics driver (a VM,
/// Xvfb, CI): there the accelerated renderer is OpenGL on Mesa's llvmpipe, whose
/// context takes 100–300 ms to create and keeps about 63 MB of LLVM resident,
/// while the software renderer starts in a couple of milliseconds, draws a frame
/// for less CPU and leaves the process about a third of the size. What the
/// software renderer gives up is texture filtering: SDL samples textures in
/// triangles at the nearest texel, so text on a card turned away from the viewer
/// shimmers where the accelerated renderer's linear filtering keeps it smooth.
/// At rest, with every texture drawn 1:1, the two are pixel for pixel the same.
public enum SDLRendererChoice: String, CaseIterable, Sendable {
    /// SDL's accelerated renderer (OpenGL on X11 and Wayland), with vsync when
    /// asked for and offered; falls back to the software renderer, with a log
    /// line, where there is none. The default.
    case accelerated
    /// SDL's software renderer drawing straight into the window's framebuffer
    /// (`SDL_HINT_FRAMEBUFFER_ACCELERATION` off, so no OpenGL is loaded at all),
    /// frames paced by the host's clock; nearest-texel sampling.
    case software
}

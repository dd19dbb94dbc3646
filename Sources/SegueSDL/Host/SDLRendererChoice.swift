import Foundation

/// Which SDL renderer an `SDLHost` draws with (Segue extension; UIKit has no
/// such choice).
///
/// The two renderers differ where it shows on a machine without a graphics driver
/// (a VM, Xvfb, CI): there the accelerated renderer is OpenGL on Mesa's llvmpipe,
/// whose context takes 100–300 ms to create and keeps about 63 MB of LLVM
/// resident, while the software renderer starts in a couple of milliseconds, draws
/// a frame for less CPU and leaves the process about a third of the size. SDL's
/// software renderer samples textures in triangles at the nearest texel; the
/// compositor makes up for it by filtering turned, minified images itself
/// (`LayerCompositor.resamplesTransformedTextures`), which measures as close to an
/// ideal area filter as OpenGL's linear filtering (`FlipTextFilteringTests`). At
/// rest, with every texture drawn 1:1, the two are pixel for pixel the same.
/// `.auto`, the default, picks the software renderer where OpenGL would itself
/// run in software.
public enum SDLRendererChoice: String, CaseIterable, Sendable {
    /// The accelerated renderer where the machine has a GPU to run it, else the
    /// software renderer: accelerated when a GPU render node
    /// (`/dev/dri/renderD*`) is readable and the environment does not force
    /// software OpenGL (`LIBGL_ALWAYS_SOFTWARE`), since OpenGL without a GPU is
    /// Mesa's llvmpipe — slower to start and larger than SDL's own software
    /// renderer. ``resolved(on:)`` says which and why; the host logs it in one line.
    /// The default.
    case auto
    /// SDL's accelerated renderer (OpenGL on X11 and Wayland), with vsync when
    /// asked for and offered; falls back to the software renderer, with a log
    /// line, where there is none.
    case accelerated
    /// SDL's software renderer drawing straight into the window's framebuffer
    /// (`SDL_HINT_FRAMEBUFFER_ACCELERATION` off, so no OpenGL is loaded at all),
    /// frames paced by the host's clock; nearest-texel sampling, with turned images
    /// filtered by the compositor.
    case software

    /// The renderer this choice stands for on `machine` (`.accelerated` or
    /// `.software`; those two resolve to themselves), and why, in words for a log line.
    public func resolved(on machine: SDLRendererMachine) -> (renderer: SDLRendererChoice, reason: String) {
        switch self {
        case .accelerated: return (.accelerated, "asked for")
        case .software: return (.software, "asked for")
        case .auto:
            if let value = machine.environment["LIBGL_ALWAYS_SOFTWARE"], SDLRendererMachine.isTrue(value) {
                return (.software, "auto: LIBGL_ALWAYS_SOFTWARE=\(value) forces software OpenGL")
            }
            guard let node = machine.readableRenderNodes.first else {
                return (.software, "auto: no readable GPU render node (/dev/dri/renderD*)")
            }
            return (.accelerated, "auto: GPU render node \(node)")
        }
    }
}

/// What ``SDLRendererChoice/auto`` decides by (Segue extension): the GPU render
/// nodes the process can read and the environment. ``current()`` reads them; tests
/// make their own.
public struct SDLRendererMachine: Sendable, Equatable {
    /// Paths of the readable GPU render nodes (`/dev/dri/renderD128`, …), sorted.
    public var readableRenderNodes: [String]
    /// The process environment.
    public var environment: [String: String]

    /// The facts as given.
    public init(readableRenderNodes: [String], environment: [String: String]) {
        self.readableRenderNodes = readableRenderNodes
        self.environment = environment
    }

    /// This machine: the `renderD*` entries of `/dev/dri` that `access(2)` says are
    /// readable, and `ProcessInfo`'s environment.
    public static func current(directory: String = "/dev/dri") -> SDLRendererMachine {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let nodes = names.filter { $0.hasPrefix("renderD") }.sorted().map { directory + "/" + $0 }
            .filter { access($0, R_OK) == 0 }
        return SDLRendererMachine(readableRenderNodes: nodes, environment: ProcessInfo.processInfo.environment)
    }

    /// Whether an environment value means yes, as Mesa reads its booleans
    /// ("1", "true", "yes", "y", any case).
    static func isTrue(_ value: String) -> Bool {
        ["1", "true", "yes", "y"].contains(value.lowercased())
    }
}

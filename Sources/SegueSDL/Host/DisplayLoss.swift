import CSDL2

/// What a program does when the X server it draws on goes away (the server is
/// killed, an SSH session forwarding it drops): Xlib calls its IO error handler and
/// then exits the process, with nothing the program held in memory written.
/// `install(_:)` puts `handler` in that handler's place, so the program can write
/// what it holds (the studio writes its recording, report and trace) and exit with
/// its own status and message. The handler must not touch SDL: the connection is
/// gone. It runs on the main thread, inside the SDL call that found the loss.
@MainActor
public enum DisplayLoss {
    /// Runs when the display is lost; it should end the process (if it returns,
    /// Xlib exits with status 1).
    private static var handler: (@MainActor () -> Void)?

    /// Installs `handler` for the loss of the X display. Call it after `SDL_Init`
    /// (`SDLHost.init`); without X11 (no libX11, another video driver) it does
    /// nothing. Returns whether it was installed.
    @discardableResult
    public static func install(_ handler: @escaping @MainActor () -> Void) -> Bool {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return false }
        self.handler = handler
        return segue_install_x_io_error_handler { MainActor.assumeIsolated { DisplayLoss.handler?() } } == 1
    }
}

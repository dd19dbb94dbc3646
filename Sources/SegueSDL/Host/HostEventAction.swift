/// What the host does with one SDL event (see `HostEventTranslator`).
enum HostEventAction: Equatable {
    /// Deliver input to the program.
    case input(HostInputEvent)
    /// Leave the run loop: the window was closed, SDL_QUIT arrived (also sent for
    /// SIGINT and SIGTERM), or Escape or Ctrl+Q was pressed.
    case quit
    /// The window needs drawing again although nothing changed (exposed, shown,
    /// restored): it is visible, so drawing resumes if it was minimized.
    case redraw
    /// The window was minimized or hidden: nothing is drawn until `redraw`.
    case minimized
    /// The render device was reset (`SDL_RENDER_DEVICE_RESET`): every texture is
    /// lost and must be made again.
    case renderDeviceReset
    /// The renderer lost what was drawn into its target textures
    /// (`SDL_RENDER_TARGETS_RESET`): the compositor's flattened content must be
    /// drawn again, and the frame with it.
    case renderTargetsReset
    /// The window's size changed: read the new size and scale.
    case windowSizeChanged
    /// Save a numbered screenshot (F12).
    case screenshot
}

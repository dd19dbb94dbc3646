/// What the host does with one SDL event (see `HostEventTranslator`).
enum HostEventAction: Equatable {
    /// Deliver input to the program.
    case input(HostInputEvent)
    /// Leave the run loop: the window was closed, SDL_QUIT arrived (also sent for
    /// SIGINT and SIGTERM), or Escape or Ctrl+Q was pressed.
    case quit
    /// The window needs drawing again although nothing changed (exposed, shown).
    case redraw
    /// The window's size changed: read the new size and scale.
    case windowSizeChanged
    /// Save a numbered screenshot (F12).
    case screenshot
}

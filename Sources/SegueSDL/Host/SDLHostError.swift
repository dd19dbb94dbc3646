/// An SDL call the host needed failed.
///
/// One line: the call, SDL's reason (`SDL_GetError`), and when there is one, what
/// to do about it, e.g.
/// `no display to open a window on: DISPLAY is unset …; start one with "Xvfb :99 &" and run with DISPLAY=:99`.
public struct SDLHostError: Error, Equatable, CustomStringConvertible {
    /// The call or step that failed ("SDL_Init(SDL_INIT_VIDEO)", "SDL_CreateWindow").
    public let operation: String
    /// SDL's reason, or Segue's.
    public let reason: String
    /// What the user can do, when Segue knows.
    public let hint: String?

    /// An error for `operation` with its reason and, optionally, what to do.
    public init(operation: String, reason: String, hint: String? = nil) {
        self.operation = operation
        self.reason = reason
        self.hint = hint
    }

    /// The failure of `operation`, with SDL's current error text as the reason.
    static func sdl(_ operation: String, hint: String? = nil) -> SDLHostError {
        SDLHostError(operation: operation, reason: sdlErrorText(), hint: hint)
    }

    /// "<operation> failed: <reason>[; <hint>]", one line.
    public var description: String {
        var message = "\(operation) failed: \(reason)"
        if let hint { message += "; \(hint)" }
        return message
    }
}

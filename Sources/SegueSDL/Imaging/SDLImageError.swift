/// Why an image could not be read through SDL2_image (`SDLImageLoader`).
///
/// The message is one line naming the file and the reason, e.g.
/// `cannot read image "/tmp/x.png": Unsupported image format`.
public struct SDLImageError: Error, Equatable, CustomStringConvertible {
    /// What was being done: `read` or `write`.
    public enum Operation: String, Sendable {
        case read
        case write
    }

    /// Whether reading or writing failed.
    public let operation: Operation
    /// The file concerned.
    public let path: String
    /// Why it failed (SDL's `SDL_GetError` text, or Segue's own check).
    public let reason: String

    /// An error for `operation` on the file at `path`.
    public init(_ operation: Operation, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// "cannot <read|write> image \"<path>\": <reason>", one line.
    public var description: String {
        "cannot \(operation.rawValue) image \"\(path)\": \(reason)"
    }
}

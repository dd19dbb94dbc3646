/// A trace file that cannot be written (Segue extension). The message names the
/// path and says why, e.g. `cannot write --trace "/nope/t.json": no such directory "/nope"`.
public struct TraceFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The final path asked for.
    public let path: String
    /// Why it cannot be written ("Permission denied", "it is a directory", …).
    public let reason: String
    /// The option that named the path, for the message.
    public var option: String

    /// An error for `path` because of `reason`, named as `option` in the message.
    public init(path: String, reason: String, option: String = "--trace") {
        self.path = path
        self.reason = reason
        self.option = option
    }

    public var description: String { "cannot write \(option) \"\(path)\": \(reason)" }
}

import Foundation

/// What is wrong with a Chrome trace file (see `ChromeTraceDocument`).
public struct ChromeTraceFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    /// An error that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}

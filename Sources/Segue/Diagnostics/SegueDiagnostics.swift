import Foundation

/// Where Segue reports misuse it recovers from: invalid animation parameters that
/// were clamped, a second `completeTransition(_:)`, keyframe times it had to respace.
///
/// UIKit mostly stays silent (or logs to the console) in these cases; Segue always
/// says what it did. By default a diagnostic goes to standard error as
/// `segue: warning: <message>`. A task-local sink lets a test (or a host) collect
/// them without touching global state:
///
/// ```swift
/// let collected = SegueDiagnostics.Collector()
/// SegueDiagnostics.$sink.withValue(collected.sink) { /* code under test */ }
/// #expect(collected.messages.contains { $0.contains("mass") })
/// ```
public enum SegueDiagnostics {
    /// A function that receives one diagnostic message.
    public typealias Sink = @Sendable (String) -> Void

    /// The sink diagnostics go to in the current task; standard error by default.
    @TaskLocal public static var sink: Sink = standardError

    /// Writes `segue: warning: <message>` to standard error.
    public static let standardError: Sink = { message in
        var stream = StandardErrorStream()
        print("segue: warning: \(message)", to: &stream)
    }

    /// Reports one diagnostic to the current sink.
    public static func report(_ message: @autoclosure () -> String) {
        sink(message())
    }

    /// A thread-safe list of messages, for tests.
    public final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []

        /// Makes an empty collector.
        public init() {}

        /// A sink that appends to this collector.
        public var sink: Sink { { [self] message in lock.withLock { stored.append(message) } } }

        /// The messages received so far, in order.
        public var messages: [String] { lock.withLock { stored } }
    }
}

/// Standard error for diagnostics: every byte written, or — when standard error
/// cannot take them (`2>/dev/full`, a closed descriptor) — the rest dropped, never
/// a crash: a warning must not end the program it warns about.
private struct StandardErrorStream: TextOutputStream {
    mutating func write(_ string: String) {
        let bytes = Array(string.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(STDERR_FILENO, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

import Foundation

/// Checked writes to standard output and standard error: every byte is written or
/// the call throws (a full disk, a closed descriptor, `> /dev/full`), so a program
/// can exit non-zero instead of losing its output or crashing.
package enum StandardOutput {
    /// Standard output or error could not take the text.
    package struct WriteError: Error, CustomStringConvertible {
        /// "standard output" or "standard error".
        package let stream: String
        /// `strerror` of the failure.
        package let reason: String
        package var description: String { "cannot write to \(stream): \(reason)" }
    }

    /// Writes `text` to standard output.
    package static func write(_ text: String) throws(WriteError) {
        try write(Array(text.utf8), to: STDOUT_FILENO, stream: "standard output")
    }

    /// Writes `bytes` (a PNG, a CSV) to standard output.
    package static func write(bytes: [UInt8]) throws(WriteError) {
        try write(bytes, to: STDOUT_FILENO, stream: "standard output")
    }

    /// Writes `text` to standard error.
    package static func writeError(_ text: String) throws(WriteError) {
        try write(Array(text.utf8), to: STDERR_FILENO, stream: "standard error")
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, stream: String) throws(WriteError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(stream: stream, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }
}

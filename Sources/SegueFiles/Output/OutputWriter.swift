import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way Segue's programs write a file: whole or not at all. The content goes
/// to a temporary name beside the destination (`.<name>.segue-<pid>-<random>.tmp`,
/// same directory, so the same file system) and is renamed into place only once
/// complete, so a failure — a full disk, a killed process, an encoder error — never
/// leaves a partial file behind, nor replaces an existing one. `segue curve`,
/// `render`, `replay` and `demo` (`--record`, `--report`, `--screenshot`, F12) all
/// write through it; their PNG files through `PNGFileWriter`.
package enum OutputWriter {
    /// Checks, before any work, that `path` can be written: not empty, not a
    /// directory, in an existing, writable directory. Writing checks again.
    package static func checkWritable(_ path: String, option: String? = nil) throws(OutputWriteError) {
        _ = try directory(of: path, option: option)
    }

    /// Writes `bytes` to the file at `path`, replacing it atomically.
    /// - Parameter option: The command-line option naming the file ("--output"),
    ///   for the error message.
    package static func write(_ bytes: [UInt8], toFile path: String, option: String? = nil) throws(OutputWriteError) {
        try write(toFile: path, option: option) { temporary in
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { return lastErrorDescription() }
            var failure: String?
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        failure = lastErrorDescription()
                        return
                    }
                    offset += written
                }
            }
            if close(descriptor) != 0, failure == nil { failure = lastErrorDescription() }
            return failure
        }
    }

    /// Writes the file at `path` with `produce`, which writes the whole content to
    /// the temporary path it is given and returns nil, or returns why it failed
    /// (anything it left there is removed). On success the temporary file is
    /// renamed to `path`.
    package static func write(toFile path: String, option: String? = nil,
                              producingWith produce: (_ temporaryPath: String) -> String?) throws(OutputWriteError) {
        let directory = try directory(of: path, option: option)
        // Through a symbolic link, the file it points to is replaced (the link stays).
        let destination = symbolicLinkTarget(of: path) ?? path
        let name = URL(fileURLWithPath: destination).lastPathComponent
        let temporary = directory + "/.\(name).segue-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        var failure = produce(temporary)
        if failure == nil, rename(temporary, destination) != 0 { failure = lastErrorDescription() }
        if let failure {
            unlink(temporary)
            throw OutputWriteError(path: path, reason: failure, option: option)
        }
    }

    /// The directory `path` goes in, after checking it exists and is writable and
    /// that `path` is not itself a directory.
    private static func directory(of path: String, option: String?) throws(OutputWriteError) -> String {
        func failure(_ reason: String) -> OutputWriteError { OutputWriteError(path: path, reason: reason, option: option) }
        guard !path.isEmpty else { throw failure("the path is empty") }
        let path = symbolicLinkTarget(of: path) ?? path
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw failure("it is a directory") }
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            if type != .typeRegular {
                // Renaming over a device or a pipe would replace it with a file.
                throw failure("it is not a regular file (a device, pipe or socket); Segue writes files whole, by renaming")
            }
        }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw failure("no such directory \"\(directory)\"")
        }
        guard isDirectory.boolValue else { throw failure("\"\(directory)\" is not a directory") }
        guard access(directory, W_OK) == 0 else { throw failure("the directory \"\(directory)\" is not writable") }
        return directory
    }

    /// The absolute path a symbolic link at `path` finally points to, or nil when
    /// `path` is not a symbolic link.
    private static func symbolicLinkTarget(of path: String) -> String? {
        guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType,
              type == .typeSymbolicLink else { return nil }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// The C library's text for the current `errno`, e.g. "Permission denied".
    private static func lastErrorDescription() -> String {
        String(cString: strerror(errno))
    }
}

/// A file `OutputWriter` could not write: the path, why, and the option that named
/// it. One line: `cannot write --output "out.png": no such directory "missing"`.
package struct OutputWriteError: Error, Equatable, CustomStringConvertible {
    package let path: String
    package let reason: String
    /// The command-line option that named the file, if any.
    package let option: String?

    package init(path: String, reason: String, option: String? = nil) {
        self.path = path
        self.reason = reason
        self.option = option
    }

    package var description: String {
        "cannot write \(option.map { "\($0) " } ?? "")\"\(path.escapingControlCharacters)\": \(reason.escapingControlCharacters)"
    }
}

/// The C library's write(2); a free function so the name does not resolve to
/// `OutputWriter.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `segue curve`'s bytes to standard output or to a file. A file is written
/// to a temporary name beside it and renamed into place only when complete, so a
/// failure never leaves a partial file behind (nor replaces an existing one).
enum OutputWriter {
    /// Writes `bytes` to standard output.
    static func writeToStandardOutput(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    /// Writes `bytes` to the file at `path`, replacing it atomically.
    static func write(_ bytes: [UInt8], toFile path: String) throws(CurveOutputError) {
        guard !path.isEmpty else { throw CurveOutputError(path: path, reason: "the path is empty") }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CurveOutputError(path: path, reason: "it is a directory")
        }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw CurveOutputError(path: path, reason: "no such directory \"\(directory)\"")
        }
        guard isDirectory.boolValue else {
            throw CurveOutputError(path: path, reason: "\"\(directory)\" is not a directory")
        }

        let temporary = directory + "/.\(url.lastPathComponent).segue-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw CurveOutputError(path: path, reason: lastErrorDescription()) }
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
        if failure == nil, rename(temporary, path) != 0 { failure = lastErrorDescription() }
        if let failure {
            unlink(temporary)
            throw CurveOutputError(path: path, reason: failure)
        }
    }

    /// The C library's text for the current `errno`, e.g. "Permission denied".
    private static func lastErrorDescription() -> String {
        String(cString: strerror(errno))
    }
}

/// The C library's write(2); a free function so the name does not resolve to
/// `OutputWriter.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

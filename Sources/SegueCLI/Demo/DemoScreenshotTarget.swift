import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks, before a window opens, that `--screenshot` can be written: its
/// directory exists and is writable and the path is not a directory. The PNG itself
/// is written atomically at the end (no partial file if that fails).
enum DemoScreenshotTarget {
    static func check(_ path: String) throws(DemoScreenshotError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw DemoScreenshotError(path: path, reason: "it is a directory")
        }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw DemoScreenshotError(path: path, reason: "no such directory \"\(directory)\"")
        }
        guard isDirectory.boolValue else {
            throw DemoScreenshotError(path: path, reason: "\"\(directory)\" is not a directory")
        }
        guard access(directory, W_OK) == 0 else {
            throw DemoScreenshotError(path: path, reason: "the directory \"\(directory)\" is not writable")
        }
    }
}

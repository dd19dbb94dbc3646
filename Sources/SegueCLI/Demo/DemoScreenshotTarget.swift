import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks, before a window opens, that `--screenshot` (or another output option) can be written: its
/// directory exists and is writable and the path is not a directory. The PNG itself
/// is written atomically at the end (no partial file if that fails).
enum DemoScreenshotTarget {
    static func check(_ path: String, option: String = "--screenshot") throws(DemoScreenshotError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw DemoScreenshotError(path: path, reason: "it is a directory", option: option)
        }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw DemoScreenshotError(path: path, reason: "no such directory \"\(directory)\"", option: option)
        }
        guard isDirectory.boolValue else {
            throw DemoScreenshotError(path: path, reason: "\"\(directory)\" is not a directory", option: option)
        }
        guard access(directory, W_OK) == 0 else {
            throw DemoScreenshotError(path: path, reason: "the directory \"\(directory)\" is not writable", option: option)
        }
    }
}

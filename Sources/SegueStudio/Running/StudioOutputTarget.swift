import SegueFiles

/// Checks, before a window opens, that `--screenshot` (or another output option) can be written: its
/// directory exists and is writable and the path is not a directory. The PNG itself
/// is written atomically at the end (no partial file if that fails).
package enum StudioOutputTarget {
    package static func check(_ path: String, option: String = "--screenshot") throws(StudioOutputError) {
        do {
            try OutputWriter.checkWritable(path, option: option)
        } catch {
            throw StudioOutputError(path: path, reason: error.reason, option: option)
        }
    }
}

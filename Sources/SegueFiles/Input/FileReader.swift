import Foundation

/// Reads the files Segue's programs take in (scenes, the PNGs they name, recordings), with a
/// short reason on failure ("no such file", "it is a directory").
package enum FileReader {
    /// The file's bytes, or the reason they could not be read.
    package static func read(_ path: String) -> Result<[UInt8], ReadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(ReadError("no such file")) }
        guard !isDirectory.boolValue else { return .failure(ReadError("it is a directory")) }
        // A device or a pipe is no file to read: /dev/zero never ends, a FIFO can
        // block for ever, /dev/null is always empty.
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular else { return .failure(ReadError("it is not a regular file (a device, pipe or socket)")) }
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            return .failure(ReadError("permission denied"))
        }
        return .success([UInt8](data))
    }

    package struct ReadError: Error {
        package let reason: String
        package init(_ reason: String) { self.reason = reason }
    }
}

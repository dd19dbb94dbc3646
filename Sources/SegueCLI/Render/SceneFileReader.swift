import Foundation

/// Reads the files `segue render` takes in (the scene and the PNGs it names), with a
/// short reason on failure ("no such file", "it is a directory").
enum SceneFileReader {
    /// The file's bytes, or the reason they could not be read.
    static func read(_ path: String) -> Result<[UInt8], ReadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(ReadError("no such file")) }
        guard !isDirectory.boolValue else { return .failure(ReadError("it is a directory")) }
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            return .failure(ReadError("permission denied"))
        }
        return .success([UInt8](data))
    }

    struct ReadError: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}

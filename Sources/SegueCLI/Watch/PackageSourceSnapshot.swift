import Foundation
import Segue

/// The files of a package that make its program, each with its modification time
/// and size, as `segue watch` polls them: the manifest and `Package.resolved`, and
/// every file under the package's folders but its tests (`Tests`) and hidden
/// folders (`.build`, `.git`, `.swiftpm`). A file whose time or size changed is
/// read and its bytes hashed, so two snapshots differ only where a file was added,
/// removed or given new contents: saving a file unchanged, again and again,
/// rebuilds nothing.
struct PackageSourceSnapshot: Equatable {
    /// A file's stamp: when it was last written, its size and its contents' hash.
    struct Stamp: Equatable {
        var modified: Date
        var size: Int
        /// The contents' CRC-32 (Segue's PNG checksum).
        var digest: UInt32
    }

    /// The stamps by path relative to the package's folder.
    private(set) var files: [String: Stamp] = [:]

    /// The folders the snapshot leaves out, besides hidden ones.
    static let skippedFolders: Set<String> = ["Tests"]

    /// The files of the package at `root` now; files whose time and size are as in
    /// `previous` keep its hash unread.
    static func take(of root: URL, reusing previous: PackageSourceSnapshot = PackageSourceSnapshot()) -> PackageSourceSnapshot {
        var snapshot = PackageSourceSnapshot()
        let manager = FileManager.default
        let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey, .contentModificationDateKey, .fileSizeKey]
        guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: keys,
                                              options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return snapshot }
        let rootPath = root.standardizedFileURL.path
        for case let url as URL in walker {
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(rootPath.count + 1))
            if values.isDirectory == true {
                if !path.contains("/"), skippedFolders.contains(path) { walker.skipDescendants() }
                continue
            }
            guard values.isRegularFile == true else { continue }
            let modified = values.contentModificationDate ?? .distantPast, size = values.fileSize ?? 0
            if let known = previous.files[path], known.modified == modified, known.size == size {
                snapshot.files[path] = known
            } else {
                let bytes = (try? Data(contentsOf: url)) ?? Data()
                snapshot.files[path] = Stamp(modified: modified, size: size, digest: CRC32.checksum(bytes))
            }
        }
        return snapshot
    }

    /// The paths added, removed or given new contents since `earlier`, sorted.
    func changes(since earlier: PackageSourceSnapshot) -> [String] {
        var changed: [String] = []
        for (path, stamp) in files where earlier.files[path]?.digest != stamp.digest { changed.append(path) }
        for path in earlier.files.keys where files[path] == nil { changed.append(path) }
        return changed.sorted()
    }

    /// The latest modification time among `paths` (nil when none is in the snapshot).
    func latestModification(of paths: [String]) -> Date? {
        paths.compactMap { files[$0]?.modified }.max()
    }
}

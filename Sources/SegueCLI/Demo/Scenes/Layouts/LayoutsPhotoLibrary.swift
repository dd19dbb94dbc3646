import Foundation
import Segue
import SegueStudio

/// One picture the layouts scene's cells show: a landscape from `assets/photos`
/// (written by `tools/make-photos`), or a coloured placeholder when the photos
/// cannot be found.
struct LayoutsPhoto {
    /// The words under the picture, from the file name ("07-arctic-mountains.png" →
    /// "Arctic mountains"), or "Photo N" for a placeholder.
    let title: String
    /// The decoded picture, nil for a placeholder.
    let image: UIImage?
    /// The cell's colour behind (or instead of) the picture.
    let color: UIColor
}

/// Finds and loads the scene's photos once per process.
///
/// Where `assets/` is looked for, first match wins: the directory `SEGUE_ASSETS`
/// names; `assets/` in the current directory; `assets/` beside the executable or
/// in any directory above it (the package root when `segue` runs from `.build/…`).
/// A directory counts when it holds `photos/` with at least one PNG. When none is
/// found, or a file does not decode, the scene says so once (`SegueDiagnostics`)
/// and shows coloured placeholder cells instead — it never fails.
@MainActor
enum LayoutsPhotoLibrary {
    /// How many placeholders stand in when there are no photos.
    static let placeholderCount = 24

    /// The photos (or placeholders), loaded on first use and kept.
    static var photos: [LayoutsPhoto] {
        if let loaded { return loaded }
        let made = load(from: locateAssets())
        loaded = made
        return made
    }

    private static var loaded: [LayoutsPhoto]?

    /// The `assets` directory to read, or nil when no candidate holds photos.
    /// `environment`, `currentDirectory` and `executable` default to the process's.
    static func locateAssets(environment: [String: String] = ProcessInfo.processInfo.environment,
                             currentDirectory: String = FileManager.default.currentDirectoryPath,
                             executable: URL? = Bundle.main.executableURL) -> URL? {
        var candidates: [URL] = []
        if let named = environment["SEGUE_ASSETS"], !named.isEmpty {
            candidates.append(URL(fileURLWithPath: named, isDirectory: true))
        }
        candidates.append(URL(fileURLWithPath: currentDirectory, isDirectory: true).appendingPathComponent("assets"))
        if let executable {
            var directory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            while directory.path != "/" && !directory.path.isEmpty {
                candidates.append(directory.appendingPathComponent("assets"))
                directory = directory.deletingLastPathComponent()
            }
        }
        return candidates.first { !photoFiles(in: $0).isEmpty }
    }

    /// The PNG files in `assets/photos`, sorted by name (empty when there are none).
    static func photoFiles(in assets: URL) -> [URL] {
        let folder = assets.appendingPathComponent("photos", isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.lowercased().hasSuffix(".png") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The photos in `assets` (nil: none found), each file decoded once; files that
    /// do not decode are left out. With nothing to show it reports it once and
    /// returns placeholders.
    static func load(from assets: URL?) -> [LayoutsPhoto] {
        guard let assets else {
            SegueDiagnostics.report("layouts: no photos found (looked in $SEGUE_ASSETS, ./assets and the assets/ folders above the executable); showing coloured placeholders. Run tools/make-photos from the package root, or set SEGUE_ASSETS to the assets directory")
            return placeholders()
        }
        var photos: [LayoutsPhoto] = []
        var unreadable: [String] = []
        for (index, file) in photoFiles(in: assets).enumerated() {
            // UIImage(contentsOfFile:) reports each failure itself.
            guard let image = UIImage(contentsOfFile: file.path) else {
                unreadable.append(file.lastPathComponent)
                continue
            }
            photos.append(LayoutsPhoto(title: title(forFileNamed: file.lastPathComponent), image: image,
                                       color: placeholderColor(index)))
        }
        if photos.isEmpty {
            SegueDiagnostics.report("layouts: none of the photos in \(assets.path)/photos could be read (\(unreadable.joined(separator: ", "))); showing coloured placeholders. Run tools/make-photos to write them again")
            return placeholders()
        }
        return photos
    }

    /// "07-arctic-mountains.png" → "Arctic mountains": the name without its number
    /// and extension, dashes as spaces, the first letter capitalised.
    static func title(forFileNamed name: String) -> String {
        var words = (name as NSString).deletingPathExtension.split(separator: "-").map(String.init)
        if let first = words.first, Int(first) != nil, words.count > 1 { words.removeFirst() }
        let text = words.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// Coloured stand-ins, "Photo 1" …, in hues around the colour wheel.
    static func placeholders() -> [LayoutsPhoto] {
        (0..<placeholderCount).map { LayoutsPhoto(title: "Photo \($0 + 1)", image: nil, color: placeholderColor($0)) }
    }

    /// A saturated colour for index `index`, stepping round the hue circle.
    static func placeholderColor(_ index: Int) -> UIColor {
        let hue = Double(index % placeholderCount) / Double(placeholderCount) * 6
        let sector = Int(hue) % 6, fraction = CGFloat(hue - Double(Int(hue)))
        let (high, low): (CGFloat, CGFloat) = (0.85, 0.3)
        let rising = low + (high - low) * fraction, falling = high - (high - low) * fraction
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (high, rising, low)
        case 1: (falling, high, low)
        case 2: (low, high, rising)
        case 3: (low, falling, high)
        case 4: (rising, low, high)
        default: (high, low, falling)
        }
        return UIColor(red: r, green: g, blue: b, alpha: 1)
    }

    /// Forgets the loaded photos (tests that look in other places).
    static func reset() {
        loaded = nil
    }
}

import Foundation
import Segue
import SegueFiles

/// One scene a studio program can show: its name on the command line, its words
/// in the window title and on the start screen, and how to build it.
public struct StudioSceneEntry {
    /// The name `--scene` takes and a recording stores ("flip"): letters, digits
    /// "-" and "_" only, and not "picker" (the start screen's name in recordings).
    public var name: String
    /// The scene's words in the window title and on its card ("card flip modal").
    public var title: String
    /// One line saying what the scene shows (`--list`, the start screen's card).
    public var summary: String
    /// Builds the scene. Called each time the studio opens it (a switch back to a
    /// scene builds it anew, as a replay does).
    public var make: @MainActor (StudioSceneContext) -> any StudioScene

    /// An entry named `name` (see `name` for the rules), titled `title`, built by `make`.
    public init(name: String, title: String, summary: String = "",
                make: @escaping @MainActor (StudioSceneContext) -> any StudioScene) {
        self.name = name
        self.title = title
        self.summary = summary
        self.make = make
    }

    /// Whether `name` is a usable scene name: non-empty, letters, digits, "-" and "_",
    /// and not the start screen's recorded name.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name != ReplayTrace.startScreenName
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}

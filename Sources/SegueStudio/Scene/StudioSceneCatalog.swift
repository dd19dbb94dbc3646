import Foundation
import Segue

/// The scenes a studio program offers and the name it goes by: `segue demo`'s ten
/// built-in scenes, or a user's program with its one root view controller.
///
/// With one scene the studio opens it at launch; with several it opens on the
/// start screen (one card per scene) unless `--scene NAME` picks one. Tab shows the
/// scene list over any scene either way, so a single scene can be restarted.
public struct StudioSceneCatalog {
    /// The program's name: the window title's first part, the start screen's
    /// heading, the process name in `--trace` files.
    public var title: String
    /// The scenes, in the start screen's order.
    public private(set) var entries: [StudioSceneEntry]
    /// A line the start screen shows under the title, before saying how to choose
    /// ("UIKit's custom transitions, live."); nil for none.
    public var tagline: String?

    /// A catalog of `entries`, which must have unique, valid names (letters,
    /// digits, "-" and "_"; not "picker"). A bad catalog is a programming error:
    /// it stops the program with a message naming the scene.
    public init(title: String, tagline: String? = nil, entries: [StudioSceneEntry]) {
        precondition(!entries.isEmpty, "a studio needs at least one scene")
        var seen = Set<String>()
        for entry in entries {
            precondition(StudioSceneEntry.isValidName(entry.name),
                         "scene name \"\(entry.name)\" must be letters, digits, \"-\" or \"_\", and not \"picker\"")
            precondition(seen.insert(entry.name).inserted, "two scenes are named \"\(entry.name)\"")
        }
        self.title = title
        self.tagline = tagline
        self.entries = entries
    }

    /// The scene named `name`, or nil.
    public func entry(named name: String) -> StudioSceneEntry? {
        entries.first { $0.name == name }
    }

    /// Every scene's name, in order.
    public var names: [String] { entries.map(\.name) }

    /// Every scene's name, comma-separated, for messages ("flip, keyframe-push, …").
    public var nameList: String { names.joined(separator: ", ") }

    /// The scene the program opens with when no `--scene` was given: the only one,
    /// or nil (the start screen) when there are several.
    public var launchSceneName: String? { entries.count == 1 ? entries[0].name : nil }

    /// The window title for the scene named `name` (nil: the start screen):
    /// "Segue — card flip modal", "Segue — choose a scene"; a program with one scene
    /// is titled with its own name alone.
    public func windowTitle(for name: String?) -> String {
        if entries.count == 1 && name != nil { return title }
        return "\(title) — \(name.flatMap { entry(named: $0)?.title } ?? "choose a scene")"
    }

    /// Builds the scene named `name` with `context`; nil or a name not in the
    /// catalog builds the start screen.
    @MainActor
    func makeScene(_ name: String?, context: StudioSceneContext) -> any StudioScene {
        guard let name, let entry = entry(named: name) else { return StudioStartScene(catalog: self) }
        return entry.make(context)
    }
}

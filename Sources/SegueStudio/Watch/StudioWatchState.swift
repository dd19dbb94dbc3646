import Foundation
import Segue

/// What a program run by `segue watch` hands to the next build of itself: where its
/// window is, the scene shown, the keys that bring the tools back to the state they
/// are in (`StudioReloadableTool.restoringKeys`), and whether the user was looking
/// at a transition (paused or scrubbing in the timeline) — then the input since
/// the program began goes with it (`StudioWatchLink.traceFile`), and the new build
/// replays it to show that transition again at the same point.
package struct StudioWatchState: Codable, Equatable, Sendable {
    /// The window's top-left corner on the screen and its size, in points.
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double
    /// The scene shown (nil: the start screen).
    package var scene: String?
    /// The tools' keys, as trace names (`StudioKey.traceName`), pressed in order on
    /// a fresh set of tools.
    package var toolKeys: [String]
    /// Whether a transition was held (time paused, or the timeline scrubbed) when
    /// the state was written.
    package var holdsTransition: Bool

    package init(x: Double, y: Double, width: Double, height: Double, scene: String?, toolKeys: [String],
                 holdsTransition: Bool) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.scene = scene
        self.toolKeys = toolKeys
        self.holdsTransition = holdsTransition
    }

    /// The window's frame on the screen.
    package var windowFrame: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// The state read from JSON `data`, or nil when it is not one.
    package static func decode(_ data: Data) -> StudioWatchState? {
        try? JSONDecoder().decode(StudioWatchState.self, from: data)
    }

    /// The state as JSON.
    package var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// What a replay trace may name, for `ReplayTraceParser`: the scenes, the keys and
/// the window sizes of the program that replays it. `segue` passes the demo's
/// (its scene list, `StudioKey`'s names and `segue demo --size`'s range); the fuzz
/// target passes a fixed set.
package struct ReplayTraceRules: Sendable {
    /// The scene names a trace may start in, besides `ReplayTrace.startScreenName`.
    package var sceneNames: [String]
    /// The window sides, in whole points, a trace may have.
    package var sideRange: ClosedRange<Int>
    /// Whether a "key" event's text names a key ("s", "ctrl+left").
    package var isKeyName: @Sendable (String) -> Bool

    package init(sceneNames: [String], sideRange: ClosedRange<Int>, isKeyName: @escaping @Sendable (String) -> Bool) {
        self.sceneNames = sceneNames
        self.sideRange = sideRange
        self.isKeyName = isKeyName
    }
}

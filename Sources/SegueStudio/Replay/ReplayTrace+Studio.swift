import SegueFiles

/// A replay trace in the studio's terms: its scene as a name of the program's
/// catalog (nil for the start screen), and the reader's rules made of the
/// catalog's names, `StudioKey`'s names and `--size`'s range.
extension ReplayTrace {
    /// A trace recorded in the scene named `scene` (nil: the start screen).
    init(scene: String?, width: Int, height: Int, events: [ReplayTraceEvent], until: Double) {
        self.init(sceneName: scene ?? Self.startScreenName, width: width, height: height,
                  events: events, until: until)
    }

    /// The scene the trace was recorded in; nil for the start screen.
    var scene: String? { sceneName == Self.startScreenName ? nil : sceneName }
}

extension ReplayTraceRules {
    /// What a studio program replays: `catalog`'s scenes, the studio's keys, and
    /// window sides `--size` accepts.
    static func studio(_ catalog: StudioSceneCatalog) -> ReplayTraceRules {
        ReplayTraceRules(sceneNames: catalog.names, sideRange: StudioSettings.sideRange,
                         isKeyName: { StudioKey(traceName: $0) != nil })
    }
}

extension ReplayTraceParser {
    /// Reads a trace recorded by a program with `catalog`'s scenes.
    static func parse(_ bytes: [UInt8], catalog: StudioSceneCatalog) throws(JSONPathError) -> ReplayTrace {
        try parse(bytes, rules: .studio(catalog))
    }

    /// The window sizes a trace may have, as `--size` accepts.
    static var sideRange: ClosedRange<Int> { StudioSettings.sideRange }
}

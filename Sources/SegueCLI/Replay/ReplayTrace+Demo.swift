import SegueFiles

/// A replay trace in the demo's terms: its scene as a `DemoSceneName`, and the
/// reader's rules made of the demo's scene list, `DemoKey`'s names and
/// `segue demo --size`'s range.
extension ReplayTrace {
    /// A trace recorded in `scene` (nil: the start screen).
    init(scene: DemoSceneName?, width: Int, height: Int, events: [ReplayTraceEvent], until: Double) {
        self.init(sceneName: scene?.rawValue ?? Self.startScreenName, width: width, height: height,
                  events: events, until: until)
    }

    /// The scene the trace was recorded in; nil for the start screen.
    var scene: DemoSceneName? { DemoSceneName(rawValue: sceneName) }
}

extension ReplayTraceRules {
    /// What `segue replay` accepts: the demo's scenes and keys, and window sides
    /// `segue demo --size` accepts.
    static var demo: ReplayTraceRules {
        ReplayTraceRules(sceneNames: DemoSceneName.allCases.map(\.rawValue), sideRange: DemoSettings.sideRange,
                         isKeyName: { DemoKey(traceName: $0) != nil })
    }
}

extension ReplayTraceParser {
    /// Reads a trace under the demo's rules.
    static func parse(_ bytes: [UInt8]) throws(JSONPathError) -> ReplayTrace {
        try parse(bytes, rules: .demo)
    }

    /// The window sizes a trace may have, as `segue demo --size` accepts.
    static var sideRange: ClosedRange<Int> { DemoSettings.sideRange }
}

import Foundation
import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

@Suite("segue replay: reading a trace, and every way a trace can be wrong")
struct ReplayTraceParserTests {
    private func parse(_ text: String) throws(JSONPathError) -> ReplayTrace {
        try ReplayTraceParser.parse(Array(text.utf8), catalog: DemoSceneName.catalog())
    }

    private func problem(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("the issue's format reads back, every event kind, alt false when absent")
    func good() throws {
        let trace = try parse("""
            {"scene": "flip", "size": [600, 400], "events": [
              {"t": 0, "type": "down", "x": 10, "y": 20.5, "alt": true},
              {"t": 0.25, "type": "move", "x": 11, "y": 21},
              {"t": 0.25, "type": "up", "x": 12, "y": 22, "alt": false},
              {"t": 1, "type": "key", "key": "s"},
              {"t": 1.5, "type": "cancel"},
              {"t": 2, "type": "wheel", "x": 300, "y": 200, "dx": 0.5, "dy": -2}], "until": 3}
            """)
        #expect(trace == ReplayTrace(scene: "flip", width: 600, height: 400, events: [
            ReplayTraceEvent(time: 0, kind: .down(CGPoint(x: 10, y: 20.5), alt: true)),
            ReplayTraceEvent(time: 0.25, kind: .move(CGPoint(x: 11, y: 21), alt: false)),
            ReplayTraceEvent(time: 0.25, kind: .up(CGPoint(x: 12, y: 22), alt: false)),
            ReplayTraceEvent(time: 1, kind: .key("s")),
            ReplayTraceEvent(time: 1.5, kind: .cancel),
            ReplayTraceEvent(time: 2, kind: .wheel(CGPoint(x: 300, y: 200), dx: 0.5, dy: -2)),
        ], until: 3))
    }

    @Test("a written trace reads back the same (and writes the same bytes again)")
    func roundTrip() throws {
        let trace = ReplayTrace(scene: "layers", width: 800, height: 520, events: [
            ReplayTraceEvent(time: 0.004167, kind: .down(CGPoint(x: 1, y: 2), alt: false)),
            ReplayTraceEvent(time: 0.5, kind: .key("left alt")),
            ReplayTraceEvent(time: 0.6, kind: .cancel),
            ReplayTraceEvent(time: 0.7, kind: .wheel(CGPoint(x: 40.5, y: 3), dx: 0, dy: 1.25)),
        ], until: 0.75)
        let again = try parse(trace.json)
        #expect(again == trace)
        #expect(again.json == trace.json)
        let empty = ReplayTrace(scene: "flip", width: 64, height: 64, events: [], until: 0)
        #expect(try parse(empty.json) == empty)
    }

    @Test("each bad trace is refused with the JSON path of the problem", arguments: [
        ("{", "invalid JSON at line 1, column 2"),
        ("[]", "the trace must be a JSON object, got an empty array"),
        (#"{"size": [600, 400], "events": [], "until": 1}"#, "scene: missing"),
        (#"{"scene": 3, "size": [600, 400], "events": [], "until": 1}"#, "scene: must be a string, got the number 3"),
        (#"{"scene": "cube", "size": [600, 400], "events": [], "until": 1}"#, "scene: unknown scene \"cube\"; expected one of \(DemoSceneName.nameList), picker"),
        (#"{"scene": "flip", "events": [], "until": 1}"#, "size: missing"),
        (#"{"scene": "flip", "size": [600], "events": [], "until": 1}"#, "size: must be [width, height] in whole points"),
        (#"{"scene": "flip", "size": [10, 400], "events": [], "until": 1}"#, "size: must be [width, height] in whole points, each from 64 to 8192"),
        (#"{"scene": "flip", "size": [600.5, 400], "events": [], "until": 1}"#, "size: must be [width, height]"),
        (#"{"scene": "flip", "size": [600, 400], "until": 1}"#, "events: missing"),
        (#"{"scene": "flip", "size": [600, 400], "events": {}, "until": 1}"#, "events: must be an array of events, got an object"),
        (#"{"scene": "flip", "size": [600, 400], "events": []}"#, "until: missing"),
        (#"{"scene": "flip", "size": [600, 400], "events": [], "until": "1"}"#, "until: must be a number ≥ the last event's time (0) and at most 86400 seconds, got the string \"1\""),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 2, "type": "key", "key": "s"}], "until": 1}"#, "until: must be a number ≥ the last event's time (2)"),
        (#"{"scene": "flip", "size": [600, 400], "events": [], "until": 1, "colour": 1}"#, "colour: unknown key"),
        (#"{"scene": "flip", "scene": "flip", "size": [600, 400], "events": [], "until": 1}"#, "scene: appears twice"),
        (#"{"scene": "flip", "size": [600, 400], "events": [3], "until": 1}"#, "events[0]: an event must be a JSON object, got the number 3"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"type": "up", "x": 1, "y": 2}], "until": 1}"#, "events[0].t: missing"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": -1, "type": "up", "x": 1, "y": 2}], "until": 1}"#, "events[0].t: must be a number ≥ 0"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": "0", "type": "up", "x": 1, "y": 2}], "until": 1}"#, "events[0].t: must be a number ≥ 0, got the string \"0\""),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "key", "key": "a"}, {"t": 0.5, "type": "key", "key": "a"}, {"t": 0.75, "type": "key", "key": "a"}, {"t": 0.5, "type": "key", "key": "a"}], "until": 1}"#,
         "events[3].t: must be a number ≥ the previous event's time (0.75)"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "x": 1, "y": 2}], "until": 1}"#, "events[0].type: missing"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "hover"}], "until": 1}"#, "events[0].type: must be one of \"down\", \"move\", \"up\", \"key\", \"cancel\", \"wheel\", \"resize\", got the string \"hover\""),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "wheel", "x": 1, "y": 2, "dx": 0}], "until": 1}"#, "events[0].dy: missing"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "wheel", "x": 1, "y": 2, "dx": "1", "dy": 0}], "until": 1}"#, "events[0].dx: must be a number (wheel steps), got the string \"1\""),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "wheel", "dx": 0, "dy": 1}], "until": 1}"#, "events[0].x: missing"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "wheel", "x": 1, "y": 2, "dx": 0, "dy": 1, "alt": true}], "until": 1}"#, "events[0].alt: not used by a \"wheel\" event"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "down", "x": 1, "y": 2, "dy": 1}], "until": 1}"#, "events[0].dy: not used by a \"down\" event"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "down", "y": 2}], "until": 1}"#, "events[0].x: missing"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "down", "x": 1, "y": null}], "until": 1}"#, "events[0].y: must be a number (window points), got null"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "down", "x": 1, "y": 2, "alt": 1}], "until": 1}"#, "events[0].alt: must be true or false, got the number 1"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "key"}], "until": 1}"#, "events[0].key: missing"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "key", "key": ""}], "until": 1}"#, "events[0].key: must be a key's name, such as \"s\" or \"ctrl+left\", got the string \"\""),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "key", "key": "s", "x": 1}], "until": 1}"#, "events[0].x: not used by a \"key\" event"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "up", "x": 1, "y": 1, "key": "s"}], "until": 1}"#, "events[0].key: not used by a \"up\" event"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "cancel", "alt": false}], "until": 1}"#, "events[0].alt: not used by a \"cancel\" event"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "up", "x": 1, "y": 1, "pressure": 1}], "until": 1}"#, "events[0].pressure: unknown key"),
    ])
    func bad(text: String, message: String) {
        let described = problem(text)
        #expect(described?.hasPrefix(message) == true, "got \(described ?? "no error")")
    }
}

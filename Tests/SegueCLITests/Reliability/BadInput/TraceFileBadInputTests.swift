import Foundation
import Testing

/// `segue replay trace.json` given broken traces: each exits 65 (1 when the file
/// cannot be read) with one line naming the file, the JSON path and the problem,
/// and writes no report.
@Suite("Bad input: replay traces")
struct TraceFileBadInputTests {
    static func events(_ list: String, until: String = "5") -> String {
        #"{"scene": "flip", "size": [600, 400], "events": ["# + list + #"], "until": "# + until + "}"
    }

    static let cases: [BadInputCase] = [
        .trace("an empty file", "", "invalid JSON at line 1, column 1"),
        .trace("binary garbage", String(decoding: [0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF], as: UTF8.self), "invalid JSON"),
        .trace("truncated JSON", #"{"scene": "flip", "size": [600, 400], "events": [{"t": 0.5, "#, "invalid JSON"),
        .trace("an object that is not a trace", #"{"hello": "world"}"#, "hello: unknown key"),
        .trace("a top-level string", #""flip""#, "the trace must be a JSON object"),
        .trace("an unknown scene name", #"{"scene": "flipper", "size": [600, 400], "events": [], "until": 1}"#,
               "scene: unknown scene \"flipper\"; expected one of flip"),
        .trace("a scene that is a number", #"{"scene": 3, "size": [600, 400], "events": [], "until": 1}"#, "scene: must be a string"),
        .trace("a window too small", #"{"scene": "flip", "size": [10, 10], "events": [], "until": 1}"#,
               "size: must be [width, height] in whole points, each from 64 to 8192"),
        .trace("a fractional window size", #"{"scene": "flip", "size": [600.5, 400], "events": [], "until": 1}"#, "size: must be"),
        .trace("events out of time order", events(#"{"t": 1, "type": "key", "key": "s"}, {"t": 0.5, "type": "key", "key": "s"}"#),
               "events[1].t: must be a number ≥ the previous event's time (1)"),
        .trace("a negative time", events(#"{"t": -1, "type": "cancel"}"#), "events[0].t: must be a number ≥ 0"),
        .trace("an unknown event type", events(#"{"t": 0, "type": "scroll"}"#), "events[0].type: must be one of"),
        .trace("a key without a name", events(#"{"t": 0, "type": "key", "key": ""}"#), "events[0].key: must be a key's name"),
        .trace("a pointer event without coordinates", events(#"{"t": 0, "type": "down", "x": 3}"#), "events[0].y: missing"),
        .trace("a coordinate that is a string", events(#"{"t": 0, "type": "move", "x": "3", "y": 4}"#), "events[0].x: must be a number"),
        .trace("a key event with coordinates", events(#"{"t": 0, "type": "key", "key": "s", "x": 1}"#), "events[0].x: not used by a \"key\" event"),
        .trace("until before the last event", events(#"{"t": 3, "type": "cancel"}"#, until: "2"), "until: must be a number ≥ the last event's time (3)"),
        .trace("until longer than a day", events("", until: "1e9"), "until: must be a number", "at most 86400 seconds"),
        .trace("a key twice", #"{"scene": "flip", "scene": "tabs", "size": [600, 400], "events": [], "until": 1}"#, "scene: appears twice"),
        BadInputCase("a missing trace", ["replay", "{dir}/nope.json"], status: 1, "cannot read the trace \"{dir}/nope.json\": no such file"),
        BadInputCase("/dev/zero as the trace", ["replay", "/dev/zero"], status: 1, "cannot read the trace \"/dev/zero\": it is not a regular file"),
        .trace("a resize without a height", events(#"{"t": 0, "type": "resize", "width": 600}"#), "events[0].height: missing"),
        .trace("a resize to a fractional width", events(#"{"t": 0, "type": "resize", "width": 600.5, "height": 400}"#),
               "events[0].width: must be a whole number of points"),
        .trace("a key event with a width", events(#"{"t": 0, "type": "key", "key": "s", "width": 1}"#), "events[0].width: not used by a \"key\" event"),
        BadInputCase("a trace path that is a folder", folders: ["t"], ["replay", "{dir}/t"], status: 1, "\"{dir}/t\": it is a directory"),
    ]

    @Test("a broken trace exits 65 with one line naming the file and the JSON path", arguments: cases)
    func brokenTrace(_ c: BadInputCase) throws {
        try BadInputRunner.check(c)
    }
}

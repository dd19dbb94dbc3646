import Foundation
import Segue
import SegueSDL
import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

/// A scene that logs the keys it receives (to see what replay routes to it).
@MainActor
final class KeyLoggingScene: StudioScene {
    let window = UIWindow()
    let tuning = StudioTuning(parameters: [])
    var keys: [StudioKey] = []
    init() { window.rootViewController = UIViewController() }
    func startShowcaseTransition() -> Bool { false }
    func handleKey(_ key: StudioKey) -> Bool {
        keys.append(key)
        return true
    }
}

@MainActor
@Suite("segue demo --record / segue replay: keys with modifiers, the start screen, scene switches")
struct ReplayKeysAndScenesTests {
    @Test("a key's trace name carries its modifiers and reads back; a bare name is a key alone")
    func traceNames() throws {
        let cases: [(StudioKey, String)] = [
            (StudioKey("left", modifiers: .control), "ctrl+left"),
            (StudioKey("/", modifiers: .shift), "shift+/"),
            (StudioKey("s"), "s"),
            (StudioKey("x", modifiers: [.shift, .command, .alternate, .control]), "ctrl+alt+shift+super+x"),
            (StudioKey("+", modifiers: .control), "ctrl++"),
            (StudioKey("space", modifiers: [.alphaShift]), "space"),
        ]
        for (key, name) in cases {
            #expect(key.traceName == name)
            let read = try #require(StudioKey(traceName: name))
            #expect(read.matches(key.name, key.modifiers.subtracting(.alphaShift)), "\(name)")
        }
        #expect(StudioKey(traceName: "Left") == StudioKey("left"), "traces from before modifiers were stored")
        #expect(StudioKey(traceName: "SHIFT+Tab") == StudioKey("tab", modifiers: .shift))
        #expect(StudioKey(traceName: "+") == StudioKey("+"))
        #expect(StudioKey(traceName: "") == nil)
    }

    @Test("the recorder stores keys with their modifiers and a held key's repeats, and skips the modifier keys themselves")
    func recorderStoresModifiers() {
        let recorder = StudioInputRecorder(start: 10)
        recorder.record(.keyDown(.leftArrow, modifiers: [.control], isRepeat: false), at: 10.5)
        recorder.record(.keyDown(HostKey(rawValue: Int32(Character("/").asciiValue!)), modifiers: [.shift], isRepeat: false), at: 10.6)
        recorder.record(.keyDown(.leftAlt, modifiers: [.alternate], isRepeat: false), at: 10.7)
        recorder.record(.keyDown(.tab, modifiers: [], isRepeat: false), at: 10.8)
        recorder.record(.keyDown(.tab, modifiers: [], isRepeat: true), at: 10.9)
        // The shell acts on a repeat as on a press (a held Right steps tick after
        // tick), so a replay must see it too.
        #expect(recorder.events.map(\.kind) == [.key("ctrl+left"), .key("shift+/"), .key("tab"), .key("tab")])
        let trace = recorder.trace(scene: nil, size: CGSize(width: 600, height: 400), end: 11)
        #expect(trace.json.hasPrefix(#"{"scene": "picker", "size": [600, 400], "events": ["#))
        #expect(trace.json.contains(#"{"t": 0.5, "type": "key", "key": "ctrl+left"}"#))
    }

    @Test("the recorder stores the wheel's steps where the pointer is; a wheel event of no steps is not input")
    func recorderStoresTheWheel() {
        let recorder = StudioInputRecorder(start: 10)
        recorder.record(.wheel(delta: CGVector(dx: 0, dy: -1.5), location: CGPoint(x: 300, y: 200)), at: 10.25)
        recorder.record(.wheel(delta: .zero, location: CGPoint(x: 300, y: 200)), at: 10.3)
        #expect(recorder.events == [ReplayTraceEvent(time: 0.25, kind: .wheel(CGPoint(x: 300, y: 200), dx: 0, dy: -1.5))])
        let trace = recorder.trace(scene: "layouts", size: CGSize(width: 600, height: 400), end: 11)
        #expect(trace.json.contains(#"{"t": 0.25, "type": "wheel", "x": 300, "y": 200, "dx": 0, "dy": -1.5}"#))
    }

    @Test("a recorded wheel replays into the scene: the layouts grid scrolls by the net steps, the same every time")
    func wheelReplays() throws {
        let centre = CGPoint(x: 600, y: 400)
        func lastFrame(_ wheel: [CGFloat]) throws -> [UInt8]? {
            let events = wheel.enumerated().map { index, steps in
                ReplayTraceEvent(time: 0.5 + 0.1 * Double(index), kind: .wheel(centre, dx: 0, dy: steps))
            }
            let trace = ReplayTrace(scene: "layouts", width: 1024, height: 700, events: events, until: 1)
            var last: [UInt8]?
            _ = try ReplayRunner(trace: trace, catalog: DemoSceneName.catalog(), framesPerSecond: 1).run { _, image in last = image.pixels }
            return last
        }
        let still = try #require(try lastFrame([]))
        let downThenUp = try #require(try lastFrame([-3, 1]))
        #expect(downThenUp != still, "the grid scrolled")
        #expect(try lastFrame([-2]) == downThenUp, "three steps down and one up land where two down do")
        #expect(try lastFrame([-3, 1]) == downThenUp, "deterministic")
    }

    @Test("E in a trace explodes the replay's frames as it does the window's, and E again brings them back flat")
    func explodedViewReplaysInTheFrames() throws {
        func lastFrame(_ keys: [Double]) throws -> [UInt8]? {
            let events = keys.map { ReplayTraceEvent(time: $0, kind: .key("e")) }
            let trace = ReplayTrace(scene: "layers", width: 640, height: 400, events: events, until: 1.5)
            var last: [UInt8]?
            _ = try ReplayRunner(trace: trace, catalog: DemoSceneName.catalog(), framesPerSecond: 1).run { _, image in last = image.pixels }
            return last
        }
        let flat = try #require(try lastFrame([]))
        let exploded = try #require(try lastFrame([0.2]))
        var changed = 0
        for index in stride(from: 0, to: flat.count, by: 4) where abs(Int(flat[index]) - Int(exploded[index])) > 24 { changed += 1 }
        #expect(Double(changed) / Double(flat.count / 4) > 0.05, "the exploded stack is drawn, not the flat scene")
        #expect(try lastFrame([0.2, 0.6]) != exploded, "E again comes back towards flat")
    }

    @Test("a trace starting at the start screen parses (scene \"picker\") and writes back the same bytes")
    func pickerTraceRoundTrip() throws {
        let text = #"{"scene": "picker", "size": [600, 400], "events": [{"t": 0.25, "type": "key", "key": "ctrl+left"}], "until": 1}"#
        let trace = try ReplayTraceParser.parse(Array(text.utf8), catalog: DemoSceneName.catalog())
        #expect(trace.scene == nil)
        #expect(trace.events == [ReplayTraceEvent(time: 0.25, kind: .key("ctrl+left"))])
        #expect(try ReplayTraceParser.parse(Array(trace.json.utf8), catalog: DemoSceneName.catalog()) == trace)
    }

    @Test("replayed keys go through the shell: the picker's Tab, then the scene with its modifiers")
    func keysRouteThroughTheShell() throws {
        let scene = KeyLoggingScene()
        let stage = HeadlessStudioStage(size: CGSize(width: 600, height: 400), scene: "flip", catalog: DemoSceneName.catalog(),
                                        makeScene: { _ in scene })
        let picker = try #require(stage.shell.tool(StudioScenePicker.self))
        stage.host.key("tab")
        #expect(picker.isShown, "Tab went to the picker tool")
        #expect(scene.keys.isEmpty)
        stage.host.key("left", modifiers: .control)
        #expect(scene.keys == [StudioKey("left", modifiers: .control)])
    }

    @Test("a recording made from the start screen replays the click on a card and the flip in that scene")
    func replayFromTheStartScreen() throws {
        let size = CGSize(width: 1024, height: 700)
        // Where the flip card is on the start screen.
        let probe = makeStage(nil, size: size)
        let start = try #require(probe.shell.scene as? StudioStartScene)
        let card = try #require(start.controller.cardList.card(for: "flip"))
        let cardCentre = card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil)
        let button = CGPoint(x: 512, y: 350 + 56)
        let trace = ReplayTrace(scene: nil, width: 1024, height: 700, events: [
            ReplayTraceEvent(time: 0.5, kind: .down(cardCentre, alt: false)),
            ReplayTraceEvent(time: 0.55, kind: .up(cardCentre, alt: false)),
            ReplayTraceEvent(time: 1, kind: .down(button, alt: false)),
            ReplayTraceEvent(time: 1.05, kind: .up(button, alt: false)),
        ], until: 3)
        let report = try ReplayRunner(trace: trace, catalog: DemoSceneName.catalog()).run()
        #expect(report.transitions == [.init(operation: "present", interactive: false, outcome: "completed", maxPercent: 0)])
        #expect(report.topViewController == "SCModalViewController")
        #expect(try ReplayRunner(trace: trace, catalog: DemoSceneName.catalog()).run() == report, "deterministic")
    }

    @Test("Tab and a click in the sidebar switch scenes mid-replay; the report ends in the new scene")
    func replaySwitchesWithTheSidebar() throws {
        let size = CGSize(width: 1024, height: 700)
        let probe = makeStage(.flip, size: size)
        let picker = try #require(probe.shell.tool(StudioScenePicker.self))
        probe.host.key("tab")
        probe.runTicks(1)
        let card = try #require(picker.cardList.card(for: "layers"))
        let cardCentre = card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil)
        let trace = ReplayTrace(scene: "flip", width: 1024, height: 700, events: [
            ReplayTraceEvent(time: 0.5, kind: .key("tab")),
            ReplayTraceEvent(time: 0.6, kind: .down(cardCentre, alt: false)),
            ReplayTraceEvent(time: 0.65, kind: .up(cardCentre, alt: false)),
        ], until: 1)
        let report = try ReplayRunner(trace: trace, catalog: DemoSceneName.catalog()).run()
        #expect(report.transitions.isEmpty)
        #expect(report.appearance.suffix(2) == ["SCViewController.viewWillDisappear", "SCViewController.viewDidDisappear"],
                "the flip scene's controller disappears as its window leaves: \(report.appearance)")
    }
}

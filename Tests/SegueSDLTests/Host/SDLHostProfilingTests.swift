import CSDL2
import Foundation
import Segue
@testable import SegueSDL
import Testing
import SegueTestSupport

/// The host's frame phases, its trace and its launch figures, on SDL's `offscreen`
/// driver. Part of `SDLHostTests` so that SDL is never initialised concurrently.
extension SDLHostTests {
    func traceDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-host-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func eachDrawnFrameIsTracedWithItsPhasesAndCounters() throws {
        let directory = try traceDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("host.json").path
        let systemClock = SystemClock()
        let trace = try FrameTrace(path: path, clock: systemClock, origin: systemClock.now())
        let host = try makeHost()
        defer { host.close() }
        host.trace = trace
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.backgroundColor = CGColor(rgba: RGBAColor(red: 0, green: 1, blue: 0))
        host.rootLayer.addSublayer(layer)
        host.runFrame()
        #expect(host.phases.lastDrawnFrame?.isDrawn == true)
        host.runFrame()
        host.runFrame()   // nothing changed: nothing drawn, nothing written
        Self.push(HostEventTranslatorTests.button(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 40, y: 50))
        host.runFrame()   // input: kept even though nothing is drawn
        layer.position = CGPoint(x: 100, y: 60)
        host.runFrame()
        try trace.finish()

        let document = try ChromeTraceDocument(contentsOfFile: path)
        let frames = document.slices(named: "frame")
        #expect(frames.count == 3)
        #expect(frames.map { $0.arguments["drawn"] } == [.bool(true), .bool(false), .bool(true)])
        let first = document.children(of: frames[0]).map(\.name)
        #expect(first == ["ticks", "input", "ticks", "layout", "commit", "presentation tree",
                          "draw", "geometry build", "draw", "present"], "\(first)")
        #expect(document.children(of: frames[1]).map(\.name) == ["ticks", "input", "ticks", "layout"])
        let press = try #require(document.instants(category: "input").first)
        #expect(press.name == "pointer down")
        #expect(press.arguments["x"] == .number(40) && press.arguments["y"] == .number(50))
        #expect(press.timestamp! >= frames[1].start && press.timestamp! <= frames[1].end)
        #expect(document.counter("quads").map(\.value) == [1, 1], "one green square per drawn frame")
        #expect(document.counter("layers").map(\.value) == [2, 2])
        #expect(host.phases.lastDrawnFrame?.number == 3)
    }

    @Test func theLaunchIsMeasuredAndItsStepsTracedFromTheConfiguration() throws {
        let directory = try traceDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("launch.json").path
        let systemClock = SystemClock()
        let start = try #require(ProcessStartTime.monotonicSeconds())
        let trace = try FrameTrace(path: path, clock: systemClock, origin: start)
        trace.beginLaunch(at: start)
        var configuration = SDLHostConfiguration(title: "Segue launch test", size: CGSize(width: 160, height: 100))
        configuration.videoDriver = "offscreen"
        configuration.clock = clock
        configuration.trace = trace
        let log = self.log
        configuration.log = { log.messages.append($0) }
        let host = try SDLHost(configuration: configuration)
        defer { host.close() }
        #expect(host.trace === trace)
        #expect(host.launchDuration == nil, "no frame presented yet")
        host.runFrame()
        let launch = try #require(host.launchDuration)
        #expect(launch > 0)
        #expect(host.firstPresentTime == host.phases.lastDrawnFrame?.end)
        try trace.finish()
        let document = try ChromeTraceDocument(contentsOfFile: path)
        let slice = try #require(document.slices(named: "launch").first)
        #expect(document.children(of: slice).map(\.name).filter { $0 != "wait" }
                == ["load fonts", "SDL_Init", "create window", "create renderer", "frame"])
        #expect(abs((slice.arguments["first frame after (ms)"]?.number ?? 0) - launch * 1000) < 0.01)
        #expect(host.refreshRate > 0)
    }
}

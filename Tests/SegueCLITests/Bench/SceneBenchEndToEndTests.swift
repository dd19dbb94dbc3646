import Foundation
import Testing
@testable import segue
@testable import SegueStudio
import SegueTestSupport

/// `segue bench --scene` as a user runs it: headless with no display at all, in a
/// window under a private Xvfb, and with bad arguments.
@Suite(.serialized) struct SceneBenchEndToEndTests {
    @Test func headlessWithTheRawFloorPrintsTheTable() throws {
        let result = try BoundedProcess.run(try DemoWindowEndToEndTests.binary,
                                            ["bench", "--scene", "stress", "--cards", "60", "--frames", "4", "--size", "320x240", "--raw"],
                                            environment: DemoWindowEndToEndTests.displaylessEnvironment, seconds: 120)
        #expect(result.status == 0, "\(result.error)")
        for expected in ["SDL software renderer on a 320×240 ABGR8888 surface (headless; turned images filtered, opaque colour runs filled and opaque image runs copied by the compositor, as in a software-rendered window; left out: presenting to a display", "CPU median", "raw frame", "engine / raw",
                         "overdraw (pixels filled / window pixels)", "per card"] {
            #expect(result.output.contains(expected), "\(expected) in\n\(result.output)")
        }
        // glibc's malloc hooks are reached by re-running with libc_malloc_debug preloaded.
        #expect(result.output.contains("allocations: medians per frame of main-thread malloc/realloc/memalign calls"),
                "\(result.output)")
        // The CPU columns count the painting helper's time too, and the report says how many paint.
        let cores = ProcessInfo.processInfo.activeProcessorCount > 1 ? "on two threads" : "on the drawing thread alone"
        #expect(result.output.contains("CPU: the process's time") && result.output.contains(cores), "\(result.output)")
    }

    @Test func inAWindowUnderXvfb() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let result = try BoundedProcess.run(try DemoWindowEndToEndTests.binary,
                                            ["bench", "--scene", "flip", "--frames", "5", "--size", "400x300", "--window", "--raw"],
                                            environment: server.environment, seconds: 120)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("window, no vsync") && result.output.contains("engine / raw"), "\(result.output)")
    }

    @Test func aWindowWithoutADisplayIsAOneLineError() throws {
        let result = try BoundedProcess.run(try DemoWindowEndToEndTests.binary, ["bench", "--scene", "flip", "--window", "--frames", "2"],
                                            environment: DemoWindowEndToEndTests.displaylessEnvironment, seconds: 60)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("error: --window needs a display and DISPLAY is unset"), "\(result.error)")
        #expect(result.error.filter { $0 == "\n" }.count == 1)
    }

    @Test func badArgumentsExit64WithOneLine() throws {
        for arguments in [["bench", "--scene", "cube"], ["bench", "--scene", "stress", "--cards", "0"], ["bench", "--scene", "flip", "--size", "1x1"]] {
            let result = try BoundedProcess.run(try DemoWindowEndToEndTests.binary, arguments,
                                                environment: DemoWindowEndToEndTests.displaylessEnvironment, seconds: 30)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.error.hasPrefix("error: --") && result.error.filter { $0 == "\n" }.count == 1, "\(result.error)")
        }
    }
}

import Foundation
@testable import SegueTestSupport
import Testing

/// `tools/sanitize` preloads SDL's run-time libraries into the test process so the
/// leak check at exit can see them, and names them in `SEGUE_SANITIZE_PRELOAD`;
/// `BoundedProcess` hands them on to `segue` children only.
@Suite("Memory: the sanitizer run's preload reaches segue children only")
struct SanitizerPreloadTests {
    let preload = "/usr/lib/libGL.so.1 /usr/lib/libX11.so.6"

    @Test("a segue child gets the preload list as LD_PRELOAD")
    func segueChild() {
        let environment = BoundedProcess.childEnvironment(
            ["SEGUE_SANITIZE_PRELOAD": preload, "LD_PRELOAD": preload, "HOME": "/root"],
            for: URL(fileURLWithPath: "/build/debug/segue"))
        #expect(environment["LD_PRELOAD"] == preload)
        #expect(environment["HOME"] == "/root")
    }

    @Test("other programs start without the preload")
    func otherPrograms() {
        for tool in ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/convert", "/build/debug/segue-fuzz"] {
            let environment = BoundedProcess.childEnvironment(
                ["SEGUE_SANITIZE_PRELOAD": preload, "LD_PRELOAD": preload], for: URL(fileURLWithPath: tool))
            #expect(environment["LD_PRELOAD"] == nil, "\(tool)")
        }
    }

    @Test("outside a sanitizer run the environment is passed on unchanged")
    func ordinaryRun() {
        let environment = ["LD_PRELOAD": "/opt/lib/libmine.so", "PATH": "/usr/bin"]
        #expect(BoundedProcess.childEnvironment(environment, for: URL(fileURLWithPath: "/usr/bin/xdotool")) == environment)
    }
}

import Foundation
import SegueTestSupport

/// A private X server for one end-to-end test: `Xvfb -displayfd` picks a free
/// display number itself (so tests and engineers running Xvfb at the same time
/// never collide) and reports it; the server is killed when the session stops.
final class XvfbSession: @unchecked Sendable {
    /// A program the window tests need is not installed.
    struct MissingTool: Error, CustomStringConvertible {
        let name: String
        var description: String {
            "\(name) is not installed: run tools/setup (it installs xvfb, xdotool, x11-apps and imagemagick)"
        }
    }

    /// The server could not start or did not report its display in time.
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The X display, e.g. ":3".
    let display: String
    private let server: BoundedProcess

    /// The program `name` on PATH.
    static func tool(_ name: String) throws(MissingTool) -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw MissingTool(name: name)
    }

    /// Starts `Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp -noreset` and
    /// waits at most `seconds` for its display number.
    init(seconds: Double = 15) throws {
        let xvfb = try Self.tool("Xvfb")
        let server = try BoundedProcess(xvfb, ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"],
                                        pipeOutput: true)
        try server.start()
        let reported = DispatchSemaphore(value: 0)
        let box = TextBox()
        let reader = server.outputPipe!
        DispatchQueue.global().async {
            while !box.text.contains("\n") {
                let data = reader.availableData
                if data.isEmpty { break }
                box.text += String(decoding: data, as: UTF8.self)
            }
            reported.signal()
        }
        guard reported.wait(timeout: .now() + seconds) == .success,
              let number = Int(box.text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            server.kill()
            throw StartFailure(description: "Xvfb did not report a display within \(seconds) s: \(server.standardError)")
        }
        self.display = ":\(number)"
        self.server = server
    }

    /// The test's environment with DISPLAY set to this server.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment.removeValue(forKey: "SDL_VIDEODRIVER")
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        return environment
    }

    /// Runs an X client (xdotool, import, convert) on this display, within `seconds`.
    func run(_ tool: String, _ arguments: [String], seconds: Double = 20) throws -> (status: Int32?, output: String, error: String) {
        try BoundedProcess.run(try Self.tool(tool), arguments, environment: environment, seconds: seconds)
    }

    /// Ends the server (SIGTERM, then SIGKILL after 5 s); safe to call twice.
    func stop() {
        server.terminate()
        _ = server.waitForExit(seconds: 5)
    }

    deinit { stop() }

    private final class TextBox: @unchecked Sendable {
        var text = ""
    }
}

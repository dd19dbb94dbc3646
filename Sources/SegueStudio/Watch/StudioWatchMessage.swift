import Foundation

/// What `segue watch` tells the program it runs, one JSON object a line on the
/// program's standard input (`{"message": "failed", "text": "…"}`): the program
/// shows it over its window (`StudioWatchStatusTool`) or hands its state over.
package enum StudioWatchMessage: Equatable, Sendable {
    /// A change was seen and a build has begun.
    case building
    /// The build failed: the compiler's first errors, one a line.
    case buildFailed(String)
    /// The program crashed and this is the last good build, restarted: why, one
    /// fact a line.
    case crashed(String)
    /// Nothing to report any more (a build found nothing to do).
    case clear
    /// A new build is ready: write the state (`StudioWatchState`) and quit.
    case handOver

    private struct Line: Codable {
        var message: String
        var text: String?
    }

    /// The message as one line of JSON, newline included.
    package var line: String {
        let value: Line = switch self {
        case .building: Line(message: "building")
        case .buildFailed(let text): Line(message: "failed", text: text)
        case .crashed(let text): Line(message: "crashed", text: text)
        case .clear: Line(message: "clear")
        case .handOver: Line(message: "handover")
        }
        let data = (try? JSONEncoder().encode(value)) ?? Data("{\"message\":\"clear\"}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The message a line holds, or nil for a line that is not one (ignored, so a
    /// newer watcher's message does not stop an older program).
    package init?(line: Substring) {
        guard let value = try? JSONDecoder().decode(Line.self, from: Data(line.utf8)) else { return nil }
        switch value.message {
        case "building": self = .building
        case "failed": self = .buildFailed(value.text ?? "")
        case "crashed": self = .crashed(value.text ?? "")
        case "clear": self = .clear
        case "handover": self = .handOver
        default: return nil
        }
    }
}

import Foundation

/// A report `segue demo --report` or `segue replay --report` wrote, as the end-to-end
/// tests read it back (`TransitionReport`'s JSON): each transition's operation,
/// whether it was interactive, how it ended and the furthest it got, the
/// appearance callbacks in order, and the top controller at the end.
struct DemoReportFile: Decodable, Equatable {
    struct Transition: Decodable, Equatable {
        let operation: String
        let interactive: Bool
        let outcome: String
        let maxPercent: Double
    }

    let transitions: [Transition]
    let appearance: [String]
    let topViewController: String?

    /// Reads the report at `url`.
    static func read(_ url: URL) throws -> DemoReportFile {
        try JSONDecoder().decode(DemoReportFile.self, from: Data(contentsOf: url))
    }
}

/// What must hold for the file readers whatever bytes they are given — the
/// property the fuzz target (`segue-fuzz`) checks on every generated input and the
/// corpus regression test checks on every saved one:
///
/// - `JSONReader`, `SceneParser` and `ReplayTraceParser` return or throw, never
///   trap, and every error they throw is one non-empty line with no control
///   character (text quoted from the file is escaped);
/// - a trace that reads is written back (`ReplayTrace.json`) and reads again to an
///   equal trace: the writer and the reader agree;
/// - a scene that reads has its transforms computed (finite or not) without
///   trapping;
/// - the PNG decoder keeps the promises of `PNGReaderInvariants` (every input is
///   also decoded as a PNG).
package enum ReaderInvariants {
    /// The trace rules the checks use: two scene names, key names of 1–39
    /// characters, the demo's window sides.
    package static let traceRules = ReplayTraceRules(sceneNames: ["flip", "tabs"], sideRange: 64...8192,
                                                     isKeyName: { !$0.isEmpty && $0.count < 40 })

    /// The first broken promise for `bytes`, or nil when all hold.
    package static func violation(for bytes: [UInt8]) -> String? {
        do {
            _ = try JSONReader.parse(bytes)
        } catch {
            if let problem = oneLineProblem(error.description, "JSONReader") { return problem }
        }
        do {
            let scene = try SceneParser.parse(bytes)
            for layer in scene.allLayers {
                _ = layer.transform?.transform3D
                _ = layer.sublayerTransform?.transform3D
            }
        } catch {
            if let problem = oneLineProblem(error.description, "SceneParser") { return problem }
        }
        do {
            let trace = try ReplayTraceParser.parse(bytes, rules: traceRules)
            let written = trace.json
            do {
                let reread = try ReplayTraceParser.parse(Array(written.utf8), rules: traceRules)
                if reread != trace { return "a trace read back differs:\n\(written)\n\(reread.json)" }
            } catch {
                return "a trace's own JSON does not read back (\(error)):\n\(written)"
            }
        } catch {
            if let problem = oneLineProblem(error.description, "ReplayTraceParser") { return problem }
        }
        return PNGReaderInvariants.violation(for: bytes)
    }

    /// Why `message` is not a clean one-line message (empty, or holding a line
    /// break or any other control character), or nil.
    private static func oneLineProblem(_ message: String, _ reader: String) -> String? {
        guard message.isEmpty || message.unicodeScalars.contains(where: \.needsEscapeInMessage) else { return nil }
        return "\(reader) threw a message that is not one clean line: \(message.debugDescription)"
    }
}

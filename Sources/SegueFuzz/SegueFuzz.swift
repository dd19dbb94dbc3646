import Foundation
import SegueFiles
#if SEGUE_LIBFUZZER
import CLibFuzzer
#endif

/// `segue-fuzz`: fuzzes Segue's JSON readers and PNG decoder (docs/FUZZING.md).
///
/// Built with `-sanitize=fuzzer,address -DSEGUE_LIBFUZZER` it hands its arguments
/// to libFuzzer's driver (`LLVMFuzzerRunDriver`), so libFuzzer's own flags work:
/// `segue-fuzz CORPUS_DIR -max_total_time=600`. Built normally (as every
/// `swift build` does) it runs each file it is given through the same checks and
/// exits 1 at the first broken promise — to replay a corpus or a saved crasher in
/// a debugger.
@main
struct SegueFuzz {
    static func main() {
        #if SEGUE_LIBFUZZER
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, FuzzInput.callback))
        #else
        replay(Array(CommandLine.arguments.dropFirst()))
        #endif
    }

    /// Runs each file through `ReaderInvariants`.
    static func replay(_ paths: [String]) {
        guard !paths.isEmpty else {
            try? StandardOutput.writeError("usage: segue-fuzz FILE...  (build with -sanitize=fuzzer,address -DSEGUE_LIBFUZZER to fuzz)\n")
            exit(64)
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                try? StandardOutput.writeError("segue-fuzz: cannot read \(path)\n")
                exit(66)
            }
            if let violation = ReaderInvariants.violation(for: [UInt8](data)) {
                try? StandardOutput.writeError("segue-fuzz: \(path): \(violation)\n")
                exit(1)
            }
        }
        do {
            try StandardOutput.write("segue-fuzz: \(paths.count) input\(paths.count == 1 ? "" : "s") passed\n")
        } catch {
            try? StandardOutput.writeError("segue-fuzz: \(error)\n")
            exit(1)
        }
    }
}

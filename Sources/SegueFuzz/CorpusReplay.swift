#if !SEGUE_LIBFUZZER
import Foundation
import SegueFiles

/// Without libFuzzer (a normal `swift build`), `segue-fuzz FILE…` runs each file
/// through the same checks as the fuzzer — to replay a corpus or a saved crasher
/// in a debugger. With `-DSEGUE_LIBFUZZER` this type is left out and libFuzzer's
/// `main` runs instead.
@main
struct CorpusReplay {
    static func main() {
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: segue-fuzz FILE...  (build with -sanitize=fuzzer -DSEGUE_LIBFUZZER to fuzz)\n".utf8))
            exit(64)
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("segue-fuzz: cannot read \(path)\n".utf8))
                exit(66)
            }
            if let violation = ReaderInvariants.violation(for: [UInt8](data)) {
                FileHandle.standardError.write(Data("segue-fuzz: \(path): \(violation)\n".utf8))
                exit(1)
            }
        }
        print("segue-fuzz: \(paths.count) input\(paths.count == 1 ? "" : "s") passed")
    }
}
#endif

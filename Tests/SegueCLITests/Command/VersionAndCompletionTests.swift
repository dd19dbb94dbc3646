import Foundation
import Segue
import Testing
import SegueTestSupport

/// `segue --version` and the shell completion scripts ArgumentParser generates.
@Suite struct VersionAndCompletionTests {
    static func segue(_ arguments: [String]) throws -> (status: Int32?, output: String, error: String) {
        guard let binary = EndToEndTests.binary else { throw EndToEndTests.MissingBinary() }
        return try BoundedProcess.run(binary, arguments, seconds: 30)
    }

    @Test("--version prints SegueVersion.current, and CHANGELOG.md's newest heading is that version")
    func version() throws {
        let run = try Self.segue(["--version"])
        #expect(run.status == 0 && run.output == SegueVersion.current + "\n")
        let changelog = NewCommandTests.checkout.appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: changelog, encoding: .utf8)
        let newest = text.split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(newest == "## \(SegueVersion.current)")
    }

    @Test("the bash script completes scene, renderer, curve and mode names, and .json and .png files")
    func bashCompletion() throws {
        let run = try Self.segue(["--generate-completion-script", "bash"])
        #expect(run.status == 0)
        let script = run.output
        let scenes = "'flip'$'\\n''keyframe-push'$'\\n''sliding'$'\\n''slide-up'$'\\n''navigation'$'\\n''tabs'$'\\n''springs'$'\\n''layers'$'\\n''layouts'$'\\n''stress'"
        #expect(script.contains(scenes), "render --scene, replay --scene and bench --scene list the scenes")
        #expect(script.contains("---completion demo -- --scene"), "demo --scene asks the program, which knows its catalog")
        #expect(script.contains("'auto'$'\\n''accelerated'$'\\n''software'"))
        #expect(script.contains("'easeInEaseOut'"))
        #expect(script.contains("'cubicPaced'"))
        #expect(script.contains("'json'") || script.contains("json"), "trace and report paths complete .json files")
        #expect(script.contains("png"))
        let custom = try Self.segue(["---completion", "demo", "--", "--scene"])
        #expect(custom.output.split(separator: "\n").map(String.init).contains("slide-up"))
    }

    @Test("zsh and fish scripts are generated too")
    func otherShells() throws {
        for shell in ["zsh", "fish"] {
            let run = try Self.segue(["--generate-completion-script", shell])
            #expect(run.status == 0 && run.output.contains("keyframe-push"), "\(shell)")
        }
    }
}

import ArgumentParser
import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

@Suite struct RenderCommandParsingTests {
    @Test func parsesTheSceneOutputAndScale() throws {
        let command = try #require(try SegueCommand.parseAsRoot(["render", "scene.json", "-o", "out.png", "--scale", "2.5"]) as? RenderCommand)
        #expect(command.scene == "scene.json")
        #expect(command.output == "out.png")
        #expect(try command.scaleValue() == 2.5)
        let long = try #require(try SegueCommand.parseAsRoot(["render", "--output", "b.png", "a.json"]) as? RenderCommand)
        #expect(long.output == "b.png" && long.scene == "a.json")
        #expect(try long.scaleValue() == 1)
    }

    @Test(arguments: [(["render", "a.json", "-o", "x.png", "--scale", "-1"], "--scale must be a number in (0, 8], got \"-1\""),
                      (["render", "a.json", "-o", "x.png", "--scale", "nan"], "--scale must be a number in (0, 8], got \"nan\""),
                      (["render", "a.json", "-o", ""], "--output must be a file path, got \"\"")])
    func badArgumentsAreValidationErrors(arguments: [String], message: String) {
        do {
            _ = try SegueCommand.parseAsRoot(arguments)
            Issue.record("parsed")
        } catch {
            #expect(SegueCommand.message(for: error) == message)
            #expect(SegueCommand.exitCode(for: error) == .validationFailure)
        }
    }

    @Test func failuresMapToTheDocumentedExitCodes() {
        #expect(RenderFailure.scene(JSONPathError("layers[0]", "x")).exitCode == .validationFailure)
        #expect(RenderFailure.io("x").exitCode == .failure)
        #expect(RenderFailure.render("x").exitCode == .failure)
        #expect(RenderFailure.scene(JSONPathError("layers[0].bounds", "bad")).description == "layers[0].bounds: bad")
        #expect(JSONPathError("layers[0]", "bad").prefixed(by: "s.json").description == "s.json: layers[0]: bad")
        #expect(JSONPathError("", "bad").prefixed(by: "s.json").description == "s.json: bad")
    }
}

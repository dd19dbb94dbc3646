import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

/// `segue render` run as a user runs it: exit codes, messages, no partial files, and
/// the pixels of what it draws.
@Suite struct RenderEndToEndTests {
    /// A scratch folder with `scene.json` holding `scene`.
    struct Workspace {
        let directory: URL
        var scenePath: String { directory.appendingPathComponent("scene.json").path }
        var outputPath: String { directory.appendingPathComponent("out.png").path }

        init(scene: String) throws {
            directory = try OutputWriterTests.temporaryDirectory()
            try Data(scene.utf8).write(to: URL(fileURLWithPath: scenePath))
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }

        /// The folder's files other than the scene (and any textures the test wrote).
        func leftovers(ignoring: Set<String> = []) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0 != "scene.json" && !ignoring.contains($0) }.sorted()
        }

        func render(_ extra: [String] = []) throws -> EndToEndTests.Result {
            try EndToEndTests.run(["render", scenePath, "-o", outputPath] + extra)
        }

        func image() throws -> CGImage { try PNGDecoder.decode(contentsOfFile: outputPath) }
    }

    static let redSquare = ##"""
        {"size": [200, 200], "backgroundColor": "#ffffff",
         "layers": [{"bounds": [100, 100], "position": [50, 50], "backgroundColor": "#ff0000"}]}
        """##

    /// Whether `color` matches `expected` within `tolerance` per 8-bit component.
    static func isClose(_ color: RGBAColor?, _ expected: RGBAColor, tolerance: Double = 3) -> Bool {
        guard let color else { return false }
        let a = color.rgba8, b = expected.rgba8
        return [abs(Int(a.0) - Int(b.0)), abs(Int(a.1) - Int(b.1)), abs(Int(a.2) - Int(b.2)), abs(Int(a.3) - Int(b.3))]
            .allSatisfy { Double($0) <= tolerance }
    }

    // MARK: Bad input: exit status, one line, no output file

    @Test func aBadSceneExits64NamingTheJSONPathAndWritesNothing() throws {
        let workspace = try Workspace(scene: ##"{"size": [10, 10], "layers": [{}, {}, {"transform": [1, 2]}]}"##)
        defer { workspace.remove() }
        let result = try workspace.render()
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "error: \(workspace.scenePath): layers[2].transform: expected 16 numbers (m11 to m44, row by row) or an object with rotate, m34, translate and scale; got 2 numbers\n")
        #expect(try workspace.leftovers() == [])
    }

    @Test func invalidJSONExits64WithLineAndColumn() throws {
        let workspace = try Workspace(scene: "{\n  \"size\": [10, 10]\n  \"layers\": []\n}")
        defer { workspace.remove() }
        let result = try workspace.render()
        #expect(result.status == 64)
        #expect(result.standardError == "error: \(workspace.scenePath): invalid JSON at line 3, column 3: expected ',' or '}' in an object\n")
        #expect(try workspace.leftovers() == [])
    }

    @Test func aMissingSceneFileExits1() throws {
        let result = try EndToEndTests.run(["render", "/nonexistent-segue/scene.json", "-o", "/tmp/segue-never-written.png"])
        #expect(result.status == 1)
        #expect(result.standardError == "error: cannot read the scene \"/nonexistent-segue/scene.json\": no such file\n")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/segue-never-written.png"))
    }

    @Test(arguments: [("0", "--scale must be a number in (0, 8], got \"0\""),
                      ("8.5", "--scale must be a number in (0, 8], got \"8.5\""),
                      ("abc", "--scale must be a number in (0, 8], got \"abc\""),
                      ("inf", "--scale must be a number in (0, 8], got \"inf\"")])
    func aBadScaleExits64(scale: String, message: String) throws {
        let workspace = try Workspace(scene: Self.redSquare)
        defer { workspace.remove() }
        let result = try workspace.render(["--scale", scale])
        #expect(result.status == 64)
        #expect(result.standardError == "error: \(message)\n")
        #expect(try workspace.leftovers() == [])
    }

    @Test func aScaleThatMakesThePictureTooLargeExits64() throws {
        let workspace = try Workspace(scene: ##"{"size": [4000, 100]}"##)
        defer { workspace.remove() }
        let result = try workspace.render(["--scale", "8"])
        #expect(result.status == 64)
        #expect(result.standardError == "error: --scale 8 makes the 4000×100-point scene 32000×800 pixels; each side from 1 to 16384 pixels and at most 36 megapixels in all (a render then stays below 1 GB)\n")
    }

    /// Each side is allowed, but the whole would need gigabytes: refused before
    /// anything is read or allocated, and nothing is written.
    @Test func aPictureOverThirtySixMegapixelsExits64BeforeRendering() throws {
        let workspace = try Workspace(scene: ##"{"size": [8000, 8000]}"##)
        defer { workspace.remove() }
        let result = try workspace.render([])
        #expect(result.status == 64)
        #expect(result.standardError.contains("8000×8000 pixels; each side from 1 to 16384 pixels and at most 36 megapixels"))
        #expect(try workspace.leftovers() == [])
    }

    @Test func missingOutputOrSceneArgumentsExit64() throws {
        #expect(try EndToEndTests.run(["render", "scene.json"]).status == 64)
        #expect(try EndToEndTests.run(["render", "-o", "out.png"]).status == 64)
        #expect(try EndToEndTests.run(["render", "scene.json", "-o", ""]).status == 64)
    }

    @Test func contentsThatAreNotAPNGExit64AndAMissingOneExits1() throws {
        let workspace = try Workspace(scene: ##"{"size": [10, 10], "layers": [{"contents": "fake.png"}]}"##)
        defer { workspace.remove() }
        let missing = try workspace.render()
        #expect(missing.status == 1)
        #expect(missing.standardError == "error: cannot read layers[0].contents \"\(workspace.directory.path)/fake.png\": no such file\n")

        try Data("GIF89a".utf8).write(to: workspace.directory.appendingPathComponent("fake.png"))
        let fake = try workspace.render()
        #expect(fake.status == 64)
        #expect(fake.standardError == "error: \(workspace.scenePath): layers[0].contents: \"\(workspace.directory.path)/fake.png\" is not a usable PNG: not a PNG file: it does not start with the PNG signature\n")
        #expect(try workspace.leftovers(ignoring: ["fake.png"]) == [])
    }

    @Test func aFailedRenderLeavesAnExistingOutputFileAlone() throws {
        let workspace = try Workspace(scene: ##"{"size": [10, 10], "layers": [{"opacity": 3}]}"##)
        defer { workspace.remove() }
        try Data("previous".utf8).write(to: URL(fileURLWithPath: workspace.outputPath))
        #expect(try workspace.render().status == 64)
        #expect(FileManager.default.contents(atPath: workspace.outputPath) == Data("previous".utf8))
        #expect(try workspace.leftovers() == ["out.png"])
    }

    @Test func helpDescribesTheFormatAndDegrees() throws {
        let result = try EndToEndTests.run(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("DEGREES"))
        #expect(result.standardOutput.contains("sublayerTransform"))
    }

    // MARK: Rendering (needs the compositor)

    @Test func aRedSquareIsRedAtItsCentreAndTheBackgroundShowsOutside() throws {
        let workspace = try Workspace(scene: Self.redSquare)
        defer { workspace.remove() }
        let result = try workspace.render()
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "" && result.standardError == "")
        let image = try workspace.image()
        #expect(image.width == 200 && image.height == 200)
        #expect(Self.isClose(image.pixel(x: 50, y: 50), RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(Self.isClose(image.pixel(x: 5, y: 5), RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(Self.isClose(image.pixel(x: 94, y: 94), RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(Self.isClose(image.pixel(x: 150, y: 150), .white))
        #expect(Self.isClose(image.pixel(x: 105, y: 50), .white))
        #expect(Self.isClose(image.pixel(x: 50, y: 105), .white))
        #expect(try workspace.leftovers() == ["out.png"])
    }

    @Test func scaleMultipliesThePixels() throws {
        let workspace = try Workspace(scene: Self.redSquare)
        defer { workspace.remove() }
        #expect(try workspace.render(["--scale", "2"]).status == 0)
        let image = try workspace.image()
        #expect(image.width == 400 && image.height == 400)
        #expect(Self.isClose(image.pixel(x: 100, y: 100), RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(Self.isClose(image.pixel(x: 190, y: 190), RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(Self.isClose(image.pixel(x: 210, y: 100), .white))
    }

    @Test func opacityHiddenAndATransparentBackgroundShow() throws {
        let workspace = try Workspace(scene: ##"""
            {"size": [100, 50], "layers": [
                {"bounds": [50, 50], "position": [25, 25], "backgroundColor": "#ff0000", "opacity": 0.5},
                {"bounds": [50, 50], "position": [75, 25], "backgroundColor": "#0000ff", "hidden": true}]}
            """##)
        defer { workspace.remove() }
        #expect(try workspace.render().status == 0)
        let image = try workspace.image()
        #expect(Self.isClose(image.pixel(x: 25, y: 25), RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        #expect(image.pixel(x: 75, y: 25)?.alpha == 0)
    }

    @Test func contentsAreDrawnFromAPathRelativeToTheScene() throws {
        let workspace = try Workspace(scene: ##"""
            {"size": [40, 20], "backgroundColor": "#000000",
             "layers": [{"bounds": [40, 20], "position": [20, 10], "contents": "textures/halves.png"}]}
            """##)
        defer { workspace.remove() }
        // A 2×1 texture, green then blue, stretched over the layer (resize).
        let textures = workspace.directory.appendingPathComponent("textures")
        try FileManager.default.createDirectory(at: textures, withIntermediateDirectories: true)
        try Data(PNGEncoder().encode(rgba: [0, 255, 0, 255, 0, 0, 255, 255], width: 2, height: 1))
            .write(to: textures.appendingPathComponent("halves.png"))
        let result = try workspace.render()
        #expect(result.status == 0, "\(result.standardError)")
        let image = try workspace.image()
        #expect(Self.isClose(image.pixel(x: 5, y: 10), RGBAColor(red: 0, green: 1, blue: 0), tolerance: 8))
        #expect(Self.isClose(image.pixel(x: 35, y: 10), RGBAColor(red: 0, green: 0, blue: 1), tolerance: 8))
    }

    @Test func anUnwritableOutputExits1AfterRendering() throws {
        let workspace = try Workspace(scene: Self.redSquare)
        defer { workspace.remove() }
        let result = try EndToEndTests.run(["render", workspace.scenePath, "-o", "/nonexistent-segue-dir/out.png"])
        #expect(result.status == 1)
        #expect(result.standardError == "error: cannot write --output \"/nonexistent-segue-dir/out.png\": no such directory \"/nonexistent-segue-dir\"\n")
    }
}

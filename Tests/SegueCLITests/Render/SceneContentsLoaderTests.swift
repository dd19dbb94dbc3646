import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

@Suite struct SceneContentsLoaderTests {
    static func writePNG(_ color: RGBAColor, to url: URL) throws {
        let image = try #require(CGImage(width: 3, height: 2, filledWith: color))
        try Data(PNGEncoder().encode(rgba: image.pixels, width: 3, height: 2)).write(to: url)
    }

    @Test func contentsPathsAreRelativeToTheSceneFileAndSharedImagesDecodeOnce() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("textures"), withIntermediateDirectories: true)
        try Self.writePNG(.white, to: directory.appendingPathComponent("textures/white.png"))
        try Self.writePNG(.black, to: directory.appendingPathComponent("black.png"))
        let absolute = directory.appendingPathComponent("black.png").path
        let scene = try SceneParser.parse(Array(#"""
            {"size": [10, 10], "layers": [
                {"contents": "textures/white.png"},
                {"contents": "textures/../black.png", "sublayers": [{"contents": "textures/white.png"}]},
                {"contents": "\#(absolute)"}
            ]}
            """#.utf8))
        let images = try SceneContentsLoader.images(for: scene, relativeTo: directory)
        #expect(images.count == 3)
        #expect(images["textures/white.png"]?.pixel(x: 2, y: 1) == .white)
        #expect(images["textures/../black.png"]?.pixel(x: 0, y: 0) == .black)
        #expect(images[absolute]?.width == 3)
    }

    @Test func aMissingFileIsAnIOErrorNamingTheLayer() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try SceneParser.parse(Array(#"{"size": [10, 10], "layers": [{}, {"sublayers": [{"contents": "nope.png"}]}]}"#.utf8))
        #expect(throws: RenderFailure.io("cannot read layers[1].sublayers[0].contents \"\(directory.path)/nope.png\": no such file")) {
            try SceneContentsLoader.images(for: scene, relativeTo: directory)
        }
    }

    @Test func aFileThatIsNotAPNGIsASceneErrorWithTheDecodersReason() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a png".utf8).write(to: directory.appendingPathComponent("fake.png"))
        let scene = try SceneParser.parse(Array(#"{"size": [10, 10], "layers": [{"contents": "fake.png"}]}"#.utf8))
        #expect(throws: RenderFailure.scene(JSONPathError("layers[0].contents", "\"\(directory.path)/fake.png\" is not a usable PNG: not a PNG file: it does not start with the PNG signature"))) {
            try SceneContentsLoader.images(for: scene, relativeTo: directory)
        }
    }

    @Test func aDirectoryIsNotAPicture() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = try SceneParser.parse(Array(#"{"size": [10, 10], "layers": [{"contents": "."}]}"#.utf8))
        #expect(throws: RenderFailure.io("cannot read layers[0].contents \"\(directory.path)\": it is a directory")) {
            try SceneContentsLoader.images(for: scene, relativeTo: directory)
        }
    }
}

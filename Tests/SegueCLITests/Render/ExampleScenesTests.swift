import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// Every scene in assets/scenes parses, finds its textures and renders.
@MainActor
@Suite struct ExampleScenesTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets/scenes")

    nonisolated static var scenes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func theExamplesAreThere() {
        #expect(Self.scenes == ["card-flip.json", "masked-rotated.json", "nested-sublayer-transform.json",
                                "opacity-stacks.json", "textured-card.json"])
    }

    static func job(_ name: String) -> SceneRenderJob {
        SceneRenderJob(scenePath: folder.appendingPathComponent(name).path, outputPath: "/dev/null", scale: 1)
    }

    @Test(arguments: scenes)
    func loads(_ name: String) throws {
        let (scene, images) = try Self.job(name).loadScene()
        #expect(!scene.layers.isEmpty)
        #expect(Set(images.keys) == Set(scene.allLayers.compactMap(\.contents)))
    }

    @Test(arguments: scenes)
    func renders(_ name: String) throws {
        let job = Self.job(name)
        let (scene, images) = try job.loadScene()
        let image = try job.render(scene, images: images)
        #expect(image.width == Int(scene.size.width) && image.height == Int(scene.size.height))
        // Not blank: some pixel differs from the background in the top-left corner.
        let corner = image.pixel(x: 0, y: 0)
        #expect(stride(from: 0, to: image.width, by: 7).contains { x in
            stride(from: 0, to: image.height, by: 7).contains { y in image.pixel(x: x, y: y) != corner }
        })
    }

    @Test func theCardFlipSceneHasTheFourAnglesAndPerspectiveOfOneOverTheHeight() throws {
        let (scene, _) = try Self.job("card-flip.json").loadScene()
        let cards = scene.layers
        #expect(cards.count == 4)
        for (card, angle) in zip(cards, [30.0, 60, 89, 120]) {
            guard case let .components(rotate, m34, _, _)? = card.transform else {
                Issue.record("\(card.path) has no transform object")
                continue
            }
            #expect(rotate?.degrees == angle && rotate?.x == 1 && rotate?.y == 0 && rotate?.z == 0)
            #expect(m34 == -1 / Double(card.bounds?.height ?? 0))
        }
    }
}

import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// Every scene in assets/scenes parses, finds its textures and renders — to the
/// picture committed beside it (`textured-card.png` had drifted from what `segue
/// render` draws).
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

    /// Re-renders each example and compares it with its committed PNG: the same size,
    /// channels at most 1 apart on average and at most 0.05% of pixels more than 24
    /// apart in any channel (antialiasing may move with the rasterizer's rounding).
    /// The textured card committed before had drifted: 0.13% of its pixels were
    /// that far off.
    @Test(arguments: scenes)
    func matchesItsCommittedPicture(_ name: String) throws {
        let job = Self.job(name)
        let (scene, images) = try job.loadScene()
        let image = try job.render(scene, images: images)
        let committed = try PNGDecoder.decode([UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".png")))))
        try #require(committed.width == image.width && committed.height == image.height, "\(name): the committed PNG is \(committed.width)×\(committed.height)")
        var total = 0, far = 0
        for start in stride(from: 0, to: image.pixels.count, by: 4) {
            var largest = 0
            for channel in start..<start + 4 {
                let delta = abs(Int(image.pixels[channel]) - Int(committed.pixels[channel]))
                total += delta
                largest = max(largest, delta)
            }
            if largest > 24 { far += 1 }
        }
        let pixels = image.width * image.height
        let mean = Double(total) / Double(pixels * 4)
        #expect(mean <= 1, "\(name): mean channel difference \(mean); re-render it with segue render assets/scenes/\(name) -o …")
        #expect(Double(far) / Double(pixels) <= 0.0005, "\(name): \(far) of \(pixels) pixels differ by more than 24")
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

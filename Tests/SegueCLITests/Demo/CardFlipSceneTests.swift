import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The demo scene's structure and layout, without a window.
@MainActor
@Suite struct CardFlipSceneTests {
    @Test func theCardFlipsAboutYBackAndForthForever() throws {
        let scene = CardFlipScene(rasterizer: nil, animated: true)
        let flip = try #require(scene.card.animation(forKey: "flip") as? CABasicAnimation)
        #expect(flip.keyPath == "transform.rotation.y")
        #expect(flip.autoreverses)
        #expect(flip.repeatCount == .infinity)
        #expect(flip.toValue as? Double == .pi)
        #expect(scene.tiles.count == CardFlipScene.tileCount)
        #expect(scene.tiles.allSatisfy { $0.animationKeys()?.sorted() == ["fade", "spin"] })
    }

    @Test func twoSingleSidedFacesBackToBackUnderPerspective() {
        let scene = CardFlipScene(rasterizer: nil, animated: true)
        #expect(scene.card.sublayers?.count == 2)
        #expect(!scene.front.isDoubleSided && !scene.back.isDoubleSided)
        #expect(abs(scene.back.transform.m11 + 1) < 1e-12 && abs(scene.back.transform.m33 + 1) < 1e-12, "the back is turned 180° about y")
        #expect(abs(scene.stage.sublayerTransform.m34 + 1 / CardFlipScene.eyeDistance) < 1e-12)
    }

    @Test func stillSceneRestsTurnedWithoutAnimations() {
        let scene = CardFlipScene(rasterizer: nil, animated: false)
        #expect(scene.card.animationKeys() == nil)
        #expect(scene.tiles.allSatisfy { $0.animationKeys() == nil })
        let angle = -35 * CGFloat.pi / 180
        #expect(abs(scene.card.transform.m11 - cos(angle)) < 1e-12)
    }

    @Test func contentScalesDownToFitSmallWindowsButNeverUp() {
        let scene = CardFlipScene(rasterizer: nil, animated: false)
        scene.layout(size: CGSize(width: 1024, height: 700), scale: 1)
        #expect(scene.stage.sublayerTransform.m11 == 1)
        #expect(scene.layer.bounds.size == CGSize(width: 1024, height: 700))
        scene.layout(size: CGSize(width: 480, height: 320), scale: 1)
        let fit = scene.stage.sublayerTransform.m11
        #expect(fit < 1 && fit > 0.3)
        // The card and tiles, scaled about the stage's centre, stay inside the stage.
        let stage = scene.stage.bounds
        let middle = CGPoint(x: stage.midX, y: stage.midY)
        func scaled(_ y: CGFloat) -> CGFloat { middle.y + (y - middle.y) * fit }
        let cardTop = scaled(scene.card.position.y - CardFlipScene.cardSize.height / 2)
        let tilesBottom = scaled(scene.tiles[0].position.y + 13)
        #expect(cardTop >= 0 && tilesBottom <= stage.height)
        #expect(scene.layer.animationKeys() == nil && scene.stage.animationKeys() == nil, "layout never animates")
    }
}

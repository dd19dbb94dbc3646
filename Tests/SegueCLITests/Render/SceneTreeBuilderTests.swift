import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

@MainActor
@Suite struct SceneTreeBuilderTests {
    static func build(_ json: String, images: [String: CGImage] = [:]) throws -> CALayer {
        SceneTreeBuilder.build(try SceneParser.parse(Array(json.utf8)), images: images)
    }

    @Test func theRootCoversThePictureAndHoldsTheSceneLayersInOrder() throws {
        let root = try Self.build(#"{"size": [300, 200], "layers": [{"name": "a"}, {"name": "b"}]}"#)
        #expect(root.bounds == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(root.position == CGPoint(x: 150, y: 100))
        #expect(root.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(root.sublayers?.map(\.name) == ["a", "b"])
        #expect(root.backgroundColor == nil)
    }

    @Test func everyPropertyReachesTheLayer() throws {
        let image = try #require(CGImage(width: 2, height: 2, filledWith: .white))
        let root = try Self.build(#"""
            {"size": [100, 100], "layers": [{
                "bounds": [40, 30], "position": [20, 25], "anchorPoint": [0, 0.5], "zPosition": 3,
                "transform": {"translate": [1, 2, 3]}, "sublayerTransform": {"m34": -0.004},
                "opacity": 0.25, "hidden": true, "backgroundColor": "#ff000080", "masksToBounds": true,
                "cornerRadius": 6, "borderWidth": 2, "borderColor": "#0000ff", "isDoubleSided": false,
                "contents": "tex.png", "contentsGravity": "center",
                "sublayers": [{"type": "transformLayer", "name": "inner"}]
            }]}
            """#, images: ["tex.png": image])
        let layer = try #require(root.sublayers?.first)
        #expect(type(of: layer) == CALayer.self)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(layer.position == CGPoint(x: 20, y: 25))
        #expect(layer.anchorPoint == CGPoint(x: 0, y: 0.5))
        #expect(layer.zPosition == 3)
        #expect(layer.transform.m41 == 1 && layer.transform.m42 == 2 && layer.transform.m43 == 3)
        #expect(layer.sublayerTransform.m34 == -0.004)
        #expect(layer.opacity == 0.25)
        #expect(layer.isHidden)
        #expect(layer.backgroundColor?.rgba == RGBAColor(red: 1, green: 0, blue: 0, alpha: 128 / 255))
        #expect(layer.masksToBounds)
        #expect(layer.cornerRadius == 6)
        #expect(layer.borderWidth == 2)
        #expect(layer.borderColor?.rgba == RGBAColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(!layer.isDoubleSided)
        #expect((layer.contents as? CGImage) === image)
        #expect(layer.contentsGravity == .center)
        let inner = try #require(layer.sublayers?.first)
        #expect(inner is CATransformLayer)
        #expect(inner.name == "inner")
    }

    @Test func leftOutPropertiesKeepCALayerDefaults() throws {
        let layer = try #require(try Self.build(#"{"size": [10, 10], "layers": [{}]}"#).sublayers?.first)
        let fresh = CALayer()
        #expect(layer.bounds == fresh.bounds && layer.position == fresh.position && layer.anchorPoint == fresh.anchorPoint)
        #expect(layer.opacity == 1 && !layer.isHidden && layer.isDoubleSided && layer.contents == nil)
        #expect(layer.contentsGravity == .resize)
        #expect(CATransform3DIsIdentity(layer.transform))
    }

    @Test func buildingRunsNoActions() throws {
        let root = try Self.build(#"{"size": [10, 10], "layers": [{"opacity": 0.5, "position": [3, 3], "sublayers": [{"bounds": [2, 2]}]}]}"#)
        let layers = [root] + (root.sublayers ?? []) + (root.sublayers?.first?.sublayers ?? [])
        #expect(layers.allSatisfy { $0.animationKeys() == nil })
        #expect(!CATransaction.disableActions())  // the transaction was closed again
    }
}

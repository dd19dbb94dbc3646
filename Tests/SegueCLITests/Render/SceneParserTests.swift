import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

@Suite struct SceneParserTests {
    static func parse(_ text: String) throws(JSONPathError) -> RenderScene {
        try SceneParser.parse(Array(text.utf8))
    }

    /// The error for a scene whose single layer is `layer`.
    static func layerError(_ layer: String) -> String? {
        error(##"{"size": [100, 100], "layers": [\##(layer)]}"##)
    }

    static func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func parsesEveryLayerProperty() throws {
        let scene = try Self.parse(#"""
            {"size": [320, 240], "backgroundColor": "#10203040",
             "layers": [{
                "type": "transformLayer", "name": "card", "bounds": [100, 50], "position": [160, 120],
                "anchorPoint": [0, 1], "zPosition": 5, "opacity": 0.5, "hidden": false,
                "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, 20, 30, 1],
                "sublayerTransform": {"scale": [2, 2, 1]},
                "backgroundColor": "#FF8000", "masksToBounds": true, "cornerRadius": 8,
                "borderWidth": 2, "borderColor": "#00ff0080", "isDoubleSided": false,
                "contents": "card.png", "contentsGravity": "resizeAspectFill",
                "sublayers": [{"name": "child"}]
             }]}
            """#)
        #expect(scene.size == CGSize(width: 320, height: 240))
        #expect(scene.backgroundColor == RGBAColor(red: 16 / 255, green: 32 / 255, blue: 48 / 255, alpha: 64 / 255))
        let layer = try #require(scene.layers.first)
        #expect(layer.kind == .transformLayer)
        #expect(layer.name == "card")
        #expect(layer.path == "layers[0]")
        #expect(layer.bounds == CGSize(width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 160, y: 120))
        #expect(layer.anchorPoint == CGPoint(x: 0, y: 1))
        #expect(layer.zPosition == 5)
        #expect(layer.opacity == 0.5)
        #expect(layer.isHidden == false)
        let matrix = try #require(layer.transform?.transform3D)
        #expect(matrix.m34 == -0.002 && matrix.m41 == 10 && matrix.m42 == 20 && matrix.m43 == 30)
        #expect(layer.sublayerTransform?.transform3D.m11 == 2)
        #expect(layer.backgroundColor == RGBAColor(red: 1, green: 128 / 255, blue: 0, alpha: 1))
        #expect(layer.masksToBounds == true)
        #expect(layer.cornerRadius == 8)
        #expect(layer.borderWidth == 2)
        #expect(layer.borderColor == RGBAColor(red: 0, green: 1, blue: 0, alpha: 128 / 255))
        #expect(layer.isDoubleSided == false)
        #expect(layer.contents == "card.png")
        #expect(layer.contentsGravity == .resizeAspectFill)
        #expect(layer.sublayers.map(\.name) == ["child"])
        #expect(layer.sublayers.first?.path == "layers[0].sublayers[0]")
    }

    @Test func aMinimalSceneHasNoLayersAndNoBackground() throws {
        let scene = try Self.parse(##"{"size": [1, 1]}"##)
        #expect(scene.layers.isEmpty)
        #expect(scene.backgroundColor == nil)
    }

    @Test func sceneLevelMistakesNameTheirKey() {
        #expect(Self.error("[]") == "the scene must be a JSON object with size, backgroundColor and layers; got an empty array")
        #expect(Self.error("{}") == "size: missing; the scene needs its size in points, [width, height]")
        #expect(Self.error(##"{"size": [0, 10]}"##) == "size: expected [width, height] with each side in (0, 16384] points; got 2 numbers")
        #expect(Self.error(##"{"size": [100000, 10]}"##) == "size: expected [width, height] with each side in (0, 16384] points; got 2 numbers")
        #expect(Self.error(##"{"size": "100x100"}"##) == "size: expected [width, height] with each side in (0, 16384] points; got the string \"100x100\"")
        #expect(Self.error(##"{"size": [1, 1], "background": "#fff"}"##) == "background: unknown key; the scene has size, backgroundColor, layers")
        #expect(Self.error(##"{"size": [1, 1], "layer": []}"##) == "layer: unknown key (did you mean \"layers\"?); the scene has size, backgroundColor, layers")
        #expect(Self.error(##"{"size": [1, 1], "size": [2, 2]}"##) == "size: appears twice")
        #expect(Self.error(##"{"size": [1, 1], "layers": {}}"##) == "layers: expected an array of layer objects; got an object")
        #expect(Self.error(##"{"size": [1, 1], "layers": [{}, 3]}"##) == "layers[1]: expected a layer object; got the number 3")
        #expect(Self.error(##"{"size": [1, 1], "backgroundColor": "white"}"##) == "backgroundColor: expected a colour \"#rrggbb\" or \"#rrggbbaa\"; got the string \"white\"")
        #expect(Self.error("{\"size\": [1, 1],}")?.hasPrefix("invalid JSON at line 1, column 17: expected a key") == true)
    }

    static let layerErrors: [(layer: String, message: String)] = [
        (##"{"colour": "#fff"}"##, "layers[0].colour: unknown key; a layer has type, name, bounds, position, anchorPoint, zPosition, transform, sublayerTransform, opacity, hidden, backgroundColor, masksToBounds, cornerRadius, borderWidth, borderColor, isDoubleSided, contents, contentsGravity, sublayers"),
        (##"{"isHidden": true}"##, "layers[0].isHidden: unknown key (did you mean \"hidden\"?); a layer has type, name, bounds, position, anchorPoint, zPosition, transform, sublayerTransform, opacity, hidden, backgroundColor, masksToBounds, cornerRadius, borderWidth, borderColor, isDoubleSided, contents, contentsGravity, sublayers"),
        (##"{"Bounds": [1, 1]}"##, "layers[0].Bounds: unknown key (did you mean \"bounds\"?); a layer has type, name, bounds, position, anchorPoint, zPosition, transform, sublayerTransform, opacity, hidden, backgroundColor, masksToBounds, cornerRadius, borderWidth, borderColor, isDoubleSided, contents, contentsGravity, sublayers"),
        (##"{"type": "shapeLayer"}"##, "layers[0].type: expected \"layer\" or \"transformLayer\"; got the string \"shapeLayer\""),
        (##"{"name": 3}"##, "layers[0].name: expected a string; got the number 3"),
        (##"{"bounds": [1, 2, 3]}"##, "layers[0].bounds: expected [width, height] with finite sizes >= 0; got 3 numbers"),
        (##"{"bounds": [-1, 2]}"##, "layers[0].bounds: expected [width, height] with finite sizes >= 0; got 2 numbers"),
        (##"{"position": ["1", 2]}"##, "layers[0].position: expected [x, y] with finite numbers; got an array of 2 items"),
        (##"{"anchorPoint": null}"##, "layers[0].anchorPoint: expected [x, y] with finite numbers (unit coordinates of the bounds); got null"),
        (##"{"zPosition": true}"##, "layers[0].zPosition: expected a finite number; got true"),
        (##"{"opacity": 1.5}"##, "layers[0].opacity: expected a number from 0 to 1; got the number 1.5"),
        (##"{"hidden": 1}"##, "layers[0].hidden: expected true or false; got the number 1"),
        (##"{"masksToBounds": "yes"}"##, "layers[0].masksToBounds: expected true or false; got the string \"yes\""),
        (##"{"isDoubleSided": null}"##, "layers[0].isDoubleSided: expected true or false; got null"),
        (##"{"cornerRadius": -4}"##, "layers[0].cornerRadius: expected a finite number >= 0; got the number -4"),
        (##"{"borderWidth": "2"}"##, "layers[0].borderWidth: expected a finite number >= 0; got the string \"2\""),
        (##"{"backgroundColor": "#12345"}"##, "layers[0].backgroundColor: expected a colour \"#rrggbb\" or \"#rrggbbaa\"; got the string \"#12345\""),
        (##"{"borderColor": "#gg0000"}"##, "layers[0].borderColor: expected a colour \"#rrggbb\" or \"#rrggbbaa\"; got the string \"#gg0000\""),
        (##"{"backgroundColor": "#+12345"}"##, "layers[0].backgroundColor: expected a colour \"#rrggbb\" or \"#rrggbbaa\"; got the string \"#+12345\""),
        (##"{"contents": ""}"##, "layers[0].contents: expected the path of a PNG file; got an empty string"),
        (##"{"contents": 7}"##, "layers[0].contents: expected a string; got the number 7"),
        (##"{"contentsGravity": "fill"}"##, "layers[0].contentsGravity: expected one of resize, resizeAspect, resizeAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight; got the string \"fill\""),
        (##"{"sublayers": {}}"##, "layers[0].sublayers: expected an array of layer objects; got an object"),
        (##"{"sublayers": [{}, {"bounds": [1]}]}"##, "layers[0].sublayers[1].bounds: expected [width, height] with finite sizes >= 0; got 1 number"),
        (##"{"sublayers": [{"sublayers": [{"transform": [1, 2]}]}]}"##, "layers[0].sublayers[0].sublayers[0].transform: expected 16 numbers (m11 to m44, row by row) or an object with rotate, m34, translate and scale; got 2 numbers"),
        (##"{"transform": "identity"}"##, "layers[0].transform: expected 16 numbers (m11 to m44, row by row) or an object with rotate, m34, translate and scale; got the string \"identity\""),
        (##"{"transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, "z", 1]}"##, "layers[0].transform[14]: expected a number; got the string \"z\""),
        (##"{"transform": {"rotate": [30, 1, 0]}}"##, "layers[0].transform.rotate: expected [angleDegrees, x, y, z], 4 numbers; got 3 numbers"),
        (##"{"transform": {"rotate": [30, 0, 0, 0]}}"##, "layers[0].transform.rotate: the axis [x, y, z] must not be [0, 0, 0]"),
        (##"{"transform": {"rotate": [30, 1, 0, "x"]}}"##, "layers[0].transform.rotate[3]: expected a number; got the string \"x\""),
        (##"{"transform": {"m34": "-1/500"}}"##, "layers[0].transform.m34: expected a finite number, such as -0.002; got the string \"-1/500\""),
        (##"{"transform": {"translate": [1, 2]}}"##, "layers[0].transform.translate: expected [x, y, z], 3 numbers; got 2 numbers"),
        (##"{"sublayerTransform": {"scale": 2}}"##, "layers[0].sublayerTransform.scale: expected [x, y, z], 3 numbers; got the number 2"),
        (##"{"sublayerTransform": {"rotation": [1, 0, 0, 1]}}"##, "layers[0].sublayerTransform.rotation: unknown key; a transform has rotate, m34, translate, scale"),
        (##"{"opacity": 0.5, "opacity": 1}"##, "layers[0].opacity: appears twice"),
    ]

    @Test(arguments: layerErrors)
    func layerMistakesNameTheirJSONPath(layer: String, message: String) {
        #expect(Self.layerError(layer) == message)
    }

    @Test func theFirstMistakeInFileOrderIsReported() {
        #expect(Self.layerError(##"{"opacity": 2, "bounds": "x"}"##)?.hasPrefix("layers[0].opacity:") == true)
        #expect(Self.error(##"{"size": [1, 1], "layers": [{}, {}, {"transform": 1}]}"##)?.hasPrefix("layers[2].transform:") == true)
    }
}

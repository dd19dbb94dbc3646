import Foundation
import Segue

/// A parsed, validated scene file: the picture's size in points, the colour behind
/// everything, and the layers (sublayers of an implicit root layer covering the
/// picture).
struct RenderScene: Sendable {
    /// The picture in points; the PNG is `size × scale` pixels.
    var size: CGSize
    /// The colour under all layers; transparent when nil.
    var backgroundColor: RGBAColor?
    var layers: [SceneLayer]

    /// Every layer, depth first, in file order.
    var allLayers: [SceneLayer] {
        var result: [SceneLayer] = []
        func visit(_ layer: SceneLayer) {
            result.append(layer)
            layer.sublayers.forEach(visit)
        }
        layers.forEach(visit)
        return result
    }
}

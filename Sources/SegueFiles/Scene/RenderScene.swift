import Foundation
import Segue

/// A parsed, validated scene file: the picture's size in points, the colour behind
/// everything, and the layers (sublayers of an implicit root layer covering the
/// picture).
package struct RenderScene: Sendable {
    /// The picture in points; the PNG is `size × scale` pixels.
    package var size: CGSize
    /// The colour under all layers; transparent when nil.
    package var backgroundColor: RGBAColor?
    package var layers: [SceneLayer]

    package init(size: CGSize, backgroundColor: RGBAColor?, layers: [SceneLayer]) {
        self.size = size
        self.backgroundColor = backgroundColor
        self.layers = layers
    }

    /// Every layer, depth first, in file order.
    package var allLayers: [SceneLayer] {
        var result: [SceneLayer] = []
        func visit(_ layer: SceneLayer) {
            result.append(layer)
            layer.sublayers.forEach(visit)
        }
        layers.forEach(visit)
        return result
    }
}

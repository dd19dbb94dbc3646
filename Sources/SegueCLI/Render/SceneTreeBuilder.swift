import Foundation
import Segue
import SegueFiles
import SegueStudio

/// Builds the CALayer tree a `RenderScene` describes, inside a transaction with
/// actions disabled (nothing animates: the picture is the model values).
///
/// The scene's layers become sublayers of a root layer that covers the picture:
/// bounds `(0, 0, width, height)`, position at its centre. Properties the scene leaves
/// out keep CALayer's defaults.
@MainActor
enum SceneTreeBuilder {
    /// The root layer of the tree; `images` holds the decoded `contents` by the path
    /// written in the scene (a path without an image leaves `contents` nil).
    static func build(_ scene: RenderScene, images: [String: CGImage] = [:]) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.name = "scene"
        root.bounds = CGRect(origin: .zero, size: scene.size)
        root.position = CGPoint(x: scene.size.width / 2, y: scene.size.height / 2)
        for layer in scene.layers { root.addSublayer(make(layer, images: images)) }
        return root
    }

    private static func make(_ description: SceneLayer, images: [String: CGImage]) -> CALayer {
        let layer: CALayer = switch description.kind {
        case .layer: CALayer()
        case .transformLayer: CATransformLayer()
        }
        layer.name = description.name
        if let size = description.bounds { layer.bounds = CGRect(origin: .zero, size: size) }
        if let position = description.position { layer.position = position }
        if let anchorPoint = description.anchorPoint { layer.anchorPoint = anchorPoint }
        if let zPosition = description.zPosition { layer.zPosition = CGFloat(zPosition) }
        if let transform = description.transform { layer.transform = transform.transform3D }
        if let transform = description.sublayerTransform { layer.sublayerTransform = transform.transform3D }
        if let opacity = description.opacity { layer.opacity = Float(opacity) }
        if let isHidden = description.isHidden { layer.isHidden = isHidden }
        if let color = description.backgroundColor { layer.backgroundColor = CGColor(rgba: color) }
        if let masksToBounds = description.masksToBounds { layer.masksToBounds = masksToBounds }
        if let radius = description.cornerRadius { layer.cornerRadius = CGFloat(radius) }
        if let width = description.borderWidth { layer.borderWidth = CGFloat(width) }
        if let color = description.borderColor { layer.borderColor = CGColor(rgba: color) }
        if let isDoubleSided = description.isDoubleSided { layer.isDoubleSided = isDoubleSided }
        if let file = description.contents { layer.contents = images[file] }
        if let gravity = description.contentsGravity { layer.contentsGravity = gravity }
        for sublayer in description.sublayers { layer.addSublayer(make(sublayer, images: images)) }
        return layer
    }
}

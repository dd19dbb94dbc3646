import Foundation
import Segue

/// One layer of a scene file, with CALayer's property names; nil means "leave
/// CALayer's default".
struct SceneLayer: Sendable {
    /// Which class to create.
    enum Kind: String, Sendable, CaseIterable {
        /// `CALayer`.
        case layer
        /// `CATransformLayer`, which does not flatten its sublayers.
        case transformLayer
    }

    var kind: Kind = .layer
    var name: String?
    var bounds: CGSize?
    var position: CGPoint?
    var anchorPoint: CGPoint?
    var zPosition: Double?
    var transform: SceneTransform?
    var sublayerTransform: SceneTransform?
    var opacity: Double?
    var isHidden: Bool?
    var backgroundColor: RGBAColor?
    var masksToBounds: Bool?
    var cornerRadius: Double?
    var borderWidth: Double?
    var borderColor: RGBAColor?
    var isDoubleSided: Bool?
    /// The PNG path as written (relative paths are relative to the scene file).
    var contents: String?
    var contentsGravity: CALayerContentsGravity?
    var sublayers: [SceneLayer] = []
    /// Where the layer is in the file, e.g. `layers[0].sublayers[1]`.
    var path: String = ""
}

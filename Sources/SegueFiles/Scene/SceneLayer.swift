import Foundation
import Segue

/// One layer of a scene file, with CALayer's property names; nil means "leave
/// CALayer's default".
package struct SceneLayer: Sendable {
    /// Which class to create.
    package enum Kind: String, Sendable, CaseIterable {
        /// `CALayer`.
        case layer
        /// `CATransformLayer`, which does not flatten its sublayers.
        case transformLayer
    }

    package var kind: Kind = .layer
    package var name: String?
    package var bounds: CGSize?
    package var position: CGPoint?
    package var anchorPoint: CGPoint?
    package var zPosition: Double?
    package var transform: SceneTransform?
    package var sublayerTransform: SceneTransform?
    package var opacity: Double?
    package var isHidden: Bool?
    package var backgroundColor: RGBAColor?
    package var masksToBounds: Bool?
    package var cornerRadius: Double?
    package var borderWidth: Double?
    package var borderColor: RGBAColor?
    package var isDoubleSided: Bool?
    /// The PNG path as written (relative paths are relative to the scene file).
    package var contents: String?
    package var contentsGravity: CALayerContentsGravity?
    package var sublayers: [SceneLayer] = []
    /// Where the layer is in the file, e.g. `layers[0].sublayers[1]`.
    package var path: String = ""

    package init() {}
}

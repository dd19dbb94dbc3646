import Foundation
import Segue

/// What the tessellator keeps for drawing a subtree exploded (Segue internal; see
/// `ExplodedView` and `LayerTreeTessellator+Exploded`): the frame's constants, the
/// label placements and the label images, all reused from frame to frame.
@MainActor
final class ExplodedWalkState {
    /// A label to draw once the subtree is done, in pixels.
    struct Label {
        var image: CGImage
        var x: Double
        var y: Double
        var alpha: UInt8
    }

    /// The outline colours, by depth in the exploded tree.
    static let palette: [RGBAColor] = [
        RGBAColor(red: 0.35, green: 0.80, blue: 1.00),
        RGBAColor(red: 1.00, green: 0.62, blue: 0.20),
        RGBAColor(red: 0.45, green: 0.92, blue: 0.45),
        RGBAColor(red: 1.00, green: 0.42, blue: 0.78),
        RGBAColor(red: 1.00, green: 0.90, blue: 0.30),
        RGBAColor(red: 0.72, green: 0.56, blue: 1.00),
    ]
    /// How much a hidden, transparent or back-facing layer's outline is dimmed.
    static let dimming = 0.35

    /// Root local space (z the sheet's height) → screen pixels, homogeneous.
    var stackToScreen = Matrix4.identity
    /// Points between sheets.
    var spacing = 0.0
    /// The z the stack is turned about (half its height).
    var centreZ = 0.0
    /// The next sheet's index.
    var level = 0
    /// Outline and label opacity (the explosion's progress).
    var overlayAlpha = 1.0
    /// Outline width in pixels.
    var outlineWidth = 1.5
    var showsLabels = true
    /// Pixels per point of the target.
    var scale = 1.0
    /// The viewport, in pixels (the exploded screen guard band).
    var viewportWidth = 1.0
    var viewportHeight = 1.0

    var labels: [Label] = []
    /// Where labels were placed this frame (minX, minY, maxX, maxY), to avoid overlaps.
    var placed: [SIMD4<Double>] = []
    let labelImages = ExplodedLabelCache()
}

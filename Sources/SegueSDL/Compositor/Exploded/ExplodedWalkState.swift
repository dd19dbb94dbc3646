import Foundation
import Segue

/// What the tessellator keeps for drawing a subtree exploded (Segue internal; see
/// `ExplodedView` and `LayerTreeTessellator+Exploded`): the frame's constants, the
/// levels, the label placements and the label images, all reused from frame to
/// frame, and the sheets drawn when asked to record them.
@MainActor
final class ExplodedWalkState {
    /// A label to draw once the subtree is done, in pixels.
    struct Label {
        var image: CGImage
        var x: Double
        var y: Double
        var alpha: UInt8
        var isSelected: Bool
    }

    /// A layer's label waiting to be placed (`placeLabels`).
    struct LabelCandidate {
        var image: CGImage
        var box: CGRect
        var own: Matrix4
        /// Its sheet's clipping, in `labelPlanes`.
        var planes: Range<Int>
        var alpha: UInt8
        var pixelsPerUnit: Double
        var isSelected: Bool
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
    /// The selected layer's outline (twice as wide as the others) and the tint
    /// over its sheet.
    static let selectionColour = RGBAColor(red: 1, green: 1, blue: 1)
    static let selectionTint = RGBAColor(red: 0.30, green: 0.62, blue: 1.00, alpha: 0.28)

    /// Root local space (z the sheet's height) → screen pixels, homogeneous.
    var stackToScreen = Matrix4.identity
    /// Points between sheets.
    var spacing = 0.0
    /// The z the stack is turned about (half its height).
    var centreZ = 0.0
    /// Whether the walk is the one that plans the levels (else it draws).
    var isPlanning = false
    let planner = ExplodedLevelPlanner()
    /// The root's bounds (minX, minY, maxX, maxY).
    var rootBounds = SIMD4<Double>(0, 0, 0, 0)
    /// What of each layer the fit keeps on screen, with its level (the plan's).
    var footprints: [(rect: SIMD4<Double>, level: Int)] = []
    /// The levels the plan gave, by layer.
    var levels: [ObjectIdentifier: Int] = [:]
    /// How many levels the stack has.
    var levelCount = 1
    /// Each level's place in the drawing order (`sheetOrder`).
    var levelRanks: [Int] = []
    /// The drawing walk's layers' ranks (their level's place), by ordinal from the
    /// subtree's first.
    var ordinalRanks: [Int] = []
    /// The selected layer (`ExplodedView.selectedLayer`).
    var selected: ObjectIdentifier?
    /// Whether the drawing walk records `sheets` (for `ExplodedView.sheets`).
    var recordsSheets = false
    /// The sheets drawn, with their rank and ordinal, in drawing order after the walk.
    var sheets: [(rank: Int, ordinal: Int, sheet: ExplodedSheet)] = []
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

    var labelCandidates: [LabelCandidate] = []
    var labelPlanes: [HalfPlane] = []
    var labels: [Label] = []
    /// Where labels were placed this frame (minX, minY, maxX, maxY), to avoid overlaps.
    var placed: [SIMD4<Double>] = []
    let labelImages = ExplodedLabelCache()
}

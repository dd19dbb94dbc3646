import Foundation
import Segue

/// How the compositor draws one subtree "exploded", like Xcode's view debugger
/// (Segue extension; Core Animation has nothing like it).
///
/// Every layer of `root`'s subtree is drawn on a sheet of its own: exactly what the
/// layer looks like in the flat picture (its transforms, perspective, masks and
/// back faces as the normal compositor applies them, projected into `root`'s plane),
/// lifted out along z by `spacing` points per layer in painter's order — a layer
/// after its superlayer, siblings in drawing order — so containers, the views in
/// them and their sublayers separate. The stack is turned by `yaw` about the
/// vertical and `pitch` about the horizontal axis around its centre, scaled by
/// `zoom` and seen in perspective from `eyeDistance` points. Layers are not
/// flattened into their superlayers (each keeps its own sheet); each layer's bounds
/// are outlined `outlineWidth` pixels wide and, with `showsLabels`, labelled with
/// ``ExplodedLayerName/name(of:)``. Hidden, fully transparent and back-facing
/// layers (and their sublayers) are not drawn but keep a dimmed outline.
///
/// Everything scales with `progress`: 0 is the flat picture (the compositor then
/// draws normally), 1 the full explosion, so animating `progress` animates in and
/// out. The layers' own animations keep running: the compositor reads the
/// presentation tree every frame as usual.
///
/// Yaw is kept within ±80° and pitch within ±80° when drawn (past 90° the stack
/// would be seen from behind, where painter's order is wrong).
public struct ExplodedView {
    /// The default turn about the vertical axis: −25°.
    public static let defaultYaw: CGFloat = -25 * .pi / 180
    /// The default tilt about the horizontal axis: 15°.
    public static let defaultPitch: CGFloat = 15 * .pi / 180
    /// The largest |yaw| and |pitch| drawn: 80°.
    public static let maximumAngle: CGFloat = 80 * .pi / 180

    /// The layer whose subtree is exploded (the scene window's layer in the demo).
    /// Layers outside it are drawn as usual.
    public var root: CALayer
    /// Points along z between one layer's sheet and the next.
    public var spacing: CGFloat
    /// Radians about the vertical axis (negative turns the left side away: the
    /// stack is seen from the right).
    public var yaw: CGFloat
    /// Radians about the horizontal axis (positive tips the top away: the stack is
    /// seen from above).
    public var pitch: CGFloat
    /// The scale of the whole stack about its centre, so the turned stack fits.
    public var zoom: CGFloat
    /// The distance of the eye from the stack's centre, in points (the
    /// perspective is m34 = −1/eyeDistance).
    public var eyeDistance: CGFloat
    /// How exploded: 0 flat, 1 fully; spacing, angles, zoom and the outlines' and
    /// labels' opacity scale with it.
    public var progress: CGFloat
    /// The outlines' width in pixels.
    public var outlineWidth: CGFloat
    /// Whether each layer gets a name label.
    public var showsLabels: Bool
    /// The deepest the stack gets, in points: when the subtree has more layers
    /// than fit `spacing` apart in it (a collection view's screenful of cells is
    /// hundreds of layers), the sheets come closer so the whole stack stays this
    /// deep and on screen. 1200 by default (25 layers at 50 pt).
    public var maximumDepth: CGFloat = 1200

    /// An exploded view of `root`'s subtree with the defaults: 50 pt spacing, yaw
    /// −25°, pitch 15°, zoom 0.7, eye 2400 pt away, fully exploded, 1.5 px
    /// outlines, labels on.
    public init(root: CALayer, spacing: CGFloat = 50, yaw: CGFloat = ExplodedView.defaultYaw,
                pitch: CGFloat = ExplodedView.defaultPitch, zoom: CGFloat = 0.7, eyeDistance: CGFloat = 2400,
                progress: CGFloat = 1, outlineWidth: CGFloat = 1.5, showsLabels: Bool = true) {
        self.root = root
        self.spacing = spacing
        self.yaw = yaw
        self.pitch = pitch
        self.zoom = zoom
        self.eyeDistance = eyeDistance
        self.progress = progress
        self.outlineWidth = outlineWidth
        self.showsLabels = showsLabels
    }

    /// `progress` clamped to 0…1 (a non-finite value counts as 0).
    var clampedProgress: Double {
        let value = Double(progress)
        return value.isFinite ? min(max(value, 0), 1) : 0
    }

    /// Whether anything differs from the flat picture.
    var isEffective: Bool { clampedProgress > 0 }

    /// The matrix from `root`'s local space, with z the sheets' height, to the space
    /// `root`'s bounds are laid out in (before the root's own placement): the stack
    /// centred on the bounds' centre and `centreZ`, turned, scaled and put in
    /// perspective, at `progress`.
    func stackMatrix(bounds: CGRect, centreZ: Double) -> Matrix4 {
        let amount = clampedProgress
        func finite(_ value: CGFloat, _ fallback: Double) -> Double {
            let double = Double(value)
            return double.isFinite ? double : fallback
        }
        let limit = Double(Self.maximumAngle)
        let yaw = min(max(finite(self.yaw, 0), -limit), limit) * amount
        let pitch = min(max(finite(self.pitch, 0), -limit), limit) * amount
        var zoom = finite(self.zoom, 1)
        if zoom <= 0 { zoom = 1 }
        zoom = 1 + (zoom - 1) * amount
        var eye = finite(eyeDistance, 2400)
        if eye <= 1 { eye = 2400 }
        let cx = Double(bounds.midX), cy = Double(bounds.midY)
        var t = CATransform3DMakeTranslation(CGFloat(-cx), CGFloat(-cy), CGFloat(-centreZ))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(yaw), 0, 1, 0))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(pitch), 1, 0, 0))
        t = CATransform3DConcat(t, CATransform3DMakeScale(CGFloat(zoom), CGFloat(zoom), CGFloat(zoom)))
        var perspective = CATransform3DIdentity
        perspective.m34 = CGFloat(-1 / eye)
        t = CATransform3DConcat(t, perspective)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(CGFloat(cx), CGFloat(cy), 0))
        return Matrix4(t)
    }

    /// The spacing between the sheets of a subtree of `layerCount` layers at
    /// `progress`, in points: `spacing`, or less so the stack is at most
    /// `maximumDepth` deep.
    func effectiveSpacing(layerCount: Int) -> Double {
        var value = Double(spacing)
        value = value.isFinite ? max(value, 0) : 0
        let depth = Double(maximumDepth)
        if depth.isFinite, depth >= 0, layerCount > 1 {
            value = min(value, depth / Double(layerCount - 1))
        }
        return value * clampedProgress
    }
}

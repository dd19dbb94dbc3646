import Foundation
import Segue

/// How the compositor draws one subtree "exploded", like Xcode's view debugger
/// (Segue extension; Core Animation has nothing like it).
///
/// Every layer of `root`'s subtree is drawn on a sheet of its own: exactly what the
/// layer looks like in the flat picture (its transforms, perspective, masks and
/// back faces as the normal compositor applies them, projected into `root`'s plane
/// and clipped to `root`'s bounds, as the screen clips a window filling it),
/// lifted out along z to its level × `spacing` points. Levels follow Xcode's rule: a
/// layer lies one level above its superlayer and above every layer drawn before it
/// that it overlaps in the flat picture, so siblings side by side share a level and
/// the stack is only as deep as the picture is layered. The stack is turned by `yaw`
/// about the vertical and `pitch` about the horizontal axis around its centre, seen
/// in perspective from `eyeDistance` points, and fitted to the target: centred in
/// `fitArea` (the whole target when nil) less `fitMargin`, scaled down so the
/// projected corners of the turned stack fit, then scaled by `zoom`. Sheets are
/// drawn level by level from the farthest from the eye, so the picture is right
/// from any angle drawn. Layers are not flattened into their superlayers (each
/// keeps its own sheet); each layer's bounds are outlined `outlineWidth` pixels wide
/// and, with `showsLabels`, labelled with ``ExplodedLayerName/name(of:)`` where the
/// label has room (labels never overlap; the selected layer's comes first). Hidden,
/// fully transparent and back-facing layers (and their sublayers) are not drawn but
/// keep a dimmed outline. `selectedLayer`'s sheet is tinted and outlined in white.
///
/// Everything scales with `progress`: 0 is the flat picture (the compositor then
/// draws normally), 1 the full explosion, so animating `progress` animates in and
/// out. The layers' own animations keep running: the compositor reads the
/// presentation tree every frame as usual. ``sheets(inTargetOf:scale:)`` and
/// ``layer(at:inTargetOf:scale:)`` tell where each sheet is drawn, for clicks.
///
/// Yaw is kept within ±80° and pitch within ±80° when drawn.
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
    /// The scale of the fitted stack about the fit area's centre: 1 fits it.
    public var zoom: CGFloat
    /// The distance of the eye from the stack's centre, in points (the
    /// perspective is m34 = −1/eyeDistance).
    public var eyeDistance: CGFloat
    /// How exploded: 0 flat, 1 fully; spacing, angles, the fit and the outlines'
    /// and labels' opacity scale with it.
    public var progress: CGFloat
    /// The outlines' width in pixels.
    public var outlineWidth: CGFloat
    /// Whether each layer gets a name label.
    public var showsLabels: Bool
    /// The deepest the stack gets, in points: when the subtree has more levels
    /// than fit `spacing` apart in it, the sheets come closer so the whole stack
    /// stays this deep. 1200 by default (25 levels at 50 pt).
    public var maximumDepth: CGFloat = 1200
    /// The part of the render target, in points, the turned stack is fitted into
    /// (nil: the whole target); the studio leaves out its panels and timeline.
    public var fitArea: CGRect?
    /// Points kept clear inside `fitArea` around the stack.
    public var fitMargin: CGFloat = 24
    /// The layer whose sheet is highlighted (Segue's exploded view selects the
    /// layer clicked, as Xcode's view debugger does), if any.
    public var selectedLayer: CALayer?

    /// An exploded view of `root`'s subtree with the defaults: 50 pt spacing, yaw
    /// −25°, pitch 15°, fitted to the target (zoom 1), eye 2400 pt away, fully
    /// exploded, 1.5 px outlines, labels on.
    public init(root: CALayer, spacing: CGFloat = 50, yaw: CGFloat = ExplodedView.defaultYaw,
                pitch: CGFloat = ExplodedView.defaultPitch, zoom: CGFloat = 1, eyeDistance: CGFloat = 2400,
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
    /// centred on the bounds' centre and `centreZ`, turned and put in perspective,
    /// at `progress` (the fit to the target comes after: `fitMatrix`).
    func stackMatrix(bounds: CGRect, centreZ: Double) -> Matrix4 {
        let amount = clampedProgress
        let limit = Double(Self.maximumAngle)
        let yaw = min(max(Self.finite(self.yaw, 0), -limit), limit) * amount
        let pitch = min(max(Self.finite(self.pitch, 0), -limit), limit) * amount
        var eye = Self.finite(eyeDistance, 2400)
        if eye <= 1 { eye = 2400 }
        let cx = Double(bounds.midX), cy = Double(bounds.midY)
        var t = CATransform3DMakeTranslation(CGFloat(-cx), CGFloat(-cy), CGFloat(-centreZ))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(yaw), 0, 1, 0))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(pitch), 1, 0, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = CGFloat(-1 / eye)
        t = CATransform3DConcat(t, perspective)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(CGFloat(cx), CGFloat(cy), 0))
        return Matrix4(t)
    }

    /// The fit, in target pixels, after `stack` (root space with z → pixels): the
    /// sheets — each footprint (minX, minY, maxX, maxY in the root's plane) at its
    /// level × `spacing`, their corners projected — centred in `fitArea` (or
    /// `viewport`, pixels) less `fitMargin` and scaled down to fit it, then scaled
    /// by `zoom`; at `progress` of the way from the identity. The identity when a
    /// corner is behind the eye or there is nothing to fit.
    @MainActor
    func fitMatrix(stack: Matrix4, footprints: [(rect: SIMD4<Double>, level: Int)], spacing: Double,
                   viewport: CGSize, scale: Double) -> Matrix4 {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (rect, level) in footprints {
            let z = Double(level) * spacing
            for (x, y) in [(rect.x, rect.y), (rect.z, rect.y), (rect.z, rect.w), (rect.x, rect.w)] {
                let h = stack.transform(SIMD4(x, y, z, 1))
                guard h.w > LayerTreeTessellator.nearW else { return .identity }
                minX = min(minX, h.x / h.w)
                maxX = max(maxX, h.x / h.w)
                minY = min(minY, h.y / h.w)
                maxY = max(maxY, h.y / h.w)
            }
        }
        let k = CGFloat(scale)
        let target = (fitArea.map { CGRect(x: $0.minX * k, y: $0.minY * k, width: $0.width * k, height: $0.height * k) }
                      ?? CGRect(origin: .zero, size: viewport)).standardized
        let margin = CGFloat(max(Self.finite(fitMargin, 0), 0) * scale)
        let area = target.insetBy(dx: min(margin, target.width / 2), dy: min(margin, target.height / 2))
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite, area.minX.isFinite, area.minY.isFinite,
              area.width.isFinite, area.height.isFinite else { return .identity }
        var fit = 1.0
        if maxX - minX > 0 { fit = min(fit, Double(area.width) / (maxX - minX)) }
        if maxY - minY > 0 { fit = min(fit, Double(area.height) / (maxY - minY)) }
        var zoom = Self.finite(self.zoom, 1)
        if zoom <= 0 { zoom = 1 }
        let s = fit * zoom
        // x ↦ s·(x − box centre) + area centre, blended with x ↦ x by progress.
        let amount = clampedProgress
        let blended = 1 + (s - 1) * amount
        let tx = amount * (Double(area.midX) - s * (minX + maxX) / 2)
        let ty = amount * (Double(area.midY) - s * (minY + maxY) / 2)
        return Matrix4(r0: SIMD4(blended, 0, 0, 0), r1: SIMD4(0, blended, 0, 0), r2: SIMD4(0, 0, 1, 0),
                       r3: SIMD4(tx, ty, 0, 1))
    }

    private static func finite(_ value: CGFloat, _ fallback: Double) -> Double {
        let double = Double(value)
        return double.isFinite ? double : fallback
    }

    /// The spacing between the levels of a subtree of `levelCount` levels at
    /// `progress`, in points: `spacing`, or less so the stack is at most
    /// `maximumDepth` deep.
    func effectiveSpacing(levelCount: Int) -> Double {
        var value = Double(spacing)
        value = value.isFinite ? max(value, 0) : 0
        let depth = Double(maximumDepth)
        if depth.isFinite, depth >= 0, levelCount > 1 {
            value = min(value, depth / Double(levelCount - 1))
        }
        return value * clampedProgress
    }
}

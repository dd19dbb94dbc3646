import Foundation
import Segue

/// Where an exploded view's sheets are drawn, for clicking on them (Segue
/// extension): the compositor's own walk, run without drawing anything to a
/// screen, so a click finds exactly the sheet drawn under it.
@MainActor
extension ExplodedView {
    /// The sheets of `root`'s subtree as the compositor draws them into a target of
    /// `size` points at `scale` pixels per point (the tree of `root`'s topmost
    /// ancestor drawn with that ancestor's superlayer space filling the target, as
    /// the SDL host and `OffscreenCanvas` draw it), in drawing order: back to front.
    /// Only sheets drawn (not edge-on, not clipped away) are listed.
    public func sheets(inTargetOf size: CGSize, scale: CGFloat = 1) -> [ExplodedSheet] {
        let scale = Double(scale)
        guard isEffective, size.width > 0, size.height > 0, scale.isFinite, scale > 0 else { return [] }
        var top = root
        while let superlayer = top.superlayer { top = superlayer }
        let tessellator = Self.probe
        var view = self
        view.showsLabels = false
        tessellator.explodedView = view
        tessellator.explodedState.recordsSheets = true
        tessellator.build(top, scale: scale, viewportWidth: Double(size.width) * scale,
                          viewportHeight: Double(size.height) * scale)
        let sheets = tessellator.explodedState.sheets.map(\.sheet)
        tessellator.explodedState.sheets.removeAll()
        tessellator.explodedState.recordsSheets = false
        tessellator.explodedView = nil
        return sheets
    }

    /// The layer whose sheet is drawn in front at `point` (target points), as
    /// ``sheets(inTargetOf:scale:)`` finds them; sheets drawn only as a dimmed outline
    /// (hidden layers) are passed over. Nil when no sheet is there.
    public func layer(at point: CGPoint, inTargetOf size: CGSize, scale: CGFloat = 1) -> CALayer? {
        sheets(inTargetOf: size, scale: scale).last { !$0.isHidden && $0.contains(point) }?.layer
    }

    /// The tessellator the sheets are found with (culling off: nothing is drawn).
    private static let probe: LayerTreeTessellator = {
        let tessellator = LayerTreeTessellator()
        tessellator.cullsHiddenSurfaces = false
        return tessellator
    }()
}

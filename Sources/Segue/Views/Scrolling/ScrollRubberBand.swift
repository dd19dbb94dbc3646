import Foundation

/// The resistance a scroll view puts up when dragged past the end of its content
/// (UIKit's rubber band): the further the finger goes, the less the content
/// follows, approaching — never reaching — one viewport beyond the edge.
///
/// Segue uses the curve generally attributed to UIKit,
/// `f(x) = (1 − 1 / (x·c / d + 1)) · d` with `c = 0.55` and `d` the viewport's size
/// along the axis: it starts with slope `c` and is bounded by `d`. Pure functions,
/// so the drag and the tests agree exactly.
enum ScrollRubberBand {
    /// UIKit's rubber-band constant.
    static let coefficient: CGFloat = 0.55

    /// How far past the edge the content shows when the finger is `overshoot`
    /// points past it (a viewport of `dimension` points). Negative overshoots are
    /// mirrored; a zero or negative dimension gives no movement.
    static func offset(forOvershoot overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot != 0 else { return 0 }
        let x = abs(overshoot)
        let banded = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -banded : banded
    }

    /// The finger overshoot that shows the content `offset` points past the edge
    /// (the inverse of `offset(forOvershoot:dimension:)`), so a drag that grabs
    /// content already past its edge continues smoothly. Offsets of a whole
    /// viewport or more (which the band never reaches) map to a large finite value.
    static func overshoot(forOffset offset: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, offset != 0 else { return 0 }
        let f = min(abs(offset), dimension * 0.999)
        let x = f * dimension / (coefficient * (dimension - f))
        return offset < 0 ? -x : x
    }
}

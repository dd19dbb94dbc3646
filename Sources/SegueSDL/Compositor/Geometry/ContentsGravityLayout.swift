import Foundation
import Segue

/// Where a layer's `contents` image goes in its bounds, per `contentsGravity` and
/// `contentsScale` (Segue internal; Core Animation's contents gravity).
///
/// - `resize` stretches the image over the bounds; `resizeAspect` fits it inside
///   and `resizeAspectFill` covers the bounds, both keeping the aspect ratio and
///   centred (the overflow of `resizeAspectFill` shows unless `masksToBounds`).
/// - The other gravities draw the image unscaled, `width / contentsScale` by
///   `height / contentsScale` points, against an edge or corner or centred.
/// - As in Core Animation, the vertical names follow a y-up axis: on iOS, where
///   layers are not flipped and y grows downwards, `.top` aligns the image with the
///   bounds' maximum y (the visual bottom) and `.bottom` with the minimum y (the
///   visual top) — Apple's documentation of `contentsGravity` describes the swap.
///   Segue's layers are iOS layers, so Segue does the same.
/// - An unknown gravity is drawn as `resize`; a contents scale that is not positive
///   and finite counts as 1.
enum ContentsGravityLayout {
    /// The rectangle, in the layer's bounds coordinates, the whole image covers.
    static func rect(for gravity: CALayerContentsGravity, bounds: CGRect,
                     imageWidth: Int, imageHeight: Int, contentsScale: CGFloat) -> CGRect {
        let box = bounds.standardized
        let bw = Double(box.width), bh = Double(box.height)
        let iw = Double(imageWidth), ih = Double(imageHeight)
        guard iw > 0, ih > 0 else { return box }
        func centred(_ w: Double, _ h: Double) -> CGRect {
            CGRect(x: Double(box.midX) - w / 2, y: Double(box.midY) - h / 2, width: w, height: h)
        }
        switch gravity {
        case .resizeAspect:
            let s = min(bw / iw, bh / ih)
            return centred(iw * s, ih * s)
        case .resizeAspectFill:
            let s = max(bw / iw, bh / ih)
            return centred(iw * s, ih * s)
        case .resize:
            return box
        default:
            break
        }
        let scale = contentsScale.isFinite && contentsScale > 0 ? Double(contentsScale) : 1
        let w = iw / scale, h = ih / scale
        let minX = Double(box.minX), maxX = Double(box.maxX), minY = Double(box.minY), maxY = Double(box.maxY)
        let midX = Double(box.midX) - w / 2, midY = Double(box.midY) - h / 2
        // y-up names: "top" is the maximum-y edge.
        let topY = maxY - h, bottomY = minY
        let origin: (Double, Double)
        switch gravity {
        case .center: origin = (midX, midY)
        case .top: origin = (midX, topY)
        case .bottom: origin = (midX, bottomY)
        case .left: origin = (minX, midY)
        case .right: origin = (maxX - w, midY)
        case .topLeft: origin = (minX, topY)
        case .topRight: origin = (maxX - w, topY)
        case .bottomLeft: origin = (minX, bottomY)
        case .bottomRight: origin = (maxX - w, bottomY)
        default: return box
        }
        return CGRect(x: origin.0, y: origin.1, width: w, height: h)
    }
}

import Foundation
import Segue

/// How the compositor fills a layer's render state from its presentation values:
/// what `LayerTreeTessellator`'s walk reads of a layer, derived once per change
/// instead of once per frame.
///
/// Every field is what the walk used to compute from `LayerProperties` at each
/// visit, by the same functions, so a frame drawn from the states is the frame
/// drawn from the values: the matrix to the superlayer
/// (`LayerGeometry.matrixToSuperlayer`), the `sublayerTransform` about the anchor
/// (`LayerGeometry.sublayerMatrix`), the standardized bounds, the contents image
/// and where its gravity puts it.
extension LayerRenderState {
    /// Fills the fields a light refresh changes (`CALayer.beginLightRenderStateRefresh(into:)`):
    /// the matrix to the superlayer, the sibling-order inputs and the opacity, from
    /// `values`, whose bounds, anchor point, position, zPosition, anchor depth,
    /// transform and opacity are set — exactly as `refresh` fills them.
    static func refreshMotion(_ state: UnsafeMutablePointer<LayerRenderState>,
                                      from values: UnsafePointer<LayerProperties>) {
        state.pointee.opacity = values.pointee.opacity
        state.pointee.positionX = Double(values.pointee.position.x)
        state.pointee.positionY = Double(values.pointee.position.y)
        state.pointee.zPosition = Double(values.pointee.zPosition)
        let toSuperlayer = LayerGeometry.matrixToSuperlayer(values.pointee)
        state.pointee.toSuperlayer = toSuperlayer.transform3D
        state.pointee.isPlacedByIdentity = toSuperlayer.isIdentity
    }

    /// Fills `state` from `values`, the presentation values of `layer` written by
    /// `CALayer.beginRenderStateRefresh(into:)`.
    @MainActor
    static func refresh(_ state: UnsafeMutablePointer<LayerRenderState>, of layer: CALayer,
                        from values: UnsafePointer<LayerProperties>) {
        let isTransformLayer = layer is CATransformLayer
        state.pointee.isTransformLayer = isTransformLayer
        state.pointee.isHidden = values.pointee.isHidden
        state.pointee.isDoubleSided = values.pointee.isDoubleSided
        state.pointee.masksToBounds = values.pointee.masksToBounds
        refreshMotion(state, from: values)
        let hasSublayerMatrix = !CATransform3DIsIdentity(values.pointee.sublayerTransform)
        state.pointee.hasSublayerMatrix = hasSublayerMatrix
        if hasSublayerMatrix { state.pointee.sublayerMatrix = values.pointee.sublayerMatrix }
        let box = values.pointee.bounds.standardized
        state.pointee.box = box
        state.pointee.cornerRadius = Double(values.pointee.cornerRadius)
        state.pointee.hasBackgroundColor = values.pointee.backgroundColor != nil
        if let colour = values.pointee.backgroundColor { state.pointee.backgroundColor = colour }
        let borderWidth = Double(values.pointee.borderWidth)
        state.pointee.borderWidth = borderWidth
        state.pointee.hasBorder = borderWidth > 0 && values.pointee.borderColor != nil
        if let colour = values.pointee.borderColor { state.pointee.borderColor = colour }
        // A transform layer draws nothing of its own, so its contents are not read.
        if !isTransformLayer, let image = layer.contents as? CGImage, image.width <= Int(Int32.max),
           image.height <= Int(Int32.max) {
            state.pointee.hasImage = true
            state.pointee.image = Unmanaged.passUnretained(image)
            state.pointee.imageWidth = Int32(image.width)
            state.pointee.imageHeight = Int32(image.height)
            state.pointee.imageRect = ContentsGravityLayout.rect(
                for: layer.contentsGravity, bounds: box, imageWidth: image.width, imageHeight: image.height,
                contentsScale: layer.contentsScale)
        } else {
            state.pointee.hasImage = false
            state.pointee.image = nil
        }
    }
}

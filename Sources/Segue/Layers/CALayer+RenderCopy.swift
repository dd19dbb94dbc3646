import Foundation

extension CALayer {
    /// A frozen copy of the layer tree as it looks: each layer's presentation values
    /// as the last tick drew them (or its model values), contents and sublayers, with no delegates, actions or
    /// animations (Segue extension; the basis of `snapshotView(afterScreenUpdates:)`
    /// and of `UIView.transition`'s before-image). Because it is a layer tree, the
    /// copy composites exactly like the original, in 3D too.
    public func renderCopy(usingPresentationValues: Bool = true) -> CALayer {
        let copy: CALayer = self is CATransformLayer ? CATransformLayer() : CALayer()
        copy.modelValues = usingPresentationValues ? presentationProperties : modelValues
        copy.contents = contents
        copy.contentsGravity = contentsGravity
        copy.contentsScale = contentsScale
        copy.name = name
        for sublayer in sublayerList {
            copy.addSublayer(sublayer.renderCopy(usingPresentationValues: usingPresentationValues))
        }
        return copy
    }
}

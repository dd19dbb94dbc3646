/// What a renderer keeps of one layer, told of every change it could draw (Segue,
/// package API; Core Animation's render server likewise keeps its own copy of each
/// layer and hears of the changes a commit carries). The layer holds its observer
/// for its own life, so what the observer keeps goes when the layer goes.
package protocol CALayerChangeObserver: AnyObject {
    /// The layer's own values changed — a model value, `contents`,
    /// `contentsGravity` or `contentsScale` — and, when `sublayers` is set, its
    /// sublayer list.
    func layerDidChange(sublayers: Bool)
    /// Where the layer's presentation values are changed: an `AnimationArena`
    /// started or stopped keeping them (`CALayer.presentationStore`,
    /// `presentationIndex`), or a tick started or stopped animating the layer
    /// outside one (`tickWasAnimated`).
    @MainActor func layerPresentationSourceDidChange(_ layer: CALayer)
}

extension CALayer {
    /// Tells the observer of a change the compositor can see in the layer's own
    /// values (model values, `contents`, `contentsGravity`, `contentsScale`).
    @inline(__always)
    final func renderedValuesDidChange() {
        changeObserver?.layerDidChange(sublayers: false)
    }

    @inline(__always)
    final func sublayerListDidChange() {
        changeObserver?.layerDidChange(sublayers: true)
    }

    @inline(__always)
    final func presentationSourceDidChange() {
        changeObserver?.layerPresentationSourceDidChange(self)
    }
}

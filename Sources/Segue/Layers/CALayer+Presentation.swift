import Foundation

extension CALayer {
    /// A copy of the layer showing what the last frame showed, as Core Animation's
    /// presentation layer does: the presentation values the last tick computed
    /// while animations run, and otherwise the model as that frame showed it — a
    /// change made since, or an animation added since, shows from the next tick on.
    /// Its `model()` is this layer. Unlike Core Animation, which returns nil until a
    /// layer is first committed, Segue answers the model for a layer no tick has
    /// evaluated yet.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        let copy = Self(layer: self)
        copy.modelValues = shownProperties
        copy.modelLayer = self
        return copy
    }

    /// The model layer: for a presentation copy the layer it came from, otherwise
    /// the layer itself.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The presentation value of one property: what the last frame showed.
    func presentationValue(at keyPath: LayerKeyPath) -> AnimatableValue {
        shownProperties.value(at: keyPath)
    }
}

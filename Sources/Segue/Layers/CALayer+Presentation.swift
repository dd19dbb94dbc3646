import Foundation

extension CALayer {
    /// A copy of the layer showing its presentation values at the current media
    /// time: the model with every active animation applied. Its `model()` is this
    /// layer. Unlike Core Animation, which returns nil until a layer is first
    /// committed, Segue always answers.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        let copy = Self(layer: self)
        copy.modelValues = evaluatedProperties(atLocalTime: localTime(atMediaTime: CACurrentMediaTime()))
        copy.modelLayer = self
        return copy
    }

    /// The model layer: for a presentation copy the layer it came from, otherwise
    /// the layer itself.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The presentation values at a local time, without side effects.
    func evaluatedProperties(atLocalTime time: Double) -> LayerProperties {
        var properties = modelValues
        let isHeld = !animationEntries.isEmpty && isUnderHeldClock
        for entry in animationEntries {
            if let driver = entry.driver {
                entry.applyDriven(driver, to: &properties)
                continue
            }
            var phase = entry.phase(atLocalTime: time)
            if isHeld && phase.hasEnded && !entry.hasStopped { phase = entry.heldEndPhase }
            entry.apply(phase: phase, localTime: time, to: &properties)
        }
        return properties
    }

    /// The presentation value of one property now.
    func presentationValue(at keyPath: LayerKeyPath) -> AnimatableValue {
        guard !animationEntries.isEmpty else { return modelValues.value(at: keyPath) }
        return evaluatedProperties(atLocalTime: localTime(atMediaTime: CACurrentMediaTime())).value(at: keyPath)
    }
}

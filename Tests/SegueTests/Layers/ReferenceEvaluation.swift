import Foundation
@testable import Segue

extension CALayer {
    /// The values the layer's animations give at the current media time, each
    /// attached entry applied over the model in turn through
    /// `LayerAnimationEntry.apply` (a driven one at its driver's progress; under a
    /// held clock an ended one at its end): the oracle a tick's values are
    /// compared with, bit for bit.
    func referenceProperties() -> LayerProperties {
        let time = localTime(atMediaTime: CACurrentMediaTime())
        var properties = modelValues
        var isHeld = false
        var node: CALayer? = self
        while let current = node, !isHeld {
            isHeld = current.holdsEndedAnimations
            node = current.superlayer
        }
        for entry in animationEntries {
            if let driver = entry.driver {
                entry.applyDriven(driver, to: &properties)
                continue
            }
            var phase = entry.timing.phase(atLocalTime: time, beginsNow: entry.needsBeginTime)
            if isHeld && phase.hasEnded && !entry.hasStopped { phase = entry.timing.heldEndPhase }
            entry.apply(phase: phase, localTime: time, to: &properties)
        }
        return properties
    }
}

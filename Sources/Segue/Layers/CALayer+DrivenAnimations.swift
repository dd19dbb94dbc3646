import Foundation

/// The progress an owner sets for the layer animations it drives (Segue): a
/// `UIViewPropertyAnimator` moves one of these per animation block on its own
/// clock, and every layer animation the block made shows `from + (to − from) ·
/// progress`, unclamped (a spring overshoots past 1). Main-actor state.
@MainActor
final class LayerAnimationDriver {
    /// The interpolation progress the driven animations show.
    var progress: Double

    init(progress: Double = 0) {
        self.progress = progress
    }
}

extension CALayer {
    /// Attaches `animation` (a basic animation with `fromValue` and `toValue`) as an
    /// animation driven by `driver` instead of by media time, until removed with
    /// `removeDrivenAnimation(forKey:driver:)`. Its timing function is cleared: the
    /// driver's progress already includes the curve.
    func addDrivenAnimation(_ animation: CABasicAnimation, forKey key: String, driver: LayerAnimationDriver) {
        animation.timingFunction = nil
        animation.isRemovedOnCompletion = false
        animation.fillMode = .both
        animation.duration = 1
        add(animation, forKey: key)
        guard let entry = animationEntries.last, entry.key == key else { return }
        changeSchedule(of: entry) { $0.driver = driver }
    }

    /// Whether the animation under `key` is still the one `driver` drives (another
    /// animation may have replaced it).
    func hasDrivenAnimation(forKey key: String, driver: LayerAnimationDriver) -> Bool {
        animationEntries.contains { $0.key == key && $0.driver === driver }
    }

    /// The value the animation under `key` that `driver` drives shows at the
    /// driver's progress now, over the model (the model's value when there is
    /// none): where the animation is even when its driver moved since the last
    /// tick, which `presentation()` shows.
    func drivenValue(forKey key: String, driver: LayerAnimationDriver, at keyPath: LayerKeyPath) -> AnimatableValue {
        var properties = modelValues
        for entry in animationEntries where entry.key == key && entry.driver === driver {
            entry.applyDriven(driver, to: &properties)
        }
        return properties.value(at: keyPath)
    }

    /// Removes the animation under `key` if `driver` drives it; its delegate hears it
    /// stopped (finished as given).
    func removeDrivenAnimation(forKey key: String, driver: LayerAnimationDriver, finished: Bool) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key && $0.driver === driver }) else { return }
        stopEntry(at: index, finished: finished)
    }
}

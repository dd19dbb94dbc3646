import Foundation

/// Watches animations as they are added to layers (Segue, internal): an interactive
/// transition records the animations its container receives so it can reverse and
/// undo them exactly.
@MainActor
final class LayerAnimationAddObserver {
    let observe: (CALayer, LayerAnimationEntry) -> Void

    init(_ observe: @escaping (CALayer, LayerAnimationEntry) -> Void) {
        self.observe = observe
    }
}

/// The engine support an interactive transition needs from the layer tree (Segue;
/// Core Animation has no public equivalent):
/// - a *held* clock (`holdsEndedAnimations`): under it an animation that reached its
///   end keeps showing its end value and is not removed, so scrubbing to 100 % and
///   back never ends (or completes) anything while the transition is undecided;
/// - delays counted in a frozen layer's own time;
/// - observers of `add(_:forKey:)`, start values of an animation, exact removal and
///   model writes without actions, for cancelling.
extension CALayer {
    /// Called for every animation added to any layer, in order of registration.
    static var animationAddObservers: [LayerAnimationAddObserver] = []

    /// This layer's local time `delay` seconds of media time after the current tick,
    /// as `convertTime(CACurrentMediaTime() + delay, from: nil)` except that a frozen
    /// (speed 0) layer counts the delay as speed 1, so a delayed block added inside a
    /// container an interactive transition froze still starts `delay` later.
    func localTime(afterDelay delay: Double) -> Double {
        let now = localTime(atMediaTime: CACurrentMediaTime())
        var scale = 1.0
        var node: CALayer? = self
        while let current = node {
            let speed = current.timing.speed
            if speed != 0 { scale *= speed }
            node = current.superlayer
        }
        return now + delay * scale
    }

    /// The value each property an entry animates shows at the entry's start (its
    /// simple time 0 over the current model): the value a cancelled transition puts back.
    func startValues(of entry: LayerAnimationEntry) -> [(keyPath: LayerKeyPath, value: AnimatableValue)] {
        var properties = modelValues
        entry.apply(phase: .active(simpleTime: 0), localTime: entry.timing.beginTime, to: &properties)
        var result: [(keyPath: LayerKeyPath, value: AnimatableValue)] = []
        for leaf in entry.leaves where !result.contains(where: { $0.keyPath == leaf.compiled.keyPath }) {
            result.append((leaf.compiled.keyPath, properties.value(at: leaf.compiled.keyPath)))
        }
        return result
    }

    /// Removes one attached entry (by identity); its delegate hears it stopped
    /// unfinished. Nothing happens when it is no longer attached.
    func removeEntry(_ entry: LayerAnimationEntry) {
        guard let index = animationEntries.firstIndex(where: { $0 === entry }) else { return }
        stopEntry(at: index, finished: false)
    }
}

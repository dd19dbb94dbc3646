import Foundation
import Segue
import SegueSDL

/// One animation found on a layer of the scene: where it runs, its curve, and the
/// timing that says where it is now.
@MainActor
struct RunningAnimation {
    /// The layer it is attached to (weak: the panel never keeps layers alive).
    weak var layer: CALayer?
    /// "SCModalViewController.view.transform": the layer's name and the key path.
    var caption: String
    var curve: AnimationTimingCurve
    /// The animation's object (the layer's copy; a group's for its members).
    var identity: ObjectIdentifier
    /// The media timing from the layer's time down to this animation: a group's,
    /// then its member's.
    var timing: [MediaTimingParameters]

    /// Where in its simple duration the animation is at the current media time
    /// (`CACurrentMediaTime()` through the layer's time space, so a paused or
    /// scrubbed container moves it): 0 before it begins, its duration after it ends.
    func currentTime() -> Double? {
        guard let layer else { return nil }
        var time = layer.convertTime(CACurrentMediaTime(), from: nil)
        for level in timing {
            switch level.phase(atParentTime: time) {
            case .before(let simple): time = simple ?? 0
            case .active(let simple): time = simple
            case .after(let simple): time = simple ?? level.duration
            }
        }
        return time
    }

    /// The timing of an animation as Core Animation resolves it (a zero duration
    /// is the transaction default's 0.25 s).
    static func timing(of animation: CAAnimation) -> MediaTimingParameters {
        let duration = animation.duration > 0 && animation.duration.isFinite ? animation.duration : AnimationTimingCurve.defaultDuration
        return MediaTimingParameters(beginTime: animation.beginTime, duration: duration, speed: Double(animation.speed),
                                     timeOffset: animation.timeOffset, repeatCount: Double(animation.repeatCount),
                                     repeatDuration: animation.repeatDuration, autoreverses: animation.autoreverses,
                                     fillMode: animation.fillMode)
    }

    /// Every animation attached (under a key) in `root`'s subtree, in tree order,
    /// groups opened up into their members.
    static func scan(_ root: CALayer) -> [RunningAnimation] {
        var found: [RunningAnimation] = []
        collect(root, into: &found)
        return found
    }

    private static func collect(_ layer: CALayer, into found: inout [RunningAnimation]) {
        if let keys = layer.animationKeys() {
            for key in keys {
                guard let animation = layer.animation(forKey: key) else { continue }
                add(animation, on: layer, key: key, levels: [], identity: ObjectIdentifier(animation), into: &found)
            }
        }
        for sublayer in layer.sublayers ?? [] { collect(sublayer, into: &found) }
    }

    private static func add(_ animation: CAAnimation, on layer: CALayer, key: String, levels: [MediaTimingParameters],
                            identity: ObjectIdentifier, into found: inout [RunningAnimation]) {
        let chain = levels + [timing(of: animation)]
        if let group = animation as? CAAnimationGroup {
            for member in group.animations ?? [] {
                add(member, on: layer, key: key, levels: chain, identity: identity, into: &found)
            }
            return
        }
        guard let curve = AnimationTimingCurve(animation) else { return }
        let keyPath = (animation as? CAPropertyAnimation)?.keyPath ?? key
        found.append(RunningAnimation(layer: layer, caption: "\(ExplodedLayerName.name(of: layer)).\(keyPath)",
                                      curve: curve, identity: identity, timing: chain))
    }
}

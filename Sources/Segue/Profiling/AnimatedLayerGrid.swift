import Foundation

/// A grid of layers, each with a transform, an opacity and a position animation in
/// flight: the standard load for measuring a tick (`segue bench ticks` and the
/// package benchmarks use it, so their figures describe the same work).
///
/// The transform is a perspective flip about y (easeInEaseOut, autoreversing), the
/// opacity a linear fade, the position a move on the `default` curve; all repeat
/// forever, so none ends while being measured.
///
/// Added in one transaction, every layer's flip has the same begin time, duration
/// and curve, and so have the fades and the moves: a tick computes three timing
/// classes, as for `UIView.animate` over many views. `staggered` gives each layer
/// its own begin time instead (each already running, at its own phase), so no two
/// layers share timing: what a tick costs without sharing.
@MainActor
public enum AnimatedLayerGrid {
    /// A root layer holding `count` animated sublayers (built with actions disabled),
    /// their animations begun together or, when `staggered`, each layer's at its own time.
    public static func make(layerCount count: Int, staggered: Bool = false) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let flipped = CATransform3DRotate(perspective, .pi, 0, 1, 0)
        let now = CACurrentMediaTime()
        for index in 0..<max(count, 0) {
            // Begun a different fraction of a millisecond ago per layer: running, apart.
            let beginTime = staggered ? now - 1e-4 * Double(index + 1) : 0
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.position = CGPoint(x: index % 100 * 10, y: index / 100 * 10)
            root.addSublayer(layer)

            let flip = CABasicAnimation(keyPath: "transform")
            flip.fromValue = perspective
            flip.toValue = flipped
            flip.duration = 1.5
            flip.repeatCount = .infinity
            flip.autoreverses = true
            flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            flip.beginTime = beginTime
            layer.add(flip, forKey: "flip")

            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            fade.duration = 0.8
            fade.repeatCount = .infinity
            fade.beginTime = beginTime
            layer.add(fade, forKey: "fade")

            let slide = CABasicAnimation(keyPath: "position")
            slide.fromValue = CGPoint(x: 0, y: 0)
            slide.toValue = CGPoint(x: 300, y: 200)
            slide.duration = 1.2
            slide.repeatCount = .infinity
            slide.timingFunction = CAMediaTimingFunction(name: .default)
            slide.beginTime = beginTime
            layer.add(slide, forKey: "slide")
        }
        CATransaction.commit()
        return root
    }
}

import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// `CALayer.writePresentationProperties(into:)` is a renderer's one read of a layer: it
/// must write exactly what `presentationProperties` returns, every field, whatever
/// state the layer's presentation is in.
@MainActor @Suite struct CALayerPresentationReadTests {
    /// Reads `layer` into a buffer first filled with other values, and checks the
    /// result field by field against `presentationProperties`.
    func expectReadMatches(_ layer: CALayer, _ note: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let buffer = UnsafeMutablePointer<LayerProperties>.allocate(capacity: 1)
        defer { buffer.deinitialize(count: 1); buffer.deallocate() }
        var stale = LayerProperties()
        stale.bounds = CGRect(x: -9, y: -9, width: 1, height: 1)
        stale.transform = CATransform3DMakeScale(7, 7, 7)
        stale.opacity = 0.01
        stale.isHidden = true
        stale.borderColor = nil
        buffer.initialize(to: stale)
        layer.writePresentationProperties(into: buffer)
        #expect(buffer.pointee.differences(from: layer.presentationProperties) == [], "\(note)", sourceLocation: sourceLocation)
    }

    @Test func theReadIsThePresentationInEveryState() {
        let runtime = TestRuntime()
        // Still; overwriting a component; additive; a spring on a transform field
        // of a transform layer with sublayers; animated and hidden; masked,
        // rounded, bordered.
        let still = runtime.makeLayer()
        let slid = runtime.makeLayer()
        TestRuntime.slide(slid)
        let nudged = runtime.makeLayer()
        let nudge = CABasicAnimation(keyPath: "opacity")
        nudge.byValue = -0.5
        nudge.isAdditive = true
        nudge.duration = 1
        nudged.add(nudge, forKey: "nudge")
        let hop = CAKeyframeAnimation(keyPath: "position.y")
        hop.isAdditive = true
        hop.values = [0.0, -20.0, 0.0]
        hop.duration = 1
        nudged.add(hop, forKey: "hop")

        let card = CATransformLayer()
        let front = CALayer(), back = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.bounds = CGRect(x: 0, y: 0, width: 40, height: 56)
        card.position = CGPoint(x: 200, y: 100)
        for face in [front, back] {
            face.bounds = card.bounds
            face.position = CGPoint(x: 20, y: 28)
            face.isDoubleSided = false
            face.cornerRadius = 5
            face.masksToBounds = true
            face.borderWidth = 2
            face.borderColor = CGColor(rgba: RGBAColor(red: 1, green: 0, blue: 0))
            face.backgroundColor = CGColor(rgba: RGBAColor(red: 0, green: 0.5, blue: 1, alpha: 0.5))
            card.addSublayer(face)
        }
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        back.contents = CGImage(width: 2, height: 2, rgbaPixels: [UInt8](repeating: 200, count: 16))
        back.contentsGravity = .center
        runtime.root.addSublayer(card)
        CATransaction.commit()
        let spring = CASpringAnimation(keyPath: "transform.rotation.y")
        spring.fromValue = 0.0
        spring.toValue = Double.pi
        spring.duration = 2
        card.add(spring, forKey: "flip")
        let hidden = runtime.makeLayer()
        hidden.isHidden = true
        let fade = CABasicAnimation(keyPath: "cornerRadius")
        fade.fromValue = 0
        fade.toValue = 30
        fade.duration = 1
        hidden.add(fade, forKey: "round")

        let layers = [runtime.root, still, slid, nudged, card, front, back, hidden]
        runtime.advance(0.25)
        for step in 0..<4 {
            for (index, layer) in layers.enumerated() { expectReadMatches(layer, "step \(step), layer \(index), after a tick") }
            // Model changes between ticks: the presentation keeps the last tick.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for layer in [slid, nudged, card, still] {
                layer.position.y += 10
                layer.opacity = 0.9 - 0.1 * Float(step)
                layer.cornerRadius += 2
                layer.sublayerTransform = CATransform3DMakeScale(1, 1 + 0.1 * Double(step), 1)
            }
            card.transform = CATransform3DMakeRotation(0.2 * Double(step + 1), 0, 0, 1)
            CATransaction.commit()
            for (index, layer) in layers.enumerated() { expectReadMatches(layer, "step \(step), layer \(index), model changed") }
            runtime.advance(TestRuntime.tick * 3)
        }
        // Out of the tree, a layer shows what its last tick computed.
        slid.removeFromSuperlayer()
        runtime.advance(TestRuntime.tick)
        expectReadMatches(slid, "removed from the tree")
        // Animations over: the model shows.
        runtime.advance(3)
        for (index, layer) in layers.enumerated() { expectReadMatches(layer, "layer \(index), animations over") }
    }

    /// Calls `body` at each tick the loop runs.
    final class TickWatcher {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
        func step(_ link: CADisplayLink) { body() }
    }

    @Test("in a tick that left its values pending (not the last of a frame), the read computes them first")
    func aSkippedTickIsComputedBeforeTheRead() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 300, y: 200)
        move.duration = 1
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = Double.pi
        turn.duration = 1
        layer.add(move, forKey: "move")
        layer.add(turn, forKey: "turn")
        runtime.advance(TestRuntime.tick)
        var reads = 0
        let watcher = TickWatcher {
            reads += 1
            self.expectReadMatches(layer, "tick \(reads) of a frame")
        }
        let link = CADisplayLink(target: watcher, action: TickWatcher.step)
        link.add(to: runtime.loop)
        // Four ticks in one advance(): the first three leave their values pending.
        runtime.advance(4 * TestRuntime.tick)
        #expect(reads == 4)
        link.invalidate()
        withExtendedLifetime(watcher) {}
    }
}

import Segue

/// A runtime on a manual clock for tests: ticks of 1/256 s (exact in binary, so
/// times like 0.25 land exactly on a tick), a root layer attached, no wall time.
@MainActor
public struct TestRuntime {
    public static let tick = 1.0 / 256
    public let clock = ManualClock(start: 100)
    public let loop: FixedTimestepLoop
    public let root = CALayer()

    public init() {
        // Whatever an earlier test left open must not leak into this one.
        CATransaction.flush()
        loop = FixedTimestepLoop(clock: clock, tickInterval: Self.tick, maximumCatchUp: 1_000)
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        loop.attach(root)
        advance(Self.tick)
    }

    /// Moves the clock forward and runs the ticks that are due.
    public func advance(_ seconds: Double) {
        clock.advance(by: seconds)
        loop.advance()
    }

    /// Adds the tests' plain slide to `layer` under `key`: `position.x` from 0 to
    /// 100 over 1 s, linear, so at 0.25 s the layer shows x = 25.
    public static func slide(_ layer: CALayer, key: String = "slide") {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        layer.add(animation, forKey: key)
    }

    /// A sublayer of the root that has been rendered once (so implicit actions apply).
    public func makeLayer() -> CALayer {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        root.addSublayer(layer)
        CATransaction.commit()
        advance(Self.tick)
        return layer
    }
}

import Foundation

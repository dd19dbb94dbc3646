import Foundation
@testable import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// No growth over 1,000 present/dismiss cycles of the flip scene, headless: every
/// modal controller, its view and its layer are freed, and the window's layer
/// tree, its gesture recognizers and the engine's observer lists are the same
/// size after the thousandth cycle as after the tenth. Counts objects; never
/// time or memory readings.
@MainActor
@Suite struct PresentDismissCyclesTests {
    final class WeakBox {
        weak var controller: UIViewController?
        weak var view: UIView?
        weak var layer: CALayer?
    }

    static func layerCount(_ layer: CALayer) -> Int {
        1 + (layer.sublayers ?? []).reduce(0) { $0 + layerCount($1) }
    }

    @Test func aThousandFlipCyclesLeaveNothingBehind() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300), tickInterval: 1.0 / 60)
        let scene = FlipModalScene(still: false)
        scene.tuning.set(.duration, to: StudioTuning.range(of: .duration).lowerBound)
        host.present(scene.window)
        host.runTicks(1)
        // Both pages put their button 56 pt below the centre.
        let button = CGPoint(x: 200, y: 150 + 56)
        var freed: [WeakBox] = []
        var presented = 0

        func cycle(_ index: Int) {
            // Alternate the scene's own call with real clicks on the buttons.
            if index.isMultiple(of: 2) { _ = scene.startShowcaseTransition() } else { host.click(at: button) }
            _ = host.settle()
            let box = WeakBox()
            box.controller = scene.root.presentedViewController
            box.view = box.controller?.view
            box.layer = box.view?.layer
            if box.controller is SCModalViewController { presented += 1 }
            freed.append(box)
            if index.isMultiple(of: 2) { _ = scene.startShowcaseTransition() } else { host.click(at: button) }
            _ = host.settle()
        }

        for index in 0..<10 { cycle(index) }
        let layers = Self.layerCount(scene.window.layer)
        let recognizers = scene.window.gestureRecognizers?.count ?? 0
        let observers = CALayer.animationAddObservers.count
        let roots = host.loop.rootLayers.count
        for index in 10..<1_000 { cycle(index) }
        // The loop's animation arena holds the layers of the last animations it ran
        // until it is next rebuilt (a bounded hold, not growth): one more cycle,
        // not counted, lets the thousandth go.
        _ = scene.startShowcaseTransition()
        _ = host.settle()
        _ = scene.startShowcaseTransition()
        _ = host.settle()

        #expect(presented == 1_000, "every cycle presented a new modal")
        #expect(freed.allSatisfy { $0.controller == nil && $0.view == nil && $0.layer == nil },
                "alive: \(freed.filter { $0.controller != nil }.count) controllers, \(freed.filter { $0.view != nil }.count) views, \(freed.filter { $0.layer != nil }.count) layers; last alive at \(freed.lastIndex { $0.layer != nil } ?? -1)")
        #expect(scene.root.presentedViewController == nil)
        #expect(Self.layerCount(scene.window.layer) == layers)
        #expect(scene.window.gestureRecognizers?.count ?? 0 == recognizers)
        #expect(CALayer.animationAddObservers.count == observers)
        #expect(host.loop.rootLayers.count == roots)
        #expect(!host.loop.isAnimating && !host.loop.wantsContinuousTicks)
    }
}

import Foundation
import Testing
@testable import Segue

/// `layoutAndDisplayIfNeeded()` walks only the paths to layers that asked for
/// layout or display, and still lays out and displays every one of them, wherever
/// and however the request was made.
@MainActor @Suite struct LayoutAndDisplayWalkTests {
    /// A layer that logs its layouts and displays by name.
    final class LoggingLayer: CALayer {
        var log: (String) -> Void = { _ in }
        var onLayout: () -> Void = {}

        override func layoutSublayers() {
            super.layoutSublayers()
            log("\(name ?? "?").layout")
            onLayout()
        }

        override func display() {
            super.display()
            log("\(name ?? "?").display")
        }
    }

    /// A root with two branches of depth three: root → a → a1 → a2, root → b → b1 → b2.
    func makeTree(log: @escaping (String) -> Void) -> [String: LoggingLayer] {
        var layers: [String: LoggingLayer] = [:]
        for name in ["root", "a", "a1", "a2", "b", "b1", "b2"] {
            let layer = LoggingLayer()
            layer.name = name
            layer.log = log
            layers[name] = layer
        }
        layers["root"]!.addSublayer(layers["a"]!)
        layers["a"]!.addSublayer(layers["a1"]!)
        layers["a1"]!.addSublayer(layers["a2"]!)
        layers["root"]!.addSublayer(layers["b"]!)
        layers["b"]!.addSublayer(layers["b1"]!)
        layers["b1"]!.addSublayer(layers["b2"]!)
        return layers
    }

    @Test func aDeepRequestIsServedAndAQuietTreeIsSkipped() {
        var log: [String] = []
        let layers = makeTree { log.append($0) }
        let root = layers["root"]!
        root.layoutAndDisplayIfNeeded()
        log.removeAll()

        layers["b2"]!.setNeedsDisplay()
        layers["a1"]!.setNeedsLayout()
        root.layoutAndDisplayIfNeeded()
        #expect(log == ["a1.layout", "b2.display"])
        #expect(!root.descendantNeedsUpdate && !layers["a"]!.descendantNeedsUpdate && !layers["b1"]!.descendantNeedsUpdate)

        log.removeAll()
        root.layoutAndDisplayIfNeeded()
        #expect(log.isEmpty)
    }

    @Test func aLayerArrivingWithARequestIsServed() {
        var log: [String] = []
        let layers = makeTree { log.append($0) }
        let root = layers["root"]!
        root.layoutAndDisplayIfNeeded()
        log.removeAll()

        // Asked before it had a superlayer, then moved into the tree with a child
        // that also asked.
        let newcomer = LoggingLayer()
        newcomer.name = "new"
        newcomer.log = { log.append($0) }
        let child = LoggingLayer()
        child.name = "newChild"
        child.log = { log.append($0) }
        newcomer.addSublayer(child)
        child.setNeedsDisplay()
        newcomer.setNeedsLayout()
        layers["b1"]!.addSublayer(newcomer)
        root.layoutAndDisplayIfNeeded()
        // b1 gained a sublayer, which asks for its layout too (as in Core Animation).
        #expect(log == ["b1.layout", "new.layout", "newChild.display"])

        // Moved between branches with a pending request.
        log.removeAll()
        child.setNeedsDisplay()
        layers["a2"]!.addSublayer(child)
        root.layoutAndDisplayIfNeeded()
        // a2 gained the sublayer and "new" lost it: both lay out, in tree order.
        #expect(log == ["a2.layout", "newChild.display", "new.layout"])
    }

    @Test func aRequestMadeDuringTheWalkIsServedByTheNextWalk() {
        var log: [String] = []
        let layers = makeTree { log.append($0) }
        let root = layers["root"]!
        root.layoutAndDisplayIfNeeded()
        log.removeAll()

        // b's layout asks a2 (already walked past) and b2 (still ahead) for display.
        var asked = false
        // The two layers only, not the dictionary: b holding a closure that holds b
        // would be a reference cycle.
        let (a2, b2) = (layers["a2"]!, layers["b2"]!)
        layers["b"]!.onLayout = {
            guard !asked else { return }
            asked = true
            a2.setNeedsDisplay()
            b2.setNeedsDisplay()
        }
        layers["b"]!.setNeedsLayout()
        root.layoutAndDisplayIfNeeded()
        #expect(log == ["b.layout", "b2.display"])
        log.removeAll()
        root.layoutAndDisplayIfNeeded()
        #expect(log == ["a2.display"])
        log.removeAll()
        root.layoutAndDisplayIfNeeded()
        #expect(log.isEmpty)
    }

    @Test func walkingASubtreeLeavesTheRestOfTheTreeToItsOwnWalk() {
        var log: [String] = []
        let layers = makeTree { log.append($0) }
        let root = layers["root"]!
        root.layoutAndDisplayIfNeeded()
        log.removeAll()

        layers["a2"]!.setNeedsDisplay()
        layers["b2"]!.setNeedsDisplay()
        layers["a"]!.layoutAndDisplayIfNeeded()
        #expect(log == ["a2.display"])
        log.removeAll()
        root.layoutAndDisplayIfNeeded()
        #expect(log == ["b2.display"])
    }
}

import Foundation
import Testing
import Segue
@testable import SegueSDL

/// The sublayers' states a render state keeps (`LayerRenderState.sublayerStates`),
/// which the walk follows instead of reading the sublayers: rebuilt by the refresh
/// after every change to the list — kept in the state for two, in a buffer the state
/// keeps and grows for more — and a walk over a tree that grew draws what a fresh
/// compositor draws.
@MainActor @Suite struct SublayerStateListTests {
    typealias F = CompositorFixtures

    /// The states `layer`'s state lists, in order.
    func listed(_ layer: CALayer) -> [UnsafeMutablePointer<LayerRenderState>?] {
        let state = layer.renderState.pointee
        guard let base = state.sublayerStates else { return [] }
        return (0..<Int(state.sublayerCount)).map { base[$0] }
    }

    /// Builds `root` with `tessellator` and expects every layer's state to list
    /// its sublayers' states, in list order.
    func expectListsFollow(_ root: CALayer, _ tessellator: LayerTreeTessellator, _ note: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        tessellator.build(root, scale: 1, viewportWidth: 200, viewportHeight: 100)
        func check(_ layer: CALayer) {
            let expected = (layer.sublayers ?? []).map { Optional($0.renderState) }
            #expect(listed(layer) == expected, "\(note): \(layer.name ?? "a layer")", sourceLocation: sourceLocation)
            for sublayer in layer.sublayers ?? [] { check(sublayer) }
        }
        check(root)
    }

    @Test func theListFollowsEveryChangeToTheSublayers() {
        let root = F.stage(CGSize(width: 200, height: 100))
        root.name = "root"
        let layers = (0..<6).map { index in
            let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20),
                                position: CGPoint(x: 15 + 30 * Double(index), y: 50),
                                background: F.colour(40 * index, 100, 200))
            layer.name = "layer\(index)"
            return layer
        }
        let other = F.layer(bounds: CGRect(x: 0, y: 0, width: 60, height: 60), position: CGPoint(x: 100, y: 50))
        other.name = "other"
        root.addSublayer(other)
        let tessellator = LayerTreeTessellator()
        expectListsFollow(root, tessellator, "one sublayer")
        let inline = root.renderState.pointee.sublayerStates
        root.addSublayer(layers[0])
        expectListsFollow(root, tessellator, "two: in the state")
        #expect(root.renderState.pointee.sublayerStates == inline, "two sublayers' states are kept in the state")
        for layer in layers[1...] { root.addSublayer(layer) }
        expectListsFollow(root, tessellator, "seven: in a buffer")
        #expect(root.renderState.pointee.sublayerStates != inline)
        let buffer = root.renderState.pointee.sublayerStates
        root.insertSublayer(layers[5], at: 0)
        expectListsFollow(root, tessellator, "reordered")
        #expect(root.renderState.pointee.sublayerStates == buffer, "a list that does not grow keeps its buffer")
        layers[2].removeFromSuperlayer()
        expectListsFollow(root, tessellator, "removed")
        other.addSublayer(layers[3])
        other.addSublayer(layers[4])
        other.addSublayer(layers[1])
        expectListsFollow(root, tessellator, "moved to another superlayer")
        root.replaceSublayer(layers[0], with: layers[2])
        expectListsFollow(root, tessellator, "replaced")
        root.sublayers = [layers[5]]
        expectListsFollow(root, tessellator, "back to one: in the state again")
        #expect(root.renderState.pointee.sublayerStates == inline)
        root.sublayers = nil
        expectListsFollow(root, tessellator, "none")
        #expect(root.renderState.pointee.sublayerStates == nil)
        #expect(tessellator.statistics.layersVisited == 1)
    }

    @Test func aLayerWhoseSublayersAreFreedIsRefreshedBeforeItsListIsRead() {
        let root = F.stage(CGSize(width: 200, height: 100))
        let tessellator = LayerTreeTessellator()
        do {
            let layers = (0..<5).map { _ in
                F.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 50, y: 50),
                        background: F.red)
            }
            for layer in layers { root.addSublayer(layer) }
            expectListsFollow(root, tessellator, "five")
            root.sublayers = nil
        }
        // The five layers (and their states) are gone; new ones may take their
        // states over. The walk reads the new list, not the old.
        let replacement = F.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 20, y: 20),
                                  background: F.blue)
        root.addSublayer(replacement)
        expectListsFollow(root, tessellator, "after the free")
        #expect(tessellator.statistics.layersVisited == 2)
    }

    /// A root whose `width` columns each hold a chain `depth` layers deep, each
    /// layer a slightly smaller square of its own colour.
    func tree(width: Int, depth: Int) -> CALayer {
        let root = F.stage(CGSize(width: 200, height: 100))
        for column in 0..<width {
            var parent = root
            for level in 0..<depth {
                let side = CGFloat(40 - level)
                let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: side, height: side),
                                    position: level == 0 ? CGPoint(x: 10 + CGFloat(column) * 200 / CGFloat(width), y: 50)
                                                         : CGPoint(x: side / 2 + 1, y: side / 2 + 1),
                                    background: F.colour((column * 37) % 256, (level * 53) % 256, 128))
                layer.zPosition = CGFloat((column + level) % 3)
                parent.addSublayer(layer)
                parent = layer
            }
        }
        return root
    }

    @Test func aTreeThatGrowsBetweenFramesDrawsAsAFreshCompositorDoes() throws {
        let reused = try OffscreenCanvas(pixelWidth: 200, pixelHeight: 100)
        try reused.draw(tree(width: 2, depth: 2))
        let grown = tree(width: 30, depth: 12)
        try reused.draw(grown)
        let fresh = try OffscreenCanvas(pixelWidth: 200, pixelHeight: 100)
        try fresh.draw(grown)
        let a = try reused.image(), b = try fresh.image()
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
        #expect(reused.statistics.layersVisited == 1 + 30 * 12)
        #expect(reused.statistics.quads == fresh.statistics.quads && reused.statistics.quads > 30)
    }
}

import Foundation
import Testing
import Segue
@testable import SegueSDL

/// The tessellator's per-depth buffers of what it read of siblings: growing a
/// level mid-walk leaves the levels above valid, and a walk over a tree that grew
/// draws what a fresh compositor draws.
@MainActor @Suite struct SiblingReadStackTests {
    typealias F = CompositorFixtures

    @Test func growingADeeperLevelKeepsTheShallowerOnes() {
        let stack = SiblingReadStack()
        let layers = (0..<3).map { _ in CALayer() }
        let top = stack.reads(depth: 0, count: 3)
        for index in 0..<3 { top[index].state = layers[index].renderState }
        let small = stack.reads(depth: 1, count: 2)
        small[0].state = layers[0].renderState
        // Asking for more at depth 1 may move depth 1, never depth 0.
        let large = stack.reads(depth: 1, count: 500)
        large[499].state = layers[2].renderState
        #expect(stack.reads(depth: 0, count: 3) == top)
        #expect((0..<3).map { top[$0].state } == layers.map(\.renderState))
        // A level that already has room is handed back where it is.
        #expect(stack.reads(depth: 1, count: 10) == large)
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

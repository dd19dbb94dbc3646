import Foundation
import Segue
import Testing
@testable import SegueSDL

/// A big tree exploded: the stack keeps to `maximumDepth`, and labels that would
/// only cover each other are left out.
@MainActor
@Suite("ExplodedView: many layers stay on screen")
struct ExplodedViewDepthTests {
    @Test("the spacing shrinks so the stack is at most maximumDepth deep; few levels keep the spacing")
    func spacingKeepsToTheDepth() {
        let root = CALayer()
        var view = ExplodedView(root: root)
        #expect(view.maximumDepth == 1200)
        #expect(view.effectiveSpacing(levelCount: 1) == 50)
        view.maximumDepth = .nan
        #expect(view.effectiveSpacing(levelCount: 401) == 50, "a depth that is not a number does not limit")
        view.maximumDepth = 100_000
        #expect(view.effectiveSpacing(levelCount: 401) == 50)
    }

    @Test("300 layers, 75 on top of each other in each of 4 columns: 76 levels squeezed into maximumDepth; only labels with a clear place are drawn")
    func denseTree() {
        let size = CGSize(width: 320, height: 200)
        let root = CompositorFixtures.stage(size)
        for index in 0..<300 {
            let layer = CompositorFixtures.layer(bounds: CGRect(x: 0, y: 0, width: 60, height: 40),
                                                 position: CGPoint(x: 40 + CGFloat(index % 4) * 70, y: 100),
                                                 background: CompositorFixtures.green)
            root.addSublayer(layer)
        }
        let tessellator = LayerTreeTessellator()
        tessellator.explodedView = ExplodedView(root: root)
        tessellator.build(root, scale: 1, viewportWidth: 320, viewportHeight: 200)
        let state = tessellator.explodedState
        #expect(state.levelCount == 76)
        #expect(state.spacing == 16)
        let placed = state.placed
        #expect(!placed.isEmpty && placed.count < 301, "labels placed: \(placed.count)")
        for (i, a) in placed.enumerated() {
            for b in placed[(i + 1)...] {
                #expect(!(a.x < b.z && b.x < a.z && a.y < b.w && b.y < a.w), "labels do not overlap")
            }
        }
    }
}

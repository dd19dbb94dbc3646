import Foundation
import Segue
import Testing
@testable import SegueSDL

/// Levels, as in Xcode's view debugger: a layer lies one level above its
/// superlayer and above every earlier-drawn layer it overlaps in the flat picture;
/// the sheets are drawn level by level, farthest from the eye first.
@MainActor
@Suite("ExplodedView: levels")
struct ExplodedViewLevelTests {
    static let size = CGSize(width: 400, height: 300)

    /// root → row (a bar) → three buttons side by side; root → card overlapping
    /// the row; root → badge overlapping nothing.
    @MainActor
    struct Tree {
        let root = CompositorFixtures.stage(ExplodedViewLevelTests.size, background: CompositorFixtures.colour(30, 30, 30))
        let row = CompositorFixtures.layer(bounds: CGRect(x: 0, y: 0, width: 360, height: 60),
                                           position: CGPoint(x: 200, y: 60), background: CompositorFixtures.blue)
        let buttons: [CALayer]
        let card = CompositorFixtures.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
                                            position: CGPoint(x: 100, y: 100), background: CompositorFixtures.red)
        let badge = CompositorFixtures.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40),
                                             position: CGPoint(x: 340, y: 250), background: CompositorFixtures.green)

        init() {
            buttons = (0..<3).map { index in
                CompositorFixtures.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 40),
                                         position: CGPoint(x: 60 + CGFloat(index) * 120, y: 30),
                                         background: CompositorFixtures.white)
            }
            root.addSublayer(row)
            for button in buttons { row.addSublayer(button) }
            root.addSublayer(card)
            root.addSublayer(badge)
        }
    }

    func levels(_ tree: Tree, _ view: ExplodedView) -> LayerTreeTessellator {
        let tessellator = LayerTreeTessellator()
        tessellator.explodedView = view
        tessellator.build(tree.root, scale: 1, viewportWidth: Double(Self.size.width), viewportHeight: Double(Self.size.height))
        return tessellator
    }

    @Test("siblings side by side share a level; a layer overlapping earlier ones goes above them; a child above its parent")
    func xcodesRule() {
        let tree = Tree()
        let state = levels(tree, ExplodedView(root: tree.root)).explodedState
        func level(_ layer: CALayer) -> Int? { state.levels[ObjectIdentifier(layer)] }
        #expect(level(tree.root) == 0)
        #expect(level(tree.row) == 1)
        #expect(tree.buttons.map(level) == [2, 2, 2], "three buttons that do not overlap share one level")
        // The card overlaps the row and the first button, drawn before it.
        #expect(level(tree.card) == 3)
        // The badge overlaps nothing but the root.
        #expect(level(tree.badge) == 1)
        #expect(state.levelCount == 4, "7 layers, 4 levels")
    }

    @Test("edges that only touch do not overlap; a footprint off the grid still meets one covering everything")
    func planner() {
        let planner = ExplodedLevelPlanner()
        planner.reset(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(planner.place(SIMD4(0, 0, 100, 100), parentLevel: nil) == 0)
        #expect(planner.place(SIMD4(0, 0, 50, 50), parentLevel: 0) == 1)
        #expect(planner.place(SIMD4(50, 0, 100, 50), parentLevel: 0) == 1, "touching the first at x = 50 only")
        #expect(planner.place(SIMD4(25, 25, 75, 75), parentLevel: 0) == 2)
        #expect(planner.place(nil, parentLevel: 0) == 3, "no footprint known: above everything")
        #expect(planner.place(SIMD4(-500, -500, -400, -400), parentLevel: 0) == 4, "beyond the grid, under the one covering everything")
        #expect(planner.place(SIMD4(10, 10, 10, 90), parentLevel: 0) == 1, "no area: above its parent only")
        #expect(planner.highestLevel == 4)
    }

    @Test("the spacing shrinks so the stack of levels is at most maximumDepth deep")
    func spacingKeepsToTheDepth() {
        var view = ExplodedView(root: CALayer())
        #expect(view.effectiveSpacing(levelCount: 10) == 50)
        #expect(view.effectiveSpacing(levelCount: 25) == 50)
        #expect(view.effectiveSpacing(levelCount: 401) == 3)
        view.progress = 0.5
        #expect(view.effectiveSpacing(levelCount: 401) == 1.5)
    }

    @Test("seen from the front, the sheets are drawn level by level, however the tree orders them")
    func drawnInLevelOrder() {
        let tree = Tree()
        // Painter's order is root, row, buttons, card, badge: the badge (level 1)
        // comes after the card (level 3).
        for (yaw, pitch) in [(-25.0, 15.0), (80.0, -80.0), (-80.0, 80.0), (0.0, 0.0)] {
            let view = ExplodedView(root: tree.root, yaw: CGFloat(yaw * .pi / 180), pitch: CGFloat(pitch * .pi / 180))
            let tessellator = levels(tree, view)
            let state = tessellator.explodedState
            let drawn = tessellator.frame.surfaces.compactMap { surface -> Int? in
                surface.layer >= 0 && surface.layer < state.ordinalRanks.count ? state.ordinalRanks[surface.layer] : nil
            }
            #expect(drawn == drawn.sorted(), "yaw \(yaw)°, pitch \(pitch)°: ranks \(drawn)")
            #expect(state.levelRanks == [0, 1, 2, 3], "the eye is above every sheet")
            // Ordinals in painter's order: root 0, row 1, buttons 2–4, card 5, badge 6.
            let layers = tessellator.frame.surfaces.map(\.layer)
            if let badge = layers.firstIndex(of: 6), let card = layers.firstIndex(of: 5) {
                #expect(badge < card, "the badge's sheet (level 1) before the card's (level 3)")
            } else {
                #expect(yaw != -25, "both drawn at the default angles")
            }
        }
    }

    @Test("the eye's side decides the order: above every sheet, lowest first; inside the stack, outward from it")
    func sheetOrder() {
        var ranks: [Int] = []
        // The eye at z = 1000 (a perspective looking down z): levels 0…3 at 100 pt.
        var m = Matrix4.identity
        m.r2.w = -1.0 / 1000
        LayerTreeTessellator.sheetOrder(levelCount: 4, spacing: 100, stackToScreen: m, into: &ranks)
        #expect(ranks == [0, 1, 2, 3])
        // The eye at z = 150: levels 0 and 3 (150 pt away) first, 1 and 2 (50 pt away) last.
        m.r2.w = -1.0 / 150
        LayerTreeTessellator.sheetOrder(levelCount: 4, spacing: 100, stackToScreen: m, into: &ranks)
        #expect(ranks == [0, 2, 3, 1])
        // Seen from below (the eye at z = −1000): the top level first.
        m.r2.w = 1.0 / 1000
        LayerTreeTessellator.sheetOrder(levelCount: 4, spacing: 100, stackToScreen: m, into: &ranks)
        #expect(ranks == [3, 2, 1, 0])
    }

    @Test("reordering a frame's surfaces keeps each surface's triangles and the batches' rebasing")
    func reorderKeepsGeometry() throws {
        let tree = Tree()
        let view = ExplodedView(root: tree.root, showsLabels: false)
        let canvas = try OffscreenCanvas(pixelWidth: Int(Self.size.width), pixelHeight: Int(Self.size.height))
        canvas.explodedView = view
        let picture = try canvas.render(tree.root, backgroundColor: CompositorFixtures.black)
        // The badge (green, level 1) and the card (red, level 3) both show.
        var red = 0, green = 0
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                guard let p = picture.pixel(x: x, y: y) else { continue }
                if p.red > 0.9 && p.green < 0.1 && p.blue < 0.1 { red += 1 }
                if p.green > 0.9 && p.red < 0.1 && p.blue < 0.1 { green += 1 }
            }
        }
        #expect(red > 1000 && green > 200, "red \(red), green \(green)")
    }
}

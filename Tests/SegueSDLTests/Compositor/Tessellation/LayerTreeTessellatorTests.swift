import Foundation
import Testing
import Segue
@testable import SegueSDL

/// The tree walk and geometry without SDL: vertices, triangles, batches.
@MainActor @Suite struct LayerTreeTessellatorTests {
    typealias F = CompositorFixtures

    func build(_ root: CALayer, scale: Double = 1, size: Double = 400) -> LayerTreeTessellator {
        let tessellator = LayerTreeTessellator()
        tessellator.build(root, scale: scale, viewportWidth: size * scale, viewportHeight: size * scale)
        return tessellator
    }

    @Test func anAffineQuadIsTwoTrianglesAtItsCorners() {
        let root = F.stage(CGSize(width: 400, height: 400))
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 120, y: 80),
                           background: F.red)
        card.transform = CoreAnimationMath.rotation(30, 0, 0, 1)
        root.addSublayer(card)
        let t = build(root)
        #expect(t.frame.triangleCount == 2)
        #expect(t.frame.vertices.count == 4)
        for corner in CoreAnimationMath.corners(card) {
            #expect(t.frame.vertices.contains { abs(Double($0.x) - corner.x) < 1e-3 && abs(Double($0.y) - corner.y) < 1e-3 })
        }
        #expect(t.statistics.layersVisited == 2 && t.statistics.quads == 1 && t.statistics.triangles == 2)
    }

    @Test func scaleIsPixelsPerPoint() {
        let root = F.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 15, y: 25), background: F.red)
        let t = build(root, scale: 2)
        let xs = t.frame.vertices.map(\.x), ys = t.frame.vertices.map(\.y)
        #expect(xs.min() == 20 && xs.max() == 40 && ys.min() == 40 && ys.max() == 60)
    }

    @Test func onlyTexturedPerspectiveQuadsAreSubdivided() {
        let root = F.stage(CGSize(width: 400, height: 400), perspective: 500)
        let colour = F.layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 200, y: 200),
                             background: F.red)
        colour.transform = CoreAnimationMath.rotation(60, 1, 0, 0)
        root.addSublayer(colour)
        #expect(build(root).frame.triangleCount == 2)

        let image = F.checkerboard(cells: 4, cellSize: 8)
        colour.contents = image
        let tilted = build(root).frame
        #expect(tilted.triangleCount > 2)
        #expect(tilted.triangleCount <= 2 * PerspectiveSubdivision.maximumCellsPerSide * PerspectiveSubdivision.maximumCellsPerSide)
        // Opaque contents over the whole bounds hide the background: one textured run.
        #expect(tilted.batches.count == 1 && tilted.batches[0].image === image)

        colour.transform = CoreAnimationMath.rotation(30, 0, 0, 1)  // affine again
        #expect(build(root).frame.triangleCount == 2)
    }

    @Test func everyVertexIsDividedOnceAndLandsWhereTheMatrixChainSays() throws {
        let root = F.stage(CGSize(width: 400, height: 400), perspective: 500)
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 160, height: 100), position: CGPoint(x: 220, y: 190))
        card.contents = F.quadrants(width: 16, height: 10)
        card.transform = CoreAnimationMath.rotation(50, 1, 1, 0)
        root.addSublayer(card)
        let t = build(root)
        // Each vertex's texture coordinate says which local point it is.
        for v in t.frame.vertices {
            let local = CGPoint(x: Double(v.u) * 160, y: Double(v.v) * 100)
            let expected = try #require(CoreAnimationMath.project(card, local))
            #expect(abs(Double(v.x) - expected.x) < 1e-2 && abs(Double(v.y) - expected.y) < 1e-2)
        }
    }

    @Test func whatIsBehindTheEyeIsClippedNotDivided() {
        let root = F.stage(CGSize(width: 400, height: 400), perspective: 500)
        // A floor running from far behind the screen to behind the eye (z up to 900).
        let floor = F.layer(bounds: CGRect(x: 0, y: 0, width: 300, height: 2000), position: CGPoint(x: 200, y: 300),
                            background: F.green)
        floor.contents = F.checkerboard(cells: 4, cellSize: 4)
        floor.transform = CoreAnimationMath.rotation(90, 1, 0, 0)
        root.addSublayer(floor)
        let t = build(root)
        #expect(t.frame.triangleCount > 0)
        for v in t.frame.vertices {
            #expect(v.x.isFinite && v.y.isFinite)
            // The guard band: at most one viewport beyond each edge.
            #expect(v.x >= -400.5 && v.x <= 800.5 && v.y >= -400.5 && v.y <= 800.5)
        }
        // Entirely behind the eye: nothing.
        let behind = F.stage(CGSize(width: 400, height: 400), perspective: 500)
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 200, y: 200),
                            background: F.red)
        layer.zPosition = 600
        behind.addSublayer(layer)
        #expect(build(behind).frame.triangleCount == 0)
    }

    @Test func hiddenTransparentAndCulledSubtreesDrawNothing() {
        let root = F.stage(CGSize(width: 400, height: 400))
        let hidden = F.layer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), position: CGPoint(x: 50, y: 50), background: F.red)
        hidden.isHidden = true
        hidden.addSublayer(F.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: .zero, background: F.red))
        let clear = F.layer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), position: CGPoint(x: 150, y: 50), background: F.red)
        clear.opacity = 0
        let back = F.layer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), position: CGPoint(x: 250, y: 50), background: F.red)
        back.transform = CoreAnimationMath.rotation(180, 0, 1, 0)
        back.isDoubleSided = false
        root.sublayers = [hidden, clear, back]
        let t = build(root)
        #expect(t.frame.triangleCount == 0)
        #expect(t.statistics.layersVisited == 4)  // the root and its three sublayers, not the hidden child
        back.isDoubleSided = true
        #expect(build(root).frame.triangleCount == 2)
    }

    @Test func maskedDescendantsStayInsideTheRotatedBounds() {
        let root = F.stage(CGSize(width: 400, height: 400))
        let mask = F.layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), position: CGPoint(x: 200, y: 200))
        mask.transform = CoreAnimationMath.rotation(45, 0, 0, 1)
        mask.masksToBounds = true
        let child = F.layer(bounds: CGRect(x: 0, y: 0, width: 400, height: 400), position: CGPoint(x: 100, y: 50),
                            background: F.green)
        child.transform = CoreAnimationMath.rotation(-20, 0, 0, 1)
        mask.addSublayer(child)
        root.addSublayer(mask)
        let t = build(root)
        let outline = CoreAnimationMath.corners(mask)
        #expect(t.frame.triangleCount >= 2)
        for v in t.frame.vertices {
            #expect(CoreAnimationMath.contains(outline, CGPoint(x: Double(v.x), y: Double(v.y)), slack: 1e-3))
        }
        // The clipped polygon reaches every corner of the mask (the child covers it).
        for corner in outline {
            #expect(t.frame.vertices.contains { hypot(Double($0.x) - corner.x, Double($0.y) - corner.y) < 1e-3 })
        }
    }

    @Test func batchesFollowPaintersOrderAndMergeRunsOfTheSameTexture() {
        let root = F.stage(CGSize(width: 400, height: 400))
        let image = F.checkerboard(cells: 2, cellSize: 2)
        func layer(_ x: CGFloat, background: RGBAColor?, contents: CGImage?) -> CALayer {
            let l = F.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: x, y: 50), background: background)
            l.contents = contents
            return l
        }
        root.sublayers = [layer(20, background: F.red, contents: nil), layer(50, background: F.green, contents: nil),
                          layer(80, background: nil, contents: image), layer(110, background: nil, contents: image),
                          layer(140, background: F.blue, contents: nil)]
        let batches = build(root).frame.batches
        #expect(batches.count == 3)
        #expect(batches[0].image == nil && batches[0].indexCount == 12)
        #expect(batches[1].image === image && batches[1].indexCount == 12)
        #expect(batches[2].image == nil && batches[2].indexCount == 6)
    }

    @Test func theBackgroundIsSkippedOnlyUnderOpaqueContentsCoveringTheBounds() {
        let root = F.stage(CGSize(width: 100, height: 100))
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: 50, y: 50), background: F.red)
        root.addSublayer(layer)
        layer.contents = F.quadrants(width: 4, height: 4)
        #expect(build(root).frame.batches.count == 1)
        layer.contentsGravity = .center  // a 4×4 image does not cover 40×40
        #expect(build(root).frame.batches.count == 2)
        layer.contentsGravity = .resize
        layer.contents = CGImage(width: 4, height: 4, filledWith: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(build(root).frame.batches.count == 2)
    }

    @Test func siblingKeysSortStably() {
        var keys = [SiblingKey(key: 9, index: -1), SiblingKey(key: 2, index: 0), SiblingKey(key: 1, index: 1),
                    SiblingKey(key: 2, index: 2), SiblingKey(key: -5, index: 3), SiblingKey(key: 1, index: 4)]
        SiblingKey.stableSort(&keys, from: 1)
        #expect(keys.map(\.index) == [-1, 3, 1, 4, 0, 2])
        // The walk's stack sorts the same way.
        let stack = TrivialStack<SiblingKey>([SiblingKey(key: 9, index: -1), SiblingKey(key: 2, index: 0),
                                               SiblingKey(key: 1, index: 1), SiblingKey(key: 2, index: 2),
                                               SiblingKey(key: -5, index: 3), SiblingKey(key: 1, index: 4)])
        SiblingKey.stableSort(stack, from: 1)
        #expect(stack.elements.map(\.index) == [-1, 3, 1, 4, 0, 2])
    }

    @Test func pixelsPerUnitFollowsScaleAndDepth() {
        let flat = Matrix4.scale(3, 3, 1)
        #expect(abs(LayerTreeTessellator.pixelsPerUnit(flat, atX: 5, y: 5) - 3) < 1e-12)
        var far = Matrix4.identity
        far.r3.w = 2  // every point at w = 2: half size
        #expect(abs(LayerTreeTessellator.pixelsPerUnit(far, atX: 0, y: 0) - 0.5) < 1e-12)
    }
}

import Foundation
import Segue
import Testing
@testable import SegueSDL

/// Where the sheets land: fitted to the target, found again by a click, labelled
/// without overlaps, the selected one highlighted.
@MainActor
@Suite("ExplodedView: fit, sheets and clicks")
struct ExplodedViewSheetTests {
    static let size = CGSize(width: 400, height: 300)

    /// root → panel (left half) → square; root → strip (right, not overlapping the panel).
    func tree() -> (root: CALayer, panel: CALayer, square: CALayer, strip: CALayer) {
        let root = CompositorFixtures.stage(Self.size, background: CompositorFixtures.colour(40, 40, 40))
        let panel = CompositorFixtures.layer(bounds: CGRect(x: 0, y: 0, width: 180, height: 260),
                                             position: CGPoint(x: 100, y: 150), background: CompositorFixtures.blue)
        let square = CompositorFixtures.layer(bounds: CGRect(x: 0, y: 0, width: 80, height: 80),
                                              position: CGPoint(x: 90, y: 130), background: CompositorFixtures.red)
        let strip = CompositorFixtures.layer(bounds: CGRect(x: 0, y: 0, width: 160, height: 60),
                                             position: CGPoint(x: 300, y: 150), background: CompositorFixtures.green)
        panel.name = "panel"
        square.name = "square"
        strip.name = "strip"
        root.addSublayer(panel)
        panel.addSublayer(square)
        root.addSublayer(strip)
        return (root, panel, square, strip)
    }

    /// The bounding box of every sheet's corners.
    func extent(_ sheets: [ExplodedSheet]) -> CGRect {
        let points = sheets.flatMap(\.corners)
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @Test("the turned stack is centred in the target and inside it less the margin, at any spacing and angle")
    func fitsTheTarget() {
        let (root, _, _, _) = tree()
        for (spacing, yaw, pitch) in [(50.0, -25.0, 15.0), (400.0, -80.0, 80.0), (200.0, 60.0, -40.0)] {
            var view = ExplodedView(root: root, spacing: CGFloat(spacing), yaw: CGFloat(yaw * .pi / 180),
                                    pitch: CGFloat(pitch * .pi / 180))
            view.fitMargin = 20
            let sheets = view.sheets(inTargetOf: Self.size)
            #expect(sheets.count == 4)
            let box = extent(sheets)
            let area = CGRect(origin: .zero, size: Self.size).insetBy(dx: 19.5, dy: 19.5)
            #expect(area.contains(box), "spacing \(spacing), yaw \(yaw)°, pitch \(pitch)°: \(box)")
            // Centred, and as large as fits one way or the other.
            #expect(abs(box.midX - 200) < 1 && abs(box.midY - 150) < 1, "\(box) \(sheets.map(\.corners))")
            #expect(box.width > 359 || box.height > 259, "\(box)")
        }
    }

    @Test("a fit area moves the stack into it; at progress 0 nothing moves")
    func fitArea() {
        let (root, _, _, _) = tree()
        var view = ExplodedView(root: root)
        view.fitArea = CGRect(x: 0, y: 50, width: 250, height: 250)
        view.fitMargin = 10
        let box = extent(view.sheets(inTargetOf: Self.size))
        #expect(CGRect(x: 9.5, y: 59.5, width: 231, height: 231).contains(box), "\(box)")
        #expect(abs(box.midX - 125) < 1 && abs(box.midY - 175) < 1)
        view.progress = 0.0001
        let flat = extent(view.sheets(inTargetOf: Self.size))
        #expect(abs(flat.minX) < 0.5 && abs(flat.maxX - 400) < 0.5 && abs(flat.maxY - 300) < 0.5, "\(flat)")
    }

    @Test("what lies off the root is cut away as the screen cuts it: the fit leaves it out and a click there finds nothing")
    func offTheRoot() throws {
        let (root, _, _, strip) = tree()
        // The strip now runs 200 pt past the root's right edge.
        strip.bounds = CGRect(x: 0, y: 0, width: 360, height: 60)
        strip.position = CGPoint(x: 400, y: 150)
        var view = ExplodedView(root: root)
        view.fitMargin = 20
        let sheets = view.sheets(inTargetOf: Self.size)
        let rootSheet = try #require(sheets.first { $0.layer === root })
        // The fit is the same as with the strip inside: the root's sheet is as large.
        let (plainRoot, _, _, _) = tree()
        var plainView = ExplodedView(root: plainRoot)
        plainView.fitMargin = 20
        let plain = try #require(plainView.sheets(inTargetOf: Self.size).first)
        #expect(zip(rootSheet.corners, plain.corners).allSatisfy { abs($0.x - $1.x) < 1 && abs($0.y - $1.y) < 1 })
        // The strip's sheet shows inside the root's bounds only.
        let stripSheet = try #require(sheets.first { $0.layer === strip })
        let c = stripSheet.corners
        func along(_ t: CGFloat) -> CGPoint {
            // Through the middle of the strip, from its left end (0) to its right (1).
            let top = CGPoint(x: c[0].x + (c[1].x - c[0].x) * t, y: c[0].y + (c[1].y - c[0].y) * t)
            let bottom = CGPoint(x: c[3].x + (c[2].x - c[3].x) * t, y: c[3].y + (c[2].y - c[3].y) * t)
            return CGPoint(x: (top.x + bottom.x) / 2, y: (top.y + bottom.y) / 2)
        }
        #expect(stripSheet.contains(along(0.2)))
        #expect(!stripSheet.contains(along(0.9)), "the part off the root is cut away")
        #expect(view.layer(at: along(0.9), inTargetOf: Self.size) !== strip)
    }

    @Test("clicking where a sheet is drawn finds its layer: the front-most one, through the same projection")
    func hitTesting() throws {
        let (root, panel, square, strip) = tree()
        let view = ExplodedView(root: root)
        let sheets = view.sheets(inTargetOf: Self.size)
        #expect(sheets.map(\.layer.name) == [nil, "panel", "strip", "square"], "drawn back to front, by level")
        #expect(sheets.map(\.level) == [0, 1, 1, 2])
        func centre(_ layer: CALayer) throws -> CGPoint {
            let corners = try #require(sheets.first { $0.layer === layer }?.corners)
            return CGPoint(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
        }
        #expect(view.layer(at: try centre(square), inTargetOf: Self.size) === square)
        #expect(view.layer(at: try centre(strip), inTargetOf: Self.size) === strip)
        // The panel's top-left corner, just inside: the square is not there.
        let panelSheet = try #require(sheets.first { $0.layer === panel })
        let c = panelSheet.corners
        let nearCorner = CGPoint(x: c[0].x + (c[2].x - c[0].x) * 0.05, y: c[0].y + (c[2].y - c[0].y) * 0.05)
        #expect(view.layer(at: nearCorner, inTargetOf: Self.size) === panel)
        #expect(panelSheet.localPoint(for: nearCorner).map { $0.x < 20 && $0.y < 20 } == true)
        // Outside every sheet: nothing.
        #expect(view.layer(at: CGPoint(x: 2, y: 2), inTargetOf: Self.size) == nil)
        // Hidden layers are passed over.
        square.isHidden = true
        #expect(view.layer(at: try centre(square), inTargetOf: Self.size) === panel)
    }

    @Test("the selected layer's sheet is tinted and outlined in white, and its label is placed first")
    func selection() throws {
        let (root, _, square, _) = tree()
        var view = ExplodedView(root: root)
        let canvas = try OffscreenCanvas(pixelWidth: Int(Self.size.width), pixelHeight: Int(Self.size.height))
        canvas.explodedView = view
        let plain = try canvas.render(root, backgroundColor: CompositorFixtures.black)
        view.selectedLayer = square
        canvas.explodedView = view
        let selected = try canvas.render(root, backgroundColor: CompositorFixtures.black)
        func count(_ image: CGImage, _ test: (RGBAColor) -> Bool) -> Int {
            var n = 0
            for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).map(test) == true { n += 1 } }
            return n
        }
        let white = { (p: RGBAColor) in p.red > 0.95 && p.green > 0.95 && p.blue > 0.95 }
        let pureRed = { (p: RGBAColor) in p.red > 0.95 && p.green < 0.05 && p.blue < 0.05 }
        #expect(count(selected, white) > count(plain, white) + 100, "a white outline")
        #expect(count(selected, pureRed) < count(plain, pureRed) / 2, "the red square tinted")

        let tessellator = LayerTreeTessellator()
        tessellator.explodedView = view
        tessellator.build(root, scale: 1, viewportWidth: 400, viewportHeight: 300)
        // The square's label was placed first, at its sheet's top-left corner.
        let sheet = try #require(view.sheets(inTargetOf: Self.size).first { $0.layer === square })
        let first = try #require(tessellator.explodedState.placed.first)
        #expect(abs(first.x - Double(sheet.corners[0].x)) < 6 && abs(first.y - Double(sheet.corners[0].y)) < 6)
    }

    @Test("labels of a dense tree never overlap, and a selected layer's label is always shown")
    func labelsDoNotOverlap() throws {
        let root = CompositorFixtures.stage(Self.size)
        var cells: [CALayer] = []
        for index in 0..<120 {
            let cell = CompositorFixtures.layer(bounds: CGRect(x: 0, y: 0, width: 36, height: 24),
                                                position: CGPoint(x: 20 + CGFloat(index % 10) * 38, y: 20 + CGFloat(index / 10) * 24),
                                                background: CompositorFixtures.green)
            cell.name = "cell \(index)"
            root.addSublayer(cell)
            cells.append(cell)
        }
        var view = ExplodedView(root: root)
        view.selectedLayer = cells[77]
        let tessellator = LayerTreeTessellator()
        tessellator.explodedView = view
        tessellator.build(root, scale: 1, viewportWidth: 400, viewportHeight: 300)
        let placed = tessellator.explodedState.placed
        #expect(placed.count > 3 && placed.count < 121)
        for (i, a) in placed.enumerated() {
            for b in placed[(i + 1)...] { #expect(!ExplodedLevelPlanner.overlaps(a, b), "labels \(a) and \(b)") }
        }
        #expect(tessellator.explodedState.levelCount == 2, "120 cells side by side: one level above the root")
        // The selected cell's label is the first placed, at its sheet's top-left corner.
        let sheet = try #require(view.sheets(inTargetOf: Self.size).first { $0.layer === cells[77] })
        let first = try #require(placed.first)
        #expect(abs(first.x - Double(sheet.corners[0].x)) < 6 && abs(first.y - Double(sheet.corners[0].y)) < 6)
    }
}

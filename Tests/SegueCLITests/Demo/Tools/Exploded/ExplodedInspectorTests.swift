import Foundation
import Segue
import SegueSDL
import Testing
@testable import segue
@testable import SegueStudio

/// The E tool in the studio as a person uses it: the stack fitted to the window
/// under its caption, the spacing keys, a click selecting a layer and the inspector
/// describing it, all through the studio's panel layout.
@MainActor
@Suite("E: fit, spacing, click to select, inspector", .serialized)
struct ExplodedInspectorTests {
    nonisolated static let sizes = [CGSize(width: 1024, height: 700), CGSize(width: 720, height: 480)]

    /// A stage of `name` with the standard tools, exploded and settled.
    func explodedStage(_ name: DemoSceneName, size: CGSize) -> (HeadlessStudioStage, ExplodedViewTool) {
        let stage = HeadlessStudioStage(size: size, builtIn: name, cards: 40)
        let tool = stage.shell.tool(ExplodedViewTool.self)!
        #expect(stage.shell.key(StudioKey("e")))
        stage.host.advance(by: ExplodedViewTool.animationDuration + 0.1)
        stage.runTicks(1)
        return (stage, tool)
    }

    /// The bounding box of the sheets' corners.
    func extent(_ sheets: [ExplodedSheet]) -> CGRect {
        let points = sheets.flatMap(\.corners)
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @Test("the turned stack fits the window above the caption, centred, at the default and minimum sizes",
          arguments: [DemoSceneName.flip, .navigation, .tabs, .layouts, .stress])
    func fitsTheWindow(_ name: DemoSceneName) throws {
        for size in Self.sizes {
            let (stage, tool) = explodedStage(name, size: size)
            let view = try #require(tool.explodedView)
            #expect(view.progress == 1)
            let box = extent(view.sheets(inTargetOf: size))
            let caption = try #require(stage.shell.panelFrames["exploded-caption"])
            let area = try #require(tool.fitArea)
            #expect(area.maxY <= caption.minY, "the stack is fitted above the caption")
            #expect(area.insetBy(dx: 15.5, dy: 15.5).contains(box), "\(name) at \(size): \(box) in \(area)")
            #expect(abs(box.midX - area.midX) < 1 && abs(box.midY - area.midY) < 1, "centred: \(box) in \(area)")
            // As large as fits one way or the other (no smaller than it need be).
            #expect(box.width > area.width - 34 || box.height > area.height - 34, "\(box) in \(area)")
            #expect(stage.shell.overlay.bounds.contains(caption), "the caption is whole")
            let needed = tool.captionLabel.sizeThatFits(CGSize(width: 2000, height: 26)).width
            #expect(tool.captionLabel.bounds.width >= needed - 0.5, "the caption's text is not clipped")
        }
    }

    @Test("− and = (and the wheel) change the spacing while exploded; the caption shows it; not while flat")
    func spacingKeys() throws {
        let stage = HeadlessStudioStage(size: CGSize(width: 1024, height: 700), builtIn: .flip)
        let tool = stage.shell.tool(ExplodedViewTool.self)!
        #expect(!stage.shell.key(StudioKey("=")), "flat: the key is not the exploded view's")
        stage.shell.key(StudioKey("e"))
        stage.host.advance(by: ExplodedViewTool.animationDuration + 0.1)
        stage.runTicks(1)
        #expect(tool.spacing == ExplodedViewTool.defaultSpacing)
        #expect(stage.shell.key(StudioKey("=")))
        #expect(tool.spacing == 125)
        #expect(tool.explodedView?.spacing == 125)
        #expect(tool.captionText.contains("Spacing 125 pt"))
        #expect(stage.shell.key(StudioKey("-")))
        #expect(stage.shell.key(StudioKey("-")))
        #expect(tool.spacing == 80)
        #expect(stage.shell.wheel(CGVector(dx: 0, dy: 2), at: CGPoint(x: 500, y: 300)))
        #expect(tool.spacing == 125)
        for _ in 0..<30 { stage.shell.key(StudioKey("=", modifiers: .shift)) }
        #expect(tool.spacing == ExplodedViewTool.spacingRange.upperBound)
        // The sheets of the flip scene's first level above the window's spread with it.
        #expect(tool.helpLines.contains { $0.input == "E" && $0.action.contains("- / = spacing") })
    }

    @Test("a click on a sheet selects its layer, highlights it and opens the inspector; a click on no sheet clears",
          arguments: ExplodedInspectorTests.sizes)
    func clickToSelect(_ size: CGSize) throws {
        let (stage, tool) = explodedStage(.flip, size: size)
        let view = try #require(tool.explodedView)
        let sheets = view.sheets(inTargetOf: size)
        // The front-most sheet whose centre is not covered by a sheet drawn after it.
        var target: ExplodedSheet?
        for (index, sheet) in sheets.enumerated().reversed() where !sheet.isHidden && sheet.corners.count == 4 {
            let centre = CGPoint(x: sheet.corners.map(\.x).reduce(0, +) / 4, y: sheet.corners.map(\.y).reduce(0, +) / 4)
            let covered = sheets[(index + 1)...].contains { !$0.isHidden && $0.contains(centre) }
            let onPanel = stage.shell.panelFrames.values.contains { $0.contains(centre) }
            if !covered && !onPanel && sheet.layer.sublayers?.isEmpty ?? true { target = sheet; break }
        }
        let sheet = try #require(target)
        let centre = CGPoint(x: sheet.corners.map(\.x).reduce(0, +) / 4, y: sheet.corners.map(\.y).reduce(0, +) / 4)
        stage.click(at: centre)
        #expect(tool.selectedLayer === sheet.layer, "selected \(tool.selectedLayer.map(ExplodedLayerName.name(of:)) ?? "nothing")")
        #expect(tool.explodedView?.selectedLayer === sheet.layer)
        #expect(!tool.inspector.isHidden)
        #expect(tool.inspector.titleLabel.text == ExplodedLayerName.name(of: sheet.layer))
        #expect(tool.inspector.fittingRowCount == tool.inspector.shown?.rows.count, "every row shows")
        #expect(tool.isExploded, "a click does not leave the view")
        #expect(!stage.shell.scene.window.isRunningTransition, "the scene got no touch")
        // The inspector has its place in the layout, clear of the caption, and the stack is fitted beside it.
        let inspector = try #require(stage.shell.panelFrames["exploded-inspector"])
        let caption = try #require(stage.shell.panelFrames["exploded-caption"])
        #expect(inspector == tool.inspector.frame)
        #expect(!inspector.intersects(caption))
        #expect(stage.shell.overlay.bounds.contains(inspector))
        let area = try #require(tool.fitArea)
        #expect(area.maxX <= inspector.minX)
        // Empty space (the window's bottom-left corner): the selection clears.
        stage.click(at: CGPoint(x: 4, y: size.height - 4))
        #expect(tool.selectedLayer == nil)
        #expect(tool.inspector.isHidden)
        #expect(stage.shell.panelFrames["exploded-inspector"] == nil)
        // E flattens and forgets the selection.
        stage.click(at: centre)
        #expect(tool.selectedLayer != nil)
        stage.shell.key(StudioKey("e"))
        #expect(tool.selectedLayer == nil)
    }

    @Test("the inspector and caption keep clear of the other tools' panels and the timeline",
          arguments: [(CGSize(width: 1024, height: 700), ["h", "c", "t"]), (CGSize(width: 720, height: 480), ["h", "t"])])
    func panelsDoNotOverlap(_ size: CGSize, _ keys: [String]) throws {
        let (stage, tool) = explodedStage(.navigation, size: size)
        for key in keys { stage.shell.key(StudioKey(key)) }
        #expect(stage.shell.scene.startShowcaseTransition())
        stage.runTicks(10)
        let view = try #require(tool.explodedView)
        let sheets = view.sheets(inTargetOf: size)
        let centres = sheets.filter { $0.corners.count == 4 }.map {
            CGPoint(x: $0.corners.map(\.x).reduce(0, +) / 4, y: $0.corners.map(\.y).reduce(0, +) / 4)
        }
        let centre = try #require(centres.last { point in sheets.contains { !$0.isHidden && $0.contains(point) } })
        tool.select(at: centre)
        stage.runTicks(1)
        let frames = stage.shell.panelFrames
        #expect(frames["exploded-inspector"] != nil && frames["exploded-caption"] != nil && frames["timeline"] != nil,
                "\(frames.keys.sorted())")
        for (a, first) in frames {
            #expect(stage.shell.overlay.bounds.contains(first), "\(a) \(first) inside the window")
            for (b, second) in frames where a < b {
                #expect(!first.intersects(second), "\(a) \(first) and \(b) \(second)")
            }
        }
        // The stack is fitted above the timeline.
        let area = try #require(tool.fitArea)
        #expect(area.maxY <= frames["timeline"]!.minY)
        #expect(stage.host.settle())
    }

    @Test("the inspector describes the layer: name, class, level, geometry, transform, opacity, hidden, animations")
    func inspectorContent() {
        let layer = CALayer()
        layer.name = "badge"
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 100, y: 50.5)
        layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        layer.opacity = 0.5
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 10
        layer.add(fade, forKey: "fade")
        let description = ExplodedLayerDescription(layer, level: 3)
        #expect(description.title == "badge")
        let rows = Dictionary(description.rows.filter { !$0.key.isEmpty }.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(rows["Class"] == "CALayer")
        #expect(rows["Level"] == "3")
        #expect(rows["Bounds"] == "(0, 0, 40, 20)")
        #expect(rows["Position"] == "(100, 50.5)")
        #expect(rows["Transform"] == "rotate 30°")
        #expect(rows["Opacity"] == "0.5")
        #expect(rows["Hidden"] == "no")
        #expect(rows["Animations"] == "fade: opacity (CABasicAnimation)")
        #expect(ExplodedLayerDescription.transform(CATransform3DMakeScale(2, 2, 1)) == ["scale 2"])
        #expect(ExplodedLayerDescription.transform(CATransform3DMakeTranslation(-3.456, 0, 0)) == ["translate (−3.46, 0)"])
        #expect(ExplodedLayerDescription.transform(CATransform3DIdentity) == ["identity"])
        var perspective = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        perspective.m34 = -1 / 500
        let lines = ExplodedLayerDescription.transform(perspective)
        #expect(lines.count == 4 && lines[0].hasPrefix("["), "a 3D transform as its rows: \(lines)")
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(ExplodedLayerDescription(view.layer, level: nil).rows.first == .init(key: "Class", value: "UIView (CALayer)"))
    }
}

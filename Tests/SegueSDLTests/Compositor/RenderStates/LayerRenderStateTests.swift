import Foundation
import Testing
import Segue
@testable import SegueSDL

/// The render states the tessellator keeps in each layer (`LayerRenderState`,
/// `LayerRenderState.refresh`): after every frame, each state the walk read holds exactly
/// what a fresh derivation from `presentationProperties` gives, field by field,
/// and the frame is byte for byte the frame a compositor that never saw the tree
/// builds from a copy of it — across ticks, additive animations, model changes
/// between frames, a layer moved to another superlayer, and two compositors on one
/// tree.
@MainActor @Suite struct LayerRenderStateTests {
    typealias F = CompositorFixtures

    /// A small stress scene: a perspective stage of flipping cards (a
    /// `CATransformLayer` with a rounded, bordered front and an image back, both
    /// single-sided), a masking panel holding a still label-like layer with
    /// centred contents, and a plain layer.
    struct Scene {
        let root: CALayer
        let cards: [CALayer]
        let fronts: [CALayer]
        let backs: [CALayer]
        let panel: CALayer
        let label: CALayer
        let plain: CALayer
        let image: CGImage
        let other: CGImage
    }

    func makeScene() -> Scene {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = F.stage(CGSize(width: 320, height: 240), perspective: 600, background: F.colour(20, 20, 30))
        let image = F.checkerboard(cells: 4, cellSize: 4)
        let other = F.quadrants(width: 8, height: 6)
        var cards: [CALayer] = [], fronts: [CALayer] = [], backs: [CALayer] = []
        for index in 0..<6 {
            let card = F.layer(transformLayer: true, bounds: CGRect(x: 0, y: 0, width: 40, height: 56),
                               position: CGPoint(x: 40 + Double(index % 3) * 60, y: 50 + Double(index / 3) * 80))
            let front = F.layer(bounds: card.bounds, position: CGPoint(x: 20, y: 28),
                                background: F.colour(200, 40 * index, 90))
            front.cornerRadius = 6
            front.borderWidth = 1.5
            front.borderColor = CGColor(rgba: F.white)
            let back = F.layer(bounds: card.bounds, position: CGPoint(x: 20, y: 28), background: F.blue)
            back.contents = image
            back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            for face in [front, back] {
                face.isDoubleSided = false
                card.addSublayer(face)
            }
            root.addSublayer(card)
            cards.append(card)
            fronts.append(front)
            backs.append(back)
        }
        let panel = F.layer(bounds: CGRect(x: 0, y: 0, width: 80, height: 60), position: CGPoint(x: 260, y: 180),
                            background: F.colour(240, 240, 240, 0.8))
        panel.masksToBounds = true
        panel.cornerRadius = 10
        let label = F.layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 30), position: CGPoint(x: 40, y: 30))
        label.contents = other
        label.contentsGravity = .center
        label.contentsScale = 0.5
        panel.addSublayer(label)
        root.addSublayer(panel)
        let plain = F.layer(bounds: CGRect(x: 0, y: 0, width: 30, height: 30), position: CGPoint(x: 280, y: 40),
                            background: F.red)
        root.addSublayer(plain)
        return Scene(root: root, cards: cards, fronts: fronts, backs: backs, panel: panel, label: label, plain: plain,
                     image: image, other: other)
    }

    /// A spring flip on `transform.rotation.y`, an additive hop and a fade.
    func animate(_ scene: Scene) {
        for (index, card) in scene.cards.enumerated() {
            let flip = CASpringAnimation(keyPath: "transform.rotation.y")
            flip.fromValue = 0.0
            flip.toValue = Double.pi
            flip.duration = 1
            flip.timeOffset = 0.1 * Double(index)
            flip.repeatCount = .infinity
            card.add(flip, forKey: "flip")
            let hop = CAKeyframeAnimation(keyPath: "position.y")
            hop.isAdditive = true
            hop.values = [0.0, -12.0, 0.0]
            hop.duration = 0.5
            hop.repeatCount = .infinity
            card.add(hop, forKey: "hop")
        }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.3
        fade.duration = 0.3
        scene.plain.add(fade, forKey: "fade")
    }

    /// The fields of two states that differ (empty: equal, exactly).
    func differences(_ a: LayerRenderState, _ b: LayerRenderState) -> [String] {
        var fields: [String] = []
        if a.isTransformLayer != b.isTransformLayer { fields.append("isTransformLayer") }
        if a.isHidden != b.isHidden { fields.append("isHidden") }
        if a.isDoubleSided != b.isDoubleSided { fields.append("isDoubleSided") }
        if a.masksToBounds != b.masksToBounds { fields.append("masksToBounds") }
        if a.isPlacedByIdentity != b.isPlacedByIdentity { fields.append("isPlacedByIdentity") }
        if a.hasSublayerMatrix != b.hasSublayerMatrix { fields.append("hasSublayerMatrix") }
        if a.opacity != b.opacity { fields.append("opacity") }
        if a.positionX != b.positionX || a.positionY != b.positionY { fields.append("position") }
        if a.zPosition != b.zPosition { fields.append("zPosition") }
        if !CATransform3DEqualToTransform(a.toSuperlayer, b.toSuperlayer) { fields.append("toSuperlayer") }
        if a.box != b.box { fields.append("box") }
        if a.cornerRadius != b.cornerRadius { fields.append("cornerRadius") }
        if a.hasBackgroundColor != b.hasBackgroundColor
            || a.hasBackgroundColor && a.backgroundColor != b.backgroundColor { fields.append("backgroundColor") }
        if a.borderWidth != b.borderWidth { fields.append("borderWidth") }
        if a.hasBorder != b.hasBorder || a.hasBorder && a.borderColor != b.borderColor { fields.append("border") }
        if a.hasImage != b.hasImage || a.image?.toOpaque() != b.image?.toOpaque() { fields.append("image") }
        if a.hasImage, a.imageWidth != b.imageWidth || a.imageHeight != b.imageHeight || a.imageRect != b.imageRect {
            fields.append("image geometry")
        }
        if a.hasSublayerMatrix, !CATransform3DEqualToTransform(a.sublayerMatrix, b.sublayerMatrix) { fields.append("sublayerMatrix") }
        return fields
    }

    /// Checks the state of every layer the walk read under `layer` (a hidden
    /// layer's sublayers are not read) against one derived afresh from its
    /// presentation values.
    func expectStatesCurrent(_ layer: CALayer, _ note: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let values = UnsafeMutablePointer<LayerProperties>.allocate(capacity: 1)
        values.initialize(to: layer.presentationProperties)
        let fresh = UnsafeMutablePointer<LayerRenderState>.allocate(capacity: 1)
        fresh.initialize(to: LayerRenderState())
        defer {
            values.deinitialize(count: 1)
            values.deallocate()
            fresh.deinitialize(count: 1)
            fresh.deallocate()
        }
        LayerRenderState.refresh(fresh, of: layer, from: values)
        #expect(differences(layer.renderState.pointee, fresh.pointee) == [], "\(note): \(layer.name ?? "a layer")",
                sourceLocation: sourceLocation)
        // The walk answered every change: only what comes from animation is left.
        let state = layer.renderState.pointee
        let answered = LayerRenderState.RefreshReasons([.modelChanged, .sublayersChanged])
        #expect(state.refreshReasons & answered.rawValue == 0, "\(note): \(layer.name ?? "a layer") still marked",
                sourceLocation: sourceLocation)
        let sublayerStates = (layer.sublayers ?? []).map { Optional($0.renderState) }
        let listed = state.sublayerStates.map { base in (0..<Int(state.sublayerCount)).map { base[$0] } } ?? []
        #expect(listed == sublayerStates, "\(note): \(layer.name ?? "a layer")'s sublayers",
                sourceLocation: sourceLocation)
        guard !fresh.pointee.isHidden else { return }
        for sublayer in layer.sublayers ?? [] { expectStatesCurrent(sublayer, note, sourceLocation: sourceLocation) }
    }

    /// Builds `root` with `tessellator` and with a new tessellator over a copy of
    /// the tree as it shows now (layers whose states were never kept), and expects
    /// the same frame, byte for byte.
    func expectFrameAsFresh(_ tessellator: LayerTreeTessellator, _ root: CALayer, _ note: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        tessellator.build(root, scale: 1, viewportWidth: 320, viewportHeight: 240)
        expectStatesCurrent(root, note, sourceLocation: sourceLocation)
        let copy = root.renderCopy()
        let fresh = LayerTreeTessellator()
        fresh.build(copy, scale: 1, viewportWidth: 320, viewportHeight: 240)
        let a = tessellator.frame, b = fresh.frame
        #expect(a.vertices == b.vertices, "\(note): vertices", sourceLocation: sourceLocation)
        #expect(a.indices == b.indices, "\(note): indices", sourceLocation: sourceLocation)
        #expect(a.batches.count == b.batches.count, "\(note): batches", sourceLocation: sourceLocation)
        #expect(tessellator.statistics.quads == fresh.statistics.quads, "\(note): quads", sourceLocation: sourceLocation)
        #expect(tessellator.statistics.layersVisited == fresh.statistics.layersVisited, "\(note): layers",
                sourceLocation: sourceLocation)
    }

    /// A loop on a manual clock ticking `root`.
    func loop(_ root: CALayer) -> (FixedTimestepLoop, ManualClock) {
        let clock = ManualClock(start: 50)
        let loop = FixedTimestepLoop(clock: clock, tickInterval: 1.0 / 240, maximumCatchUp: 10)
        loop.attach(root)
        return (loop, clock)
    }

    @Test func statesFollowTicksAndModelChangesBetweenFrames() {
        let scene = makeScene()
        let (loop, clock) = loop(scene.root)
        defer { loop.detach(scene.root) }
        animate(scene)
        let tessellator = LayerTreeTessellator()
        for frame in 0..<32 {
            clock.advance(by: 1.0 / 60)
            _ = loop.advance()
            expectFrameAsFresh(tessellator, scene.root, "frame \(frame), after the ticks")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            // One family of change per frame, to still and to animated layers
            // (the contents family one property at a time: a second change to
            // the same layer would hide a setter that forgot the stamp).
            switch frame % 16 {
            case 0: scene.fronts[1].backgroundColor = CGColor(rgba: F.green)
            case 1: scene.fronts[2].cornerRadius = 12; scene.plain.cornerRadius = 4
            case 2: scene.fronts[0].borderWidth = 4; scene.fronts[3].borderColor = nil
            case 3: scene.label.contentsGravity = frame < 16 ? .bottomRight : .topLeft
            case 4: scene.backs[4].contents = scene.other; scene.label.contents = nil
            case 5: scene.panel.masksToBounds.toggle(); scene.panel.bounds.size.width = 70
            case 6: scene.fronts[5].isHidden.toggle(); scene.cards[2].isHidden.toggle()
            case 7: scene.backs[1].isDoubleSided.toggle(); scene.plain.zPosition = -1
            case 8: scene.root.sublayerTransform.m34 = -1 / 400; scene.cards[3].position.x += 7
            case 9: scene.fronts[4].anchorPoint = CGPoint(x: 0.2, y: 0.7); scene.panel.anchorPointZ = 3
            case 10: scene.label.contents = scene.image
            case 11: scene.label.contentsScale = frame < 16 ? 1 : 3
            case 12: scene.label.opacity = 0.5; scene.backs[4].contents = scene.image
            case 13: scene.panel.contentsGravity = .resizeAspect; scene.panel.contents = scene.other
            case 14: scene.panel.contentsGravity = .center
            default: scene.fronts[0].transform = CATransform3DMakeScale(0.8, 0.9, 1); scene.plain.opacity = 0.7
            }
            CATransaction.commit()
            expectFrameAsFresh(tessellator, scene.root, "frame \(frame), after a model change")
        }
    }

    @Test func movingCardsAreRefreshedLightlyAndExactly() {
        let scene = makeScene()
        let (loop, clock) = loop(scene.root)
        defer { loop.detach(scene.root) }
        animate(scene)
        let tessellator = LayerTreeTessellator()
        for frame in 0..<10 {
            clock.advance(by: 1.0 / 60)
            _ = loop.advance()
            expectFrameAsFresh(tessellator, scene.root, "frame \(frame)")
            // A flip and a hop write only the transform and the position: from
            // the second animated frame on, the light refresh serves the cards.
            for card in scene.cards {
                #expect(card.renderState.pointee.animatedFields != 0, "frame \(frame)")
            }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            switch frame {
            case 3: scene.cards[0].bounds.size.width = 30  // the model: a full refresh
            case 5: scene.cards[1].sublayerTransform = CATransform3DMakeScale(1, 0.5, 1)
            case 7: scene.cards[2].opacity = 0.4; scene.cards[2].anchorPoint = CGPoint(x: 0, y: 0)
            default: break
            }
            CATransaction.commit()
        }
        // Once changed, a card is light again from the next tick.
        #expect(scene.cards[0].renderState.pointee.animatedFields != 0)
    }

    @Test func aLayerMovedToAnotherSuperlayerIsDrawnThere() {
        let scene = makeScene()
        let tessellator = LayerTreeTessellator()
        expectFrameAsFresh(tessellator, scene.root, "before the move")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scene.panel.addSublayer(scene.fronts[0])
        scene.cards[1].addSublayer(scene.plain)
        CATransaction.commit()
        expectFrameAsFresh(tessellator, scene.root, "after the move")
        scene.root.addSublayer(scene.fronts[0])
        expectFrameAsFresh(tessellator, scene.root, "moved back to the top")
    }

    @Test func twoCompositorsShareTheStatesOfOneTree() {
        let scene = makeScene()
        let (loop, clock) = loop(scene.root)
        defer { loop.detach(scene.root) }
        animate(scene)
        let first = LayerTreeTessellator(), second = LayerTreeTessellator()
        for frame in 0..<6 {
            clock.advance(by: 1.0 / 60)
            _ = loop.advance()
            expectFrameAsFresh(first, scene.root, "frame \(frame), first compositor")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.fronts[frame % 6].backgroundColor = CGColor(rgba: F.colour(10 * frame, 0, 255))
            scene.label.position.x += 3
            CATransaction.commit()
            // The second compositor sees the change first, then the first one.
            expectFrameAsFresh(second, scene.root, "frame \(frame), second compositor")
            expectFrameAsFresh(first, scene.root, "frame \(frame), first compositor again")
        }
    }

    @Test func anAnimationThatEndsLeavesTheModelDrawn() {
        let scene = makeScene()
        let (loop, clock) = loop(scene.root)
        defer { loop.detach(scene.root) }
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0.0
        slide.toValue = 300.0
        slide.duration = 0.1
        scene.plain.add(slide, forKey: "slide")
        let tessellator = LayerTreeTessellator()
        for frame in 0..<12 {
            clock.advance(by: 1.0 / 60)
            _ = loop.advance()
            expectFrameAsFresh(tessellator, scene.root, "frame \(frame)")
        }
        #expect(scene.plain.renderState.pointee.positionX == 280, "the model position, once the slide is over")
    }

    @Test func aFrameOfSeveralTicksIsDrawnWithItsLastTicksValues() {
        let scene = makeScene()
        let (loop, clock) = loop(scene.root)
        defer { loop.detach(scene.root) }
        animate(scene)
        let tessellator = LayerTreeTessellator()
        clock.advance(by: 1.0 / 60)
        _ = loop.advance()
        tessellator.build(scene.root, scale: 1, viewportWidth: 320, viewportHeight: 240)
        // Four ticks for this frame: only the last computes values, and the build
        // reads them.
        clock.advance(by: 4.0 / 240)
        _ = loop.advance()
        expectFrameAsFresh(tessellator, scene.root, "after a multi-tick frame")
    }

    @Test func anAnimationAddedToOrRemovedFromAStillLayerIsDrawn() {
        let scene = makeScene()
        let (loop, clock) = loop(scene.root)
        defer { loop.detach(scene.root) }
        let tessellator = LayerTreeTessellator()
        clock.advance(by: 1.0 / 60)
        _ = loop.advance()
        expectFrameAsFresh(tessellator, scene.root, "still")
        // No model value moves: only the arena taking the layers' values on says so.
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = 1.0
        spin.duration = 1
        scene.label.add(spin, forKey: "spin")
        let drift = CABasicAnimation(keyPath: "position.x")
        drift.fromValue = 200.0
        drift.toValue = 100.0
        drift.duration = 1
        scene.cards[4].add(drift, forKey: "drift")
        for frame in 0..<4 {
            clock.advance(by: 1.0 / 60)
            _ = loop.advance()
            expectFrameAsFresh(tessellator, scene.root, "animated, frame \(frame)")
        }
        scene.label.removeAnimation(forKey: "spin")
        scene.cards[4].removeAllAnimations()
        for frame in 0..<3 {
            clock.advance(by: 1.0 / 60)
            _ = loop.advance()
            expectFrameAsFresh(tessellator, scene.root, "removed, frame \(frame)")
        }
        #expect(scene.cards[4].renderState.pointee.positionX == Double(scene.cards[4].position.x))
    }

    @Test func theStateFieldsTheWalkReadsForEveryLayerShareTheFirstLine() {
        typealias S = LayerRenderState
        let firstLine: [PartialKeyPath<S>] = [\S.refreshReasons, \S.isHidden, \S.opacity, \S.isTransformLayer,
                                               \S.isPlacedByIdentity, \S.zPosition, \S.positionX, \S.positionY,
                                               \S.sublayerCount, \S.sublayerStates, \S.cornerRadius]
        for field in firstLine {
            #expect(MemoryLayout<S>.offset(of: field)! < 64, "\(field)")
        }
        #expect(MemoryLayout<S>.offset(of: \S.box) == 64)
        #expect(MemoryLayout<S>.offset(of: \S.toSuperlayer) == 128)
        #expect(MemoryLayout<S>.offset(of: \S.image) == 256)
        #expect(MemoryLayout<S>.offset(of: \S.borderWidth)! >= 384, "line 5 is the light refresh's")
        #expect(LayerTreeTessellator.lightRefreshLineOffset == 320)
    }
}

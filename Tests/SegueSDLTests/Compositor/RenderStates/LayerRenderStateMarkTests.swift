import Foundation
import Testing
import SegueTestSupport
@testable import Segue
@testable import SegueSDL

/// The marks a layer puts on its render state (`LayerRenderState.refreshReasons`)
/// and `renderStateNeedsRefresh()`: the compositor redraws a still layer from the
/// render state it kept, so every change it could see must mark the state as
/// `modelChanged` — one test per family of setters, each failing if a setter
/// forgets — and an animated layer is always refreshed, including the frame after
/// its animation ends.
@MainActor @Suite struct LayerRenderStateMarkTests {
    /// Scratch values for `beginRenderStateRefresh(into:)`.
    final class Scratch {
        let values = UnsafeMutablePointer<LayerProperties>.allocate(capacity: 1)
        init() { values.initialize(to: LayerProperties()) }
        deinit {
            values.deinitialize(count: 1)
            values.deallocate()
        }
    }

    /// A layer refreshed once, so nothing is pending.
    func refreshedLayer(_ scratch: Scratch) -> CALayer {
        let layer = CALayer()
        layer.beginRenderStateRefresh(into: scratch.values)
        #expect(!layer.renderStateNeedsRefresh())
        return layer
    }

    /// Whether the layer's state is marked `modelChanged`.
    static func isMarkedChanged(_ layer: CALayer) -> Bool {
        LayerRenderState.RefreshReasons(rawValue: layer.renderState.pointee.refreshReasons).contains(.modelChanged)
    }

    /// Applies each change to a freshly refreshed layer and expects its state to be
    /// marked `modelChanged` and a refresh to be due.
    func expectEachMarksTheState(_ changes: [(String, (CALayer) -> Void)],
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let scratch = Scratch()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        for (name, change) in changes {
            let layer = refreshedLayer(scratch)
            #expect(!Self.isMarkedChanged(layer), "\(name): the refresh left the mark", sourceLocation: sourceLocation)
            change(layer)
            #expect(Self.isMarkedChanged(layer), "\(name) did not mark the state", sourceLocation: sourceLocation)
            #expect(layer.renderStateNeedsRefresh(), "\(name) left the state current", sourceLocation: sourceLocation)
        }
    }

    @Test func geometrySettersMarkTheState() {
        expectEachMarksTheState([
            ("bounds", { $0.bounds = CGRect(x: 1, y: 2, width: 30, height: 40) }),
            ("position", { $0.position = CGPoint(x: 5, y: 6) }),
            ("anchorPoint", { $0.anchorPoint = CGPoint(x: 0, y: 1) }),
            ("zPosition", { $0.zPosition = 3 }),
            ("anchorPointZ", { $0.anchorPointZ = 4 }),
            ("transform", { $0.transform = CATransform3DMakeRotation(1, 0, 1, 0) }),
            ("sublayerTransform", { $0.sublayerTransform = CATransform3DMakeScale(2, 2, 1) }),
            ("frame", { $0.frame = CGRect(x: 10, y: 10, width: 20, height: 20) }),
        ])
    }

    @Test func appearanceSettersMarkTheState() {
        expectEachMarksTheState([
            ("opacity", { $0.opacity = 0.5 }),
            ("isHidden", { $0.isHidden = true }),
            ("masksToBounds", { $0.masksToBounds = true }),
            ("backgroundColor", { $0.backgroundColor = CGColor(rgba: RGBAColor(red: 1, green: 0, blue: 0)) }),
            ("cornerRadius", { $0.cornerRadius = 8 }),
            ("borderWidth", { $0.borderWidth = 2 }),
            ("borderColor", { $0.borderColor = nil }),
            ("isDoubleSided", { $0.isDoubleSided = false }),
        ])
    }

    @Test func contentsSettersMarkTheState() {
        let image = CGImage(width: 1, height: 1, rgbaPixels: [1, 2, 3, 255])
        expectEachMarksTheState([
            ("contents", { $0.contents = image }),
            ("contents = nil", { $0.contents = nil }),
            ("contentsGravity", { $0.contentsGravity = .center }),
            ("contentsScale", { $0.contentsScale = 2 }),
        ])
    }

    @Test func otherModelWritesMarkTheState() {
        expectEachMarksTheState([
            ("setModelValueWithoutActions", { $0.setModelValueWithoutActions(.scalar(0.25), at: .opacity) }),
            ("a field of the transform", { $0.transform.m34 = -0.001 }),
            ("a copy's model", { $0.modelValues = CALayer(layer: $0).modelValues }),
        ])
    }

    @Test func anImplicitlyAnimatedChangeMarksTheStateAndIsRefreshedWhileItRuns() {
        let runtime = TestRuntime()
        let scratch = Scratch()
        let layer = runtime.makeLayer()
        layer.beginRenderStateRefresh(into: scratch.values)
        #expect(!layer.renderStateNeedsRefresh())
        layer.opacity = 0.2  // an implicit action: 0.25 s
        #expect(layer.renderStateNeedsRefresh())
        runtime.advance(0.1)
        for _ in 0..<3 {
            layer.beginRenderStateRefresh(into: scratch.values)
            #expect(layer.renderStateNeedsRefresh(), "an animated layer is refreshed at every frame")
            runtime.advance(TestRuntime.tick)
        }
        runtime.advance(1)
        // The animation has ended: one more refresh (from the model), then none.
        #expect(layer.renderStateNeedsRefresh())
        layer.beginRenderStateRefresh(into: scratch.values)
        #expect(scratch.values.pointee.opacity == 0.2)
        #expect(!layer.renderStateNeedsRefresh())
    }

    @Test func sublayerListChangesMarkTheState() {
        expectEachMarksTheState([
            ("addSublayer", { $0.addSublayer(CALayer()) }),
            ("sublayers =", { $0.sublayers = [CALayer(), CALayer()] }),
        ])
        // Each change, and the layers whose lists it changes.
        let scratch = Scratch()
        let parent = CALayer(), other = CALayer()
        let a = CALayer(), b = CALayer()
        parent.addSublayer(a)
        let changes: [(String, () -> Void, [CALayer])] = [
            ("insertSublayer(_:at:)", { parent.insertSublayer(b, at: 0) }, [parent]),
            ("removeFromSuperlayer", { b.removeFromSuperlayer() }, [parent]),
            ("moved to another superlayer", { other.addSublayer(a) }, [parent, other]),
            ("replaceSublayer", { other.replaceSublayer(a, with: b) }, [other]),
        ]
        for (name, change, changed) in changes {
            parent.beginRenderStateRefresh(into: scratch.values)
            other.beginRenderStateRefresh(into: scratch.values)
            change()
            for layer in changed {
                #expect(layer.renderStateNeedsRefresh(), "\(name)")
            }
        }
    }

    @Test func theRefreshRecordsTheSublayersStatesAfterTheListChanged() {
        let scratch = Scratch()
        let layer = CALayer()
        let sublayers = [CALayer(), CALayer(), CALayer()]
        for sublayer in sublayers { layer.addSublayer(sublayer) }
        let sublayersChanged = LayerRenderState.RefreshReasons.sublayersChanged.rawValue
        #expect(layer.renderState.pointee.refreshReasons & sublayersChanged != 0)
        layer.beginRenderStateRefresh(into: scratch.values)
        #expect(layer.renderState.pointee.refreshReasons == 0)
        #expect(layer.renderState.pointee.sublayerCount == 3)
        let base = layer.renderState.pointee.sublayerStates
        #expect(base != nil)
        #expect((0..<3).allSatisfy { base![$0] == sublayers[$0].renderState })
        // A change to one of the sublayers is the sublayer's own: the list stands.
        sublayers[1].opacity = 0.5
        #expect(layer.renderState.pointee.refreshReasons == 0)
        #expect(sublayers[1].renderStateNeedsRefresh())
        layer.sublayers = [sublayers[2], sublayers[0]]
        #expect(layer.renderStateNeedsRefresh())
        layer.beginRenderStateRefresh(into: scratch.values)
        let listed = layer.renderState.pointee.sublayerStates
        #expect(layer.renderState.pointee.sublayerCount == 2)
        #expect(listed?[0] == sublayers[2].renderState && listed?[1] == sublayers[0].renderState)
        CALayer().beginRenderStateRefresh(into: scratch.values)
    }

    @Test func anAnimationAddedWithoutAModelChangeIsSeenFromTheState() {
        let runtime = TestRuntime()
        let scratch = Scratch()
        let layer = runtime.makeLayer()
        layer.beginRenderStateRefresh(into: scratch.values)
        #expect(!layer.renderStateNeedsRefresh())
        let live = LayerRenderState.RefreshReasons.live.rawValue
        #expect(layer.renderState.pointee.refreshReasons & live == 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 0.5
        layer.add(fade, forKey: "fade")
        runtime.advance(0.1)
        // No model value moved: the state says so itself, from the layer's store.
        #expect(layer.renderState.pointee.refreshReasons & live != 0, "an arena keeps the layer's values")
        #expect(layer.renderState.pointee.owner?.takeUnretainedValue() === layer)
        #expect(layer.renderStateNeedsRefresh())
        layer.beginRenderStateRefresh(into: scratch.values)
        #expect(scratch.values.pointee.opacity < 1)
        layer.removeAnimation(forKey: "fade")
        runtime.advance(TestRuntime.tick)
        // Refreshed once more after the animation is gone, then current again.
        #expect(layer.renderStateNeedsRefresh())
        layer.beginRenderStateRefresh(into: scratch.values)
        #expect(scratch.values.pointee.opacity == 1)
        #expect(!layer.renderStateNeedsRefresh())
    }

    @Test func changesTheCompositorCannotSeeLeaveTheStateUnmarked() {
        let scratch = Scratch()
        let layer = refreshedLayer(scratch)
        layer.name = "renamed"
        layer.actions = ["opacity": NSNull()]
        #expect(!Self.isMarkedChanged(layer))
        #expect(!layer.renderStateNeedsRefresh())
    }

    @Test func eachLayerKeepsItsStateAtOneAddress() {
        let a = CALayer(), b = CALayer()
        let address = a.renderState
        a.bounds = CGRect(x: 0, y: 0, width: 9, height: 9)
        a.contents = CGImage(width: 1, height: 1, rgbaPixels: [0, 0, 0, 255])
        #expect(a.renderState == address)
        #expect(a.renderState != b.renderState)
        #expect(a.renderState.pointee.refreshReasons != 0, "never refreshed")
        #expect(a.renderState.pointee.owner?.toOpaque() == Unmanaged.passUnretained(a).toOpaque())
        #expect(CALayer(layer: a).renderState.pointee.owner != nil)
    }

    @Test func theRecordIsMadeWhenFirstDrawnAndGoesWithItsLayer() {
        weak var record: LayerRenderRecord?
        do {
            let layer = CALayer()
            #expect(layer.changeObserver == nil, "a layer never drawn keeps nothing of the compositor's")
            _ = layer.renderState
            record = layer.changeObserver as? LayerRenderRecord
            #expect(record != nil)
        }
        #expect(record == nil, "the layer held its record, and nothing else did")
    }

    @Test func aLayerAlreadyAnimatedWhenFirstDrawnIsRefreshedAtEveryFrame() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        TestRuntime.slide(layer)
        runtime.advance(0.1)
        #expect(layer.changeObserver == nil)
        let live = LayerRenderState.RefreshReasons.live.rawValue
        #expect(layer.renderState.pointee.refreshReasons & live != 0)
        #expect(layer.renderState.pointee.store != nil, "the arena's store, for light refreshes")
    }

    @Test func whatALightRefreshReadsLiesInOneLineAfterTheWalksLines() {
        typealias S = LayerRenderState
        #expect(MemoryLayout<S>.offset(of: \S.inlineSublayerStates)! + 16 <= 320, "with the image, line 4")
        #expect(MemoryLayout<S>.offset(of: \S.storeIndex)! < 64)
        for field: PartialKeyPath<S> in [\S.store, \S.modelBounds, \S.modelAnchorPoint, \S.modelAnchorPointZ] {
            let offset = MemoryLayout<S>.offset(of: field)!
            #expect(offset >= 320 && offset < 384, "\(field) in line 5")
        }
        #expect(MemoryLayout<S>.offset(of: \S.owner) == 384)
    }
}

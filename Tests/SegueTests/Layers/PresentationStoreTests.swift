import Foundation
import Testing
@testable import Segue
import SegueTestSupport

/// The `PresentationStore` keeps only the fields an animated layer's animations
/// write; what a layer shows must not change because of it: the tick's values,
/// over the model as the tick saw it, until the next tick.
@MainActor @Suite struct PresentationStoreTests {
    /// Whether two property sets are equal field for field (exactly).
    func same(_ a: LayerProperties, _ b: LayerProperties) -> Bool {
        a.differences(from: b).isEmpty
    }

    /// Properties with every field away from its default.
    func distinctProperties() -> LayerProperties {
        var properties = LayerProperties()
        properties.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        properties.position = CGPoint(x: 5, y: 6)
        properties.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        properties.zPosition = 7
        properties.anchorPointZ = 8
        properties.transform = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.3, 0.2, 1, 0)
        properties.sublayerTransform = CATransform3DMakeScale(2, 3, 4)
        properties.opacity = 0.4
        properties.isHidden = true
        properties.backgroundColor = RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        properties.masksToBounds = true
        properties.cornerRadius = 9
        properties.borderWidth = 10
        properties.borderColor = nil
        properties.isDoubleSided = false
        return properties
    }

    static let everyField: [LayerPropertyMask] = [
        .bounds, .position, .anchorPoint, .zPosition, .anchorPointZ, .transform, .sublayerTransform, .opacity,
        .isHidden, .backgroundColor, .masksToBounds, .cornerRadius, .borderWidth, .borderColor,
    ]

    @Test func packingKeepsExactlyTheFieldsInTheMask() {
        let source = distinctProperties()
        var random = SeededGenerator(seed: 3)
        var masks = Self.everyField + [[.transform, .position, .opacity], LayerPropertyMask(rawValue: 0x3fff), []]
        for _ in 0..<50 { masks.append(LayerPropertyMask(rawValue: UInt16.random(in: 0...0x3fff, using: &random))) }
        for mask in masks {
            let words = UnsafeMutableRawPointer.allocate(byteCount: max(mask.packedWordCount, 1) * 8, alignment: 16)
            defer { words.deallocate() }
            mask.pack(source, to: words)
            var unpacked = LayerProperties()
            mask.unpack(from: UnsafeRawPointer(words), into: &unpacked)
            // What the mask holds comes back; everything else keeps its default.
            var expected = LayerProperties()
            for field in Self.everyField where mask.contains(field) {
                switch field {
                case .bounds: expected.bounds = source.bounds
                case .position: expected.position = source.position
                case .anchorPoint: expected.anchorPoint = source.anchorPoint
                case .zPosition: expected.zPosition = source.zPosition
                case .anchorPointZ: expected.anchorPointZ = source.anchorPointZ
                case .transform: expected.transform = source.transform
                case .sublayerTransform: expected.sublayerTransform = source.sublayerTransform
                case .opacity: expected.opacity = source.opacity
                case .isHidden: expected.isHidden = source.isHidden
                case .backgroundColor: expected.backgroundColor = source.backgroundColor
                case .masksToBounds: expected.masksToBounds = source.masksToBounds
                case .cornerRadius: expected.cornerRadius = source.cornerRadius
                case .borderWidth: expected.borderWidth = source.borderWidth
                default: expected.borderColor = source.borderColor
                }
            }
            #expect(same(unpacked, expected), "mask \(mask.rawValue)")
        }
    }

    @Test func aSlotTakesOnlyTheFieldsItsAnimationsWrite() {
        #expect(LayerPropertyMask([.transform, .position, .opacity]).packedWordCount == 16 + 2 + 1)
        #expect(LayerPropertyMask(rawValue: 0x3fff).packedWordCount * 8 < MemoryLayout<LayerProperties>.size + 14 * 8)
        let loop = FixedTimestepLoop(clock: ManualClock())
        loop.attach(AnimatedLayerGrid.make(layerCount: 100))
        loop.runTick()
        #expect(loop.arena.animatedLayerCount == 100)
        // Each grid layer animates its transform, position and opacity: 152 bytes a slot.
        #expect(loop.arena.presentationWordCount == 100 * 19)

        // An additive animation restores its field at every tick: the slot keeps the
        // model's value of it too.
        let runtime = TestRuntime()
        let nudged = runtime.makeLayer()
        let nudge = CABasicAnimation(keyPath: "position")
        nudge.byValue = CGPoint(x: 10, y: 0)
        nudge.isAdditive = true
        nudge.duration = 1
        nudged.add(nudge, forKey: "nudge")
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.presentationWordCount == 2 + 2)
    }

    @Test func betweenTicksALayerShowsItsLastTickWhateverItsModelDoes() {
        let runtime = TestRuntime()
        // An overwriting animation of a component (the slot is not restored from the
        // model while it shows), and an additive one (restored at every tick).
        let slid = runtime.makeLayer()
        TestRuntime.slide(slid)
        let nudged = runtime.makeLayer()
        let nudge = CABasicAnimation(keyPath: "opacity")
        nudge.byValue = -0.5
        nudge.isAdditive = true
        nudge.duration = 1
        nudged.add(nudge, forKey: "nudge")
        runtime.advance(0.25)
        for step in 0..<3 {
            let shown = [slid.presentationProperties, nudged.presentationProperties]
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for layer in [slid, nudged] {
                layer.position.y += 10
                layer.position.x += 3
                layer.cornerRadius += 2
                layer.opacity = 0.9
                layer.transform = CATransform3DMakeRotation(0.2 * Double(step + 1), 0, 0, 1)
            }
            // A second change in the same interval: still the last tick shows.
            slid.bounds.size.width += 1
            CATransaction.commit()
            #expect(same(slid.presentationProperties, shown[0]), "step \(step): the slid layer shows its last tick")
            #expect(same(nudged.presentationProperties, shown[1]), "step \(step): the nudged layer shows its last tick")
            runtime.advance(TestRuntime.tick)
            for layer in [slid, nudged] {
                let reference = layer.referenceProperties()
                #expect(same(layer.presentationProperties, reference), "step \(step): the next tick shows the new model")
            }
            #expect(slid.presentationProperties.cornerRadius == slid.cornerRadius)
            #expect(slid.presentationProperties.position.y == slid.position.y, "the component not animated follows the model")
        }
        // Taken out of the tree, a layer keeps what the last tick showed, fields and model.
        let shown = slid.presentationProperties
        slid.removeFromSuperlayer()
        runtime.advance(TestRuntime.tick)
        #expect(slid.presentationStore == nil)
        #expect(same(slid.presentationProperties, shown))
    }

    @Test func aRotationFieldSetOnTheIdentityIsThePlainRotation() {
        let axes: [(LayerKeyPath.TransformField, Double, Double, Double)] = [
            (.rotationX, 1, 0, 0), (.rotationY, 0, 1, 0), (.rotationZ, 0, 0, 1),
        ]
        for (field, x, y, z) in axes {
            for step in -20...20 {
                let angle = Double(step) * .pi / 8
                let set = TransformFieldAccess.setting(field, to: angle, in: CATransform3DIdentity)
                let expected = CATransform3DMakeRotation(angle, x, y, z)
                let entries = [set.m11 - expected.m11, set.m12 - expected.m12, set.m13 - expected.m13, set.m14 - expected.m14,
                               set.m21 - expected.m21, set.m22 - expected.m22, set.m23 - expected.m23, set.m24 - expected.m24,
                               set.m31 - expected.m31, set.m32 - expected.m32, set.m33 - expected.m33, set.m34 - expected.m34,
                               set.m41 - expected.m41, set.m42 - expected.m42, set.m43 - expected.m43, set.m44 - expected.m44]
                #expect(entries.allSatisfy { abs($0) <= 1e-15 }, "\(field) by \(angle): \(set) against \(expected)")
                // Reading the field back gives the angle, wrapped into (−π, π) (a
                // half turn reads as either end).
                let wrapped = angle.remainder(dividingBy: 2 * .pi)
                guard abs(abs(wrapped) - .pi) > 1e-9 else { continue }
                #expect(abs(TransformFieldAccess.scalar(field, of: set) - wrapped) < 1e-12, "\(field) by \(angle)")
            }
        }
        // Not finite: the identity stays.
        #expect(CATransform3DEqualToTransform(TransformFieldAccess.setting(.rotationY, to: .nan, in: CATransform3DIdentity),
                                             CATransform3DIdentity))
    }
}

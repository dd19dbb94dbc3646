import Foundation
import Segue
import Testing
@testable import SegueStudio

@MainActor
@Suite struct StudioTuningBindingTests {
    final class Animator {
        var duration: TimeInterval = 0.8
        var damping: CGFloat = 0.6
        var speed: CGFloat = 1.5
        var curve: UIView.AnimationCurve = .linear
    }

    @Test("the rows are the key paths given, in the panel's order, starting at the properties' values")
    func startsFromTheProperties() {
        let animator = Animator()
        let tuning = StudioTuning(tuning: animator, duration: \.duration, curve: \.curve, completionSpeed: \.speed)
        #expect(tuning.parameters == [.duration, .curve, .completionSpeed])
        #expect(tuning.duration == 0.8 && tuning.curve == .linear && tuning.completionSpeed == 1.5)
    }

    @Test("a change in the panel is written back, clamped as the panel clamps it")
    func writesBack() {
        let animator = Animator()
        let tuning = StudioTuning(tuning: animator, duration: \.duration, dampingRatio: \.damping)
        tuning.set(.duration, to: 1.25)
        tuning.set(.dampingRatio, to: 7)
        #expect(animator.duration == 1.25)
        #expect(animator.damping == 1, "clamped to the panel's range")
        tuning.set(.duration, to: .nan)
        #expect(animator.duration == 1.25, "a value that is not a number changes nothing")
        #expect(animator.speed == 1.5, "a property not bound is left alone")
    }

    @Test("once the object is gone, changes go nowhere")
    func weakObject() {
        var animator: Animator? = Animator()
        let tuning = StudioTuning(tuning: animator!, duration: \.duration)
        weak var released = animator
        animator = nil
        #expect(released == nil)
        tuning.set(.duration, to: 2)
        #expect(tuning.duration == 2)
    }
}

import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// Copying a group keeps the same member animation objects, as Core Animation's does.
@MainActor @Suite struct CAAnimationGroupCopyTests {
    @Test func aCopiedGroupHoldsTheSameMemberAnimationObjects() {
        let fade = CABasicAnimation(keyPath: "opacity")
        let slide = CABasicAnimation(keyPath: "position.x")
        let group = CAAnimationGroup()
        group.animations = [fade, slide]
        group.duration = 2
        let copy = group.copy() as! CAAnimationGroup
        #expect(copy !== group)
        #expect(copy.duration == 2)
        #expect(copy.animations?.count == 2)
        #expect(copy.animations?[0] === fade)
        #expect(copy.animations?[1] === slide)
    }

    @Test func aGroupAddedToALayerKeepsTheMembersItHadWhenAdded() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        let group = CAAnimationGroup()
        group.animations = [slide]
        group.duration = 1
        layer.add(group, forKey: "group")
        slide.toValue = 1000
        runtime.advance(0.5)
        #expect(abs(layer.presentationProperties.position.x - 50) < 1)
    }
}

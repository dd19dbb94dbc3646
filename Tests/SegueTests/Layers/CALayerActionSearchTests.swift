import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// The action search: delegate, `actions`, `style`, `defaultAction(forKey:)`, then
/// the implicit animation of an animatable key.
@MainActor @Suite struct CALayerActionSearchTests {
    final class Marker: NSObject, CAAction {
        var runs = 0
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs += 1 }
    }

    @Test func theDefaultActionIsNilForTheStandardKeys() {
        for key in ["opacity", "position", "bounds", "transform", "backgroundColor", "hidden"] {
            #expect(CALayer.defaultAction(forKey: key) == nil)
        }
    }

    @Test func anAnimatableKeyStillFindsItsImplicitAnimationThroughTheSearch() {
        let action = CALayer().action(forKey: "opacity") as? CABasicAnimation
        #expect(action != nil)
        #expect(action?.timingFunction == CAMediaTimingFunction(name: .default))
        #expect(CALayer().action(forKey: "notAProperty") == nil)
    }

    @Test func theStyleDictionarysActionsAreConsultedAfterActions() {
        let layer = CALayer()
        let fromStyle = Marker(), fromActions = Marker()
        layer.style = ["actions": ["opacity": fromStyle]]
        #expect((layer.action(forKey: "opacity") as? Marker) === fromStyle)
        layer.actions = ["opacity": fromActions]
        #expect((layer.action(forKey: "opacity") as? Marker) === fromActions)
    }

    @Test func aNestedStyleIsSearchedAndNullInItStopsTheSearch() {
        let layer = CALayer()
        let nested = Marker()
        layer.style = ["style": ["actions": ["position": nested]]]
        #expect((layer.action(forKey: "position") as? Marker) === nested)
        layer.style = ["actions": ["position": NSNull()]]
        #expect(layer.action(forKey: "position") == nil)
    }

    @Test func aSubclassDefaultActionAnswersBeforeTheImplicitAnimation() {
        final class Quiet: CALayer {
            override class func defaultAction(forKey event: String) -> (any CAAction)? { NSNull() }
        }
        #expect(Quiet().action(forKey: "opacity") == nil)
    }

    @Test func aRenderedLayerRunsTheImplicitAnimationFoundByTheSearch() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        layer.opacity = 0
        #expect(layer.animation(forKey: "opacity") is CABasicAnimation)
    }
}

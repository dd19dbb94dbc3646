import Foundation
import Testing
@testable import Segue

/// A property set twice in one `UIView.animate` block, or set with others that
/// touch it too: nothing is interrupted (since iOS 8 UIKit adds the later animation
/// additively), so the completion reports `finished == true` at the end.
@MainActor @Suite struct UIViewAnimateCompletionTests {
    typealias Scene = WindowScene

    @Test func aPropertySetTwiceInOneBlockCompletesWithTrue() {
        let scene = Scene()
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: {
            scene.view.center.x = 200
            scene.view.center.x = 300
        }, completion: { calls.append($0) })
        scene.runtime.advance(1.1)
        #expect(calls == [true])
        #expect(scene.view.layer.presentationProperties.position.x == 300)
    }

    @Test func aPropertySetTwiceAnimatesFromTheValueBeforeTheBlock() {
        let scene = Scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            scene.view.alpha = 0.5
            scene.view.alpha = 0
        })
        scene.runtime.advance(0.5)
        #expect(abs(scene.view.layer.presentationProperties.opacity - 0.5) < 0.01)
    }

    @Test func aFrameAndACentreSetInOneBlockCompleteWithTrue() {
        let scene = Scene()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: {
            scene.view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            scene.view.center = CGPoint(x: 150, y: 150)
            scene.view.alpha = 0.5
        }, completion: { calls.append($0) })
        scene.runtime.advance(0.6)
        #expect(calls == [true])
    }
}

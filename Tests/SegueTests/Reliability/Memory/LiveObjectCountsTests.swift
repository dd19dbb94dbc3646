import Foundation
import Testing
@testable import Segue

/// `SegueLiveObjectCounts` itself: each counted kind goes up when one is made and
/// back down when it is freed.
@MainActor
@Suite("Memory: live-object counts")
struct LiveObjectCountsTests {
    @Test("a view and its layer count while alive, and not after")
    func viewAndLayer() {
        let before = SegueLiveObjectCounts.current
        var label: UILabel? = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(SegueLiveObjectCounts.current.difference(from: before) == SegueLiveObjectCounts(views: 1, layers: 1))
        _ = label?.layer.presentation()
        label = nil
        #expect(SegueLiveObjectCounts.current == before)
    }

    @Test("controllers, presentation controllers, gesture recognizers and transition contexts count")
    func otherKinds() {
        let before = SegueLiveObjectCounts.current
        do {
            let presented = UIViewController()
            let presenting = UIViewController()
            let presentation = UIPresentationController(presentedViewController: presented, presenting: presenting)
            let pan = UIPanGestureRecognizer()
            let container = UIView()
            let context = ViewControllerTransitionContext(containerView: container, from: presenting, to: presented,
                                                          fromView: nil, toView: nil, isAnimated: false)
            #expect(SegueLiveObjectCounts.current.difference(from: before)
                    == SegueLiveObjectCounts(viewControllers: 2, views: 1, layers: 1, transitionContexts: 1,
                                             presentationControllers: 1, gestureRecognizers: 1))
            withExtendedLifetime((presentation, pan, context)) {}
        }
        #expect(SegueLiveObjectCounts.current == before)
    }

    @Test("objects freed on another thread are counted")
    func freedOffTheMainThread() {
        let before = SegueLiveObjectCounts.current
        final class Box: @unchecked Sendable {
            var layer: CALayer?
            init(_ layer: CALayer) { self.layer = layer }
        }
        let box = Box(CALayer())
        #expect(SegueLiveObjectCounts.current.layers == before.layers + 1)
        // The main thread waits (so no other test runs in between) while another
        // thread drops the last reference.
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.layer = nil
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(SegueLiveObjectCounts.current == before)
    }

    @Test("the description names every kind")
    func description() {
        let counts = SegueLiveObjectCounts(viewControllers: 1, views: 2, layers: 3, transitionContexts: 4,
                                           presentationControllers: 5, gestureRecognizers: 6)
        #expect(counts.description == "controllers 1, views 2, layers 3, contexts 4, presentation controllers 5, gesture recognizers 6")
    }
}

import Foundation
import Testing
@testable import Segue

/// Converting between views through 2D and 3D transforms, and finding the view
/// under a point.
@MainActor
@Suite struct UIViewConversionAndHitTestTests {
    @Test func pointsConvertThroughOffsetsAndBoundsOrigins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(a)
        a.addSubview(b)
        #expect(close(b.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 115, y: 75)))
        #expect(close(b.convert(CGPoint(x: 115, y: 75), from: nil), CGPoint(x: 5, y: 5)))
        a.bounds.origin = CGPoint(x: 0, y: 30) // scrolled
        #expect(close(b.convert(CGPoint(x: 5, y: 5), to: window), CGPoint(x: 115, y: 45)))
    }

    @Test func pointsConvertThroughRotationAndScaleAndBack() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        // The top-left corner (0,0) is 50,50 from the centre (150,150): rotated a
        // quarter turn and doubled it is at (150 + 100, 150 − 100).
        #expect(close(view.convert(CGPoint.zero, to: window), CGPoint(x: 250, y: 50)))
        let p = CGPoint(x: 13, y: 71)
        #expect(close(view.convert(view.convert(p, to: window), from: window), p, 1e-9))
        let rect = view.convert(view.bounds, to: window)
        #expect(close(rect, CGRect(x: 50, y: 50, width: 200, height: 200), 1e-9))
    }

    @Test func pointsConvertThroughPerspectiveAsTheMatrixProjectsThem() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        window.addSubview(card)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        card.layer.transform = t
        // Corner (200, 0) is (100, −100) from the anchor; project it by hand.
        let projected = CATransform3DTransformPoint(t, 100, -100, 0)
        let expected = CGPoint(x: 200 + projected.x / projected.w, y: 150 + projected.y / projected.w)
        #expect(close(card.convert(CGPoint(x: 200, y: 0), to: window), expected, 1e-9))
        #expect(close(card.convert(expected, from: window), CGPoint(x: 200, y: 0), 1e-6))
    }

    @Test func aSuperlayersSublayerTransformPerspectiveCountsToo() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let stage = UIView(frame: window.bounds)
        window.addSubview(stage)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        stage.layer.sublayerTransform = perspective
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        stage.addSubview(card)
        card.layer.transform = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
        let p = CGPoint(x: 30, y: 170)
        let there = card.convert(p, to: window)
        #expect(!close(there, CGPoint(x: 130, y: 220), 1))
        #expect(close(card.convert(there, from: window), p, 1e-6))
    }

    @Test func hitTestFindsTheFrontMostInteractiveViewUnderThePoint() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let sticking = UIView(frame: CGRect(x: 180, y: 0, width: 100, height: 50))
        window.addSubview(back)
        window.addSubview(front)
        back.addSubview(sticking)
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        // Inside `sticking` but outside its superview: not hit there.
        #expect(window.hitTest(CGPoint(x: 250, y: 10), with: nil) === window)
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 500, y: 60), with: nil) == nil)
    }

    @Test func hitTestFollowsARotatedView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let bar = UIView(frame: CGRect(x: 150, y: 140, width: 100, height: 20))
        window.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(window.hitTest(CGPoint(x: 200, y: 110), with: nil) === bar)
        #expect(window.hitTest(CGPoint(x: 240, y: 150), with: nil) === window)
    }

    /// Found by the random test: a click during the card flip, whose outgoing page
    /// is turned 90° about x (edge-on in the model), warned "the target layer is
    /// seen edge-on" from hit-testing.
    @Test func hitTestSkipsAViewSeenEdgeOnQuietly() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let page = UIView(frame: window.bounds)
        let button = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        page.addSubview(button)
        window.addSubview(page)
        page.layer.transform = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        var hit: UIView?
        let diagnostics = collectingDiagnostics { hit = window.hitTest(CGPoint(x: 200, y: 150), with: nil) }
        #expect(diagnostics == [])
        #expect(hit === window, "an edge-on page has no area to hit")
        page.layer.transform = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
        #expect(window.hitTest(CGPoint(x: 200, y: 150), with: nil) === button, "turned less than 90° it is hit again")
    }

    @Test func clicksReachTheViewHitTestingFound() {
        final class Touchy: UIView {
            var phases: [UITouch.Phase] = []
            var location = CGPoint.zero
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                phases.append(.began)
                location = touches.first!.location(in: self)
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.moved) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.ended) }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append(.cancelled) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = Touchy(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(view)
        window.handlePointer(.moved, at: CGPoint(x: 110, y: 110), timestamp: 0.9)
        window.handlePointer(.began, at: CGPoint(x: 110, y: 120), timestamp: 1)
        window.handlePointer(.moved, at: CGPoint(x: 300, y: 120), timestamp: 1.1)
        window.handlePointer(.ended, at: CGPoint(x: 300, y: 120), timestamp: 1.2)
        #expect(view.phases == [.began, .moved, .ended])
        #expect(close(view.location, CGPoint(x: 10, y: 20)))
        window.handlePointer(.began, at: CGPoint(x: 110, y: 120), timestamp: 2)
        window.cancelAllTouches(timestamp: 2.1)
        #expect(view.phases.suffix(2) == [.began, .cancelled])
    }

    @Test func aSecondClickSoonAfterCountsAsADoubleTap() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.handlePointer(.began, at: CGPoint(x: 10, y: 10), timestamp: 1)
        window.handlePointer(.ended, at: CGPoint(x: 10, y: 10), timestamp: 1.05)
        let second = window.handlePointer(.began, at: CGPoint(x: 12, y: 11), timestamp: 1.2)
        #expect(second?.tapCount == 2)
        window.handlePointer(.ended, at: CGPoint(x: 12, y: 11), timestamp: 1.25)
        let late = window.handlePointer(.began, at: CGPoint(x: 12, y: 11), timestamp: 3)
        #expect(late?.tapCount == 1)
    }
}

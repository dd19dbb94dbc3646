import Foundation
import Testing
@testable import Segue

/// Presentations and interface rotation (docs/UIKIT-BEHAVIOUR.md, "Rotation"): the presented
/// controller hears about the size change through its presentation controller,
/// the container follows the window, and a rotation asked for during a
/// presentation waits for it to land.
@MainActor
@Suite("Presentation: rotation")
struct PresentationRotationTests {
    @Test("viewWillTransition reaches the presented controller through its presentation controller")
    func viewWillTransitionForwarded() throws {
        let fixture = PresentationFixture(size: CGSize(width: 768, height: 1024))
        let log = fixture.log
        let presented = LoggingViewController("B", log: log)
        presented.modalPresentationStyle = .custom
        let delegate = TestTransitioningDelegate(animator: nil)
        delegate.makePresentationController = { presented, presenting in
            LoggingPresentationController(presented: presented, presenting: presenting, log: log)
        }
        presented.transitioningDelegate = delegate
        fixture.root.present(presented, animated: false)
        log.clear()
        fixture.host.rotate(to: .landscapeLeft)
        #expect(fixture.entries == [
            "A.viewWillTransition(1024x768)", "pc.viewWillTransition(1024x768)", "B.viewWillTransition(1024x768)",
        ])
        #expect(fixture.host.settle())
        let container = try #require(fixture.containers.first)
        #expect(container.bounds.size == CGSize(width: 1024, height: 768))
        #expect(presented.view.frame == CGRect(x: 0, y: 384, width: 1024, height: 384))
    }

    @Test("a full-screen presented view and its container follow the window through all four orientations")
    func fullScreenFollows() throws {
        let fixture = PresentationFixture(size: CGSize(width: 768, height: 1024))
        let presented = UIViewController()
        fixture.root.present(presented, animated: false)
        for orientation in [UIInterfaceOrientation.landscapeLeft, .portraitUpsideDown, .landscapeRight, .portrait] {
            fixture.host.rotate(to: orientation)
            fixture.host.advance(by: 0.2)
            let container = try #require(fixture.containers.first)
            // Mid-rotation the container is already animating toward the new size.
            #expect(container.frame == fixture.host.window.bounds)
            #expect(fixture.host.settle())
            #expect(presented.view.frame == fixture.host.window.bounds)
            #expect(CATransform3DIsIdentity(presented.view.layer.transform))
        }
    }

    @Test("the presenter's view comes back at the rotated size when the dismissal starts")
    func presenterReturnsRotated() {
        let fixture = PresentationFixture(size: CGSize(width: 768, height: 1024))
        let presented = UIViewController()
        fixture.root.present(presented, animated: false)
        fixture.host.rotate(to: .landscapeRight)
        #expect(fixture.host.settle())
        #expect(fixture.root.view.frame.size == CGSize(width: 768, height: 1024))   // out of the window, untouched
        presented.dismiss(animated: true)
        #expect(fixture.root.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(fixture.host.settle())
        #expect(fixture.root.view.frame == fixture.host.window.bounds)
    }

    @Test("a rotation asked for mid-presentation waits: the presentation lands, then the interface rotates")
    func rotationWaitsForPresentation() {
        let fixture = PresentationFixture(size: CGSize(width: 768, height: 1024))
        let log = fixture.log
        let presented = LoggingViewController("B", log: log)
        presented.modalPresentationStyle = .custom
        let delegate = TestTransitioningDelegate(animator: FadeTestAnimator(duration: 0.5))
        delegate.makePresentationController = { presented, presenting in
            LoggingPresentationController(presented: presented, presenting: presenting, log: log)
        }
        presented.transitioningDelegate = delegate
        fixture.root.present(presented, animated: true)
        fixture.host.advance(by: 0.2)
        fixture.host.rotate(to: .landscapeLeft)
        #expect(fixture.host.interfaceOrientation == .portrait)
        #expect(presented.view.frame == CGRect(x: 0, y: 512, width: 768, height: 512))
        fixture.host.advance(by: 0.31)
        // Landed in portrait, then the rotation began.
        #expect(log.entries.firstIndex(of: "B.viewDidAppear")! < log.entries.firstIndex(of: "B.viewWillTransition(1024x768)")!)
        #expect(fixture.host.interfaceOrientation == .landscapeLeft)
        #expect(fixture.host.settle())
        #expect(presented.view.frame == CGRect(x: 0, y: 384, width: 1024, height: 384))
    }
}

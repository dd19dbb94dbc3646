import Foundation
import Testing
@testable import Segue

/// UIKit's standard presentation animations, which run when no animator is
/// vended: where the views are mid-transition and at the end.
@MainActor
@Suite("Presentation: the standard animations of modalTransitionStyle")
struct StandardPresentationAnimatorTests {
    private func presented(_ style: UIModalTransitionStyle, on fixture: PresentationFixture) -> UIViewController {
        let controller = UIViewController()
        controller.modalTransitionStyle = style
        fixture.root.present(controller, animated: true)
        return controller
    }

    @Test("coverVertical slides up from below the bottom edge and back down on dismissal")
    func coverVertical() {
        let fixture = PresentationFixture()
        let controller = presented(.coverVertical, on: fixture)
        let view: UIView = controller.view
        #expect(view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))   // the model is final
        fixture.host.runTicks(1)
        let start = presentedFrame(of: view)
        #expect(start.minY > 540 && start.minY <= 600)
        fixture.host.advance(by: 0.1)
        let early = presentedFrame(of: view)
        fixture.host.advance(by: 0.1)
        let later = presentedFrame(of: view)
        #expect(later.minY < early.minY && early.minY < start.minY)
        #expect(later.minY > 0)
        #expect(start.minX == 0 && later.width == 400)
        // The presenter's view stays put underneath while it runs.
        #expect(presentedFrame(of: fixture.root.view) == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(fixture.host.settle())
        #expect(presentedFrame(of: view) == CGRect(x: 0, y: 0, width: 400, height: 600))

        controller.dismiss(animated: true)
        fixture.host.advance(by: 0.15)
        let falling = presentedFrame(of: view)
        #expect(falling.minY > 0 && falling.minY < 600)
        #expect(fixture.root.view.window === fixture.host.window)
        #expect(fixture.host.settle())
        #expect(view.superview == nil)
    }

    @Test("crossDissolve fades the presented view in, and out on dismissal, restoring its alpha")
    func crossDissolve() {
        let fixture = PresentationFixture()
        let controller = presented(.crossDissolve, on: fixture)
        let view: UIView = controller.view
        fixture.host.advance(by: CrossDissolveTransitionAnimator.duration / 2)
        let mid = view.layer.presentation()!.opacity
        #expect(mid > 0.3 && mid < 0.7)
        #expect(presentedFrame(of: view) == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(fixture.host.settle())
        #expect(view.alpha == 1)
        controller.dismiss(animated: true)
        fixture.host.advance(by: CrossDissolveTransitionAnimator.duration / 2)
        let fading = view.layer.presentation()!.opacity
        #expect(fading > 0.3 && fading < 0.7)
        #expect(fixture.host.settle())
        #expect(view.alpha == 1)
        #expect(view.superview == nil)
    }

    /// The angle about `axis` of a layer's presentation transform, read from the
    /// rotation part (perspective ignored).
    private func angle(of view: UIView, about axis: (CGFloat, CGFloat)) -> CGFloat {
        let t = view.layer.presentation()!.transform
        return axis.1 == 1 ? atan2(-t.m13, t.m11) : atan2(t.m23, t.m22)
    }

    @Test("flipHorizontal turns the presenter away about the vertical axis, then the presented view in")
    func flipHorizontal() {
        let fixture = PresentationFixture()
        let controller = presented(.flipHorizontal, on: fixture)
        let view: UIView = controller.view
        let duration = FlipHorizontalTransitionAnimator.duration
        fixture.host.advance(by: duration / 4)
        let outgoingAngle = angle(of: fixture.root.view, about: (0, 1))
        #expect(outgoingAngle > 0.05 && outgoingAngle < .pi / 2)
        #expect(abs(abs(angle(of: view, about: (0, 1))) - .pi / 2) < 1e-3)
        #expect(view.layer.presentation()!.transform.m34 < 0)
        fixture.host.advance(by: duration / 2)
        let incomingAngle = angle(of: view, about: (0, 1))
        #expect(abs(incomingAngle) > 0.05 && abs(incomingAngle) < .pi / 2)
        #expect(fixture.host.settle())
        #expect(CATransform3DIsIdentity(view.layer.transform))
        #expect(CATransform3DIsIdentity(fixture.root.view.layer.transform))
        controller.dismiss(animated: true)
        fixture.host.advance(by: duration / 4)
        #expect(angle(of: view, about: (0, 1)) < -0.05)
        #expect(fixture.host.settle())
        #expect(CATransform3DIsIdentity(fixture.root.view.layer.transform))
        #expect(fixture.root.view.window === fixture.host.window)
    }

    @Test("partialCurl is drawn as a flip about the horizontal axis")
    func partialCurl() {
        let fixture = PresentationFixture()
        let controller = presented(.partialCurl, on: fixture)
        fixture.host.advance(by: PartialCurlTransitionAnimator.duration / 4)
        let turned = angle(of: fixture.root.view, about: (1, 0))
        #expect(abs(turned) > 0.05 && abs(turned) < .pi / 2)
        let t = fixture.root.view.layer.presentation()!.transform
        #expect(abs(t.m11 - 1) < 1e-6)   // nothing turns about the vertical axis
        #expect(fixture.host.settle())
        #expect(controller.view.frame == fixture.host.window.bounds)
        #expect(CATransform3DIsIdentity(controller.view.layer.transform))
    }

    @Test("with a presenter that stays (overFullScreen) the standard animations touch only the presented view")
    func overFullScreenStandard() {
        for style in [UIModalTransitionStyle.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl] {
            let fixture = PresentationFixture()
            let controller = UIViewController()
            controller.modalPresentationStyle = .overFullScreen
            controller.modalTransitionStyle = style
            fixture.root.present(controller, animated: true)
            fixture.host.advance(by: 0.2)
            #expect(CATransform3DIsIdentity(fixture.root.view.layer.presentation()!.transform))
            #expect(fixture.root.view.layer.presentation()!.opacity == 1)
            #expect(fixture.host.settle())
            #expect(controller.view.superview === fixture.containers.first)
            #expect(controller.view.frame == fixture.host.window.bounds)
            controller.dismiss(animated: true)
            #expect(fixture.host.settle())
            #expect(fixture.containers.isEmpty)
        }
    }
}

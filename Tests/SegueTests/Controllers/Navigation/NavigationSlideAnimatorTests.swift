import Foundation
import Testing
@testable import Segue

/// The standard slide's motion, read from the presentation tree mid-transition.
@MainActor
@Suite("NavigationSlideAnimator: UIKit's default push and pop slide")
struct NavigationSlideAnimatorTests {
    func frame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? .null }

    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }

    @Test("push: the incoming view enters from the right edge over the outgoing one, which drifts 30 % left")
    func pushPositions() throws {
        let f = NavigationFixture()
        let container = f.navigation.contentView
        f.navigation.pushViewController(f["B"], animated: true)
        let a = f["A"].view!, b = f["B"].view!
        // The presentation tree shows what a frame showed: the first tick's.
        f.host.runTicks(1)
        #expect(close(frame(b).minX, 320), "starts just off the right edge")
        #expect(close(frame(a).minX, 0))
        let bIndex = try #require(container.subviews.firstIndex(of: b))
        let aIndex = try #require(container.subviews.firstIndex(of: a))
        #expect(bIndex > aIndex, "the incoming view is above the outgoing one")
        f.host.advance(by: NavigationSlideAnimator.duration / 2 - f.host.loop.tickInterval)
        // Ease-in-out is at 0.5 at half the time.
        #expect(close(frame(b).minX, 160), "\(frame(b))")
        #expect(close(frame(a).minX, -48), "\(frame(a))")
        #expect(frame(b).size == CGSize(width: 320, height: 436) && frame(a).size == CGSize(width: 320, height: 436))
        let dimming = try #require(container.subviews.first { $0.backgroundColor == .black })
        let dim = try #require(dimming.layer.presentation()).opacity
        #expect(abs(Double(dim) - 0.05) < 0.01)
        #expect(close(frame(dimming).minX, -48))
        let shadow = try #require(container.subviews.first { $0 is UIImageView })
        #expect(close(frame(shadow).maxX, 160) && frame(shadow).width == NavigationSlideAnimator.shadowWidth)
        f.host.advance(by: NavigationSlideAnimator.duration / 2 + 0.05)
        #expect(f.navigation.activeTransition == nil)
        #expect(container.subviews == [b], "dimming and shadow are gone, the outgoing view removed")
        #expect(b.frame == container.bounds && frame(b) == container.bounds)
        #expect(a.frame == container.bounds, "the outgoing view's frame is restored for next time")
    }

    @Test("pop: the outgoing view slides off to the right, uncovering the one below drifting back from the left")
    func popPositions() throws {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: false)
        f.navigation.popViewController(animated: true)
        let container = f.navigation.contentView
        let a = f["A"].view!, b = f["B"].view!
        f.host.runTicks(1)
        #expect(close(frame(a).minX, -96) && close(frame(b).minX, 0))
        let bIndex = try #require(container.subviews.firstIndex(of: b))
        let aIndex = try #require(container.subviews.firstIndex(of: a))
        #expect(aIndex < bIndex, "the uncovered view is below the leaving one")
        f.host.advance(by: NavigationSlideAnimator.duration / 2 - f.host.loop.tickInterval)
        #expect(close(frame(b).minX, 160), "\(frame(b))")
        #expect(close(frame(a).minX, -48), "\(frame(a))")
        f.host.advance(by: NavigationSlideAnimator.duration / 4)
        #expect(frame(b).minX > 160 && frame(a).minX > -48)
        f.finishTransitions()
        #expect(container.subviews == [a])
        #expect(a.frame == container.bounds && b.frame == container.bounds)
    }

    @Test("the slide lasts 0.35 s: still running just before, complete just after")
    func duration() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: true)
        f.host.advance(by: 0.34)
        #expect(f.navigation.activeTransition != nil)
        f.host.advance(by: 0.03)
        #expect(f.navigation.activeTransition == nil)
        #expect(f.stackNames == ["A", "B"])
    }

    @Test("cancelled through an interactor, it restores the outgoing view's frame and removes the incoming one")
    func cancelledSlide() throws {
        final class Vendor: UINavigationControllerDelegate {
            let interactor: NavigationTestInteractor
            let slide = NavigationSlideAnimator(operation: .pop)
            init(log: CallbackLog) { interactor = NavigationTestInteractor(log: log, animator: nil) }
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                slide
            }
            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning? {
                interactor.animator = animationController
                return interactor
            }
        }
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: false)
        let vendor = Vendor(log: f.log)
        f.navigation.delegate = vendor
        f.navigation.popViewController(animated: true)
        f.host.advance(by: 0.1)
        try #require(vendor.interactor.context).cancelInteractiveTransition()
        f.finishTransitions()
        let container = f.navigation.contentView
        #expect(container.subviews == [f["B"].view])
        #expect(f["B"].view.frame == container.bounds)
        #expect(f.stackNames == ["A", "B"])
    }
}

import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

// The demo's port of the card-flip seed (Sources/SegueCLI/Demo/Scenes/FlipModalScene.swift)
// driven through HeadlessHost: the seed's animator, delegate and controllers exactly as the
// demo runs them.

/// Whether two transforms agree within `tolerance` in every element.
private func approximatelyEqual(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-3) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
        (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
        (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
        (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
        (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
    ]
    return pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }
}

@MainActor
@Suite("segue demo --scene flip: the card-flip seed (iOS7 Day-by-Day, day 14) presenting and dismissing")
struct FlipModalSceneTests {
    /// easeInEaseOut at x = 0.25 and 0.75 (uikit-semantics.md §1): the whole keyframe
    /// timeline runs on the default curve.
    private let easedQuarter = 0.129162, easedThreeQuarters = 0.870838

    private func rotationX(_ angle: Double) -> CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), 1, 0, 0)
    }

    @Test("presenting: the presenter turns away over the first half, the modal turns in over the second")
    func present() throws {
        let host = HeadlessHost(size: CGSize(width: 768, height: 1024))
        let main = SCViewController()
        host.window.rootViewController = main
        host.runTicks(1)
        main.proceedToNextViewController()
        let modal = try #require(main.presentedViewController as? SCModalViewController)
        let container = try #require(modal.presentationController?.containerView)
        #expect(container.layer.sublayerTransform.m34 == -1.0 / 1024)
        // Both views are in the container, so the seed's perspective reaches both.
        #expect(container.subviews == [main.view, modal.view])

        host.advance(by: 0.25)
        let firstHalf = easedQuarter / 0.5 * .pi / 2
        #expect(approximatelyEqual(main.view.layer.presentation()!.transform, rotationX(firstHalf), tolerance: 1e-4))
        #expect(approximatelyEqual(modal.view.layer.presentation()!.transform, rotationX(-.pi / 2)))

        host.advance(by: 0.5)
        let secondHalf = -.pi / 2 * (1 - (easedThreeQuarters - 0.5) / 0.5)
        #expect(approximatelyEqual(main.view.layer.presentation()!.transform, rotationX(.pi / 2)))
        #expect(approximatelyEqual(modal.view.layer.presentation()!.transform, rotationX(secondHalf), tolerance: 1e-4))
        #expect(modal.isBeingPresented)

        host.advance(by: 0.3)
        #expect(!modal.isBeingPresented)
        #expect(main.presentedViewController === modal)
        #expect(modal.presentingViewController === main)
        #expect(main.viewIfLoaded?.window == nil)           // full screen: the presenter's view left
        #expect(modal.view.superview === container)
        #expect(modal.view.frame == host.window.bounds)
        #expect(CATransform3DIsIdentity(modal.view.layer.transform))
        #expect(host.window.subviews == [container])
        StudioSceneWindDown.windDown(host)
    }

    @Test("dismissing: the modal turns away the other way and the presenter turns back in, then goes home")
    func dismiss() throws {
        let host = HeadlessHost(size: CGSize(width: 768, height: 1024))
        let main = SCViewController()
        host.window.rootViewController = main
        host.runTicks(1)
        main.proceedToNextViewController()
        let modal = try #require(main.presentedViewController as? SCModalViewController)
        #expect(host.settle())
        let container = try #require(modal.presentationController?.containerView)

        modal.handleDismissPressed()
        #expect(main.view.superview === container)           // the seed adds the toView to the container
        host.advance(by: 0.25)
        let firstHalf = easedQuarter / 0.5 * .pi / 2
        #expect(approximatelyEqual(modal.view.layer.presentation()!.transform, rotationX(-firstHalf), tolerance: 1e-4))
        #expect(approximatelyEqual(main.view.layer.presentation()!.transform, rotationX(.pi / 2)))
        host.advance(by: 0.5)
        let secondHalf = .pi / 2 * (1 - (easedThreeQuarters - 0.5) / 0.5)
        #expect(approximatelyEqual(main.view.layer.presentation()!.transform, rotationX(secondHalf), tolerance: 1e-4))
        #expect(modal.isBeingDismissed)

        host.advance(by: 0.3)
        #expect(main.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
        #expect(host.window.subviews == [main.view])
        #expect(main.view.frame == host.window.bounds)
        #expect(CATransform3DIsIdentity(main.view.layer.transform))
        #expect(modal.viewIfLoaded?.superview == nil)
        #expect(container.superview == nil)
        StudioSceneWindDown.windDown(host)
    }

    // MARK: Dragging (SCFlipAnimationInteractor)

    /// A host of 320 × 480 showing the seed's main controller, with its window pan attached.
    private func draggableScene() -> (HeadlessHost, SCViewController) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let main = SCViewController()
        host.window.rootViewController = main
        host.runTicks(1)
        return (host, main)
    }

    /// A vertical drag from y = 100 by `distance` points (pan hysteresis included) in
    /// 4 pt moves, a tick apart, then a release; `during` runs after each move.
    private func drag(_ host: HeadlessHost, by distance: CGFloat, during: () -> Void = {}) {
        let x: CGFloat = 40
        host.touchDown(at: CGPoint(x: x, y: 100))
        host.runTicks(1)
        var moved: CGFloat = 0
        while moved < distance {
            moved = min(moved + 4, distance)
            host.touchMove(to: CGPoint(x: x, y: 100 + moved))
            host.runTicks(1)
            during()
        }
        host.touchUp(at: CGPoint(x: x, y: 100 + distance))
        host.runTicks(1)
    }

    @Test("dragging down past half the height presents; short of half cancels with the presenter restored")
    func dragToPresent() throws {
        for (distance, completes) in [(CGFloat(10 + 0.3 * 480), false), (10 + 0.7 * 480, true)] {
            let (host, main) = draggableScene()
            var sawModal: SCModalViewController?
            drag(host, by: distance) { sawModal = sawModal ?? main.presentedViewController as? SCModalViewController }
            #expect(host.settle())
            let modal = try #require(sawModal)
            #expect(!main.interactionController.interactionInProgress)
            if completes {
                #expect(main.presentedViewController === modal)
                #expect(modal.view.window === host.window)
                #expect(CATransform3DIsIdentity(modal.view.layer.transform))
                #expect(main.interactionController.presentingVC === modal)
            } else {
                #expect(main.presentedViewController == nil)
                #expect(host.window.subviews == [main.view])
                #expect(main.view.frame == host.window.bounds)
                #expect(CATransform3DIsIdentity(main.view.layer.transform))
                #expect(CATransform3DIsIdentity(main.view.layer.presentation()!.transform))
                #expect(main.view.layer.animationKeys() == nil)
                #expect(modal.viewIfLoaded?.window == nil)
                #expect(main.interactionController.presentingVC === main)
            }
            StudioSceneWindDown.windDown(host)
        }
    }

    @Test("at exactly half the height the flip completes (the seed cancels only below 0.5)")
    func exactlyHalf() throws {
        let (host, main) = draggableScene()
        let pan = main.interactionController.gestureRecogniser!
        var last: CGFloat = 0
        drag(host, by: 10 + 240) { last = abs(pan.translation(in: pan.view).y) / 480 }
        #expect(last == 0.5)
        #expect(host.settle())
        #expect(main.presentedViewController is SCModalViewController)
        StudioSceneWindDown.windDown(host)
    }

    @Test("mid-drag the presentation transforms follow the percentage")
    func midDragFollows() throws {
        let (host, main) = draggableScene()
        host.touchDown(at: CGPoint(x: 40, y: 100))
        host.runTicks(1)
        var y: CGFloat = 100
        for _ in 0..<30 {                      // 10 pt of hysteresis, then 110 pt
            y += 4
            host.touchMove(to: CGPoint(x: 40, y: y))
            host.runTicks(1)
        }
        let modal = try #require(main.presentedViewController as? SCModalViewController)
        let percentage = main.interactionController.percentComplete
        #expect(abs(percentage - 110.0 / 480) < 1e-9)
        // The whole keyframe timeline runs on easeInEaseOut: the presenter's quarter turn
        // covers its first half.
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).unitBezier.solve(Double(percentage))
        let angle = min(eased / 0.5, 1) * .pi / 2
        #expect(approximatelyEqual(main.view.layer.presentation()!.transform, rotationX(angle), tolerance: 1e-4))
        #expect(approximatelyEqual(modal.view.layer.presentation()!.transform, rotationX(-.pi / 2)))
        // Held still, nothing moves on its own.
        host.advance(by: 0.5)
        #expect(approximatelyEqual(main.view.layer.presentation()!.transform, rotationX(angle), tolerance: 1e-4))
        host.touchUp(at: CGPoint(x: 40, y: y))
        #expect(host.settle())
        #expect(main.presentedViewController == nil)
        StudioSceneWindDown.windDown(host)
    }

    @Test("dragging again dismisses past half, and short of half the modal stays with identity transform")
    func dragToDismiss() throws {
        for (distance, completes) in [(CGFloat(10 + 0.2 * 480), false), (10 + 0.6 * 480, true), (10 + 240, true)] {
            let (host, main) = draggableScene()
            drag(host, by: 10 + 0.8 * 480)
            #expect(host.settle())
            let modal = try #require(main.presentedViewController as? SCModalViewController)
            #expect(modal.interactor === main.interactionController)
            drag(host, by: distance)
            #expect(host.settle())
            if completes {
                #expect(main.presentedViewController == nil)
                #expect(host.window.subviews == [main.view])
                #expect(CATransform3DIsIdentity(main.view.layer.transform))
                #expect(main.interactionController.presentingVC === main)
            } else {
                #expect(main.presentedViewController === modal)
                #expect(modal.view.window === host.window)
                #expect(main.viewIfLoaded?.window == nil)
                #expect(CATransform3DIsIdentity(modal.view.layer.transform))
                #expect(CATransform3DIsIdentity(modal.view.layer.presentation()!.transform))
                #expect(main.interactionController.presentingVC === modal)
            }
            StudioSceneWindDown.windDown(host)
        }
    }

    @Test("the buttons still present and dismiss without interaction")
    func buttonsStayNonInteractive() throws {
        let (host, main) = draggableScene()
        main.proceedToNextViewController()
        let modal = try #require(main.presentedViewController as? SCModalViewController)
        #expect(modal.transitionCoordinator?.isInteractive == false)
        #expect(host.settle())
        modal.handleDismissPressed()
        #expect(main.transitionCoordinator?.isInteractive == false)
        #expect(host.settle())
        #expect(main.presentedViewController == nil)
        StudioSceneWindDown.windDown(host)
    }
}

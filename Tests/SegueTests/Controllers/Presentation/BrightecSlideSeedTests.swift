import Foundation
import Testing
@testable import Segue

// Brightec's "iOS 7 Custom View Controller Transitions and Rotation" (seed 004),
// in Swift as the seed writes it: one object that is both the transitioning
// delegate and the animator, sliding a panel up from the bottom. First the
// simple way (rects from the container's bounds), then the iOS 7 workaround
// that switches on `interfaceOrientation`.

/// The seed's first `BTSlideInteractor`: rects from the container's bounds.
@MainActor
final class BTSlideInteractor: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var isPresenting = false

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }

    // MARK: Helpers

    func rectForDismissedState(_ transitionContext: UIViewControllerContextTransitioning) -> CGRect {
        let containerView = transitionContext.containerView
        return CGRect(x: 0, y: containerView.bounds.size.height, width: containerView.bounds.size.width, height: 720)
    }

    func rectForPresentedState(_ transitionContext: UIViewControllerContextTransitioning) -> CGRect {
        let controller: UIViewController
        if isPresenting {
            controller = transitionContext.viewController(forKey: .to)!
        } else {
            controller = transitionContext.viewController(forKey: .from)!
        }
        return rectForDismissedState(transitionContext).offsetBy(dx: 0, dy: -controller.view.bounds.height)
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func animationEnded(_ transitionCompleted: Bool) {
        // reset state
        isPresenting = false
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView

        if isPresenting {
            // set starting rect for animation
            toViewController.view.frame = rectForDismissedState(transitionContext)
            containerView.addSubview(toViewController.view)

            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toViewController.view.frame = self.rectForPresentedState(transitionContext)
            }, completion: { _ in
                transitionContext.completeTransition(true)
            })
        } else {
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromViewController.view.frame = self.rectForDismissedState(transitionContext)
            }, completion: { _ in
                transitionContext.completeTransition(true)
                fromViewController.view.removeFromSuperview()
            })
        }
    }
}

/// The seed's fixed `BTSlideInteractor`, the iOS 7 way: rects chosen by the
/// presenting controller's `interfaceOrientation`, because on iOS 7 the
/// container stayed in portrait.
@MainActor
final class BTSlideInteractorIOS7: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    static let presentedViewHeightPortrait: CGFloat = 720
    static let presentedViewHeightLandscape: CGFloat = 440

    var isPresenting = false

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }

    func rectForDismissedState(_ transitionContext: UIViewControllerContextTransitioning) -> CGRect {
        let fromViewController: UIViewController
        let containerView = transitionContext.containerView
        if isPresenting {
            fromViewController = transitionContext.viewController(forKey: .from)!
        } else {
            fromViewController = transitionContext.viewController(forKey: .to)!
        }
        let landscape = Self.presentedViewHeightLandscape, portrait = Self.presentedViewHeightPortrait
        switch fromViewController.interfaceOrientation {
        case .landscapeRight:
            return CGRect(x: -landscape, y: 0, width: landscape, height: containerView.bounds.size.height)
        case .landscapeLeft:
            return CGRect(x: containerView.bounds.size.width, y: 0, width: landscape, height: containerView.bounds.size.height)
        case .portraitUpsideDown:
            return CGRect(x: 0, y: -portrait, width: containerView.bounds.size.width, height: portrait)
        case .portrait:
            return CGRect(x: 0, y: containerView.bounds.size.height, width: containerView.bounds.size.width, height: portrait)
        default:
            return .zero
        }
    }

    func rectForPresentedState(_ transitionContext: UIViewControllerContextTransitioning) -> CGRect {
        let fromViewController: UIViewController
        if isPresenting {
            fromViewController = transitionContext.viewController(forKey: .from)!
        } else {
            fromViewController = transitionContext.viewController(forKey: .to)!
        }
        let landscape = Self.presentedViewHeightLandscape, portrait = Self.presentedViewHeightPortrait
        switch fromViewController.interfaceOrientation {
        case .landscapeRight:
            return rectForDismissedState(transitionContext).offsetBy(dx: landscape, dy: 0)
        case .landscapeLeft:
            return rectForDismissedState(transitionContext).offsetBy(dx: -landscape, dy: 0)
        case .portraitUpsideDown:
            return rectForDismissedState(transitionContext).offsetBy(dx: 0, dy: portrait)
        case .portrait:
            return rectForDismissedState(transitionContext).offsetBy(dx: 0, dy: -portrait)
        default:
            return .zero
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        isPresenting = false
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView

        if isPresenting {
            toViewController.view.frame = rectForDismissedState(transitionContext)
            containerView.addSubview(toViewController.view)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toViewController.view.frame = self.rectForPresentedState(transitionContext)
            }, completion: { _ in
                transitionContext.completeTransition(true)
            })
        } else {
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromViewController.view.frame = self.rectForDismissedState(transitionContext)
            }, completion: { _ in
                transitionContext.completeTransition(true)
                fromViewController.view.removeFromSuperview()
            })
        }
    }
}

@MainActor
@Suite("Seed: Brightec's slide-up panel in every orientation")
struct BrightecSlideSeedTests {
    nonisolated static let orientations: [UIInterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]

    /// A host rotated to `orientation`, with a root controller and a red panel
    /// controller to present (`.custom`, so the presenter stays underneath).
    private func setUp(_ orientation: UIInterfaceOrientation) -> (HeadlessHost, UIViewController, UIViewController) {
        let host = HeadlessHost(size: CGSize(width: 768, height: 1024))
        let main = UIViewController()
        host.window.rootViewController = main
        host.rotate(to: orientation)
        host.settle()
        let panel = UIViewController()
        panel.view.backgroundColor = .red
        panel.modalPresentationStyle = .custom
        return (host, main, panel)
    }

    @Test("the simple way slides the 720 pt panel up from the bottom edge, whatever the orientation",
          arguments: orientations)
    func simpleWay(orientation: UIInterfaceOrientation) throws {
        let (host, main, panel) = setUp(orientation)
        let size = host.window.bounds.size
        #expect(size == (orientation.isLandscape ? CGSize(width: 1024, height: 768) : CGSize(width: 768, height: 1024)))
        let interactor = BTSlideInteractor()
        panel.transitioningDelegate = interactor
        main.present(panel, animated: true)
        let container = try #require(panel.presentationController?.containerView)
        #expect(container.bounds.size == size)

        host.runTicks(1)
        let start = presentedFrame(of: panel.view)
        #expect(abs(start.minY - size.height) < 20)
        #expect(start.minX == 0 && start.width == size.width)
        host.advance(by: 0.15)
        let middle = presentedFrame(of: panel.view)
        #expect(middle.minY < start.minY - 50 && middle.minY > size.height - 720 + 50)
        #expect(middle.minX == 0)
        #expect(host.settle())
        let landed = CGRect(x: 0, y: size.height - 720, width: size.width, height: 720)
        #expect(panel.view.frame == landed)
        #expect(presentedFrame(of: panel.view) == landed)
        #expect(!interactor.isPresenting)                // animationEnded reset it
        #expect(main.view.window === host.window)        // custom: the presenter stays

        panel.dismiss(animated: true)
        host.advance(by: 0.15)
        let sliding = presentedFrame(of: panel.view)
        #expect(sliding.minY > landed.minY + 50 && sliding.minY < size.height - 50)
        #expect(host.settle())
        #expect(panel.viewIfLoaded?.superview == nil)
        #expect(main.presentedViewController == nil)
    }

    @Test("the iOS 7 way lands exactly on the rects its orientation switch computes", arguments: orientations)
    func iOS7Way(orientation: UIInterfaceOrientation) throws {
        let (host, main, panel) = setUp(orientation)
        let interactor = BTSlideInteractorIOS7()
        panel.transitioningDelegate = interactor
        main.present(panel, animated: true)
        host.runTicks(1)
        // The seed's numbers, for a container that is 768 × 1024 in portrait and
        // 1024 × 768 in landscape (Segue's container follows the interface, as on
        // iOS 8 and later). The workaround assumed iOS 7's portrait container, so
        // outside portrait these rects are the right, left and top edges of the
        // screen — where that code put the panel on iOS 8 too. Segue respects the
        // animator's frames; the simple way above is the one that slides up.
        let (start, end): (CGRect, CGRect) = switch orientation {
        case .portrait: (CGRect(x: 0, y: 1024, width: 768, height: 720), CGRect(x: 0, y: 304, width: 768, height: 720))
        case .landscapeLeft: (CGRect(x: 1024, y: 0, width: 440, height: 768), CGRect(x: 584, y: 0, width: 440, height: 768))
        case .landscapeRight: (CGRect(x: -440, y: 0, width: 440, height: 768), CGRect(x: 0, y: 0, width: 440, height: 768))
        default: (CGRect(x: 0, y: -720, width: 768, height: 720), CGRect(x: 0, y: 0, width: 768, height: 720))
        }
        #expect(approximatelyEqual(presentedFrame(of: panel.view), start, tolerance: 25))
        #expect(host.settle())
        #expect(panel.view.frame == end)
        panel.dismiss(animated: true)
        #expect(host.settle())
        #expect(panel.viewIfLoaded?.superview == nil)
        #expect(main.presentedViewController == nil)
    }

    @Test("in portrait the two ways agree")
    func portraitAgrees() {
        var frames: [CGRect] = []
        for delegate in [BTSlideInteractor() as UIViewControllerTransitioningDelegate, BTSlideInteractorIOS7()] {
            let (host, main, panel) = setUp(.portrait)
            panel.transitioningDelegate = delegate
            main.present(panel, animated: true)
            host.settle()
            frames.append(panel.view.frame)
            host.windDown()
        }
        #expect(frames[0] == frames[1])
    }

    @Test("a rotation during the slide waits; the panel lands, then stays on the bottom edge of the rotated window")
    func rotationDuringSlide() {
        let (host, main, panel) = setUp(.portrait)
        let interactor = BTSlideInteractor()
        panel.transitioningDelegate = interactor
        var landing: (frame: CGRect, orientation: UIInterfaceOrientation)?
        main.present(panel, animated: true) {
            landing = (panel.view.frame, host.interfaceOrientation)
        }
        host.advance(by: 0.1)
        host.rotate(to: .landscapeLeft)
        #expect(host.interfaceOrientation == .portrait)
        host.advance(by: 0.21)
        #expect(landing?.frame == CGRect(x: 0, y: 304, width: 768, height: 720))
        #expect(landing?.orientation == .portrait)
        #expect(host.interfaceOrientation == .landscapeLeft)
        #expect(host.settle())
        // The root view autoresizes (flexible width and height): still full width
        // and on the bottom edge.
        #expect(panel.view.frame.maxY == 768)
        #expect(panel.view.frame.width == 1024)
        #expect(panel.view.frame.minX == 0)
        host.windDown()
    }
}

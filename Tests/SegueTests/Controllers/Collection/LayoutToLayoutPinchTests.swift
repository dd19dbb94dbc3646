import Foundation
import Testing
@testable import Segue

/// The interactive path a scene uses to pinch a layout-to-layout push, written the
/// way Apple's "Collection View Transition" sample (iOS 7) writes it: the
/// navigation delegate vends one object as both animator and interaction
/// controller; its `startInteractiveTransition` starts the collection view's own
/// interactive transition to the pushed controller's layout, the pinch drives the
/// transition layout's progress and the context's percent, and the collection
/// view's completion completes the navigation transition.
@MainActor
final class PinchLayoutTransitionController: NSObject, UINavigationControllerDelegate,
    UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    let navigation: UINavigationController
    let makePushed: () -> UICollectionViewController
    private(set) var hasActiveInteraction = false
    private var context: UIViewControllerContextTransitioning?
    private var transitionLayout: UICollectionViewTransitionLayout?
    private weak var collectionView: UICollectionView?
    /// The collection view completions seen: (completed, finished).
    private(set) var completions: [(Bool, Bool)] = []

    init(navigation: UINavigationController, makePushed: @escaping () -> UICollectionViewController) {
        self.navigation = navigation
        self.makePushed = makePushed
    }

    // MARK: Navigation delegate

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        hasActiveInteraction ? self : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        animationController === self ? self : nil
    }

    // MARK: Animator (only its duration is used: the interaction drives everything)

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}

    // MARK: Interaction

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let from = transitionContext.viewController(forKey: .from) as! UICollectionViewController
        let to = transitionContext.viewController(forKey: .to) as! UICollectionViewController
        collectionView = from.collectionView
        transitionLayout = from.collectionView.startInteractiveTransition(to: to.collectionViewLayout) { [weak self] completed, finished in
            guard let self else { return }
            self.completions.append((completed, finished))
            self.context?.completeTransition(completed)
            self.context = nil
            self.transitionLayout = nil
            self.hasActiveInteraction = false
        }
    }

    /// The pinch's action: spreading pushes, the scale drives the progress, the
    /// release finishes past half way and cancels short of it.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard !hasActiveInteraction else { return }
            hasActiveInteraction = true
            navigation.pushViewController(makePushed(), animated: true)
        case .changed:
            let progress = min(max((pinch.scale - 1) / 1.5, 0), 1)
            transitionLayout?.transitionProgress = progress
            context?.updateInteractiveTransition(progress)
        case .ended, .cancelled:
            guard let transitionLayout, let collectionView else { return }
            if pinch.state == .ended && transitionLayout.transitionProgress > 0.5 {
                collectionView.finishInteractiveTransition()
                context?.finishInteractiveTransition()
            } else {
                collectionView.cancelInteractiveTransition()
                context?.cancelInteractiveTransition()
            }
        default:
            break
        }
    }
}

@MainActor
@Suite("UINavigationController: pinching a layout-to-layout push")
struct LayoutToLayoutPinchTests {
    private func pinchFixture() -> (LayoutNavigationFixture, PinchLayoutTransitionController) {
        let f = LayoutNavigationFixture()
        let controller = PinchLayoutTransitionController(navigation: f.navigation) { f.large }
        f.navigation.delegate = controller
        let pinch = UIPinchGestureRecognizer(target: controller, action: PinchLayoutTransitionController.handlePinch)
        f.collectionView.addGestureRecognizer(pinch)
        return (f, controller)
    }

    @Test("spreading past half finishes: the cells follow the fingers, the push completes with (true, true)")
    func pinchFinishes() {
        let (f, controller) = pinchFixture()
        let centre = f.collectionView.convert(CGPoint(x: f.collectionView.bounds.midX, y: f.collectionView.bounds.midY), to: nil)
        f.host.touchDown(at: CGPoint(x: centre.x + 50, y: centre.y), modifiers: .alternate)
        for step in 1...30 {
            f.host.runTicks(1)
            f.host.touchMove(to: CGPoint(x: centre.x + 50 + CGFloat(step) * 2.5, y: centre.y), modifiers: .alternate)
        }
        // Distance 250 over 110 at recognition: scale 2.27, progress 0.85.
        let layout = try! #require(f.collectionView.collectionViewLayout as? UICollectionViewTransitionLayout)
        #expect(abs(layout.transitionProgress - (250.0 / 110 - 1) / 1.5) < 0.01)
        #expect(f.navigation.topViewController === f.large)
        #expect(f.host.window.isRunningTransition)
        f.host.runTicks(1)
        let expected = f.gridLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
            .interpolated(to: f.largeLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!,
                          progress: layout.transitionProgress).frame
        #expect(approximatelyEqual(f.shownFrame(1)!, expected, tolerance: 0.5))
        f.host.touchUp(at: CGPoint(x: centre.x + 125, y: centre.y), modifiers: .alternate)
        f.host.advance(by: 0.5)
        #expect(controller.completions.count == 1 && controller.completions[0] == (true, true))
        #expect(f.log.withoutContainment == ["L.viewDidLoad", "G.viewWillDisappear", "L.viewWillAppear",
                                             "G.viewDidDisappear", "L.viewDidAppear"])
        #expect(f.navigation.viewControllers == [f.grid, f.large])
        #expect(f.collectionView.collectionViewLayout === f.largeLayout)
        #expect(f.shownFrame(1) == CGRect(x: 0, y: 220, width: 320, height: 200))
        #expect(!f.host.window.isRunningTransition)
    }

    @Test("a small spread cancels: completion (false, true), the push is undone and the grid is back")
    func pinchCancels() {
        let (f, controller) = pinchFixture()
        let centre = f.collectionView.convert(CGPoint(x: f.collectionView.bounds.midX, y: f.collectionView.bounds.midY), to: nil)
        f.host.pinch(center: centre, from: 100, to: 140, duration: 0.2)
        f.host.advance(by: 0.5)
        #expect(controller.completions.count == 1 && controller.completions[0] == (false, true))
        #expect(f.log.withoutContainment == ["L.viewDidLoad", "G.viewWillDisappear", "L.viewWillAppear",
                                             "L.viewWillDisappear", "L.viewDidDisappear", "G.viewWillAppear", "G.viewDidAppear"])
        #expect(f.navigation.viewControllers == [f.grid])
        #expect(f.collectionView.collectionViewLayout === f.gridLayout)
        #expect(f.shownFrame(4) == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(f.grid.selected.isEmpty, "a pinch is no click")
        #expect(!f.host.window.isRunningTransition)
    }

    /// The other path: the delegate vends no animator, so Segue's layout animation
    /// runs, and its interaction controller — a `UIPercentDrivenInteractiveTransition`
    /// the pinch updates — drives it (scrubbable by the demo's timeline).
    @MainActor
    final class PercentPinch: NSObject, UINavigationControllerDelegate {
        let navigation: UINavigationController
        let pushed: UICollectionViewController
        var interaction: UIPercentDrivenInteractiveTransition?

        init(navigation: UINavigationController, pushed: UICollectionViewController) {
            self.navigation = navigation
            self.pushed = pushed
        }

        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? {
            interaction
        }

        func handlePinch(_ pinch: UIPinchGestureRecognizer) {
            switch pinch.state {
            case .began:
                interaction = UIPercentDrivenInteractiveTransition()
                navigation.pushViewController(pushed, animated: true)
            case .changed:
                interaction?.update(min(max((pinch.scale - 1) / 1.5, 0), 1))
            case .ended, .cancelled:
                guard let interaction else { return }
                if pinch.state == .ended && interaction.percentComplete > 0.5 { interaction.finish() } else { interaction.cancel() }
                self.interaction = nil
            default:
                break
            }
        }
    }

    @Test("a percent-driven interaction on Segue's layout animation follows the pinch and finishes")
    func percentDrivenPinch() {
        let f = LayoutNavigationFixture()
        let driver = PercentPinch(navigation: f.navigation, pushed: f.large)
        f.navigation.delegate = driver
        f.collectionView.addGestureRecognizer(UIPinchGestureRecognizer(target: driver, action: PercentPinch.handlePinch))
        let centre = f.collectionView.convert(CGPoint(x: f.collectionView.bounds.midX, y: f.collectionView.bounds.midY), to: nil)
        f.host.touchDown(at: CGPoint(x: centre.x + 50, y: centre.y), modifiers: .alternate)
        for step in 1...24 {
            f.host.runTicks(1)
            f.host.touchMove(to: CGPoint(x: centre.x + 50 + CGFloat(step) * 2.5, y: centre.y), modifiers: .alternate)
        }
        f.host.runTicks(1)
        // Distance 220 over 110: progress (2 − 1) / 1.5; the built-in animation eases in and out.
        let progress = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 1 / 1.5))
        let start = f.frame(1, in: f.gridLayout), end = f.frame(1, in: f.largeLayout)
        let expected = CGRect(x: start.minX + (end.minX - start.minX) * progress, y: start.minY + (end.minY - start.minY) * progress,
                              width: start.width + (end.width - start.width) * progress,
                              height: start.height + (end.height - start.height) * progress)
        #expect(approximatelyEqual(f.shownFrame(1)!, expected, tolerance: 0.5), "\(f.shownFrame(1)!) vs \(expected)")
        f.host.touchUp(at: CGPoint(x: centre.x + 110, y: centre.y), modifiers: .alternate)
        f.host.advance(by: 0.5)
        #expect(f.navigation.viewControllers == [f.grid, f.large])
        #expect(f.collectionView.collectionViewLayout === f.largeLayout)
        #expect(f.shownFrame(1) == CGRect(x: 0, y: 220, width: 320, height: 200))
        #expect(f.log.withoutContainment == ["L.viewDidLoad", "G.viewWillDisappear", "L.viewWillAppear",
                                             "G.viewDidDisappear", "L.viewDidAppear"])
    }
}

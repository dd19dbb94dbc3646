import Foundation
import Segue
@testable import segue
@testable import SegueStudio

/// The programmatic calls the random test makes on a scene's controllers — what
/// app code does besides the user's input: presentations, dismissals, pushes,
/// pops, tab switches and anchors, animated and not, valid and invalid (an invalid
/// call must be refused with a diagnostic and leave everything as it was).
/// `applies(to:)` says which scenes a call makes sense for; on another scene
/// `perform(in:)` does nothing.
enum SceneCall: String, CaseIterable, Sendable {
    // Any scene: presentations from the transition window's root controller.
    /// A plain controller presented full screen with UIKit's cover-vertical slide.
    case presentPlain
    /// The same with `.crossDissolve`.
    case presentPlainCrossDissolve
    /// The same with `.flipHorizontal`.
    case presentPlainFlip
    /// A plain controller presented `.overFullScreen` (the presenter stays).
    case presentPlainOverFullScreen
    /// A plain controller presented without animation.
    case presentPlainImmediately
    /// The topmost presented controller presents another (a stack of presentations).
    case presentFromTop
    /// Invalid: the root presents itself.
    case presentSelf
    /// Invalid: the root presents the controller it already presents.
    case presentPresentedAgain
    /// The topmost presented controller dismisses itself (invalid with none).
    case dismissTop
    /// The root dismisses everything it presents, animated (only the top animates).
    case dismissAllFromRoot
    /// The same without animation.
    case dismissAllImmediately

    // flip
    /// The seed's present (its Flip button's action).
    case flipPresent
    /// The modal's own dismissal (its Dismiss button's action; nothing without the modal).
    case flipDismiss
    /// Invalid: the seed's interactor is told to update with no transition driving.
    case flipInteractorUpdate
    /// Invalid: … told to finish.
    case flipInteractorFinish
    /// Invalid: … told to cancel.
    case flipInteractorCancel

    // keyframe-push, navigation and layouts (any UINavigationController root)
    /// Pushes the scene's next page controller (animated).
    case navPush
    /// Pushes one without animation.
    case navPushImmediately
    /// Invalid: pushes the top controller again.
    case navPushDuplicate
    /// Pops (invalid at the root).
    case navPop
    /// Pops without animation.
    case navPopImmediately
    /// Pops to the root.
    case navPopToRoot
    /// Replaces the stack with the root and a new page, animated.
    case navSetStack
    /// Invalid: a stack holding one controller twice.
    case navSetDuplicateStack
    /// Hides or shows the bar, animated.
    case navToggleBar

    // tabs
    /// Code sets `selectedIndex` to the next tab.
    case tabNext
    /// Code sets `selectedIndex` to the first tab.
    case tabFirst
    /// Invalid: an index out of range.
    case tabOutOfRange
    /// Invalid: a controller that is not one of the tabs.
    case tabForeign

    // sliding
    /// `anchorTopViewToRight(animated: true)`.
    case slidingAnchorRight
    /// `anchorTopViewToLeft(animated: true)`.
    case slidingAnchorLeft
    /// `resetTopView(animated: true)`.
    case slidingReset
    /// `anchorTopViewToRight(animated: false)`.
    case slidingAnchorRightImmediately
    /// `resetTopView(animated: false)`.
    case slidingResetImmediately

    // slide-up
    /// The presenter's Show panel action.
    case slideUpShowPanel
    /// The panel's Close action.
    case slideUpClosePanel

    // springs
    /// The playground's Run.
    case springsRun

    // layouts
    /// The top photos controller opens the photo nearest the middle in the next
    /// layout (the P key's path, guarded while busy).
    case layoutsShowNext
    /// It goes back a layout (guarded).
    case layoutsShowPrevious
    /// It switches between its layout and three columns (`setCollectionViewLayout`
    /// animated, guarded).
    case layoutsToggleLayout
    /// App code pushes the top photos controller's next one with no guard: refused
    /// while a transition runs, a layout-to-layout push during a layout change.
    case layoutsPushNextUnguarded
    /// The collection view scrolls item 200 to the middle, animated.
    case layoutsScrollToItem
    /// Invalid: selects an item that does not exist.
    case layoutsSelectMissingItem

    /// Whether the call is made on the seed's interaction controller.
    var callsTheInteractor: Bool {
        self == .flipInteractorUpdate || self == .flipInteractorFinish || self == .flipInteractorCancel
    }

    /// Whether the call belongs to `scene` (nil: the start screen).
    func applies(to scene: DemoSceneName?) -> Bool {
        switch self {
        case .presentPlain, .presentPlainCrossDissolve, .presentPlainFlip, .presentPlainOverFullScreen,
             .presentPlainImmediately, .presentFromTop, .presentSelf, .presentPresentedAgain, .dismissTop,
             .dismissAllFromRoot, .dismissAllImmediately:
            return true
        case .flipPresent, .flipDismiss, .flipInteractorUpdate, .flipInteractorFinish, .flipInteractorCancel:
            return scene == .flip
        case .navPush, .navPushImmediately, .navPushDuplicate, .navPop, .navPopImmediately, .navPopToRoot,
             .navSetStack, .navSetDuplicateStack, .navToggleBar:
            return scene == .keyframePush || scene == .navigation || scene == .layouts
        case .tabNext, .tabFirst, .tabOutOfRange, .tabForeign:
            return scene == .tabs
        case .slidingAnchorRight, .slidingAnchorLeft, .slidingReset, .slidingAnchorRightImmediately, .slidingResetImmediately:
            return scene == .sliding
        case .slideUpShowPanel, .slideUpClosePanel:
            return scene == .slideUp
        case .springsRun:
            return scene == .springs
        case .layoutsShowNext, .layoutsShowPrevious, .layoutsToggleLayout, .layoutsPushNextUnguarded,
             .layoutsScrollToItem, .layoutsSelectMissingItem:
            return scene == .layouts
        }
    }

    /// Makes the call on `scene`'s controllers.
    @MainActor
    func perform(in scene: any StudioScene) {
        guard let root = scene.transitionWindow.rootViewController else { return }
        var top = root
        while let presented = top.presentedViewController { top = presented }
        switch self {
        case .presentPlain: root.present(Self.plain(.fullScreen, .coverVertical), animated: true)
        case .presentPlainCrossDissolve: root.present(Self.plain(.fullScreen, .crossDissolve), animated: true)
        case .presentPlainFlip: root.present(Self.plain(.fullScreen, .flipHorizontal), animated: true)
        case .presentPlainOverFullScreen: root.present(Self.plain(.overFullScreen, .coverVertical), animated: true)
        case .presentPlainImmediately: root.present(Self.plain(.fullScreen, .coverVertical), animated: false)
        case .presentFromTop: top.present(Self.plain(.fullScreen, .crossDissolve), animated: true)
        case .presentSelf: root.present(root, animated: true)
        case .presentPresentedAgain:
            if let presented = root.presentedViewController { root.present(presented, animated: true) }
        case .dismissTop: top.dismiss(animated: true)
        case .dismissAllFromRoot: root.dismiss(animated: true)
        case .dismissAllImmediately: root.dismiss(animated: false)

        case .flipPresent: (scene as? FlipModalScene)?.root.proceedToNextViewController()
        case .flipDismiss: ((scene as? FlipModalScene)?.root.presentedViewController as? SCModalViewController)?.proceedToNextViewController()
        case .flipInteractorUpdate: (scene as? FlipModalScene)?.root.interactionController.update(0.5)
        case .flipInteractorFinish: (scene as? FlipModalScene)?.root.interactionController.finish()
        case .flipInteractorCancel: (scene as? FlipModalScene)?.root.interactionController.cancel()

        case .navPush, .navPushImmediately, .navPushDuplicate, .navPop, .navPopImmediately, .navPopToRoot,
             .navSetStack, .navSetDuplicateStack, .navToggleBar:
            guard let navigation = root as? UINavigationController else { return }
            performNavigation(navigation, in: scene)

        case .tabNext, .tabFirst, .tabOutOfRange, .tabForeign:
            guard let tabs = root as? UITabBarController, let count = tabs.viewControllers?.count else { return }
            switch self {
            case .tabNext: tabs.selectedIndex = (tabs.selectedIndex + 1) % max(count, 1)
            case .tabFirst: tabs.selectedIndex = 0
            case .tabOutOfRange: tabs.selectedIndex = count + 3
            default: tabs.selectedViewController = UIViewController()
            }

        case .slidingAnchorRight: (root as? SlidingViewController)?.anchorTopViewToRight(animated: true)
        case .slidingAnchorLeft: (root as? SlidingViewController)?.anchorTopViewToLeft(animated: true)
        case .slidingReset: (root as? SlidingViewController)?.resetTopView(animated: true)
        case .slidingAnchorRightImmediately: (root as? SlidingViewController)?.anchorTopViewToRight(animated: false)
        case .slidingResetImmediately: (root as? SlidingViewController)?.resetTopView(animated: false)

        case .slideUpShowPanel: (root as? BTMainViewController)?.showPanel()
        case .slideUpClosePanel: (root.presentedViewController as? BTPanelViewController)?.closeButton.sendActions(for: .touchUpInside)

        case .springsRun: (root as? SpringsPlaygroundViewController)?.run()

        case .layoutsShowNext, .layoutsShowPrevious, .layoutsToggleLayout, .layoutsPushNextUnguarded,
             .layoutsScrollToItem, .layoutsSelectMissingItem:
            guard let navigation = root as? UINavigationController,
                  let photos = navigation.topViewController as? PhotosViewController else { return }
            switch self {
            case .layoutsShowNext:
                if photos.nextViewController != nil, !photos.isBusy { photos.selectCentralItem() }
                photos.showNextLayout()
            case .layoutsShowPrevious: photos.showPreviousLayout()
            case .layoutsToggleLayout: photos.toggleAlternateLayout()
            case .layoutsPushNextUnguarded:
                if let next = photos.nextViewController { navigation.pushViewController(next, animated: true) }
            case .layoutsScrollToItem:
                photos.collectionView.scrollToItem(at: IndexPath(item: 200, section: 0), at: .centeredVertically, animated: true)
            default:
                photos.collectionView.selectItem(at: IndexPath(item: 100_000, section: 0), animated: false, scrollPosition: [])
            }
        }
    }

    @MainActor
    private func performNavigation(_ navigation: UINavigationController, in scene: any StudioScene) {
        let next = Self.nextPage(for: navigation, in: scene)
        switch self {
        case .navPush: navigation.pushViewController(next, animated: true)
        case .navPushImmediately: navigation.pushViewController(next, animated: false)
        case .navPushDuplicate:
            if let top = navigation.topViewController { navigation.pushViewController(top, animated: true) }
        case .navPop: navigation.popViewController(animated: true)
        case .navPopImmediately: navigation.popViewController(animated: false)
        case .navPopToRoot: navigation.popToRootViewController(animated: true)
        case .navSetStack:
            if let first = navigation.viewControllers.first { navigation.setViewControllers([first, next], animated: true) }
        case .navSetDuplicateStack:
            if let first = navigation.viewControllers.first { navigation.setViewControllers([first, first], animated: true) }
        case .navToggleBar: navigation.setNavigationBarHidden(!navigation.isNavigationBarHidden, animated: true)
        default: break
        }
    }

    /// A page of the scene's own kind to push: the next TT scene (wrapping round)
    /// or the next navigation page (capped at the deepest colour).
    @MainActor
    private static func nextPage(for navigation: UINavigationController, in scene: any StudioScene) -> UIViewController {
        let depth = navigation.viewControllers.count
        if let keyframe = scene as? KeyframePushScene {
            let kind = TTScene(rawValue: depth % TTScene.allCases.count) ?? .a
            return TTViewController(scene: kind, settings: keyframe.settings)
        }
        return NavigationPageViewController(depth: min(depth + 1, NavigationPageViewController.maximumDepth))
    }

    /// A plain controller with a coloured view, as app code presents one.
    @MainActor
    private static func plain(_ style: UIModalPresentationStyle, _ transition: UIModalTransitionStyle) -> UIViewController {
        let controller = RandomPlainViewController()
        controller.modalPresentationStyle = style
        controller.modalTransitionStyle = transition
        return controller
    }
}

/// The plain controller `SceneCall` presents: a coloured page with a Close button
/// that dismisses it.
final class RandomPlainViewController: UIViewController {
    let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.3, green: 0.5, blue: 0.35, alpha: 1)
        closeButton.setTitle("Close", for: .normal)
        closeButton.frame = CGRect(x: 20, y: 60, width: 160, height: 50)
        view.addSubview(closeButton)
        closeButton.addAction(UIAction { [unowned self] _ in self.dismiss(animated: true) }, for: .touchUpInside)
    }
}

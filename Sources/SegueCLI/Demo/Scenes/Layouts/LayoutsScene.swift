import Foundation
import Segue
import SegueStudio

// The fourth kind of customizable transition in WWDC 2013 session 218, "Custom
// Transitions Using View Controllers" (notes by Federico Zanetello):
// UICollectionViewController's layout-to-layout navigation transitions. The
// session's snippet, ported to Swift against Segue as it would be written against
// UIKit:
//
//     UICollectionViewLayout *layout1,*layout2,*layout3;
//     UICollectionViewController *cvc1, *cvc2, *cvc3;
//     cvc1 = [cvc1 initWithCollectionViewLayout:layout1];
//     ...
//     [nav pushViewController:cvc1 animated:YES];
//     cvc2.useLayoutToLayoutNavigationTransitions = YES; // you must set these to get your transition
//     cvc3.useLayoutToLayoutNavigationTransitions = YES; // you must set these to get your transition
//     [nav pushViewController:cvc2 animated:YES];
//     [nav pushViewController:cvc3 animated:YES];
//     [nav popViewControllerAnimated:YES];
//
// Here layout1 is a grid of small photos (240 of them), layout2 one column of
// large ones and layout3 one photo per page; cvc1 is the navigation controller's
// root (the root keeps the flag false, as UIKit requires), and a click on a photo
// pushes the next controller. The one collection view stays on screen and its
// cells move from one layout's attributes to the next's.
//
// What the session leaves to the app, done the way UIKit apps do it:
// - The navigation controller's delegate (`PhotosNavigationDelegate`) vends
//   `PhotosLayoutAnimator` for pushes and pops by click or key: it runs the
//   collection view's own `setCollectionViewLayout(_:animated:completion:)` inside
//   a spring animation block, whose duration and spring the layout change inherits
//   (nested UIView animations) — so the demo's tuning panel changes them.
// - A pinch drives the transition: `PhotosPinchTransition` is both the animation
//   and the interaction controller (the pattern of Apple's "Collection View
//   Transition" sample): its `startInteractiveTransition(_:)` calls the collection
//   view's `startInteractiveTransition(to:completion:)`, each pinch change sets the
//   returned `UICollectionViewTransitionLayout`'s `transitionProgress` and the
//   context's `updateInteractiveTransition(_:)`, and the release finishes or
//   cancels both; the collection view's completion `(completed, finished)` then
//   calls `completeTransition(completed)`.

/// The scene's layouts: the seed's layout1–3 and the three-column layout `L`
/// switches to with `setCollectionViewLayout(_:animated:)`.
enum PhotoLayoutStyle: CaseIterable {
    /// layout1: small photos in a grid, many to a row.
    case grid
    /// layout2: one column of large photos.
    case large
    /// layout3: one photo to a page.
    case single
    /// The `L` key's alternative: three columns.
    case columns

    /// The controller's title in the navigation bar.
    var title: String {
        switch self {
        case .grid: "Photos"
        case .large: "Large"
        case .single: "Photo"
        case .columns: "Columns"
        }
    }

    /// The photos' width over height.
    static let aspect: CGFloat = 4.0 / 3.0

    /// Each item's size in a collection view of `size` points.
    func itemSize(in size: CGSize) -> CGSize {
        let width: CGFloat
        switch self {
        case .grid:
            width = 112
        case .large:
            width = max(40, min(size.width - 80, 640))
        case .single:
            width = max(40, min(size.width - 40, (size.height - 40) * Self.aspect))
        case .columns:
            width = max(40, (size.width - sectionInset.left - sectionInset.right - 2 * minimumInteritemSpacing) / 3)
        }
        return CGSize(width: width.rounded(.down), height: (width / Self.aspect).rounded(.down))
    }

    /// The space between rows.
    var minimumLineSpacing: CGFloat {
        switch self {
        case .grid: 8
        case .large: 24
        case .single: 40
        case .columns: 12
        }
    }

    /// The least space between photos in a row.
    var minimumInteritemSpacing: CGFloat {
        switch self {
        case .grid: 8
        case .large, .single: 0
        case .columns: 12
        }
    }

    /// The margins around the photos (the one-column layouts' sides: see `sectionInset(in:)`).
    var sectionInset: UIEdgeInsets {
        switch self {
        case .grid: UIEdgeInsets(top: 12, left: 12, bottom: 48, right: 12)
        case .large: UIEdgeInsets(top: 24, left: 0, bottom: 56, right: 0)
        case .single: UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        case .columns: UIEdgeInsets(top: 16, left: 16, bottom: 52, right: 16)
        }
    }

    /// The margins in a collection view of `size` points: the one-column layouts
    /// take up the width their photo leaves on either side, so a wide window never
    /// fits two photos on a line.
    func sectionInset(in size: CGSize) -> UIEdgeInsets {
        var inset = sectionInset
        if self == .large || self == .single {
            let side = max(0, (size.width - itemSize(in: size).width) / 2).rounded(.down)
            inset.left = side
            inset.right = side
        }
        return inset
    }
}

/// A flow layout in one of the scene's styles. Its item size follows the
/// collection view's size through the delegate's
/// `collectionView(_:layout:sizeForItemAt:)`; after a change to it, the photo
/// being looked at is centred (`targetContentOffset(forProposedContentOffset:)`).
final class PhotoFlowLayout: UICollectionViewFlowLayout {
    let style: PhotoLayoutStyle
    /// How much of the collection view's bottom the scene's hint covers: the
    /// centring leaves it out.
    var bottomObstruction: CGFloat = 0

    init(style: PhotoLayoutStyle) {
        self.style = style
        super.init()
        minimumLineSpacing = style.minimumLineSpacing
        minimumInteritemSpacing = style.minimumInteritemSpacing
        sectionInset = style.sectionInset
    }

    required init?(coder: NSCoder) { nil }

    /// UIKit asks the new layout for the content offset to end a layout change
    /// at: here the one that centres the photo being looked at — the selected
    /// photo if it is on screen, else the one nearest the middle of the screen —
    /// within the content.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let collectionView, let focus = Self.focusedItem(in: collectionView),
              let frame = layoutAttributesForItem(at: focus)?.frame else { return proposedContentOffset }
        let size = collectionView.bounds.size
        let visibleHeight = max(0, size.height - bottomObstruction)
        let highest = max(0, collectionViewContentSize.height - size.height)
        return CGPoint(x: proposedContentOffset.x, y: min(max(frame.midY - visibleHeight / 2, 0), highest).rounded())
    }

    /// The selected item if it is on screen, else the item on screen nearest the
    /// middle of the visible area (in the layout shown now).
    static func focusedItem(in collectionView: UICollectionView) -> IndexPath? {
        let visible = collectionView.indexPathsForVisibleItems
        if let selected = collectionView.indexPathsForSelectedItems?.first(where: { visible.contains($0) }) { return selected }
        let bounds = collectionView.bounds
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        return visible.min { a, b in
            distance(of: a, in: collectionView, to: middle) < distance(of: b, in: collectionView, to: middle)
        }
    }

    /// How far an item's centre (in the layout shown now) is from `point`.
    static func distance(of indexPath: IndexPath, in collectionView: UICollectionView, to point: CGPoint) -> CGFloat {
        guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return .infinity }
        return hypot(frame.midX - point.x, frame.midY - point.y)
    }
}

/// The seed's collection view controllers (cvc1, cvc2, cvc3). cvc1, the root, owns
/// the collection view and is its data source and delegate — also while cvc2 or
/// cvc3 is on top, as in UIKit — so a click on a photo reaches cvc1's
/// `didSelectItemAt`, which asks the controller on top to show the next layout.
final class PhotosViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    /// How many photos the grid shows (the 24 pictures, cycled).
    static let itemCount = 240

    /// The style of the layout the controller was made with.
    let style: PhotoLayoutStyle
    /// The controller a click or an outward pinch pushes from this one (nil for the last).
    var nextViewController: PhotosViewController?
    /// The scene's alternative layout for `L` (set on cvc1, which owns the collection view).
    var alternateLayout: PhotoFlowLayout?
    /// The pictures shown.
    private let photos = LayoutsPhotoLibrary.photos
    /// The spring `L` and the animator use (the scene's tuning).
    let settings: PhotosTransitionSettings

    init(collectionViewLayout layout: PhotoFlowLayout, settings: PhotosTransitionSettings) {
        style = layout.style
        self.settings = settings
        super.init(collectionViewLayout: layout)
        title = style.title
        // The clicked photo stays selected through the push: the new layout centres
        // the selected item (PhotoFlowLayout), and back on the grid its frame shows
        // where you were.
        clearsSelectionOnViewWillAppear = false
    }

    required init?(coder: NSCoder) { nil }

    /// The owner of the collection view sets it up; cvc2 and cvc3 only borrow it.
    override func viewDidLoad() {
        super.viewDidLoad()
        guard collectionView.dataSource === self else { return }
        collectionView.register(LayoutsPhotoCell.self, forCellWithReuseIdentifier: LayoutsPhotoCell.reuseIdentifier)
        collectionView.backgroundColor = UIColor(red: 0.1, green: 0.11, blue: 0.14, alpha: 1)
    }

    /// The navigation controller's top controller when it is one of the scene's.
    var topPhotosController: PhotosViewController? {
        navigationController?.topViewController as? PhotosViewController
    }

    // MARK: UICollectionViewDataSource

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.itemCount
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: LayoutsPhotoCell.reuseIdentifier, for: indexPath)
        (cell as? LayoutsPhotoCell)?.configure(with: photos[Self.photoIndex(forItem: indexPath.item, count: photos.count)],
                                               item: indexPath.item)
        return cell
    }

    /// Which of `count` pictures item `item` shows: every run of `count` items shows
    /// each picture once, in an order that changes from run to run, so the grid's
    /// columns do not repeat.
    static func photoIndex(forItem item: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let run = item / count, position = (item + run * 5) % count
        // 7 is coprime with 24, so this visits every picture once per run.
        return count % 7 == 0 ? position : (position * 7 + 3) % count
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let style = (collectionViewLayout as? PhotoFlowLayout)?.style ?? self.style
        return style.itemSize(in: collectionView.bounds.size)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        let style = (collectionViewLayout as? PhotoFlowLayout)?.style ?? self.style
        return style.sectionInset(in: collectionView.bounds.size)
    }

    // MARK: UICollectionViewDelegate

    /// A click opens the photo in the next layout; on the last one it goes back.
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let top = topPhotosController else { return }
        if top.nextViewController != nil {
            top.showNextLayout()
        } else {
            top.showPreviousLayout()
        }
    }

    // MARK: Navigating

    /// Pushes `nextViewController` (a layout-to-layout transition). Returns false,
    /// doing nothing, when there is none, this controller is not on top, or a
    /// transition runs.
    @discardableResult
    func showNextLayout() -> Bool {
        guard let next = nextViewController, let navigationController, navigationController.topViewController === self,
              !isBusy else { return false }
        navigationController.pushViewController(next, animated: true)
        return true
    }

    /// Pops back to the layout below. Returns false, doing nothing, on the root,
    /// when this controller is not on top, or while a transition runs.
    @discardableResult
    func showPreviousLayout() -> Bool {
        guard let navigationController, navigationController.topViewController === self,
              navigationController.viewControllers.count > 1, !isBusy else { return false }
        navigationController.popViewController(animated: true)
        return true
    }

    /// Switches the collection view between this controller's layout and the
    /// three-column one with `setCollectionViewLayout(_:animated:completion:)`,
    /// inside the scene's spring. Returns false while a transition or another
    /// layout change runs.
    @discardableResult
    func toggleAlternateLayout(completion: ((Bool) -> Void)? = nil) -> Bool {
        guard navigationController?.topViewController === self, !isBusy,
              let alternate = (navigationController?.viewControllers.first as? PhotosViewController)?.alternateLayout
        else { return false }
        let target: UICollectionViewLayout = collectionView.collectionViewLayout === alternate ? collectionViewLayout : alternate
        let settings = settings
        settings.layoutChangesRunning += 1
        settings.animate {
            self.collectionView.setCollectionViewLayout(target, animated: true) { finished in
                settings.layoutChangesRunning -= 1
                completion?(finished)
            }
        }
        return true
    }

    /// Whether a navigation transition or a layout change is under way.
    var isBusy: Bool {
        (view.window?.isRunningTransition ?? true) || settings.layoutChangesRunning > 0
    }

    /// Selects the photo nearest the middle of the visible area (the item a key or
    /// the showcase opens, and the anchor the layout change keeps in view).
    func selectCentralItem() {
        let bounds = collectionView.bounds
        selectItem(nearest: CGPoint(x: bounds.midX, y: bounds.midY))
    }

    /// Selects the photo on screen nearest `point` (content coordinates).
    func selectItem(nearest point: CGPoint) {
        let collectionView: UICollectionView = collectionView
        let nearest = collectionView.indexPathsForVisibleItems.min { a, b in
            PhotoFlowLayout.distance(of: a, in: collectionView, to: point) < PhotoFlowLayout.distance(of: b, in: collectionView, to: point)
        }
        if let nearest { collectionView.selectItem(at: nearest, animated: false, scrollPosition: []) }
    }
}

/// The spring the scene's layout changes run with (the demo's tuning), shared by
/// the animator, `L` and the controllers; it also counts the layout changes in
/// flight so a second one waits.
@MainActor
final class PhotosTransitionSettings {
    /// Seconds (UICollectionView's own layout change lasts 0.35 s).
    var duration: TimeInterval = UICollectionView.layoutChangeDuration
    /// The spring's damping ratio (1: no overshoot).
    var dampingRatio: CGFloat = 1
    /// The spring's initial velocity.
    var initialVelocity: CGFloat = 0
    /// `L`'s layout changes that have not completed (a push or another change waits).
    var layoutChangesRunning = 0

    /// Runs `changes` (a `setCollectionViewLayout(_:animated: true, …)`) in a spring
    /// animation block, so the layout change inherits its duration and timing.
    func animate(_ changes: @escaping () -> Void) {
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: dampingRatio,
                       initialSpringVelocity: initialVelocity, options: [], animations: changes)
    }
}

/// The animation controller for pushes and pops by click or key: the shared
/// collection view changes to the incoming controller's layout with its own
/// `setCollectionViewLayout(_:animated:completion:)` in the scene's spring, in the
/// transition's container (so the demo's timeline scrubs it), and completes the
/// transition when the layout change ends.
final class PhotosLayoutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let settings: PhotosTransitionSettings

    init(settings: PhotosTransitionSettings) {
        self.settings = settings
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        settings.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) as? UICollectionViewController,
              let collectionView = toVC.collectionView else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        settings.animate {
            collectionView.setCollectionViewLayout(toVC.collectionViewLayout, animated: true) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

/// The pinch's animation and interaction controller (the pattern of Apple's
/// "Collection View Transition" sample): a pinch on the collection view opening
/// (Alt+drag away from the centre) pushes the next layout, closing pops, and the
/// pinch drives the collection view's interactive layout transition.
///
/// Progress is `(scale − 1) / 1.5` opening and `(1 / scale − 1) / 1.5` closing, so
/// spreading to 2.5× (or closing to 0.4×) goes all the way. On release the
/// transition finishes when the progress, carried on for 0.15 s at the pinch's
/// speed, is past half way — so a quick flick finishes from less — and cancels
/// otherwise. The finish and the cancel are the collection view's (its completion
/// duration and curve); its completion hands `completed` to the context.
final class PhotosPinchTransition: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    /// The pinch, added to the collection view by the scene.
    private(set) var pinch: UIPinchGestureRecognizer!
    /// The navigation controller whose top controller the pinch pushes from or pops.
    weak var navigationController: UINavigationController?
    /// The operation the pinch in progress drives, nil when none.
    private(set) var operation: UINavigationController.Operation?
    /// The transition's context while it runs.
    private(set) weak var context: UIViewControllerContextTransitioning?
    /// The transition layout the collection view returned, while the transition runs.
    private(set) var transitionLayout: UICollectionViewTransitionLayout?
    /// The collection view's completion flags of the last pinch-driven transition.
    private(set) var lastOutcome: (completed: Bool, finished: Bool)?
    /// The progress the pinch last set.
    private(set) var progress: CGFloat = 0
    private var pinchIsDecided = false
    private weak var collectionView: UICollectionView?

    /// How far the projected progress must reach for a release to finish.
    static let finishThreshold: CGFloat = 0.5
    /// How far ahead (seconds) a release projects the pinch's speed.
    static let projection: CGFloat = 0.15

    override init() {
        super.init()
        pinch = UIPinchGestureRecognizer(target: self, action: PhotosPinchTransition.handlePinch)
    }

    /// Whether a pinch drives (or is about to drive) a transition.
    var isDriving: Bool { operation != nil }

    /// The progress for the pinch's scale, 0…1, for the operation it drives.
    func progress(forScale scale: CGFloat) -> CGFloat {
        let scale = max(scale, 0.001)
        let raw = operation == .pop ? (1 / scale - 1) / 1.5 : (scale - 1) / 1.5
        return min(max(raw, 0), 1)
    }

    /// The pinch's action: the first change picks push (opening) or pop (closing)
    /// and starts it; changes move the transition; the end finishes or cancels it.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .changed:
            startIfNeeded(pinch)
            update(progress(forScale: pinch.scale))
        case .ended:
            startIfNeeded(pinch)
            update(progress(forScale: pinch.scale))
            end(finishing: shouldFinish(releasedAt: pinch.scale, velocity: pinch.velocity))
        case .cancelled:
            end(finishing: false)
        default:
            break
        }
    }

    /// Whether a release at `scale` moving at `velocity` (scale per second) finishes.
    func shouldFinish(releasedAt scale: CGFloat, velocity: CGFloat) -> Bool {
        let scale = max(scale, 0.001)
        // d(progress)/dt for each formula.
        let rate = operation == .pop ? -velocity / (1.5 * scale * scale) : velocity / 1.5
        return progress(forScale: scale) + (rate.isFinite ? rate : 0) * Self.projection >= Self.finishThreshold
    }

    private func startIfNeeded(_ pinch: UIPinchGestureRecognizer) {
        guard !pinchIsDecided, pinch.scale != 1 else { return }
        pinchIsDecided = true
        guard let navigationController, let top = navigationController.topViewController as? PhotosViewController,
              !top.isBusy else { return }
        let opening = pinch.scale > 1
        if opening, top.nextViewController == nil { return }
        if !opening, navigationController.viewControllers.count < 2 { return }
        // The photo under the pinch (or nearest it) is the one the layouts keep in view.
        top.selectItem(nearest: pinch.location(in: top.collectionView))
        operation = opening ? .push : .pop
        _ = opening ? top.showNextLayout() : top.showPreviousLayout()
        if context == nil { operation = nil }   // the navigation controller refused
    }

    private func update(_ progress: CGFloat) {
        guard isDriving, let context, let transitionLayout else { return }
        self.progress = progress
        transitionLayout.transitionProgress = progress
        context.updateInteractiveTransition(progress)
    }

    private func end(finishing: Bool) {
        defer {
            pinchIsDecided = false
        }
        guard isDriving, let context, let collectionView else {
            operation = nil
            return
        }
        operation = nil
        if finishing {
            collectionView.finishInteractiveTransition()
            context.finishInteractiveTransition()
        } else {
            collectionView.cancelInteractiveTransition()
            context.cancelInteractiveTransition()
        }
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UICollectionView.interactiveTransitionCompletionDuration
    }

    /// Not called while a pinch drives (the interaction controller starts the
    /// transition); changes the layout without interaction if it ever is.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) as? UICollectionViewController else {
            transitionContext.completeTransition(false)
            return
        }
        toVC.collectionView.setCollectionViewLayout(toVC.collectionViewLayout, animated: true) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Starts the collection view's interactive transition to the incoming
    /// controller's layout; its completion completes the navigation transition.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) as? UICollectionViewController,
              let collectionView = toVC.collectionView else {
            transitionContext.cancelInteractiveTransition()
            transitionContext.completeTransition(false)
            return
        }
        context = transitionContext
        self.collectionView = collectionView
        transitionLayout = collectionView.startInteractiveTransition(to: toVC.collectionViewLayout) { [weak self] completed, finished in
            self?.lastOutcome = (completed, finished)
            self?.transitionLayout = nil
            self?.context = nil
            transitionContext.completeTransition(completed)
        }
    }
}

/// The navigation controller's delegate: the pinch's controller while a pinch
/// drives, `PhotosLayoutAnimator` otherwise; and the scene's hint follows the
/// controller shown.
final class PhotosNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let settings: PhotosTransitionSettings
    let pinchTransition: PhotosPinchTransition
    /// Called when a transition completed, with the controller now on top.
    var onShow: ((UIViewController) -> Void)?

    init(settings: PhotosTransitionSettings, pinchTransition: PhotosPinchTransition) {
        self.settings = settings
        self.pinchTransition = pinchTransition
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard fromVC is PhotosViewController, toVC is PhotosViewController else { return nil }
        if pinchTransition.isDriving { return pinchTransition }
        return PhotosLayoutAnimator(settings: settings)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        animationController === pinchTransition ? pinchTransition : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool) {
        onShow?(viewController)
    }
}

/// The strip along the bottom of the window saying what to do on the page shown.
final class LayoutsHintView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.6)
        isUserInteractionEnabled = false
        label.font = .systemFont(ofSize: 13)
        label.textColor = .white
        label.textAlignment = .center
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// The hint for a controller in `style`.
    static func text(for style: PhotoLayoutStyle) -> String {
        switch style {
        case .grid, .columns:
            "Click a photo or pinch out (Alt+drag outward): large photos · L: three columns · wheel/drag scrolls"
        case .large:
            "Click or pinch out: one per page · pinch in (Alt+drag inward), ‹ Back or B: back · L: three columns"
        case .single:
            "Click the photo, pinch in, ‹ Back or B: back · wheel/drag scrolls · L: three columns"
        }
    }
}

/// `segue demo --scene layouts`: the seed's three collection view controllers on
/// a navigation controller, the spring of the layout changes tunable. The
/// showcase transition pushes the large layout from the grid, or pops back.
@MainActor
final class LayoutsScene: StudioScene {
    nonisolated static let name = "layouts"

    let window = UIWindow()
    let tuning = StudioTuning(parameters: [.duration, .dampingRatio, .initialVelocity],
                            duration: UICollectionView.layoutChangeDuration, dampingRatio: 1, initialVelocity: 0)
    let settings = PhotosTransitionSettings()
    // The seed's layouts and controllers.
    let layout1 = PhotoFlowLayout(style: .grid)
    let layout2 = PhotoFlowLayout(style: .large)
    let layout3 = PhotoFlowLayout(style: .single)
    let cvc1: PhotosViewController
    let cvc2: PhotosViewController
    let cvc3: PhotosViewController
    let nav: UINavigationController
    let pinchTransition = PhotosPinchTransition()
    let navigationDelegate: PhotosNavigationDelegate
    let hint = LayoutsHintView(frame: .zero)
    /// The hint strip's height.
    static let hintHeight: CGFloat = 32

    init() {
        cvc1 = PhotosViewController(collectionViewLayout: layout1, settings: settings)
        cvc2 = PhotosViewController(collectionViewLayout: layout2, settings: settings)
        cvc3 = PhotosViewController(collectionViewLayout: layout3, settings: settings)
        cvc2.useLayoutToLayoutNavigationTransitions = true // you must set these to get your transition
        cvc3.useLayoutToLayoutNavigationTransitions = true // you must set these to get your transition
        cvc1.nextViewController = cvc2
        cvc2.nextViewController = cvc3
        cvc1.alternateLayout = PhotoFlowLayout(style: .columns)
        for layout in [layout1, layout2, layout3, cvc1.alternateLayout!] { layout.bottomObstruction = Self.hintHeight }
        nav = UINavigationController(rootViewController: cvc1)
        navigationDelegate = PhotosNavigationDelegate(settings: settings, pinchTransition: pinchTransition)
        nav.delegate = navigationDelegate
        pinchTransition.navigationController = nav
        window.rootViewController = nav
        cvc1.collectionView.addGestureRecognizer(pinchTransition.pinch)
        hint.frame = CGRect(x: 0, y: window.bounds.height - Self.hintHeight, width: window.bounds.width, height: Self.hintHeight)
        hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        window.addSubview(hint)
        navigationDelegate.onShow = { [unowned self] _ in updateHint() }
        updateHint()
        tuning.addObserver { [unowned self] in applyTuning() }
        applyTuning()
    }

    private func applyTuning() {
        settings.duration = tuning.duration
        settings.dampingRatio = tuning.dampingRatio
        settings.initialVelocity = tuning.initialVelocity
    }

    /// The controller on top.
    var topController: PhotosViewController? { nav.topViewController as? PhotosViewController }

    private func updateHint() {
        hint.label.text = LayoutsHintView.text(for: topController?.style ?? .grid)
    }

    /// From the grid, opens the photo nearest the middle in the large layout;
    /// from a larger layout, goes back one. False while a transition runs.
    func startShowcaseTransition() -> Bool {
        guard let top = topController, !top.isBusy else { return false }
        if top === cvc1 {
            top.selectCentralItem()
            return top.showNextLayout()
        }
        return top.showPreviousLayout()
    }

    /// P opens the next layout (the photo nearest the middle), B goes back, L
    /// switches the page's layout and the three-column one.
    func handleKey(_ key: StudioKey) -> Bool {
        guard let top = topController else { return false }
        if key.matches("p") {
            if top.nextViewController != nil, !top.isBusy {
                top.selectCentralItem()
                top.showNextLayout()
            }
            return true
        }
        if key.matches("b") || key.matches("backspace") {
            top.showPreviousLayout()
            return true
        }
        if key.matches("l") {
            top.toggleAlternateLayout()
            return true
        }
        return false
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Click a photo", "push the next layout (grid → large → one per page) with a layout-to-layout transition; on the last page, go back"),
         StudioHelpLine("Alt+drag away from the centre", "pinch out: drive the push with the collection view's interactive transition; release past half (or flick) to finish, else it cancels"),
         StudioHelpLine("Alt+drag toward the centre", "pinch in: drive the pop the same way"),
         StudioHelpLine("‹ Back, B or Backspace", "pop to the previous layout"),
         StudioHelpLine("P", "open the photo nearest the middle in the next layout"),
         StudioHelpLine("L", "switch the page between its layout and three columns (setCollectionViewLayout animated)"),
         StudioHelpLine("Mouse wheel or drag", "scroll the photos")]
    }
}

import Foundation
@testable import Segue

/// A collection view controller of numbered items that logs its appearance and
/// containment callbacks into a shared `CallbackLog` ("G.viewWillAppear", …).
@MainActor
final class LoggingCollectionController: UICollectionViewController {
    let name: String
    let log: CallbackLog
    var itemCount = 60
    /// Whether `transitionCoordinator` was set in the last viewWillAppear.
    private(set) var hadCoordinatorInWillAppear: Bool?
    /// The collection view seen in viewDidLoad.
    private(set) var collectionViewInViewDidLoad: UICollectionView?
    private(set) var selected: [IndexPath] = []

    init(_ name: String, layout: UICollectionViewLayout, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(collectionViewLayout: layout)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad")
        collectionViewInViewDidLoad = collectionView
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { itemCount }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        (cell as? NumberCell)?.item = indexPath
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hadCoordinatorInWillAppear = transitionCoordinator != nil
        log.record("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.record("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.record("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.record("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.record("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.record("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// A navigation controller on a 320 × 480 host whose root is a grid collection
/// view controller "G" (100 × 100 items, 3 per row), with a large-item controller
/// "L" (320 × 200 items) ready to push with `useLayoutToLayoutNavigationTransitions`.
@MainActor
struct LayoutNavigationFixture {
    let host: HeadlessHost
    let navigation: UINavigationController
    let log = CallbackLog()
    let grid: LoggingCollectionController
    let large: LoggingCollectionController
    let gridLayout = UICollectionViewFlowLayout()
    let largeLayout = UICollectionViewFlowLayout()

    init() {
        gridLayout.itemSize = CGSize(width: 100, height: 100)
        largeLayout.itemSize = CGSize(width: 320, height: 200)
        largeLayout.minimumLineSpacing = 20
        grid = LoggingCollectionController("G", layout: gridLayout, log: log)
        large = LoggingCollectionController("L", layout: largeLayout, log: log)
        large.useLayoutToLayoutNavigationTransitions = true
        host = HeadlessHost(size: CGSize(width: 320, height: 480))
        navigation = UINavigationController(rootViewController: grid)
        host.window.rootViewController = navigation
        host.runTicks(1)
        log.clear()
    }

    var collectionView: UICollectionView { grid.collectionView }

    /// The frame of an item in a layout.
    func frame(_ item: Int, in layout: UICollectionViewLayout) -> CGRect {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
    }

    /// A cell's frame as drawn now.
    func shownFrame(_ item: Int) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.layer.presentationProperties.frame
    }
}

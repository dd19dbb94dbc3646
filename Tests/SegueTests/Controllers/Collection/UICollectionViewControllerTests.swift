import Foundation
import Testing
@testable import Segue

/// `UICollectionViewController` on its own: its view, data source and delegate,
/// and clearing the selection when it appears.
@MainActor
@Suite("UICollectionViewController")
struct UICollectionViewControllerTests {
    @Test("the view is a collection view with the controller's layout, data source and delegate")
    func loadsItsCollectionView() {
        let log = CallbackLog()
        let layout = UICollectionViewFlowLayout()
        let controller = LoggingCollectionController("C", layout: layout, log: log)
        #expect(!controller.isViewLoaded)
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        host.window.rootViewController = controller
        host.runTicks(1)
        #expect(controller.view === controller.collectionView)
        #expect(controller.collectionView.collectionViewLayout === layout && controller.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller && controller.collectionView.delegate === controller)
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(controller.collectionView.visibleCells.count == 40, "50 pt items, 5 per row, 8 rows: the ninth starts at the bottom edge")
        #expect(controller.sharedCollectionViewOwner == nil)
    }

    @Test("UICollectionViewController() uses a flow layout; an unoverridden cellForItemAt is reported")
    func defaults() {
        final class Counting: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        }
        let controller = Counting()
        #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(controller.clearsSelectionOnViewWillAppear && !controller.useLayoutToLayoutNavigationTransitions)
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let messages = collectingDiagnostics {
            host.window.rootViewController = controller
            host.runTicks(1)
        }
        #expect(messages.count == 1 && messages[0].contains("cellForItemAt"))
        #expect(controller.collectionView.visibleCells.count == 1)
    }

    @Test("the selection is cleared when the view is about to appear, unless clearsSelectionOnViewWillAppear is off")
    func clearsSelection() {
        let log = CallbackLog()
        let grid = LoggingCollectionController("G", layout: UICollectionViewFlowLayout(), log: log)
        let other = LoggingViewController("O", log: log)
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: grid)
        host.window.rootViewController = navigation
        host.runTicks(1)
        grid.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        navigation.pushViewController(other, animated: false)
        navigation.popViewController(animated: false)
        #expect(grid.collectionView.indexPathsForSelectedItems == [])
        grid.clearsSelectionOnViewWillAppear = false
        grid.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        navigation.pushViewController(other, animated: false)
        navigation.popViewController(animated: false)
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("setting collectionView makes it the view")
    func settingTheCollectionView() {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let replacement = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        controller.collectionView = replacement
        #expect(controller.view === replacement && controller.collectionView === replacement)
    }
}

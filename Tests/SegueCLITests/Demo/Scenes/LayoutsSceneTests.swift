import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

// The layouts scene (Sources/SegueCLI/Demo/Scenes/Layouts/) driven through
// HeadlessHost: the WWDC 2013 snippet's cvc1 → cvc2 → cvc3 layout-to-layout pushes
// by click, key and showcase, pops, the pinch driving the collection view's
// interactive transition to a finish or a cancel with the completion's flags, `L`'s
// animated layout change, scrolling with the wheel and by dragging, the timeline
// scrubbing a push, and the photos (or placeholders) the cells show.

/// What the navigation transitions did, as the demo's report records it.
@MainActor
private final class LayoutsTransitionLog: TransitionObserver {
    struct Outcome: Equatable {
        var operation: String
        var interactive: Bool
        var completed: Bool
        var maxPercent: CGFloat
    }
    private(set) var outcomes: [Outcome] = []
    private(set) var appearance: [String] = []
    private var running: [ObjectIdentifier: Outcome] = [:]
    /// Names the scene's controllers.
    var name: (UIViewController) -> String? = { _ in nil }

    func transitionDidStart(_ context: ViewControllerTransitionContext) {
        running[ObjectIdentifier(context)] = Outcome(operation: context.operation, interactive: context.initiallyInteractive,
                                                     completed: false, maxPercent: 0)
    }

    func transition(_ context: ViewControllerTransitionContext, didUpdatePercentComplete percentComplete: CGFloat) {
        guard var outcome = running[ObjectIdentifier(context)] else { return }
        outcome.maxPercent = max(outcome.maxPercent, percentComplete)
        running[ObjectIdentifier(context)] = outcome
    }

    func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {
        guard var outcome = running.removeValue(forKey: ObjectIdentifier(context)) else { return }
        outcome.completed = completed
        outcomes.append(outcome)
    }

    func viewController(_ viewController: UIViewController, willReceive callback: AppearanceCallback) {
        guard let name = name(viewController) else { return }
        appearance.append("\(name).\(callback.rawValue)")
    }
}

/// A 1024 × 700 host showing the scene, rendered once, with a transition log.
@MainActor
private struct LayoutsHarness {
    let host: HeadlessHost
    let scene = LayoutsScene()
    let log = LayoutsTransitionLog()

    init(size: CGSize = CGSize(width: 1024, height: 700)) {
        host = HeadlessHost(size: size)
        host.present(scene.window)
        host.runTicks(1)
        let scene = scene
        log.name = { controller in
            if controller === scene.cvc1 { return "cvc1" }
            if controller === scene.cvc2 { return "cvc2" }
            if controller === scene.cvc3 { return "cvc3" }
            return nil
        }
        TransitionObservers.add(log)
    }

    func finish() { TransitionObservers.remove(log) }

    var collectionView: UICollectionView { scene.cvc1.collectionView }

    /// The centre of the collection view's visible area, in window points: where
    /// the Alt-mirrored pinch reflects about.
    var centre: CGPoint {
        let bounds = collectionView.bounds
        return collectionView.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: host.window)
    }

    /// A point in window coordinates of a point in the collection view's content.
    func windowPoint(_ contentPoint: CGPoint) -> CGPoint {
        collectionView.convert(contentPoint, to: host.window)
    }

    /// The item's frame in `layout` (content coordinates).
    func frame(of item: Int, in layout: UICollectionViewLayout) -> CGRect {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null
    }

    /// The on-screen cell of an item.
    func cell(_ item: Int) -> LayoutsPhotoCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? LayoutsPhotoCell
    }

    /// A cell's presentation frame in content coordinates.
    func presentationFrame(_ view: UIView) -> CGRect {
        let layer = view.layer.presentation()!
        return CGRect(x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2,
                      width: layer.bounds.width, height: layer.bounds.height)
    }

    /// A pinch with Alt held about the collection view's centre: down at `from / 2`
    /// right of it, `step` points of distance a tick to `to`, then `hold` still
    /// ticks, then up (and one tick). `during` runs after each move.
    func pinch(from: CGFloat, to: CGFloat, step: CGFloat = 4, hold: Int = 0, during: () -> Void = {}) {
        let centre = centre
        let point = { (distance: CGFloat) in CGPoint(x: centre.x + distance / 2, y: centre.y) }
        host.touchDown(at: point(from), modifiers: .alternate)
        host.runTicks(1)
        var distance = from
        while distance != to {
            distance = to > from ? min(distance + step, to) : max(distance - step, to)
            host.touchMove(to: point(distance), modifiers: .alternate)
            host.runTicks(1)
            during()
        }
        for _ in 0..<hold {
            host.touchMove(to: point(to), modifiers: .alternate)
            host.runTicks(1)
        }
        host.touchUp(at: point(to), modifiers: .alternate)
        host.runTicks(1)
    }
}

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.5) -> Bool { abs(a - b) <= tolerance }
private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.5) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

@MainActor
@Suite("segue demo --scene layouts: layout-to-layout navigation transitions on a photo grid")
struct LayoutsSceneTests {
    // MARK: The grid

    @Test("the grid: cvc1 at the root with the flag false, cvc2 and cvc3 with it set; small photo cells with captions, a hint")
    func restingGrid() throws {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene
        #expect(scene.nav.viewControllers == [scene.cvc1])
        #expect(!scene.cvc1.useLayoutToLayoutNavigationTransitions)
        #expect(scene.cvc2.useLayoutToLayoutNavigationTransitions && scene.cvc3.useLayoutToLayoutNavigationTransitions)
        let cv = h.collectionView
        #expect(cv.window === h.host.window)
        #expect(cv.collectionViewLayout === scene.layout1)
        #expect(cv.numberOfItems(inSection: 0) == PhotosViewController.itemCount)
        // Eight columns of 112 × 84 at 1024 pt.
        let first = h.frame(of: 0, in: scene.layout1), eighth = h.frame(of: 7, in: scene.layout1), ninth = h.frame(of: 8, in: scene.layout1)
        #expect(first.size == CGSize(width: 112, height: 84))
        #expect(first.minX == 12 && first.minY == 12)
        #expect(close(eighth.maxX, cv.bounds.width - 12) && eighth.minY == first.minY)
        #expect(ninth.minX == 12 && ninth.minY == first.maxY + 8)
        let visible = cv.visibleCells
        #expect(visible.count >= 48 && visible.count <= 72, "about a screenful of cells: \(visible.count)")
        let cell = try #require(h.cell(0))
        #expect(close(cell.frame, first))
        #expect(cell.captionLabel.text?.hasPrefix("1 · ") == true)
        #expect(cell.captionLabel.font.pointSize == 11)
        #expect(scene.hint.label.text?.contains("Click a photo") == true)
        #expect(scene.hint.frame.maxY == 700 && scene.hint.frame.width == 1024)
        // Each run of 24 items shows every picture once, in a new order each run, so
        // no column repeats a picture from one row to the next.
        let photos = LayoutsPhotoLibrary.photos
        let index = PhotosViewController.photoIndex(forItem: 24, count: 24)
        #expect(h.cell(24)?.imageView.image === photos[index].image)
        #expect(h.cell(24)?.captionLabel.text == "25 · \(photos[index].title)")
        for run in 0..<10 {
            let shown = Set((0..<24).map { PhotosViewController.photoIndex(forItem: run * 24 + $0, count: 24) })
            #expect(shown.count == 24)
        }
        for item in 0..<(PhotosViewController.itemCount - 8) {
            #expect(PhotosViewController.photoIndex(forItem: item, count: 24) != PhotosViewController.photoIndex(forItem: item + 8, count: 24),
                    "item \(item) and the one below it differ")
        }
    }

    @Test("the photos come from assets/photos, one image per file, titled by the file name")
    func photosFromAssets() throws {
        let assets = try #require(LayoutsPhotoLibrary.locateAssets())
        #expect(LayoutsPhotoLibrary.photoFiles(in: assets).count == 24)
        let photos = LayoutsPhotoLibrary.photos
        #expect(photos.count == 24)
        #expect(photos.allSatisfy { $0.image != nil })
        #expect(photos[0].title == "Dawn hills")
        #expect(photos[0].image?.size == CGSize(width: 320, height: 240))
        #expect(LayoutsPhotoLibrary.title(forFileNamed: "07-arctic-mountains.png") == "Arctic mountains")
        #expect(LayoutsPhotoLibrary.title(forFileNamed: "sea.png") == "Sea")
    }

    @Test("assets are found through SEGUE_ASSETS, the current directory or above the executable; none found gives placeholders and one diagnostic")
    func locatingAndPlaceholders() throws {
        let real = try #require(LayoutsPhotoLibrary.locateAssets())
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("segue-layouts-empty-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        // SEGUE_ASSETS first.
        #expect(LayoutsPhotoLibrary.locateAssets(environment: ["SEGUE_ASSETS": real.path], currentDirectory: empty.path,
                                                 executable: nil)?.standardizedFileURL == real.standardizedFileURL)
        // Above the executable (a binary in .build/debug).
        let packageRoot = real.deletingLastPathComponent()
        let binary = packageRoot.appendingPathComponent(".build/debug/segue")
        #expect(LayoutsPhotoLibrary.locateAssets(environment: [:], currentDirectory: empty.path,
                                                 executable: binary)?.standardizedFileURL == real.standardizedFileURL)
        // Nothing anywhere: nil, then placeholders with one diagnostic.
        #expect(LayoutsPhotoLibrary.locateAssets(environment: ["SEGUE_ASSETS": empty.path], currentDirectory: empty.path,
                                                 executable: empty.appendingPathComponent("segue")) == nil)
        let collector = SegueDiagnostics.Collector()
        let photos = SegueDiagnostics.$sink.withValue(collector.sink) { LayoutsPhotoLibrary.load(from: nil) }
        #expect(photos.count == LayoutsPhotoLibrary.placeholderCount)
        #expect(photos.allSatisfy { $0.image == nil })
        #expect(photos[0].title == "Photo 1")
        #expect(collector.messages.count == 1)
        #expect(collector.messages.first?.contains("tools/make-photos") == true)
        // A folder of files that are not PNGs: placeholders too, said once.
        let broken = empty.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: broken.appendingPathComponent("01-fake.png"))
        let again = SegueDiagnostics.Collector()
        let fallback = SegueDiagnostics.$sink.withValue(again.sink) { LayoutsPhotoLibrary.load(from: empty) }
        #expect(fallback.count == LayoutsPhotoLibrary.placeholderCount)
        #expect(again.messages.contains { $0.contains("could be read") })
    }

    // MARK: Pushing and popping

    @Test("clicking a photo pushes cvc2 with the spring layout change: the same collection view, the cells move from layout1 to layout2, the photo stays in view")
    func clickPushes() throws {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene, cv = h.collectionView
        let item = 10
        let start = h.frame(of: item, in: scene.layout1)
        h.host.click(at: h.windowPoint(CGPoint(x: start.midX, y: start.midY)))
        #expect(scene.nav.topViewController === scene.cvc2)
        #expect(scene.cvc2.collectionView === cv && scene.cvc2.view === cv)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: item, section: 0)])
        let coordinator = try #require(scene.cvc2.transitionCoordinator)
        #expect(coordinator.transitionDuration == scene.tuning.duration)
        #expect(!coordinator.isInteractive)
        let cell = try #require(h.cell(item))
        h.host.advance(by: scene.tuning.duration / 2)
        let middle = h.presentationFrame(cell)
        #expect(middle.width > start.width + 10)
        #expect(middle.width < h.frame(of: item, in: scene.layout2).width - 10)
        #expect(h.host.settle())
        #expect(cv.collectionViewLayout === scene.layout2)
        #expect(cv.window === h.host.window)
        let end = h.frame(of: item, in: scene.layout2)
        #expect(end.size == CGSize(width: 640, height: 480))
        let shown = try #require(h.cell(item))
        #expect(close(shown.frame, end))
        // The clicked photo is centred in the space above the hint (PhotoFlowLayout's target offset).
        #expect(close(end.midY - cv.contentOffset.y, (cv.bounds.height - LayoutsScene.hintHeight) / 2, 1))
        #expect(shown.captionLabel.font.pointSize == 20)
        #expect(h.log.outcomes == [.init(operation: "push", interactive: false, completed: true, maxPercent: 0)])
        #expect(h.log.appearance == ["cvc1.viewWillDisappear", "cvc2.viewWillAppear", "cvc1.viewDidDisappear", "cvc2.viewDidAppear"])
        #expect(scene.hint.label.text?.contains("pinch in") == true)
    }

    @Test("a click on the large layout pushes cvc3; B and Backspace pop back to layout2, then layout1 at the grid")
    func pushThreeAndPopByKeys() throws {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene, cv = h.collectionView
        #expect(scene.handleKey(StudioKey("p")))
        #expect(h.host.settle())
        #expect(scene.nav.topViewController === scene.cvc2)
        let selected = try #require(cv.indexPathsForSelectedItems?.first)
        let frame = h.frame(of: selected.item, in: scene.layout2)
        h.host.click(at: h.windowPoint(CGPoint(x: frame.midX, y: frame.midY)))
        #expect(h.host.settle())
        #expect(scene.nav.viewControllers == [scene.cvc1, scene.cvc2, scene.cvc3])
        #expect(cv.collectionViewLayout === scene.layout3)
        #expect(cv.bounds.intersects(h.frame(of: selected.item, in: scene.layout3)))
        #expect(scene.handleKey(StudioKey("b")))
        #expect(h.host.settle())
        #expect(scene.nav.topViewController === scene.cvc2 && cv.collectionViewLayout === scene.layout2)
        #expect(scene.handleKey(StudioKey("backspace")))
        #expect(h.host.settle())
        #expect(scene.nav.viewControllers == [scene.cvc1] && cv.collectionViewLayout === scene.layout1)
        #expect(h.log.outcomes.map(\.operation) == ["push", "push", "pop", "pop"])
        #expect(h.log.outcomes.allSatisfy { $0.completed && !$0.interactive })
        // B on the grid does nothing.
        #expect(scene.handleKey(StudioKey("b")))
        #expect(!h.host.window.isRunningTransition)
    }

    @Test("clicking the photo on the last page goes back; ‹ Back in the bar pops too")
    func clickOnLastPagePops() throws {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene, cv = h.collectionView
        _ = scene.handleKey(StudioKey("p")); h.host.settle()
        scene.cvc2.showNextLayout(); h.host.settle()
        #expect(scene.nav.topViewController === scene.cvc3)
        h.host.click(at: h.centre)
        #expect(h.host.settle())
        #expect(scene.nav.topViewController === scene.cvc2)
        // The bar's back button is at its left end.
        h.host.click(at: CGPoint(x: 30, y: 22))
        #expect(h.host.settle())
        #expect(scene.nav.topViewController === scene.cvc1, "‹ Back pops to the grid")
        #expect(cv.collectionViewLayout === scene.layout1)
    }

    @Test("the showcase pushes the large layout, and pops it again; refused while a transition runs")
    func showcase() {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene
        #expect(scene.startShowcaseTransition())
        #expect(!scene.startShowcaseTransition())
        #expect(h.host.settle())
        #expect(scene.nav.topViewController === scene.cvc2)
        #expect(scene.startShowcaseTransition())
        #expect(h.host.settle())
        #expect(scene.nav.topViewController === scene.cvc1)
        #expect(h.collectionView.collectionViewLayout === scene.layout1)
    }

    @Test("the tuning's duration and spring reach the next push")
    func tuningReachesTheAnimator() throws {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene
        scene.tuning.set(.duration, to: 1.2)
        scene.tuning.set(.dampingRatio, to: 0.4)
        #expect(scene.startShowcaseTransition())
        #expect(scene.cvc2.transitionCoordinator?.transitionDuration == 1.2)
        let item = try #require(h.collectionView.indexPathsForSelectedItems?.first?.item)
        let cell = try #require(h.cell(item))
        let target = h.frame(of: item, in: scene.layout2).width
        // An underdamped spring overshoots the large width on the way.
        var widest: CGFloat = 0
        for _ in 0..<Int(1.2 * 60) {
            h.host.advance(by: 1.0 / 60)
            widest = max(widest, h.presentationFrame(cell).width)
        }
        #expect(widest > target + 5, "overshoot: \(widest) vs \(target)")
        #expect(h.host.settle())
    }

    // MARK: Pinching

    @Test("pinching out past half way finishes the push: the transition layout follows the pinch, the completion says (true, true)")
    func pinchOutFinishes() throws {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene, cv = h.collectionView, pinch = scene.pinchTransition
        var progresses: [CGFloat] = []
        var sawTransitionLayout = false
        h.pinch(from: 100, to: 300) {
            if let layout = cv.collectionViewLayout as? UICollectionViewTransitionLayout {
                sawTransitionLayout = true
                progresses.append(layout.transitionProgress)
                #expect(layout.currentLayout === scene.layout1 && layout.nextLayout === scene.layout2)
            }
        }
        #expect(sawTransitionLayout)
        #expect(progresses.count > 10 && progresses == progresses.sorted())
        #expect(progresses.last! > 0.95)
        #expect(h.host.settle())
        #expect(pinch.lastOutcome?.completed == true && pinch.lastOutcome?.finished == true)
        #expect(scene.nav.topViewController === scene.cvc2)
        #expect(cv.collectionViewLayout === scene.layout2)
        #expect(h.log.outcomes.count == 1)
        #expect(h.log.outcomes.first?.operation == "push" && h.log.outcomes.first?.interactive == true)
        #expect(h.log.outcomes.first?.completed == true && h.log.outcomes.first!.maxPercent > 0.95)
        // The photo under the pinch is selected and on screen.
        let item = try #require(cv.indexPathsForSelectedItems?.first)
        #expect(cv.bounds.intersects(h.frame(of: item.item, in: scene.layout2)))
    }

    @Test("a short, slow pinch out cancels: back to layout1 at the old offset, the completion says (false, true), cvc1 on top")
    func pinchOutCancels() throws {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene, cv = h.collectionView, pinch = scene.pinchTransition
        cv.setContentOffset(CGPoint(x: 0, y: 460), animated: false)
        h.host.runTicks(1)
        let offset = cv.contentOffset
        var midway: CGFloat = 0
        h.pinch(from: 100, to: 140, hold: 20) {
            midway = (cv.collectionViewLayout as? UICollectionViewTransitionLayout)?.transitionProgress ?? midway
        }
        #expect(midway > 0.1 && midway < 0.4)
        #expect(h.host.settle())
        #expect(pinch.lastOutcome?.completed == false && pinch.lastOutcome?.finished == true)
        #expect(scene.nav.viewControllers == [scene.cvc1])
        #expect(cv.collectionViewLayout === scene.layout1)
        #expect(cv.contentOffset == offset)
        #expect(h.log.outcomes == [.init(operation: "push", interactive: true, completed: false, maxPercent: h.log.outcomes.first?.maxPercent ?? -1)])
        #expect((h.log.outcomes.first?.maxPercent ?? 0) < 0.5)
        #expect(h.log.appearance == ["cvc1.viewWillDisappear", "cvc2.viewWillAppear", "cvc2.viewWillDisappear",
                                     "cvc2.viewDidDisappear", "cvc1.viewWillAppear", "cvc1.viewDidAppear"])
        // Every cell back on its layout1 frame.
        for path in cv.indexPathsForVisibleItems {
            let cell = try #require(cv.cellForItem(at: path))
            #expect(close(cell.frame, h.frame(of: path.item, in: scene.layout1)))
        }
    }

    @Test("a quick flick finishes from short of half way (the release projects the pinch's speed)")
    func flickFinishes() {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene
        var released: CGFloat = 0
        h.pinch(from: 100, to: 180, step: 16) {
            released = (h.collectionView.collectionViewLayout as? UICollectionViewTransitionLayout)?.transitionProgress ?? released
        }
        #expect(released < 0.5)
        #expect(h.host.settle())
        #expect(scene.pinchTransition.lastOutcome?.completed == true)
        #expect(scene.nav.topViewController === scene.cvc2)
    }

    @Test("pinching in on the large layout pops interactively; a pinch in on the grid or out on the last page does nothing")
    func pinchInPops() {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene, cv = h.collectionView
        h.pinch(from: 140, to: 100)
        #expect(h.host.settle())
        #expect(h.log.outcomes.isEmpty && scene.nav.viewControllers == [scene.cvc1])
        _ = scene.handleKey(StudioKey("p")); h.host.settle()
        h.pinch(from: 300, to: 100)
        #expect(h.host.settle())
        #expect(scene.nav.viewControllers == [scene.cvc1])
        #expect(cv.collectionViewLayout === scene.layout1)
        #expect(scene.pinchTransition.lastOutcome?.completed == true)
        #expect(h.log.outcomes.last?.operation == "pop" && h.log.outcomes.last?.interactive == true)
        _ = scene.handleKey(StudioKey("p")); h.host.settle()
        scene.cvc2.showNextLayout(); h.host.settle()
        let count = h.log.outcomes.count
        h.pinch(from: 100, to: 300)
        #expect(h.host.settle())
        #expect(h.log.outcomes.count == count && scene.nav.topViewController === scene.cvc3)
    }

    // MARK: L, scrolling, resizing

    @Test("L switches the page between its layout and three columns with setCollectionViewLayout animated, and back")
    func toggleLayout() throws {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene, cv = h.collectionView
        #expect(scene.handleKey(StudioKey("l")))
        let columns = try #require(scene.cvc1.alternateLayout)
        #expect(cv.collectionViewLayout === columns)
        #expect(!scene.cvc1.toggleAlternateLayout(), "a second change waits for the first")
        let cell = try #require(h.cell(0))
        h.host.advance(by: scene.tuning.duration / 2)
        let middle = h.presentationFrame(cell).width
        #expect(middle > 115 && middle < h.frame(of: 0, in: columns).width - 5)
        #expect(h.host.settle())
        for path in cv.indexPathsForVisibleItems {
            #expect(close(try #require(cv.cellForItem(at: path)).frame, h.frame(of: path.item, in: columns)))
        }
        #expect(!cv.indexPathsForVisibleItems.isEmpty)
        #expect(h.frame(of: 2, in: columns).minY == h.frame(of: 0, in: columns).minY)
        #expect(h.frame(of: 3, in: columns).minY > h.frame(of: 0, in: columns).maxY)
        #expect(h.log.outcomes.isEmpty, "no navigation transition")
        #expect(scene.handleKey(StudioKey("l")))
        #expect(h.host.settle())
        #expect(cv.collectionViewLayout === scene.layout1)
    }

    @Test("the wheel and a drag scroll the grid; cells are reused, so scrolling all 240 photos makes only a screenful and a bit")
    func scrolling() throws {
        let h = LayoutsHarness()
        defer { h.finish() }
        let cv = h.collectionView
        #expect(h.host.scroll(by: CGVector(dx: 0, dy: 200), at: h.centre))
        #expect(cv.contentOffset.y == 200)
        h.host.drag(from: CGPoint(x: 500, y: 500), to: CGPoint(x: 500, y: 300), duration: 0.3)
        #expect(h.host.settle())
        #expect(cv.contentOffset.y > 390, "dragged up 200 pt and more with the flick: \(cv.contentOffset.y)")
        var cells = Set<ObjectIdentifier>()
        var offset = cv.contentOffset.y
        let bottom = cv.contentSize.height - cv.bounds.height
        while offset < bottom {
            h.host.scroll(by: CGVector(dx: 0, dy: 80), at: h.centre)
            offset = cv.contentOffset.y
            for cell in cv.visibleCells { cells.insert(ObjectIdentifier(cell)) }
        }
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 239, section: 0)))
        #expect(cells.count < 100, "cells made: \(cells.count)")
    }

    @Test("a resize lays the grid and the large layout out again for the new width")
    func resize() throws {
        let h = LayoutsHarness()
        defer { h.finish() }
        let scene = h.scene, cv = h.collectionView
        UIView.performWithoutAnimation { scene.window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800) }
        h.host.runTicks(2)
        #expect(cv.bounds.width == 1280)
        #expect(h.frame(of: 9, in: scene.layout1).minY == h.frame(of: 0, in: scene.layout1).minY, "ten columns at 1280 pt")
        #expect(scene.hint.frame.maxY == 800 && scene.hint.frame.width == 1280)
        _ = scene.handleKey(StudioKey("p")); h.host.settle()
        // One column, however wide: two 640 pt photos would fit 1280 pt.
        let first = h.frame(of: 0, in: scene.layout2), second = h.frame(of: 1, in: scene.layout2)
        #expect(first.width == 640 && first.midX == 640 && second.minY > first.maxY)
        UIView.performWithoutAnimation { scene.window.frame = CGRect(x: 0, y: 0, width: 600, height: 700) }
        h.host.runTicks(2)
        let item = try #require(cv.indexPathsForVisibleItems.first)
        #expect(h.frame(of: item.item, in: scene.layout2).width == 520)
        #expect(close(try #require(cv.cellForItem(at: item)).frame, h.frame(of: item.item, in: scene.layout2)))
    }

    // MARK: The visualizer's tools

    @Test("the timeline scrubs the push: held at 50 % the cells show what an unscrubbed push shows there; let go, it completes once")
    func timelineScrubs() throws {
        // The reference: a cell's frame half way through an unscrubbed showcase push.
        let reference = LayoutsHarness()
        #expect(reference.scene.startShowcaseTransition())
        let item = try #require(reference.collectionView.indexPathsForSelectedItems?.first?.item)
        reference.host.advance(by: reference.scene.tuning.duration / 2)
        let half = reference.presentationFrame(try #require(reference.cell(item)))
        reference.host.settle()
        reference.finish()

        let h = LayoutsHarness()
        defer { h.finish() }
        let shell = StudioShell(scene: h.scene, catalog: DemoSceneName.catalog(), size: h.host.window.bounds.size, loop: h.host.loop)
        h.host.loop.attach(shell.overlay.layer)
        let timeline = TimelineTool()
        shell.install(timeline)
        h.host.runTicks(1)
        #expect(h.scene.startShowcaseTransition())
        h.host.runTicks(2)
        timeline.refresh()
        let track = timeline.track
        let point = { (fraction: Double) -> CGPoint in
            let x = TimelineTrackView.knobSize / 2 + (track.bounds.width - TimelineTrackView.knobSize) * CGFloat(fraction)
            return track.convert(CGPoint(x: x, y: track.bounds.midY), to: shell.overlay)
        }
        shell.pointer(.began, at: point(0.5), timestamp: h.host.currentTime)
        #expect(timeline.isScrubbing)
        #expect(abs(timeline.inspector.progress - 0.5) < 1e-6)
        let cell = try #require(h.cell(item))
        #expect(close(h.presentationFrame(cell), half, 0.01))
        h.host.advance(by: 1)
        #expect(close(h.presentationFrame(cell), half, 0.01), "held while scrubbing")
        shell.pointer(.ended, at: point(0.5), timestamp: h.host.currentTime)
        #expect(h.host.settle())
        #expect(h.scene.nav.topViewController === h.scene.cvc2)
        #expect(h.log.outcomes.map(\.completed) == [true])
        #expect(h.collectionView.collectionViewLayout === h.scene.layout2)
    }

    @Test("while the pinch drives, the timeline shows its progress (reported through updateInteractiveTransition) and leaves it to the pinch")
    func timelineFollowsThePinch() {
        let h = LayoutsHarness()
        defer { h.finish() }
        let shell = StudioShell(scene: h.scene, catalog: DemoSceneName.catalog(), size: h.host.window.bounds.size, loop: h.host.loop)
        h.host.loop.attach(shell.overlay.layer)
        let timeline = TimelineTool()
        shell.install(timeline)
        h.host.runTicks(1)
        var checked = 0
        h.pinch(from: 100, to: 200) {
            guard let layout = h.collectionView.collectionViewLayout as? UICollectionViewTransitionLayout,
                  h.scene.pinchTransition.isDriving else { return }
            #expect(abs(timeline.inspector.progress - Double(layout.transitionProgress)) < 1e-9)
            #expect(timeline.inspector.phase == .interactive)
            #expect(!timeline.inspector.canScrub, "the pinch, not the timeline, drives it")
            checked += 1
        }
        #expect(checked > 10)
        #expect(h.host.settle())
    }

    @Test("help lists the clicks, pinches, keys and scrolling")
    func help() {
        let scene = LayoutsScene()
        let text = scene.helpLines.map { "\($0.input) \($0.action)" }.joined(separator: "\n")
        for word in ["Click", "Alt+drag away", "Alt+drag toward", "B", "P", "L", "wheel"] {
            #expect(text.contains(word), "help mentions \(word)")
        }
    }
}

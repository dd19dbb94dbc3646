import Foundation
@testable import Segue

/// A cell that remembers the item it was configured for and counts how many
/// cells of its class were made.
@MainActor
final class NumberCell: UICollectionViewCell {
    static var made = 0
    /// The item the data source last configured the cell for.
    var item: IndexPath?
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        NumberCell.made += 1
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        item = nil
    }
}

/// A data source of `sections` sections of numbered items that logs what the
/// collection view tells its delegate.
@MainActor
final class NumberDataSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [Int]
    private(set) var log: [String] = []
    /// Answers of `shouldSelectItemAt` (true when nil).
    var allowsSelect: ((IndexPath) -> Bool)?

    init(sections: [Int]) {
        self.sections = sections
    }

    func clearLog() { log.removeAll() }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        (cell as? NumberCell)?.item = indexPath
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(Self.name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(Self.name(indexPath))")
        return allowsSelect?(indexPath) ?? true
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(Self.name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(Self.name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(Self.name(indexPath))")
    }

    static func name(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }
}

/// A collection view filling a headless host's window, with a number data source.
@MainActor
struct CollectionFixture {
    let host: HeadlessHost
    let collectionView: UICollectionView
    let source: NumberDataSource
    let layout: UICollectionViewFlowLayout

    /// A 320 × 480 host (by default) with a vertical grid of 100 × 100 items, 10 pt spacing.
    init(sections: [Int] = [100], size: CGSize = CGSize(width: 320, height: 480),
         configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        host = HeadlessHost(size: size)
        layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(layout)
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        source = NumberDataSource(sections: sections)
        collectionView.dataSource = source
        collectionView.delegate = source
        host.window.addSubview(collectionView)
        host.runTicks(1)
    }

    /// The index paths of the cells that are subviews, sorted.
    var subviewItems: [IndexPath] {
        collectionView.subviews.compactMap { ($0 as? NumberCell)?.item }.sorted()
    }

    /// The window point at the centre of an item's cell.
    func windowPoint(of path: IndexPath) -> CGPoint {
        let frame = collectionView.layoutAttributesForItem(at: path)!.frame
        return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }
}

import Foundation

/// Supplies a collection view's items and their cells (UIKit's
/// `UICollectionViewDataSource`). `numberOfSections(in:)` is optional (one section
/// when left out, as in UIKit).
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items a section holds.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell showing an item: dequeue it with
    /// `collectionView.dequeueReusableCell(withReuseIdentifier:for:)` and configure it.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections there are (1 when left out).
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// One section: UIKit's answer when a data source leaves it out.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

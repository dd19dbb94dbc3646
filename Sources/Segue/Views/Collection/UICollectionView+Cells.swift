import Foundation

extension UICollectionView {
    // MARK: Registering and dequeuing

    /// Registers the cell class `dequeueReusableCell(withReuseIdentifier:for:)`
    /// makes for `identifier` (nil unregisters it). A class that is not a
    /// `UICollectionViewCell` is reported and ignored. Cells queued under the
    /// identifier from an earlier registration are dropped.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        reuseQueues[identifier] = nil
        guard let cellClass else {
            registrations[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            SegueDiagnostics.report("UICollectionView.register(\(cellClass), forCellWithReuseIdentifier: \"\(identifier)\"): the class is not a UICollectionViewCell; ignored")
            return
        }
        registrations[identifier] = type
    }

    /// A cell for the data source to configure and return for `indexPath`: one
    /// from the reuse queue of `identifier` (after its `prepareForReuse()`), else a
    /// new one of the registered class.
    ///
    /// With no class registered for `identifier` UIKit raises an exception; Segue
    /// reports it and returns a plain `UICollectionViewCell` carrying the identifier,
    /// so the program keeps running and the mistake shows as empty cells.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reuseQueues[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let cell: UICollectionViewCell
        if let type = registrations[identifier] {
            cell = type.init()
        } else {
            SegueDiagnostics.report("UICollectionView.dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): no class is registered for this identifier (call register(_:forCellWithReuseIdentifier:) first); returning a plain UICollectionViewCell")
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.reuseIdentifier = identifier
        createdCellCount += 1
        return cell
    }

    // MARK: Filling the visible rectangle

    /// One layout pass: prepares the layout if needed, updates the content size,
    /// retires the cells that left the bounds, applies the new attributes to those
    /// that stay and makes cells for the items that came in.
    func updateVisibleCells() {
        isUpdatingCells = true
        defer { isUpdatingCells = false }
        let layout = collectionViewLayout
        if let last = lastLayoutBounds, last != bounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout()
        }
        lastLayoutBounds = bounds
        loadItemCounts()
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let visible = bounds
        wantedAttributes.removeAll(keepingCapacity: true)
        for attributes in layout.layoutAttributesForElements(in: visible) ?? []
        where attributes.representedElementCategory == .cell && !attributes.isHidden
            && attributes.frame.overlaps(visible) && isValid(attributes.indexPath) {
            wantedAttributes[attributes.indexPath] = attributes
        }
        pathBuffer.removeAll(keepingCapacity: true)
        for path in visibleCellMap.keys where wantedAttributes[path] == nil { pathBuffer.append(path) }
        pathBuffer.sort()
        for path in pathBuffer {
            if let cell = visibleCellMap[path] { retire(cell, at: path) }
        }
        pathBuffer.removeAll(keepingCapacity: true)
        for (path, attributes) in wantedAttributes {
            if let cell = visibleCellMap[path] {
                applyAttributes(attributes, to: cell)
            } else {
                pathBuffer.append(path)
            }
        }
        pathBuffer.sort()
        for path in pathBuffer {
            if let attributes = wantedAttributes[path] { displayCell(at: path, attributes: attributes) }
        }
    }

    /// Asks the data source for the item's cell, places it with `attributes` (not
    /// animated), gives it the item's selection, tells the delegate and adds it.
    func displayCell(at path: IndexPath, attributes: UICollectionViewLayoutAttributes) {
        guard let dataSource else { return }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        visibleCellMap[path] = cell
        UIView.performWithoutAnimation {
            applyAttributes(attributes, to: cell)
            cell.isHighlighted = false
            cell.isSelected = selectedPaths.contains(path)
        }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        insertCell(cell)
    }

    /// Takes a cell off screen: removed, the delegate told, queued for reuse.
    func retire(_ cell: UICollectionViewCell, at path: IndexPath) {
        visibleCellMap[path] = nil
        if trackedIndexPath == path { cancelTracking() }
        cell.layer.removeAllAnimations()
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        if let identifier = cell.reuseIdentifier {
            reuseQueues[identifier, default: []].append(cell)
        }
    }

    /// Applies a layout's attributes to a cell: centre, bounds, 3D transform,
    /// alpha, zIndex (as `layer.zPosition`) and hidden state — only what changed, so
    /// inside an animation block only those animate — then `apply(_:)`.
    func applyAttributes(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionViewCell) {
        let size = attributes.size
        if cell.bounds.size != size { cell.bounds = CGRect(origin: cell.bounds.origin, size: size) }
        if cell.center != attributes.center { cell.center = attributes.center }
        if !CATransform3DEqualToTransform(cell.transform3D, attributes.transform3D) { cell.transform3D = attributes.transform3D }
        if cell.alpha != attributes.alpha { cell.alpha = attributes.alpha }
        let z = CGFloat(attributes.zIndex)
        if cell.layer.zPosition != z { cell.layer.zPosition = z }
        if cell.isHidden != attributes.isHidden { cell.isHidden = attributes.isHidden }
        cell.apply(attributes)
    }

    /// Adds a cell among the cells by zIndex (after those with a lower or equal
    /// one), below any other subviews, so hit-testing prefers the front cell.
    private func insertCell(_ cell: UICollectionViewCell) {
        let z = cell.layer.zPosition
        var index = 0
        for (position, view) in subviews.enumerated() {
            guard let other = view as? UICollectionViewCell, other !== cell else { continue }
            if other.layer.zPosition <= z { index = position + 1 }
        }
        insertSubview(cell, at: index)
    }
}

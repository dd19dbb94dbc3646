import Foundation

extension UIView {
    /// A view showing what this view looks like now (UIKit's snapshot): a frozen
    /// copy of its layer tree, the size of its bounds, without the view's own
    /// transform, position or alpha (so it can be placed and animated freely, as
    /// transition animators do).
    ///
    /// With `afterScreenUpdates` false the copy shows what is on screen (the
    /// presentation values, mid-animation included); with true it first lays out
    /// pending changes and shows the model values (the state once they render).
    /// Unlike UIKit's, Segue's snapshot is never blank for a view that has not been
    /// drawn yet.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let copy = layer.renderCopy(usingPresentationValues: !afterUpdates)
        var root = copy.modelValues
        let size = root.bounds.size
        root.position = CGPoint(x: root.anchorPoint.x * size.width, y: root.anchorPoint.y * size.height)
        root.transform = CATransform3DIdentity
        root.zPosition = 0
        root.opacity = 1
        root.isHidden = false
        copy.modelValues = root
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.isUserInteractionEnabled = false
        snapshot.layer.addSublayer(copy)
        return snapshot
    }
}

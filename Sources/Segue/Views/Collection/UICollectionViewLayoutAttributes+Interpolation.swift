import Foundation

extension UICollectionViewLayoutAttributes {
    /// Attributes between these and `target` at `progress` (0 gives these, 1 gives
    /// `target`'s values) — what `UICollectionViewTransitionLayout` shows and what a
    /// layout-to-layout animation passes through (a Segue extension; UIKit keeps its
    /// interpolation private).
    ///
    /// The result is a copy of these attributes (same class, so a subclass's own
    /// properties come from here) with the index path and element kind of these, and:
    /// `center` and `size` linear; `transform3D` the way Core Animation animates a
    /// transform (decomposed, rotation slerped; see `TransformInterpolator`); `alpha`
    /// linear, where a hidden end counts as alpha 0 so an item appearing or leaving
    /// fades; `isHidden` only when both ends are hidden; `zIndex` the larger of the
    /// two, so an item moving to the front never passes behind its neighbours.
    /// `progress` is not clamped (a spring's overshoot extrapolates).
    public func interpolated(to target: UICollectionViewLayoutAttributes, progress: CGFloat) -> UICollectionViewLayoutAttributes {
        let result = copiedAttributes()
        result.setInterpolation(from: self, to: target, progress: progress)
        return result
    }

    /// Sets the geometry of these attributes between `from` and `to` at `progress`
    /// (the rules of `interpolated(to:progress:)`), keeping the index path and kind.
    final func setInterpolation(from: UICollectionViewLayoutAttributes, to: UICollectionViewLayoutAttributes,
                                progress: CGFloat) {
        let p = progress.isFinite ? progress : 0
        center = CGPoint(x: from.center.x + (to.center.x - from.center.x) * p,
                         y: from.center.y + (to.center.y - from.center.y) * p)
        size = CGSize(width: from.size.width + (to.size.width - from.size.width) * p,
                      height: from.size.height + (to.size.height - from.size.height) * p)
        if CATransform3DEqualToTransform(from.transform3D, to.transform3D) {
            transform3D = from.transform3D
        } else {
            transform3D = TransformInterpolator(from: from.transform3D, to: to.transform3D).transform(at: Double(p))
        }
        let fromAlpha = from.isHidden ? 0 : from.alpha
        let toAlpha = to.isHidden ? 0 : to.alpha
        alpha = fromAlpha + (toAlpha - fromAlpha) * p
        isHidden = from.isHidden && to.isHidden
        zIndex = max(from.zIndex, to.zIndex)
    }
}

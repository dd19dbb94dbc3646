import Foundation

extension UIView {
    /// A view showing one rectangle of this view as it looks now (UIKit's
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`): the part of
    /// the view inside `rect` (in the view's bounds coordinates), clipped to it, in a
    /// view of `rect`'s size whose frame the caller then sets — the way transition
    /// animators cut a screen into pieces.
    ///
    /// Like `snapshotView(afterScreenUpdates:)` it is a frozen copy of the layer
    /// tree: with `afterScreenUpdates` false it shows the presentation values (what
    /// is on screen), with true it lays out pending changes first and shows the
    /// model values. Areas of `rect` outside the view's bounds show whatever
    /// sublayers reach there, else nothing (UIKit fills them with its snapshot's
    /// background; Segue leaves them clear).
    ///
    /// When the snapshot view is given a size other than `rect`'s, its content
    /// stretches to fill it. Where Segue differs: the whole image stretches —
    /// non-zero `capInsets` (UIKit's fixed-size borders) are reported once and
    /// otherwise ignored. An empty or non-finite `rect` is reported and gives nil.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let finite = [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite)
        guard finite, !rect.isEmpty else {
            SegueDiagnostics.report("UIView.resizableSnapshotView(from: \(rect)): the rectangle must be finite and not empty; returning nil")
            return nil
        }
        if capInsets != .zero {
            SegueDiagnostics.report("UIView.resizableSnapshotView(withCapInsets: \(capInsets)): cap insets are not supported; the whole snapshot stretches")
        }
        if afterUpdates { layoutIfNeeded() }
        let copy = layer.renderCopy(usingPresentationValues: !afterUpdates)
        var root = copy.modelValues
        let size = root.bounds.size
        // Place the copy so that `rect.origin` (bounds coordinates) lands on (0, 0).
        root.position = CGPoint(x: root.anchorPoint.x * size.width - (rect.minX - root.bounds.minX),
                                y: root.anchorPoint.y * size.height - (rect.minY - root.bounds.minY))
        root.transform = CATransform3DIdentity
        root.zPosition = 0
        root.opacity = 1
        root.isHidden = false
        copy.modelValues = root
        let snapshot = ResizableSnapshotView(contentSize: rect.size)
        snapshot.stretchLayer.addSublayer(copy)
        return snapshot
    }
}

/// The view `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` returns:
/// it clips to its bounds and scales its frozen content from the snapshot's
/// original size to its current bounds.
final class ResizableSnapshotView: UIView {
    /// The size of the rectangle the snapshot was taken from.
    let contentSize: CGSize
    /// Holds the copied layers at the original size, anchored at the top left, and
    /// scales them to the view's bounds.
    let stretchLayer = CALayer()

    init(contentSize: CGSize) {
        self.contentSize = contentSize
        super.init(frame: CGRect(origin: .zero, size: contentSize))
        isUserInteractionEnabled = false
        layer.masksToBounds = true
        var properties = stretchLayer.modelValues
        properties.anchorPoint = .zero
        properties.bounds = CGRect(origin: .zero, size: contentSize)
        properties.position = .zero
        stretchLayer.modelValues = properties
        layer.addSublayer(stretchLayer)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = CATransform3DMakeScale(bounds.width / contentSize.width, bounds.height / contentSize.height, 1)
        var properties = stretchLayer.modelValues
        guard !CATransform3DEqualToTransform(properties.transform, scale) else { return }
        properties.transform = scale
        stretchLayer.modelValues = properties
    }
}

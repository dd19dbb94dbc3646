import Foundation

/// A rectangle on screen backed by a layer (UIKit's `UIView`).
///
/// Geometry lives in the layer, as in UIKit: `frame`, `bounds`, `center` and
/// `transform` read and write `layer.bounds`, `layer.position` and `layer.transform`,
/// so setting any of them keeps the others consistent the way UIKit does (`frame` is
/// derived, and undefined under a non-identity transform; set `bounds` and `center`
/// then). The view is its layer's delegate: outside an animation block it answers
/// every action with "none" (view-backed layers do not animate implicitly), inside
/// one it answers with the block's animation, so both `view.alpha = 0` and
/// `view.layer.transform = …` animate there.
@MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer (UIKit's `layerClass`). Override to back a view
    /// with a `CATransformLayer` or a layer subclass; Segue makes it with
    /// `init(layer:)` from a fresh layer, so such subclasses set themselves up there.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; the view is its delegate.
    public let layer: CALayer

    final var subviewList: [UIView] = []
    private final weak var superviewStorage: UIView?
    private var backgroundColorStorage: UIColor?
    private var tintColorStorage: UIColor?
    /// Animations from blocks without `.allowUserInteraction` still in flight here.
    final var nonInteractiveAnimationCount = 0
    /// The gesture recognizers attached to the view, in the order they were added
    /// (the API is `UIView+GestureRecognizers.swift`).
    final var gestureRecognizerList: [UIGestureRecognizer] = []

    /// Makes a view with a frame (UIKit's designated initializer).
    public init(frame: CGRect) {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = type == CALayer.self ? CALayer() : type.init(layer: CALayer())
        super.init()
        LiveObjectCounter.created(.view)
        layer.delegate = self
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        self.frame = frame
        CATransaction.commit()
    }

    /// UIKit's archive initializer. Segue has no nib or storyboard archives, so it
    /// makes an empty view with a zero frame; it exists so that subclasses written for
    /// UIKit (`required init?(coder:)`) compile unchanged.
    public required init?(coder: NSCoder) {
        layer = CALayer()
        super.init()
        LiveObjectCounter.created(.view)
        layer.delegate = self
    }

    deinit {
        LiveObjectCounter.freed(.view)
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates, derived from `center`,
    /// `bounds.size` and `transform` (its bounding box under an affine transform).
    /// UIKit documents the frame as undefined under a non-identity transform; Segue
    /// sets it as the layer does, through the transform (`CALayer.frame`: a view
    /// scaled 0.5 given a 100×100 frame has 200×200 bounds). Prefer `bounds` and
    /// `center` on transformed views, as UIKit advises.
    open var frame: CGRect {
        get { layer.frame }
        set { setGeometry(newValue, name: "frame") { $0.frame = $1 } }
    }

    /// The view's own coordinate system: the origin its content is drawn from and
    /// its size.
    open var bounds: CGRect {
        get { layer.bounds }
        set { setGeometry(newValue, name: "bounds") { $0.bounds = $1 } }
    }

    /// The centre of the frame, in the superview's coordinates (the layer's
    /// position; a view's anchor point is the centre unless its layer's is moved).
    open var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                SegueDiagnostics.report("UIView.center = \(newValue): a point must be finite; ignored")
                return
            }
            layer.position = newValue
        }
    }

    /// The view's affine transform about its centre (the layer's transform, which
    /// this sets to the 3D form of the affine transform). Reading it when the layer
    /// has a non-affine transform gives its affine part, as UIKit does.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The layer's 3D transform (UIKit's `transform3D`, iOS 13).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Sets the frame or bounds on the layer if the rectangle is finite (else reports
    /// and ignores it), then autoresizes subviews and asks for layout if the size changed.
    private func setGeometry(_ rect: CGRect, name: String, _ apply: (CALayer, CGRect) -> Void) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            SegueDiagnostics.report("UIView.\(name) = \(rect): a rectangle must be finite; ignored")
            return
        }
        let oldSize = layer.bounds.size
        apply(layer, rect)
        boundsSizeChanged(from: oldSize)
    }

    private func boundsSizeChanged(from oldSize: CGSize) {
        guard layer.bounds.size != oldSize else { return }
        if autoresizesSubviews { resizeSubviews(withOldSize: oldSize) }
        setNeedsLayout()
    }

    // MARK: Appearance

    /// Opacity, 0…1 (the layer's opacity).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            guard newValue.isFinite else {
                SegueDiagnostics.report("UIView.alpha = \(newValue): alpha must be finite; ignored")
                return
            }
            layer.opacity = Float(newValue)
        }
    }

    /// The fill behind the content (the layer's background colour).
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// Hides the view and its subviews (and takes them out of hit-testing).
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Clips subviews to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view is opaque (a drawing hint; Segue's compositor blends anyway).
    open var isOpaque = true

    /// Whether touches reach this view and its subviews.
    open var isUserInteractionEnabled = true

    /// Whether more than one touch is delivered to the view.
    open var isMultipleTouchEnabled = false

    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag = 0

    /// How content fills the bounds (mapped onto the layer's `contentsGravity`).
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.contentsGravity }
    }

    /// The tint colour: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set {
            tintColorStorage = newValue
            tintColorDidChange()
        }
    }

    /// Called when the tint colour changes.
    open func tintColorDidChange() {}

    // MARK: The hierarchy

    /// The view this one is a subview of.
    open var superview: UIView? { superviewStorage }

    /// The subviews, back to front.
    open var subviews: [UIView] { subviewList }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var node: UIView? = self
        while let current = node {
            if let window = current as? UIWindow { return window }
            node = current.superviewStorage
        }
        return nil
    }

    /// The next responder: the view's controller when it is a controller's root
    /// view, else the superview.
    open override var next: UIResponder? { viewControllerResponder ?? superview }

    /// The controller whose root view this is (weak; view controllers set it).
    public internal(set) weak var viewControllerResponder: UIResponder?

    /// Adds a view at the front, removing it from its old superview first (moving
    /// it to the front if it is already a subview). Its layer is appended to the end
    /// of `layer.sublayers`, as UIKit does, so the view draws above every sublayer
    /// added before it, raw layers (a gradient, a shape) included. Adding a view to
    /// itself or to one of its own subviews is reported and ignored.
    open func addSubview(_ view: UIView) {
        insert(view, at: subviewList.count)
    }

    /// Inserts a view at an index of `subviews` (clamped), or moves it there when
    /// it is already a subview, as UIKit does. Its layer goes just below the layer of
    /// the subview that now follows it (so raw sublayers below that one stay below
    /// the new view), or at the end of `layer.sublayers` when it is the front-most.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts a view just below a sibling (at the back when `siblingSubview` is not
    /// a subview, with a diagnostic). Its layer goes just below the sibling's layer.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        // The sibling's index once the view is out of the list (it may be moving).
        guard let index = subviewList.filter({ $0 !== view }).firstIndex(where: { $0 === siblingSubview }) else {
            SegueDiagnostics.report("UIView.insertSubview(_:belowSubview:): the sibling is not a subview; inserting at the back")
            insert(view, at: 0)
            return
        }
        insert(view, at: index)
    }

    /// Inserts a view just above a sibling (at the front when `siblingSubview` is
    /// not a subview, with a diagnostic). Its layer goes just above the sibling's
    /// layer, as UIKit places it, so raw sublayers above the sibling stay above.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        // The sibling's index once the view is out of the list (it may be moving).
        guard let index = subviewList.filter({ $0 !== view }).firstIndex(where: { $0 === siblingSubview }) else {
            SegueDiagnostics.report("UIView.insertSubview(_:aboveSubview:): the sibling is not a subview; inserting at the front")
            insert(view, at: subviewList.count)
            return
        }
        insert(view, at: index + 1, layerAbove: siblingSubview.layer)
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        subviewList.removeAll { $0 === view }
        subviewList.append(view)
        placeLayer(of: view)
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self else { return }
        subviewList.removeAll { $0 === view }
        subviewList.insert(view, at: 0)
        placeLayer(of: view)
    }

    /// Swaps two subviews by index.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewList.indices.contains(index1), subviewList.indices.contains(index2) else {
            SegueDiagnostics.report("UIView.exchangeSubview(at:withSubviewAt:): index out of range; ignored")
            return
        }
        subviewList.swapAt(index1, index2)
        placeLayer(of: subviewList[index1])
        placeLayer(of: subviewList[index2])
    }

    /// Detaches the view from its superview (and its layer from the superlayer).
    /// A view leaving its window loses the animations in flight in its layer tree,
    /// as in UIKit: their completions run with `finished == false` (off the window
    /// the layers no longer tick, so they would otherwise never end).
    open func removeFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        parent.subviewList.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superviewStorage = nil
        didMoveToSuperview()
        if oldWindow != nil {
            propagateDidMoveToWindow()
            layer.removeAllAnimationsInTree()
        }
        parent.setNeedsLayout()
    }

    /// True when the view is `view` or one of its subviews' subviews.
    open func isDescendant(of view: UIView) -> Bool {
        var node: UIView? = self
        while let current = node {
            if current === view { return true }
            node = current.superviewStorage
        }
        return false
    }

    /// The view itself or the first descendant (depth first) with a tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviewList {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to another superview (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves into or out of a window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved into or out of a window.
    open func didMoveToWindow() {}

    /// Inserts or moves a subview so that it ends at an index of `subviews`
    /// (clamped); its layer goes just
    /// above `layerAbove` when given, else where `placeLayer(of:)` puts it.
    private func insert(_ view: UIView, at requestedIndex: Int, layerAbove: CALayer? = nil) {
        guard !isDescendant(of: view) else {
            SegueDiagnostics.report("UIView.addSubview(_:): a view cannot become a subview of itself or of its own subview; ignored")
            return
        }
        if view.superviewStorage === self {
            // A move inside this view.
            let old = subviewList.firstIndex { $0 === view }!
            subviewList.remove(at: old)
            let index = min(max(requestedIndex, 0), subviewList.count)
            subviewList.insert(view, at: index)
            placeLayer(of: view, above: layerAbove)
            return
        }
        let newWindow = window
        let oldWindow = view.window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        if let oldParent = view.superviewStorage {
            oldParent.willRemoveSubview(view)
            oldParent.subviewList.removeAll { $0 === view }
            oldParent.setNeedsLayout()
        }
        let index = min(max(requestedIndex, 0), subviewList.count)
        subviewList.insert(view, at: index)
        view.superviewStorage = self
        placeLayer(of: view, above: layerAbove)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        if oldWindow != nil && newWindow == nil { view.layer.removeAllAnimationsInTree() }
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Puts a subview's layer among this layer's sublayers where UIKit puts it:
    /// just below the layer of the subview after it, or at the end of the sublayers
    /// (above raw sublayers too) when the view is the front-most subview; or just
    /// above `sibling` when given (`insertSubview(_:aboveSubview:)`).
    private func placeLayer(of view: UIView, above sibling: CALayer? = nil) {
        let index = subviewList.firstIndex { $0 === view }!
        if let sibling, sibling.superlayer === layer {
            layer.insertSublayer(view.layer, above: sibling)
        } else if index + 1 < subviewList.count, subviewList[index + 1].layer.superlayer === layer {
            layer.insertSublayer(view.layer, below: subviewList[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviewList { subview.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviewList { subview.propagateDidMoveToWindow() }
    }

    // MARK: Layout

    /// Lays out subviews (empty by default; UIKit's autoresizing has already run
    /// when the bounds changed). Called by `layoutIfNeeded()` and before drawing.
    open func layoutSubviews() {}

    /// Marks the view as needing layout before the next frame.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out the view and its subviews now if any need it.
    open func layoutIfNeeded() {
        layer.layoutIfNeeded()
    }

    /// Whether subviews follow bounds changes by their `autoresizingMask` (true).
    open var autoresizesSubviews = true

    /// How the view follows its superview's bounds changes.
    open var autoresizingMask: AutoresizingMask = []

    /// The size that fits the view's content (the current size by default).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping the frame's
    /// top-left corner where it is, as UIKit does.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        let origin = frame.origin
        bounds = CGRect(origin: bounds.origin, size: fitted)
        if CATransform3DIsIdentity(layer.transform) {
            frame = CGRect(origin: origin, size: fitted)
        }
    }

    /// Marks the view's content as needing to be redrawn (its layer's
    /// `setNeedsDisplay()`); views that draw text or images redraw before the next frame.
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// The content's natural size (`noIntrinsicMetric` both ways by default).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// UIKit's marker for "no natural size on this axis" (−1).
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Hit-testing

    /// The deepest visible, interactive descendant (or self) containing a point in
    /// the view's coordinates, as UIKit finds it: hidden, non-interactive and
    /// nearly transparent (alpha < 0.01) views are skipped, the point must be
    /// inside the view (`point(inside:with:)`, so subviews sticking out of their
    /// superview are not hit there), and subviews are tried front to back. A view
    /// with a non-interactive animation in flight is skipped too, as in UIKit, and
    /// so is a subview seen edge-on (a page turned 90° in a flip shows no area).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, nonInteractiveAnimationCount == 0,
              self.point(inside: point, with: event) else { return nil }
        for subview in subviewList.reversed() {
            // Converted without `convert(_:from:)`'s diagnostic: an edge-on subview
            // is an ordinary sight mid-transition, not a misuse.
            guard let map = layer.planeMap(to: subview.layer), let local = map.apply(point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether a point in the view's coordinates is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: The layer's delegate

    /// The action for a change of the backing layer: inside an animation block the
    /// block's animation, outside one none (`NSNull`), as UIKit answers.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIView.animationAction(for: self, layer: layer, forKey: event) ?? NSNull()
    }

    /// Layout of the backing layer runs the view's layout, between its controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` when it is a
    /// controller's root view.
    open func layoutSublayers(of layer: CALayer) {
        let controller = viewControllerResponder as? UIViewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// Drawing of the backing layer: views without custom content have none.
    open func display(_ layer: CALayer) {}
}

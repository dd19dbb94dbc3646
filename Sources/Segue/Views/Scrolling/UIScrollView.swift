import Foundation

/// A view whose content is larger than itself and moves under a finger, a flick or
/// the mouse wheel (UIKit's `UIScrollView`).
///
/// As in UIKit, the content offset *is* the bounds' origin: scrolling changes
/// `bounds.origin`, which moves every subview on screen (the layer tree and the
/// compositor already honour it), and every change — by a drag, a flick, the
/// wheel, code, or `bounds` itself — calls the delegate's `scrollViewDidScroll(_:)`
/// and asks for layout, so subclasses (`UICollectionView`) refill the visible area
/// in `layoutSubviews()`. The view clips its content (`clipsToBounds` is true).
///
/// **Limits.** The offset can rest anywhere from `(−left, −top)` of
/// `adjustedContentInset` to `contentSize` plus the right and bottom insets minus
/// the view's size (or the minimum when the content is smaller). Drags and the wheel
/// keep it there — a drag beyond an edge rubber-bands (when `bounces`) and springs
/// back on release. Code is not limited: `contentOffset` and
/// `setContentOffset(_:animated:)` set any finite offset, as in UIKit.
///
/// **Dragging** is `panGestureRecognizer`, a pan on the view: the content follows
/// the finger on each axis that can scroll — vertically when the content is
/// taller than the view or `alwaysBounceVertical` is set (with `bounces`),
/// horizontally likewise. Segue's pan fails when the drag starts mostly along an
/// axis that cannot scroll, so a vertical list leaves sideways drags (a navigation
/// edge swipe) to other recognizers. On release a flick decelerates at
/// `decelerationRate`, and content past an edge springs back (see `ScrollAxisMotion`).
/// A touch going down on moving content stops it where it is; that touch is then
/// not a tap on the content (a collection view does not select with it).
///
/// **The wheel**: `UIWindow.handleScrollWheel(_:at:)` scrolls the deepest scroll
/// view under the pointer that can move that way, clamped to the limits, with no
/// bounce and no deceleration (a Segue extension; iOS has no wheel).
///
/// The motion after a release runs on a `CADisplayLink`, so it follows the loop's
/// clock (slow motion, pause) and is the same however the frames fall.
@MainActor
open class UIScrollView: UIView {
    /// Told about scrolling; held weakly, as in UIKit.
    open weak var delegate: UIScrollViewDelegate?

    /// The recognizer that drags the content (UIKit's `panGestureRecognizer`). Apps
    /// may read it, set its delegate or make other recognizers require it to fail.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()

    /// The size of the content, in points. Not finite or negative sizes are
    /// reported and ignored.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize.width.isFinite, contentSize.height.isFinite,
                  contentSize.width >= 0, contentSize.height >= 0 else {
                SegueDiagnostics.report("UIScrollView.contentSize = \(contentSize) ignored: it must be finite and not negative")
                contentSize = oldValue
                return
            }
        }
    }

    /// Extra room around the content, in points (the offset's limits move out by it).
    open var contentInset: UIEdgeInsets = .zero

    /// The insets the limits use: `contentInset` (Segue has no safe areas or bars
    /// adjusting it, so `contentInsetAdjustmentBehavior` has nothing to add).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Where the content's origin is, in the view's coordinates: the bounds'
    /// origin. Setting it is `setContentOffset(_:animated: false)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Whether drags and the wheel scroll (true). Turning it off stops any motion
    /// and disables `panGestureRecognizer`; code can still set the offset.
    open var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            if !isScrollEnabled { stopMotion() }
        }
    }

    /// Whether content dragged or flicked past an edge goes beyond it and springs
    /// back (true); when false it stops at the edge.
    open var bounces = true

    /// Whether a vertical drag bounces even when the content is not taller than
    /// the view (false), like a short list that still gives under the finger.
    open var alwaysBounceVertical = false

    /// Whether a horizontal drag bounces even when the content is not wider than the view (false).
    open var alwaysBounceHorizontal = false

    /// How fast a flick slows down (`.normal`, 0.998 of the velocity kept per
    /// millisecond). A rate outside (0, 1) is reported and replaced by `.normal`.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            let rate = decelerationRate.rawValue
            if !(rate > 0 && rate < 1) {
                SegueDiagnostics.report("UIScrollView.decelerationRate = \(rate) ignored: it must be between 0 and 1 (exclusive); using .normal")
                decelerationRate = .normal
            }
        }
    }

    /// Accepted for source compatibility; Segue draws no scroll indicators.
    open var showsVerticalScrollIndicator = true
    /// Accepted for source compatibility; Segue draws no scroll indicators.
    open var showsHorizontalScrollIndicator = true

    /// Whether a finger is down on the content (from touch down until it lifts or the drag ends).
    public internal(set) var isTracking = false
    /// Whether the content is being dragged (the pan gesture is in progress).
    public internal(set) var isDragging = false
    /// Whether the content moves by itself after a drag (decelerating or bouncing back).
    public internal(set) var isDecelerating = false

    // MARK: Motion state (see UIScrollView+Motion.swift and UIScrollView+Dragging.swift)

    /// Each axis's motion while the content moves by itself.
    var horizontalMotion = ScrollAxisMotion(position: 0)
    var verticalMotion = ScrollAxisMotion(position: 0)
    /// The link driving the motion, while there is one.
    var motionLink: CADisplayLink?
    /// Whether the running motion is a deceleration (else an animated offset change).
    var motionIsDeceleration = false
    /// Where a drag started, in unbanded offset space (past an edge, the finger
    /// position the band shows there).
    var dragOrigin: CGPoint = .zero
    /// Whether the touch in progress went down on moving content and stopped it.
    var touchStoppedMotion = false

    /// A scroll view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        prepareScrolling()
    }

    /// An empty scroll view (Segue has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        prepareScrolling()
    }

    private func prepareScrolling() {
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Touches (see UIScrollView+Dragging.swift)

    /// A touch going down stops moving content where it is.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchDidGoDown()
        super.touchesBegan(touches, with: event)
    }

    /// A lift without a drag lets content left past an edge spring back.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        touchDidLift()
    }

    /// A cancelled touch (a drag took it, the pointer left) counts as a lift.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        touchDidLift()
    }

    // MARK: The offset

    /// The bounds; a change of their origin is a scroll (`scrollViewDidScroll(_:)`
    /// and a layout pass).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != oldOrigin { contentOffsetDidChange() }
        }
    }

    /// Moves the content to `contentOffset`, at once or over 0.3 s on the
    /// ease-in-ease-out curve (then `scrollViewDidEndScrollingAnimation(_:)`). Any
    /// motion in progress stops. Not limited to the content (as in UIKit); an offset
    /// that is not finite is reported and ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            SegueDiagnostics.report("UIScrollView.setContentOffset(\(contentOffset), animated: \(animated)) ignored: the offset must be finite")
            return
        }
        stopMotion()
        if animated && contentOffset != self.contentOffset {
            animateContentOffset(to: contentOffset)
        } else {
            moveContent(to: contentOffset)
        }
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates),
    /// within the limits; an empty or non-finite rect is ignored.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite,
              rect.width.isFinite, rect.height.isFinite else { return }
        let visible = bounds
        var offset = visible.origin
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// Sets the bounds' origin without stopping motion (the motion and the drag use it).
    func moveContent(to offset: CGPoint) {
        var rect = bounds
        guard rect.origin != offset else { return }
        rect.origin = offset
        bounds = rect
    }

    /// Called whenever the offset changed: lays out again and tells the delegate.
    func contentOffsetDidChange() {
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Limits

    /// The offsets the content can rest at on each axis (drags and the wheel stay in them).
    var contentOffsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let size = bounds.size
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - size.width)
        let maxY = max(minY, contentSize.height + inset.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// An offset brought inside the limits.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        return CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                       y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    /// Whether the content is larger than the view along y (with the insets).
    var hasVerticalOverflow: Bool { contentOffsetRange.y.upperBound > contentOffsetRange.y.lowerBound }
    /// Whether the content is larger than the view along x (with the insets).
    var hasHorizontalOverflow: Bool { contentOffsetRange.x.upperBound > contentOffsetRange.x.lowerBound }

    /// Whether a drag moves the content vertically.
    var dragsVertically: Bool { isScrollEnabled && (hasVerticalOverflow || (bounces && alwaysBounceVertical)) }
    /// Whether a drag moves the content horizontally.
    var dragsHorizontally: Bool { isScrollEnabled && (hasHorizontalOverflow || (bounces && alwaysBounceHorizontal)) }

    /// The offset a flick from `offset` at `velocity` (points per second) would come
    /// to rest at, limited to the content; subclasses refine it (a collection view
    /// asks its layout).
    func proposedRestingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        return clampedContentOffset(CGPoint(
            x: ScrollAxisMotion.projectedRest(origin: offset.x, velocity: velocity.x, rate: rate),
            y: ScrollAxisMotion.projectedRest(origin: offset.y, velocity: velocity.y, rate: rate)))
    }
}

import Foundation

extension UIScrollView {
    // MARK: The pan

    /// The pan's action: the content follows the finger on each axis that drags,
    /// rubber-banding past the edges; on release it decelerates or springs back.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            isTracking = true
            dragOrigin = unbandedOffset(contentOffset)
            delegate?.scrollViewWillBeginDragging(self)
            followDrag(pan.translation(in: self))
        case .changed:
            followDrag(pan.translation(in: self))
        case .ended:
            endDrag(fingerVelocity: pan.velocity(in: self))
        case .cancelled, .failed:
            if isDragging { endDrag(fingerVelocity: .zero) }
        default:
            break
        }
    }

    /// Moves the content to the drag's origin minus the translation, banded past the edges.
    private func followDrag(_ translation: CGPoint) {
        let range = contentOffsetRange
        var offset = contentOffset
        if dragsHorizontally {
            offset.x = banded(dragOrigin.x - translation.x, in: range.x, dimension: bounds.width)
        }
        if dragsVertically {
            offset.y = banded(dragOrigin.y - translation.y, in: range.y, dimension: bounds.height)
        }
        moveContent(to: offset)
    }

    /// The finger lifted (or the pan was cancelled, with no velocity): asks the
    /// delegate where to stop, then lets the content move by itself.
    private func endDrag(fingerVelocity: CGPoint) {
        isDragging = false
        isTracking = false
        let offset = contentOffset
        let range = contentOffsetRange
        var velocity = CGPoint(x: dragsHorizontally ? -fingerVelocity.x : 0, y: dragsVertically ? -fingerVelocity.y : 0)
        if !velocity.x.isFinite || !velocity.y.isFinite { velocity = .zero }
        let natural = proposedRestingOffset(from: offset, velocity: velocity)
        var target = natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        if !target.x.isFinite || !target.y.isFinite {
            SegueDiagnostics.report("scrollViewWillEndDragging: targetContentOffset \(target) is not finite; using \(natural)")
            target = natural
        }
        // Decelerate onto the target at the same rate: the velocity that comes to rest there.
        let decay = CGFloat(ScrollAxisMotion.decay(rate: decelerationRate.rawValue))
        if range.x.contains(offset.x), target.x != ScrollAxisMotion.projectedRest(origin: offset.x, velocity: velocity.x,
                                                                                 rate: decelerationRate.rawValue) {
            velocity.x = (target.x - offset.x) * decay
        }
        if range.y.contains(offset.y), target.y != ScrollAxisMotion.projectedRest(origin: offset.y, velocity: velocity.y,
                                                                                 rate: decelerationRate.rawValue) {
            velocity.y = (target.y - offset.y) * decay
        }
        let now = CACurrentMediaTime()
        horizontalMotion.release(at: offset.x, velocity: velocity.x, time: now, range: range.x)
        verticalMotion.release(at: offset.y, velocity: velocity.y, time: now, range: range.y)
        let decelerates = !horizontalMotion.isIdle || !verticalMotion.isIdle
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            startMotion(deceleration: true)
        }
    }

    // MARK: The rubber band

    /// A drag position on one axis as the content shows it: inside the range as
    /// is, past it on the rubber band (or at the edge without `bounces`).
    private func banded(_ raw: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if raw < range.lowerBound {
            guard bounces else { return range.lowerBound }
            return range.lowerBound + ScrollRubberBand.offset(forOvershoot: raw - range.lowerBound, dimension: dimension)
        }
        if raw > range.upperBound {
            guard bounces else { return range.upperBound }
            return range.upperBound + ScrollRubberBand.offset(forOvershoot: raw - range.upperBound, dimension: dimension)
        }
        return raw
    }

    /// The drag position that shows `offset` (the inverse of the band), so grabbing
    /// content that is past an edge continues from where it shows.
    private func unbandedOffset(_ offset: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        func axis(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
            if value < range.lowerBound {
                return range.lowerBound + ScrollRubberBand.overshoot(forOffset: value - range.lowerBound, dimension: dimension)
            }
            if value > range.upperBound {
                return range.upperBound + ScrollRubberBand.overshoot(forOffset: value - range.upperBound, dimension: dimension)
            }
            return value
        }
        return CGPoint(x: axis(offset.x, range.x, bounds.width), y: axis(offset.y, range.y, bounds.height))
    }

    // MARK: Touches (the overrides are in UIScrollView.swift)

    /// A touch went down: moving content stops where it is (and the touch is then
    /// no tap on the content), as in UIKit.
    func touchDidGoDown() {
        touchStoppedMotion = motionLink != nil && motionIsDeceleration
        if touchStoppedMotion { stopMotion() }
        isTracking = true
    }

    /// The finger lifted (or the touch was cancelled) without dragging: content
    /// left past an edge springs back.
    func touchDidLift() {
        guard !isDragging else { return }
        isTracking = false
        let offset = contentOffset
        guard motionLink == nil, clampedContentOffset(offset) != offset else { return }
        let range = contentOffsetRange
        let now = CACurrentMediaTime()
        horizontalMotion.release(at: offset.x, velocity: 0, time: now, range: range.x)
        verticalMotion.release(at: offset.y, velocity: 0, time: now, range: range.y)
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(deceleration: true)
    }
}

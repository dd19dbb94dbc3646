import Foundation

extension UIScrollView {
    /// Starts the display link that moves the content each tick (see `ScrollAxisMotion`).
    func startMotion(deceleration: Bool) {
        motionIsDeceleration = deceleration
        guard motionLink == nil else { return }
        let link = CADisplayLink(target: self, action: UIScrollView.stepMotion)
        link.add(to: .main, forMode: .common)
        motionLink = link
    }

    /// Eases the offset to `target` over `ScrollAxisMotion.easingDuration`.
    func animateContentOffset(to target: CGPoint) {
        let now = CACurrentMediaTime()
        let offset = contentOffset
        horizontalMotion.ease(from: offset.x, to: target.x, time: now)
        verticalMotion.ease(from: offset.y, to: target.y, time: now)
        startMotion(deceleration: false)
    }

    /// One tick of the motion: both axes at the tick's time; once both rest, the
    /// link goes and the delegate hears the motion ended.
    func stepMotion(_ link: CADisplayLink) {
        let range = contentOffsetRange
        let rate = decelerationRate.rawValue
        let x = horizontalMotion.advance(to: link.timestamp, range: range.x, rate: rate, bounces: bounces)
        let y = verticalMotion.advance(to: link.timestamp, range: range.y, rate: rate, bounces: bounces)
        moveContent(to: CGPoint(x: x, y: y))
        guard horizontalMotion.isIdle && verticalMotion.isIdle else { return }
        let wasDeceleration = motionIsDeceleration
        endMotionLink()
        if wasDeceleration {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stops any motion where it is, without telling the delegate (a touch, a new
    /// drag, the wheel or code took over).
    func stopMotion() {
        horizontalMotion.stop()
        verticalMotion.stop()
        isDecelerating = false
        endMotionLink()
    }

    private func endMotionLink() {
        motionLink?.invalidate()
        motionLink = nil
        motionIsDeceleration = false
    }

    /// Wheel input: scrolls by `delta` points, limited to the content, on the axes
    /// whose content overflows. Returns whether the offset changed.
    func scroll(byWheel delta: CGVector) -> Bool {
        guard isScrollEnabled else { return false }
        let offset = contentOffset
        var target = offset
        if hasHorizontalOverflow { target.x += delta.dx }
        if hasVerticalOverflow { target.y += delta.dy }
        target = clampedContentOffset(target)
        guard target != offset else { return false }
        stopMotion()
        moveContent(to: target)
        return true
    }

    /// Whether the wheel would move this scroll view by `delta`.
    func canScroll(byWheel delta: CGVector) -> Bool {
        guard isScrollEnabled else { return false }
        let offset = contentOffset
        var target = offset
        if hasHorizontalOverflow { target.x += delta.dx }
        if hasVerticalOverflow { target.y += delta.dy }
        return clampedContentOffset(target) != clampedContentOffset(offset)
    }
}

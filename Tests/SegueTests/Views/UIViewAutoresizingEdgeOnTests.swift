import Foundation
import Testing
@testable import Segue

/// Autoresizing a subview turned edge-on (found by the random action test: the
/// window resized while UIKit's flip-horizontal presentation had a page turned 90°
/// about y, and the page's bounds grew to 10¹⁷ points, its labels too large to draw).
@MainActor
@Suite("UIView autoresizing: a subview turned edge-on")
struct UIViewAutoresizingEdgeOnTests {
    @Test("a page turned 90° about y follows a resize as if untransformed, with finite, sensible bounds")
    func edgeOnPage() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let page = UIView(frame: container.bounds)
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(page)
        var turned = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        turned.m34 = -1 / 500
        page.layer.transform = turned
        container.frame = CGRect(x: 0, y: 0, width: 500, height: 320)
        #expect(page.bounds.size == CGSize(width: 500, height: 320))
        #expect(page.center == CGPoint(x: 250, y: 160))
        page.layer.transform = CATransform3DIdentity
        #expect(page.frame == container.bounds, "turned back it fills the container again")
    }

    @Test("a page scaled down in the plane still resizes through its transform")
    func scaledPage() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let page = UIView(frame: container.bounds)
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(page)
        page.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        container.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        // Only the width is flexible: the 200-point frame takes the whole 100 points
        // (→ 300), so the bounds grow by 100 / 0.5.
        #expect(page.bounds.size == CGSize(width: 600, height: 300))
    }
}
